import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { idempotencyKeys } from '../db/schema';

/** How long a first answer is replayed. */
export const IDEMPOTENCY_TTL_MS = 24 * 3600 * 1000;
/**
 * A claim still running after this long belongs to a process that died mid-request: the next retry may
 * take it over (a live request finishes well within it: uploads are the slowest, a few seconds).
 */
export const ABANDONED_CLAIM_MS = 5 * 60 * 1000;

export interface IdempotencyClaim {
  scope: string;
  operation: string;
  key: string;
  fingerprint: string;
}

export type ClaimOutcome =
  | { kind: 'claimed' }
  | { kind: 'mismatch' }
  | { kind: 'running' }
  | { kind: 'replay'; statusCode: number; contentType: string; body: string };

const sameKey = (claim: IdempotencyClaim) =>
  and(
    eq(idempotencyKeys.scope, claim.scope),
    eq(idempotencyKeys.operation, claim.operation),
    eq(idempotencyKeys.key, claim.key),
  );

/**
 * Claims the key for this request, or says what the earlier request with it left: its answer to replay,
 * a different request under the same key, or one still running. Insert-first, so two replicas racing on
 * one key cannot both run the work.
 */
export async function claimIdempotencyKey(db: DbOrTx, claim: IdempotencyClaim, now: Date): Promise<ClaimOutcome> {
  // The caller's expired keys go (each caller sweeps its own), and this key's abandoned claim with them.
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.scope, claim.scope),
        or(
          lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)),
          and(
            sameKey(claim),
            isNull(idempotencyKeys.statusCode),
            lt(idempotencyKeys.createdAt, new Date(now.getTime() - ABANDONED_CLAIM_MS)),
          ),
        ),
      ),
    );
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ ...claim, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length) return { kind: 'claimed' };
  const [earlier] = await db.select().from(idempotencyKeys).where(sameKey(claim)).limit(1);
  // Gone between the insert and the read (its request failed and freed it): this request may run.
  if (!earlier) return claimIdempotencyKey(db, claim, now);
  if (earlier.fingerprint !== claim.fingerprint) return { kind: 'mismatch' };
  if (earlier.statusCode === null) return { kind: 'running' };
  return {
    kind: 'replay',
    statusCode: earlier.statusCode,
    contentType: earlier.contentType ?? 'application/json; charset=utf-8',
    body: earlier.body ?? '',
  };
}

/** Keeps the claimed request's successful answer for replays. */
export async function completeIdempotencyKey(
  db: DbOrTx,
  claim: IdempotencyClaim,
  answer: { statusCode: number; contentType: string; body: string },
) {
  await db.update(idempotencyKeys).set(answer).where(sameKey(claim));
}

/** Frees the key after a failed request: nothing was done, so a retry (even a corrected one) runs afresh. */
export async function releaseIdempotencyKey(db: DbOrTx, claim: IdempotencyClaim) {
  await db.delete(idempotencyKeys).where(and(sameKey(claim), isNull(idempotencyKeys.statusCode)));
}
