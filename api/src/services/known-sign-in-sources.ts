import { and, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { knownSignInSources, users } from '../db/schema';

/** How long an address stays known after the last successful sign-in from it. */
const KNOWN_FOR_DAYS = 30;

/**
 * True (in a query on `users`) when the user signed in successfully from this address key within the
 * last KNOWN_FOR_DAYS days: such attempts skip the account-wide caps (docs/architecture.md#rate-limits).
 */
export const isKnownSourceOf = (addressKey: string) =>
  sql<boolean>`exists (select 1 from ${knownSignInSources} where ${knownSignInSources.userId} = ${users.id} and ${knownSignInSources.addressKey} = ${addressKey} and ${knownSignInSources.expiresAt} > now())`;

/** Expired rows cleared per sign-in: enough to outpace the sign-ins that add rows, and one short statement. */
const SWEEP_BATCH = 100;

/**
 * Remembers a successful sign-in's address key for KNOWN_FOR_DAYS days. Each sign-in also clears a batch of
 * expired rows of any user (by the expiry index), so people who never sign in again do not keep theirs forever.
 */
export async function rememberSignInSource(tx: DbOrTx, userId: string, addressKey: string): Promise<void> {
  const expired = lte(knownSignInSources.expiresAt, sql`now()`);
  const batch = tx
    .select({ userId: knownSignInSources.userId, addressKey: knownSignInSources.addressKey })
    .from(knownSignInSources)
    .where(expired)
    .limit(SWEEP_BATCH);
  await tx
    .delete(knownSignInSources)
    .where(and(inArray(sql`(${knownSignInSources.userId}, ${knownSignInSources.addressKey})`, batch), expired));
  await tx
    .insert(knownSignInSources)
    .values({ userId, addressKey, expiresAt: sql`now() + ${KNOWN_FOR_DAYS} * interval '1 day'` })
    .onConflictDoUpdate({
      target: [knownSignInSources.userId, knownSignInSources.addressKey],
      set: { expiresAt: sql`excluded.expires_at` },
    });
}
