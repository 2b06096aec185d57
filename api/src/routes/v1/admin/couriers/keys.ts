import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiKeyStatus } from '@portal/shared/domain';
import { Type } from '@sinclair/typebox';
import { and, desc, eq, sql } from 'drizzle-orm';
import { apiKeys, couriers } from '../../../../db/schema';
import { generateApiKey } from '../../../../lib/api-keys';
import { conflict, notFound } from '../../../../lib/errors';
import { IdParams, PageOf, withErrors } from '../../../../lib/schemas';
import { can } from '../../../../plugins/permissions';
import { writeAudit } from '../../../../services/audit';
import { CourierKeyBody, CourierKeyItem, CourierKeyParams, CreatedCourierKey, DEFAULT_KEY_DAYS } from './schemas';

const tags = ['admin: couriers'];
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

/**
 * A courier's partner API keys: an admin creates one on the courier, hands the plaintext
 * over once, and revokes it when it leaks or the integration ends.
 */
const courierKeyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addSchema(CourierKeyItem);
  const { db } = app;

  const requireCourier = async (courierId: string) => {
    const [row] = await db.select({ id: couriers.id }).from(couriers).where(eq(couriers.id, courierId)).limit(1);
    if (!row) throw notFound();
  };

  app.get(
    '/couriers/:id/keys',
    {
      config: { access: can('admin-couriers', 'read') },
      schema: {
        tags,
        summary: "The courier's partner API keys, newest first (never the secret)",
        params: IdParams,
        response: withErrors({ 200: PageOf(Type.Ref('AdminCourierKey')) }),
      },
    },
    async (request) => {
      await requireCourier(request.params.id);
      const rows = await db
        .select(listed)
        .from(apiKeys)
        .where(and(eq(apiKeys.kind, 'courier'), eq(apiKeys.ownerCourierId, request.params.id)))
        .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
      return { items: rows.map(present), total: rows.length, page: 1, pageSize: Math.max(rows.length, 1) };
    },
  );

  app.post(
    '/couriers/:id/keys',
    {
      config: { access: can('admin-couriers', 'update') },
      schema: {
        tags,
        summary: 'Create an active partner API key for the courier; the answer holds the key itself, shown this once',
        params: IdParams,
        body: CourierKeyBody,
        response: withErrors({ 201: CreatedCourierKey }),
      },
    },
    async (request, reply) => {
      const courierId = request.params.id;
      await requireCourier(courierId);
      const key = generateApiKey('courier');
      const expiresAt = new Date(Date.now() + (request.body.expiresInDays ?? DEFAULT_KEY_DAYS) * DAY_MS);
      const created = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(apiKeys)
          .values({
            kind: 'courier',
            name: request.body.name.trim(),
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
      reply.code(201);
      return { ...present(created), key: key.plaintext };
    },
  );

  app.post(
    '/couriers/:id/keys/:keyId/revoke',
    {
      config: { access: can('admin-couriers', 'update') },
      schema: {
        tags,
        summary: 'Revoke a partner API key: it stops working at once',
        params: CourierKeyParams,
        response: withErrors({ 200: Type.Ref('AdminCourierKey') }),
      },
    },
    async (request) => {
      const { id: courierId, keyId } = request.params;
      return db.transaction(async (tx) => {
        const ofCourier = and(
          eq(apiKeys.id, keyId),
          eq(apiKeys.kind, 'courier'),
          eq(apiKeys.ownerCourierId, courierId),
        );
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
    },
  );
};

export default courierKeyRoutes;
