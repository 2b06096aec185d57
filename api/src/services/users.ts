import { eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { users } from '../db/schema';
import { revokeKeysOfOwner } from './api-keys';
import { revokeAllSessions } from './sessions';

/** Disables an account and ends all its sessions at once (access tokens included). */
export async function disableUser(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ status: 'disabled', disabledAt: sql`now()`, updatedAt: sql`now()`, version: sql`${users.version} + 1` })
      .where(eq(users.id, userId));
    await revokeAllSessions(tx, userId, 'user-disabled');
    await revokeKeysOfOwner(tx, userId);
  });
}

/** E-mail addresses are stored lower-case and compared lower-case (unique index on lower(email)). */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** People by id (their name and e-mail) for presenting who made or reviewed rows: one query for all. */
export async function peopleByIds(
  db: DbOrTx,
  ids: (string | null)[],
): Promise<Map<string, { id: string; username: string; email: string }>> {
  const unique = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  const people =
    unique.length === 0
      ? []
      : await db
          .select({ id: users.id, username: users.username, email: users.email })
          .from(users)
          .where(inArray(users.id, unique));
  return new Map(people.map((person) => [person.id, person]));
}
