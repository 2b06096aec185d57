import { ApiKeyStatus, type Role, roleCan } from '@portal/shared/domain';
import { and, eq, gt, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { apiKeys } from '../db/schema';
import { apiKeyWithPrefix, type GeneratedApiKey } from '../lib/api-keys';
import { AppError, conflict } from '../lib/errors';

/**
 * Client API keys (docs/architecture.md#organizations-api-keys-and-couriers): requested by their
 * owner (pending), approved or denied by a system admin, revealed once, rotated with an overlap,
 * revoked. What the owner's routes and the admin's routes share.
 */

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A key as its owner sees it: never the secret. `expires_at` and `last_used_at` keep the API's fixed snake_case names. */
export function clientKeyView(row: ApiKeyRow, now: Date) {
  return {
    id: row.id,
    name: row.name,
    purpose: row.purpose,
    scope: row.scope,
    prefix: `pk_${row.prefix}`,
    status: effectiveStatus(row, now),
    requestedExpiryDays: row.requestedExpiryDays,
    expires_at: iso(row.expiresAt),
    last_used_at: iso(row.lastUsedAt),
    denialReason: row.denialReason,
    reviewedAt: iso(row.reviewedAt),
    revealedAt: iso(row.revealedAt),
    rotatedAt: iso(row.rotatedAt),
    previousSecretExpiresAt: iso(row.previousSecretExpiresAt),
    revokedAt: iso(row.revokedAt),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** An active key that passed its expiry reads as expired (and is written so on its next use). */
export function effectiveStatus(row: Pick<ApiKeyRow, 'status' | 'expiresAt'>, now: Date): number {
  return row.status === ApiKeyStatus.Active && row.expiresAt && row.expiresAt <= now
    ? ApiKeyStatus.Expired
    : row.status;
}

/** The list filter by status as people read it: an active key past its expiry is expired. */
export function statusCondition(status: number | undefined, now: Date): SQL | undefined {
  if (!status) return undefined;
  const overdue = and(eq(apiKeys.status, ApiKeyStatus.Active), lte(apiKeys.expiresAt, now));
  if (status === ApiKeyStatus.Expired) return or(eq(apiKeys.status, ApiKeyStatus.Expired), overdue);
  if (status === ApiKeyStatus.Active)
    return and(eq(apiKeys.status, ApiKeyStatus.Active), or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now)));
  return eq(apiKeys.status, status);
}

/** Locks a key row for a change; the caller has already checked who may touch it. */
export async function lockKey(tx: DbOrTx, id: string): Promise<ApiKeyRow | undefined> {
  const [row] = await tx.select().from(apiKeys).where(eq(apiKeys.id, id)).for('update');
  return row;
}

const bump = () => ({ version: sql`${apiKeys.version} + 1`, updatedAt: sql`now()` });

/** The secret is shown once: revealing gives the key its first secret. */
export async function revealKey(
  tx: DbOrTx,
  row: ApiKeyRow,
  now: Date,
): Promise<{ row: ApiKeyRow; key: GeneratedApiKey }> {
  if (effectiveStatus(row, now) !== ApiKeyStatus.Active) throw conflict('apiKeyNotActive');
  if (row.revealedAt) throw new AppError('CONFLICT', 'apiKeyAlreadyRevealed');
  const key = apiKeyWithPrefix('client', row.prefix);
  const [updated] = await tx
    .update(apiKeys)
    .set({ secretHash: key.secretHash, revealedAt: now, ...bump() })
    .where(eq(apiKeys.id, row.id))
    .returning();
  return { row: updated, key };
}

/** A new secret, shown once; the previous one keeps working for `overlapMs`, then never again. */
export async function rotateKey(
  tx: DbOrTx,
  row: ApiKeyRow,
  now: Date,
  overlapMs: number,
): Promise<{ row: ApiKeyRow; key: GeneratedApiKey }> {
  if (effectiveStatus(row, now) !== ApiKeyStatus.Active) throw conflict('apiKeyNotActive');
  if (!row.revealedAt || !row.secretHash) throw conflict('apiKeyNotRevealed');
  const key = apiKeyWithPrefix('client', row.prefix);
  const [updated] = await tx
    .update(apiKeys)
    .set({
      secretHash: key.secretHash,
      previousSecretHash: row.secretHash,
      previousSecretExpiresAt: new Date(now.getTime() + overlapMs),
      rotatedAt: now,
      ...bump(),
    })
    .where(eq(apiKeys.id, row.id))
    .returning();
  return { row: updated, key };
}

/** Revokes an active key: it stops working at once (the rotation overlap too). A request is denied or withdrawn instead. */
export async function revokeKey(tx: DbOrTx, row: ApiKeyRow, now: Date): Promise<ApiKeyRow> {
  const status = effectiveStatus(row, now);
  if (status === ApiKeyStatus.Revoked) throw conflict('apiKeyAlreadyRevoked');
  if (status !== ApiKeyStatus.Active) throw conflict('apiKeyNotActive');
  const [updated] = await tx
    .update(apiKeys)
    .set({
      status: ApiKeyStatus.Revoked,
      revokedAt: now,
      previousSecretHash: null,
      previousSecretExpiresAt: null,
      ...bump(),
    })
    .where(eq(apiKeys.id, row.id))
    .returning();
  return updated;
}

/**
 * The owner lost the right to hold client keys (a role without them, removed from the organization,
 * disabled): every key they hold or asked for stops at once and for good. Giving the right back does
 * not revive them; the owner requests a new key.
 */
export async function revokeKeysOfOwner(tx: DbOrTx, userId: string): Promise<void> {
  await tx
    .update(apiKeys)
    .set({
      status: ApiKeyStatus.Revoked,
      revokedAt: sql`now()`,
      previousSecretHash: null,
      previousSecretExpiresAt: null,
      ...bump(),
    })
    .where(
      and(
        eq(apiKeys.kind, 'client'),
        eq(apiKeys.ownerUserId, userId),
        inArray(apiKeys.status, [ApiKeyStatus.Pending, ApiKeyStatus.Active]),
      ),
    );
}

/** Whether a change of role takes away the right to hold client keys. */
export const roleKeepsKeys = (role: Role) => roleCan(role, 'client-api-keys');
