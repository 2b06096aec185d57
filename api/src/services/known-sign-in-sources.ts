import { and, eq, lte, sql } from 'drizzle-orm';
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

/** Remembers a successful sign-in's address key for KNOWN_FOR_DAYS days, dropping the user's expired ones. */
export async function rememberSignInSource(tx: DbOrTx, userId: string, addressKey: string): Promise<void> {
  await tx
    .delete(knownSignInSources)
    .where(and(eq(knownSignInSources.userId, userId), lte(knownSignInSources.expiresAt, sql`now()`)));
  await tx
    .insert(knownSignInSources)
    .values({ userId, addressKey, expiresAt: sql`now() + ${KNOWN_FOR_DAYS} * interval '1 day'` })
    .onConflictDoUpdate({
      target: [knownSignInSources.userId, knownSignInSources.addressKey],
      set: { expiresAt: sql`excluded.expires_at` },
    });
}
