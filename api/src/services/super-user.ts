import { isEmail, isStrongPassword, Role } from '@portal/shared/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { PasswordHasher } from '../lib/passwords';
import { normalizeEmail } from './users';

export class SuperUserError extends Error {}

/** The first account of a production install (production seeds no demo accounts). */
export async function createSuperUser(
  db: Db,
  passwords: PasswordHasher,
  input: { email: string; password: string; username?: string },
): Promise<{ id: string; email: string }> {
  const email = normalizeEmail(input.email ?? '');
  if (!isEmail(email)) throw new SuperUserError('A valid e-mail address is required (--email or SUPER_USER_EMAIL)');
  if (!isStrongPassword(input.password ?? '')) {
    throw new SuperUserError(
      'The password needs at least 8 characters with an uppercase letter, a lowercase letter, a digit and a special character',
    );
  }
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  if (existing) throw new SuperUserError(`An account with the e-mail ${email} already exists`);
  const [user] = await db
    .insert(users)
    .values({
      email,
      username: input.username?.trim() || 'Super User',
      passwordHash: await passwords.hash(input.password),
      role: Role.SuperUser,
    })
    .returning({ id: users.id, email: users.email });
  return user;
}
