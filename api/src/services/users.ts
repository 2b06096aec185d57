import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
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
