import { ApiKeyStatus, type Role, roleCan } from '@portal/shared/domain';
import type { FastifyRequest } from 'fastify';
import { and, count, desc, eq, gt, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { apiKeys } from '../db/schema';
import { apiKeyWithPrefix, type GeneratedApiKey, newApiKeyPrefix } from '../lib/api-keys';
import { AppError, conflict, notFound } from '../lib/errors';
import { writeAudit } from './audit';

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

// ─── The owner's own keys (routes/v1/api-keys) ────────────────────────────────────────────────

/** Keys a person may hold at once that are not finished (pending or active). */
export const MAX_OPEN_KEYS = 10;

/** One page of the owner's keys, newest first (filter by status). */
export async function listOwnKeys(
  db: DbOrTx,
  userId: string,
  query: { status?: number; page: number; pageSize: number },
  now: Date,
) {
  const { status, page, pageSize } = query;
  const where = and(eq(apiKeys.kind, 'client'), eq(apiKeys.ownerUserId, userId), statusCondition(status, now));
  const [{ total }] = await db.select({ total: count() }).from(apiKeys).where(where);
  const rows = await db
    .select()
    .from(apiKeys)
    .where(where)
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { items: rows.map((row) => clientKeyView(row, now)), total, page, pageSize };
}

/** Requests a key: pending until a system admin approves or denies it (at most MAX_OPEN_KEYS open at once). */
export async function requestKey(
  db: Db,
  request: FastifyRequest,
  owner: { userId: string; organizationId: string | null },
  body: { name: string; purpose: string; expiresInDays: number | null; scope?: ApiKeyRow['scope'] },
  now: Date,
) {
  const { name, purpose, expiresInDays, scope = 'read-write' } = body;
  const row = await db.transaction(async (tx) => {
    const [{ open }] = await tx
      .select({ open: count() })
      .from(apiKeys)
      .where(
        and(
          eq(apiKeys.ownerUserId, owner.userId),
          inArray(apiKeys.status, [ApiKeyStatus.Pending, ApiKeyStatus.Active]),
        ),
      );
    if (open >= MAX_OPEN_KEYS) throw conflict('apiKeyLimit');
    const [created] = await tx
      .insert(apiKeys)
      .values({
        kind: 'client',
        name: name.trim(),
        purpose: purpose.trim(),
        scope,
        prefix: newApiKeyPrefix(),
        status: ApiKeyStatus.Pending,
        requestedExpiryDays: expiresInDays,
        ownerUserId: owner.userId,
        ownerOrganizationId: owner.organizationId,
      })
      .returning();
    await writeAudit(tx, request, { action: 'request', entityType: 'api-key', entityId: created.id, after: created });
    return created;
  });
  return clientKeyView(row, now);
}

/** The owner's own key, locked for a change; 404 for anyone else's (and for courier keys). */
async function lockOwnKey(tx: DbOrTx, userId: string, id: string): Promise<ApiKeyRow> {
  const row = await lockKey(tx, id);
  if (!row || row.kind !== 'client' || row.ownerUserId !== userId) throw notFound();
  return row;
}

/** Shows an approved key to its owner: the whole key, this once. */
export async function revealOwnKey(db: Db, request: FastifyRequest, userId: string, id: string, now: Date) {
  return db.transaction(async (tx) => {
    const row = await lockOwnKey(tx, userId, id);
    const revealed = await revealKey(tx, row, now);
    await writeAudit(tx, request, { action: 'reveal', entityType: 'api-key', entityId: row.id });
    return { apiKey: clientKeyView(revealed.row, now), secret: revealed.key.plaintext };
  });
}

/** Gives the owner's key a new secret, shown this once; the previous one works for `overlapMs` more. */
export async function rotateOwnKey(
  db: Db,
  request: FastifyRequest,
  key: { userId: string; id: string; overlapMs: number },
  now: Date,
) {
  return db.transaction(async (tx) => {
    const row = await lockOwnKey(tx, key.userId, key.id);
    const rotated = await rotateKey(tx, row, now, key.overlapMs);
    await writeAudit(tx, request, { action: 'rotate', entityType: 'api-key', entityId: row.id });
    return { apiKey: clientKeyView(rotated.row, now), secret: rotated.key.plaintext };
  });
}

/** Withdraws the owner's pending request: it is removed (it never had a secret). */
export async function withdrawKeyRequest(db: Db, request: FastifyRequest, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockOwnKey(tx, userId, id);
    if (row.status !== ApiKeyStatus.Pending) throw conflict('apiKeyRequestDecided');
    await tx.delete(apiKeys).where(eq(apiKeys.id, row.id));
    await writeAudit(tx, request, { action: 'withdraw', entityType: 'api-key', entityId: row.id, before: row });
  });
}

/** Revokes the owner's active key: it stops working at once. */
export async function revokeOwnKey(db: Db, request: FastifyRequest, userId: string, id: string, now: Date) {
  return db.transaction(async (tx) => {
    const row = await lockOwnKey(tx, userId, id);
    const revoked = await revokeKey(tx, row, now);
    await writeAudit(tx, request, {
      action: 'revoke',
      entityType: 'api-key',
      entityId: row.id,
      before: row,
      after: revoked,
    });
    return clientKeyView(revoked, now);
  });
}
