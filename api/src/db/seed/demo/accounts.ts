import { toE164 } from '@portal/shared/domain/phone';
import type { DbOrTx } from '../../client';
import { users } from '../../schema';
import { DEMO_ACCOUNTS } from './data';

/** The demo accounts, each with its precomputed password hash (in DEMO_ACCOUNTS order). */
export async function seedAccounts(db: DbOrTx, passwordHashes: string[]) {
  const accountRows = await db
    .insert(users)
    .values(
      DEMO_ACCOUNTS.map((a, i) => ({
        email: a.email,
        username: a.username,
        // Stored in E.164 like every phone number saved through the API.
        phoneNumber: toE164(a.phoneNumber) ?? a.phoneNumber,
        role: a.role,
        passwordHash: passwordHashes[i],
        lastLoginAt: null,
      })),
    )
    .returning();
  const account = (email: string) => accountRows.find((u) => u.email === email)!;
  const orgAdmin = account('orgadmin@portal.local');
  const orgUser = account('orguser@portal.local');
  const individual = account('user@portal.local');
  const systemAdmin = account('admin@portal.local');
  return { orgAdmin, orgUser, individual, systemAdmin };
}

export type DemoAccounts = Awaited<ReturnType<typeof seedAccounts>>;
