import { ApiKeyStatus } from '@portal/shared/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { and, count, eq, inArray, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../../db/client';
import { apiKeys, organizations, users } from '../../../../db/schema';
import { conflict, fieldError, notFound, staleVersion } from '../../../../lib/errors';
import { IdParams, PageOf, PageQuery, withErrors } from '../../../../lib/schemas';
import { orderBy, pendingFirst } from '../crud';
import { containsPattern } from '../../../../lib/search';
import { can, requireUser } from '../../../../plugins/permissions';
import { type ApiKeyRow, clientKeyView, lockKey, revokeKey, statusCondition } from '../../../../services/api-keys';
import { writeAudit } from '../../../../services/audit';
import { AdminApiKeySchema, AdminKeyFilters, DenyBody, VersionBody } from './schemas';

const tags = ['admin: api keys'];
const DAY_MS = 24 * 3600 * 1000;

const SORTABLE: Record<string, AnyPgColumn> = {
  name: apiKeys.name,
  status: apiKeys.status,
  createdAt: apiKeys.createdAt,
  expires_at: apiKeys.expiresAt,
  last_used_at: apiKeys.lastUsedAt,
};

/**
 * Client API keys (subject `admin-api-keys`): every person's keys with owner and organization;
 * approve or deny a request (with a reason; the owner is e-mailed), revoke. Courier keys live on the
 * courier's page. Every change is audited.
 */
const adminApiKeyRoutes: FastifyPluginAsyncTypebox<{ publicUrl: string }> = async (app, opts) => {
  app.addSchema(AdminApiKeySchema);
  const { db } = app;
  const item = Type.Ref(AdminApiKeySchema);

  async function present(tx: DbOrTx, rows: ApiKeyRow[]) {
    const userIds = [
      ...new Set(rows.flatMap((row) => [row.ownerUserId, row.reviewedByUserId]).filter((id): id is string => !!id)),
    ];
    const orgIds = [...new Set(rows.map((row) => row.ownerOrganizationId).filter((id): id is string => !!id))];
    const people = userIds.length
      ? await tx
          .select({ id: users.id, username: users.username, email: users.email })
          .from(users)
          .where(inArray(users.id, userIds))
      : [];
    const orgs = orgIds.length
      ? await tx
          .select({ id: organizations.id, name: organizations.name })
          .from(organizations)
          .where(inArray(organizations.id, orgIds))
      : [];
    const personOf = new Map(people.map((person) => [person.id, person]));
    const orgOf = new Map(orgs.map((org) => [org.id, org]));
    return rows.map((row) => {
      const reviewer = row.reviewedByUserId ? personOf.get(row.reviewedByUserId) : undefined;
      return {
        ...clientKeyView(row, app.now()),
        owner: (row.ownerUserId && personOf.get(row.ownerUserId)) || null,
        organization: (row.ownerOrganizationId && orgOf.get(row.ownerOrganizationId)) || null,
        reviewedBy: reviewer ? { id: reviewer.id, username: reviewer.username } : null,
      };
    });
  }

  /** A client key, locked, at the version the admin read. */
  async function clientKeyAt(tx: DbOrTx, id: string, version: number) {
    const row = await lockKey(tx, id);
    if (!row || row.kind !== 'client') throw notFound();
    if (row.version !== version) throw staleVersion();
    return row;
  }

  /** Records an admin's decision on a pending request (approve or deny). */
  async function decide(
    tx: DbOrTx,
    before: ApiKeyRow,
    reviewerId: string,
    now: Date,
    changes: Partial<typeof apiKeys.$inferInsert>,
  ): Promise<ApiKeyRow> {
    if (before.status !== ApiKeyStatus.Pending) throw conflict('apiKeyNotPending');
    const [after] = await tx
      .update(apiKeys)
      .set({
        ...changes,
        reviewedByUserId: reviewerId,
        reviewedAt: now,
        version: sql`${apiKeys.version} + 1`,
        updatedAt: now,
      })
      .where(eq(apiKeys.id, before.id))
      .returning();
    return after;
  }

  async function ownerOf(tx: DbOrTx, row: ApiKeyRow) {
    if (!row.ownerUserId) return undefined;
    const [owner] = await tx.select().from(users).where(eq(users.id, row.ownerUserId));
    return owner;
  }

  app.get(
    '/api-keys',
    {
      config: { access: can('admin-api-keys', 'read') },
      schema: {
        tags,
        summary:
          "Every person's API keys: pending first by default; filter by status and owner; search name, prefix, owner e-mail or name; sort name, status, createdAt, expires_at, last_used_at",
        querystring: PageQuery(AdminKeyFilters),
        response: withErrors({ 200: PageOf(item) }),
      },
    },
    async (request) => {
      const { q, status, ownerId, sort, page, pageSize } = request.query;
      const text = q?.trim();
      const pattern = text ? containsPattern(text) : '';
      const where = and(
        eq(apiKeys.kind, 'client'),
        statusCondition(status, app.now()),
        ownerId ? eq(apiKeys.ownerUserId, ownerId) : undefined,
        text
          ? or(
              sql`${apiKeys.name} ilike ${pattern}`,
              sql`${apiKeys.prefix} ilike ${containsPattern(text.replace(/^pk_/i, ''))}`,
              sql`exists (select 1 from ${users} where ${users.id} = ${apiKeys.ownerUserId} and (${users.email} ilike ${pattern} or ${users.username} ilike ${pattern}))`,
            )
          : undefined,
      );
      const [{ total }] = await db.select({ total: count() }).from(apiKeys).where(where);
      const rows = await db
        .select()
        .from(apiKeys)
        .where(where)
        .orderBy(
          ...orderBy(SORTABLE, sort, pendingFirst(apiKeys.status, ApiKeyStatus.Pending, apiKeys.createdAt), apiKeys.id),
        )
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return { items: await present(db, rows), total, page, pageSize };
    },
  );

  app.get(
    '/api-keys/:id',
    {
      config: { access: can('admin-api-keys', 'read') },
      schema: { tags, summary: 'One client key', params: IdParams, response: withErrors({ 200: item }) },
    },
    async (request) => {
      const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, request.params.id));
      if (!row || row.kind !== 'client') throw notFound();
      return (await present(db, [row]))[0];
    },
  );

  app.post(
    '/api-keys/:id/approve',
    {
      config: { access: can('admin-api-keys', 'update') },
      schema: {
        tags,
        summary: 'Approve a request: the key becomes active (expiry counted from now) and its owner can reveal it once',
        params: IdParams,
        body: VersionBody,
        response: withErrors({ 200: item }),
      },
    },
    async (request) => {
      const actor = requireUser(request);
      return db.transaction(async (tx) => {
        const before = await clientKeyAt(tx, request.params.id, request.body.version);
        const now = app.now();
        const after = await decide(tx, before, actor.userId, now, {
          status: ApiKeyStatus.Active,
          expiresAt: before.requestedExpiryDays ? new Date(now.getTime() + before.requestedExpiryDays * DAY_MS) : null,
        });
        const owner = await ownerOf(tx, after);
        if (owner)
          await app.mail.enqueue(tx, {
            to: owner.email,
            locale: owner.locale,
            template: 'api-key-approved',
            data: { username: owner.username, keyName: after.name, keysUrl: `${opts.publicUrl}/api-keys` },
          });
        await writeAudit(tx, request, { action: 'approve', entityType: 'api-key', entityId: after.id, before, after });
        return (await present(tx, [after]))[0];
      });
    },
  );

  app.post(
    '/api-keys/:id/deny',
    {
      config: { access: can('admin-api-keys', 'update') },
      schema: {
        tags,
        summary: 'Deny a request with a reason (e-mailed to its owner)',
        params: IdParams,
        body: DenyBody,
        response: withErrors({ 200: item }),
      },
    },
    async (request) => {
      const actor = requireUser(request);
      const reason = request.body.reason.trim();
      if (!reason) throw fieldError('reason', 'required');
      return db.transaction(async (tx) => {
        const before = await clientKeyAt(tx, request.params.id, request.body.version);
        const after = await decide(tx, before, actor.userId, app.now(), {
          status: ApiKeyStatus.Denied,
          denialReason: reason,
        });
        const owner = await ownerOf(tx, after);
        if (owner)
          await app.mail.enqueue(tx, {
            to: owner.email,
            locale: owner.locale,
            template: 'api-key-denied',
            data: { username: owner.username, keyName: after.name, reason },
          });
        await writeAudit(tx, request, { action: 'deny', entityType: 'api-key', entityId: after.id, before, after });
        return (await present(tx, [after]))[0];
      });
    },
  );

  app.post(
    '/api-keys/:id/revoke',
    {
      config: { access: can('admin-api-keys', 'update') },
      schema: {
        tags,
        summary: 'Revoke an active key: it stops working at once (a request is denied instead)',
        params: IdParams,
        body: VersionBody,
        response: withErrors({ 200: item }),
      },
    },
    async (request) => {
      return db.transaction(async (tx) => {
        const before = await clientKeyAt(tx, request.params.id, request.body.version);
        const after = await revokeKey(tx, before, app.now());
        await writeAudit(tx, request, { action: 'revoke', entityType: 'api-key', entityId: after.id, before, after });
        return (await present(tx, [after]))[0];
      });
    },
  );
};

export default adminApiKeyRoutes;
