import { ApiKeyStatus } from '@portal/shared/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client';
import { apiKeys } from '../db/schema';
import { generateApiKey } from '../lib/api-keys';
import { conflict, notFound } from '../lib/errors';
import { requireCourier } from './admin-couriers';
import { writeAudit } from './audit';

/**
 * A courier's partner API keys: an admin creates one on the courier, hands the plaintext
 * over once, and revokes it when it leaks or the integration ends.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

// Everything an admin may see of a key: never the secret's hash.
const listed = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  status: apiKeys.status,
  expiresAt: apiKeys.expiresAt,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
  createdAt: apiKeys.createdAt,
};
type KeyRow = Pick<typeof apiKeys.$inferSelect, keyof typeof listed>;

const present = (row: KeyRow) => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  status: row.status,
  // The API's fixed names for keys (docs/architecture.md#api-conventions).
  expires_at: row.expiresAt?.toISOString() ?? null,
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** The courier's keys, newest first, as one page; 404 for an unknown courier. */
export async function courierKeys(db: DbOrTx, courierId: string) {
  await requireCourier(db, courierId);
  const rows = await db
    .select(listed)
    .from(apiKeys)
    .where(and(eq(apiKeys.kind, 'courier'), eq(apiKeys.ownerCourierId, courierId)))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return { items: rows.map(present), total: rows.length, page: 1, pageSize: Math.max(rows.length, 1) };
}

/** A new active key for the courier, audited; the answer holds the plaintext key, shown this once. */
export async function createCourierKey(
  db: DbOrTx,
  request: FastifyRequest,
  courierId: string,
  input: { name: string; expiresInDays: number },
) {
  await requireCourier(db, courierId);
  const key = generateApiKey('courier');
  const expiresAt = new Date(Date.now() + input.expiresInDays * DAY_MS);
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(apiKeys)
      .values({
        kind: 'courier',
        name: input.name.trim(),
        prefix: key.prefix,
        secretHash: key.secretHash,
        status: ApiKeyStatus.Active,
        ownerCourierId: courierId,
        expiresAt,
      })
      .returning(listed);
    await writeAudit(tx, request, {
      action: 'create',
      entityType: 'courier_api_key',
      entityId: row.id,
      after: { ...row, ownerCourierId: courierId },
    });
    return row;
  });
  return { ...present(created), key: key.plaintext };
}

/** Revokes one of the courier's keys (404 when it is not the courier's, 409 when already revoked), audited. */
export async function revokeCourierKey(db: DbOrTx, request: FastifyRequest, courierId: string, keyId: string) {
  return db.transaction(async (tx) => {
    const ofCourier = and(eq(apiKeys.id, keyId), eq(apiKeys.kind, 'courier'), eq(apiKeys.ownerCourierId, courierId));
    const [before] = await tx.select(listed).from(apiKeys).where(ofCourier).limit(1);
    if (!before) throw notFound();
    if (before.status === ApiKeyStatus.Revoked) throw conflict('apiKeyAlreadyRevoked');
    const [after] = await tx
      .update(apiKeys)
      .set({
        status: ApiKeyStatus.Revoked,
        revokedAt: sql`now()`,
        updatedAt: sql`now()`,
        version: sql`${apiKeys.version} + 1`,
      })
      .where(ofCourier)
      .returning(listed);
    await writeAudit(tx, request, {
      action: 'revoke',
      entityType: 'courier_api_key',
      entityId: keyId,
      before,
      after,
    });
    return present(after);
  });
}
