import { ApiKeyStatus } from '@portal/shared/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { apiKeys } from '../../../db/schema';
import { ClientApiKeySchema } from '../../../lib/api-key-schemas';
import { newApiKeyPrefix } from '../../../lib/api-keys';
import { conflict, notFound } from '../../../lib/errors';
import { IdParams, PageOf, PageQuery, withErrors } from '../../../lib/schemas';
import type { UserPrincipal } from '../../../plugins/auth';
import { can, requireUser } from '../../../plugins/permissions';
import { clientKeyView, lockKey, revealKey, revokeKey, rotateKey, statusCondition } from '../../../services/api-keys';
import { writeAudit } from '../../../services/audit';
import { KeyFilters, RequestKeyBody, RevealedKeySchema } from './schemas';

export interface ApiKeyRouteOptions {
  /** How long a rotated key's previous secret keeps working. */
  rotationOverlapMs: number;
}

const tags = ['api keys'];

/** Keys a person may hold at once that are not finished (pending or active). */
export const MAX_OPEN_KEYS = 10;

/**
 * The caller's client API keys (subject `client-api-keys`): request one, reveal it once when a
 * system admin has approved it, rotate it, revoke it. Only a signed-in person manages keys: a key
 * cannot mint or reveal keys. Another person's key is a 404.
 */
const apiKeyRoutes: FastifyPluginAsyncTypebox<ApiKeyRouteOptions> = async (app, opts) => {
  app.addSchema(RevealedKeySchema);
  const { db } = app;
  const item = Type.Ref(ClientApiKeySchema);
  const access = (action: 'read' | 'create' | 'update') => can('client-api-keys', action);

  /** The caller's own key, locked for a change; 404 for anyone else's (and for courier keys). */
  async function ownKey(tx: DbOrTx, principal: UserPrincipal, id: string) {
    const row = await lockKey(tx, id);
    if (!row || row.kind !== 'client' || row.ownerUserId !== principal.userId) throw notFound();
    return row;
  }

  app.get(
    '',
    {
      config: { access: access('read') },
      schema: {
        tags,
        summary: "The caller's API keys, newest first (filter by status)",
        querystring: PageQuery(KeyFilters),
        response: withErrors({ 200: PageOf(item) }),
      },
    },
    async (request) => {
      const principal = requireUser(request);
      const { status, page, pageSize } = request.query;
      const where = and(
        eq(apiKeys.kind, 'client'),
        eq(apiKeys.ownerUserId, principal.userId),
        statusCondition(status, app.now()),
      );
      const [{ total }] = await db.select({ total: count() }).from(apiKeys).where(where);
      const rows = await db
        .select()
        .from(apiKeys)
        .where(where)
        .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return { items: rows.map((row) => clientKeyView(row, app.now())), total, page, pageSize };
    },
  );

  app.post(
    '',
    {
      config: { access: access('create') },
      schema: {
        tags,
        summary: 'Request a key: pending until a system admin approves or denies it',
        body: RequestKeyBody,
        response: withErrors({ 201: item }),
      },
    },
    async (request, reply) => {
      const principal = requireUser(request);
      const { name, purpose, expiresInDays, scope = 'read-write' } = request.body;
      const row = await db.transaction(async (tx) => {
        const [{ open }] = await tx
          .select({ open: count() })
          .from(apiKeys)
          .where(
            and(
              eq(apiKeys.ownerUserId, principal.userId),
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
            ownerUserId: principal.userId,
            ownerOrganizationId: principal.organizationId,
          })
          .returning();
        await writeAudit(tx, request, {
          action: 'request',
          entityType: 'api-key',
          entityId: created.id,
          after: created,
        });
        return created;
      });
      reply.status(201);
      return clientKeyView(row, app.now());
    },
  );

  app.post(
    '/:id/reveal',
    {
      config: { access: access('update') },
      schema: {
        tags,
        summary: 'Show an approved key: the whole key, this once (a second reveal is refused; rotate instead)',
        params: IdParams,
        response: withErrors({ 200: Type.Ref(RevealedKeySchema) }),
      },
    },
    async (request) => {
      const principal = requireUser(request);
      return db.transaction(async (tx) => {
        const row = await ownKey(tx, principal, request.params.id);
        const revealed = await revealKey(tx, row, app.now());
        await writeAudit(tx, request, { action: 'reveal', entityType: 'api-key', entityId: row.id });
        return { apiKey: clientKeyView(revealed.row, app.now()), secret: revealed.key.plaintext };
      });
    },
  );

  app.post(
    '/:id/rotate',
    {
      config: { access: access('update') },
      schema: {
        tags,
        summary: `A new secret, shown this once; the previous one keeps working for ${Math.round(opts.rotationOverlapMs / 3_600_000)} h, then stops`,
        params: IdParams,
        response: withErrors({ 200: Type.Ref(RevealedKeySchema) }),
      },
    },
    async (request) => {
      const principal = requireUser(request);
      return db.transaction(async (tx) => {
        const row = await ownKey(tx, principal, request.params.id);
        const rotated = await rotateKey(tx, row, app.now(), opts.rotationOverlapMs);
        await writeAudit(tx, request, { action: 'rotate', entityType: 'api-key', entityId: row.id });
        return { apiKey: clientKeyView(rotated.row, app.now()), secret: rotated.key.plaintext };
      });
    },
  );

  app.delete(
    '/:id',
    {
      config: { access: access('update') },
      schema: {
        tags,
        summary: 'Withdraw a pending request: it is removed (it never had a secret)',
        params: IdParams,
        response: withErrors({ 204: Type.Null() }),
      },
    },
    async (request, reply) => {
      const principal = requireUser(request);
      await db.transaction(async (tx) => {
        const row = await ownKey(tx, principal, request.params.id);
        if (row.status !== ApiKeyStatus.Pending) throw conflict('apiKeyRequestDecided');
        await tx.delete(apiKeys).where(eq(apiKeys.id, row.id));
        await writeAudit(tx, request, { action: 'withdraw', entityType: 'api-key', entityId: row.id, before: row });
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/:id/revoke',
    {
      config: { access: access('update') },
      schema: {
        tags,
        summary: 'Revoke an active key: it stops working at once',
        params: IdParams,
        response: withErrors({ 200: item }),
      },
    },
    async (request) => {
      const principal = requireUser(request);
      return db.transaction(async (tx) => {
        const row = await ownKey(tx, principal, request.params.id);
        const revoked = await revokeKey(tx, row, app.now());
        await writeAudit(tx, request, {
          action: 'revoke',
          entityType: 'api-key',
          entityId: row.id,
          before: row,
          after: revoked,
        });
        return clientKeyView(revoked, app.now());
      });
    },
  );
};

export default apiKeyRoutes;
