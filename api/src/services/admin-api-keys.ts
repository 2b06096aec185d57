import { ApiKeyStatus } from '@portal/shared/domain';
import type { FastifyRequest } from 'fastify';
import { and, count, eq, inArray, or, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../db/client';
import { apiKeys, organizations, users } from '../db/schema';
import { conflict, fieldError, notFound, staleVersion } from '../lib/errors';
import { containsPattern } from '../lib/search';
import type { MailTemplate } from '../mail/templates';
import type { MailService } from '../plugins/mail';
import { orderBy, pageOf, pendingFirst } from './admin-crud';
import { type ApiKeyRow, clientKeyView, lockKey, revokeKey, statusCondition } from './api-keys';
import { writeAudit } from './audit';
import { peopleByIds } from './users';

/**
 * Client API keys as a system admin manages them (routes/v1/admin/api-keys): every person's keys
 * with owner and organization; approve or deny a request (the owner is e-mailed), revoke. Every
 * change is audited.
 */

const DAY_MS = 24 * 3600 * 1000;

const SORTABLE: Record<string, AnyPgColumn> = {
  name: apiKeys.name,
  status: apiKeys.status,
  createdAt: apiKeys.createdAt,
  expires_at: apiKeys.expiresAt,
  last_used_at: apiKeys.lastUsedAt,
};

/** Keys as the admin sees them: with owner, organization and reviewer. */
async function present(db: DbOrTx, rows: ApiKeyRow[], now: Date) {
  const people = await peopleByIds(
    db,
    rows.flatMap((row) => [row.ownerUserId, row.reviewedByUserId]),
  );
  const orgIds = [...new Set(rows.map((row) => row.ownerOrganizationId).filter((id): id is string => !!id))];
  const orgs = orgIds.length
    ? await db
        .select({ id: organizations.id, name: organizations.name })
        .from(organizations)
        .where(inArray(organizations.id, orgIds))
    : [];
  const orgOf = new Map(orgs.map((org) => [org.id, org]));
  return rows.map((row) => {
    const reviewer = row.reviewedByUserId ? people.get(row.reviewedByUserId) : undefined;
    return {
      ...clientKeyView(row, now),
      owner: (row.ownerUserId && people.get(row.ownerUserId)) || null,
      organization: (row.ownerOrganizationId && orgOf.get(row.ownerOrganizationId)) || null,
      reviewedBy: reviewer ? { id: reviewer.id, username: reviewer.username } : null,
    };
  });
}

/**
 * One page of every person's client keys: pending first unless sorted; filter by status and owner;
 * search name, prefix, owner e-mail or name.
 */
export async function listClientKeys(
  db: DbOrTx,
  query: { q?: string; status?: number; ownerId?: string; sort?: string; page: number; pageSize: number },
  now: Date,
) {
  const { q, status, ownerId, sort, page, pageSize } = query;
  const text = q?.trim();
  const pattern = text ? containsPattern(text) : '';
  const where = and(
    eq(apiKeys.kind, 'client'),
    statusCondition(status, now),
    ownerId ? eq(apiKeys.ownerUserId, ownerId) : undefined,
    text
      ? or(
          sql`${apiKeys.name} ilike ${pattern}`,
          sql`${apiKeys.prefix} ilike ${containsPattern(text.replace(/^pk_/i, ''))}`,
          sql`exists (select 1 from ${users} where ${users.id} = ${apiKeys.ownerUserId} and (${users.email} ilike ${pattern} or ${users.username} ilike ${pattern}))`,
        )
      : undefined,
  );
  const { rows, total } = await pageOf<ApiKeyRow>(db, apiKeys, {
    where,
    orderBy: orderBy(SORTABLE, sort, pendingFirst(apiKeys.status, ApiKeyStatus.Pending, apiKeys.createdAt), apiKeys.id),
    page,
    pageSize,
  });
  return { items: await present(db, rows, now), total, page, pageSize };
}

/** How many client key requests wait for a decision (the badge on the admin's nav item). */
export async function countPendingClientKeys(db: DbOrTx, now: Date): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(apiKeys)
    .where(and(eq(apiKeys.kind, 'client'), statusCondition(ApiKeyStatus.Pending, now)));
  return row?.count ?? 0;
}

/** One client key as the admin sees it (404 for a courier key or none). */
export async function findClientKey(db: DbOrTx, id: string, now: Date) {
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, id));
  if (!row || row.kind !== 'client') throw notFound();
  return (await present(db, [row], now))[0];
}

/** A client key, locked, at the version the admin read. */
async function clientKeyAt(tx: DbOrTx, id: string, version: number) {
  const row = await lockKey(tx, id);
  if (!row || row.kind !== 'client') throw notFound();
  if (row.version !== version) throw staleVersion();
  return row;
}

async function ownerOf(tx: DbOrTx, row: ApiKeyRow) {
  if (!row.ownerUserId) return undefined;
  const [owner] = await tx.select().from(users).where(eq(users.id, row.ownerUserId));
  return owner;
}

/** Who decides, on which key, at which version. */
interface Decision {
  id: string;
  version: number;
  reviewerId: string;
}

/** How a review ends: the audit action, the changes to the key, and the e-mail to its owner. */
interface Outcome {
  action: 'approve' | 'deny';
  changes: (before: ApiKeyRow) => PgUpdateSetSource<typeof apiKeys>;
  message: (owner: { username: string }, after: ApiKeyRow) => MailTemplate;
}

/** Records an admin's decision on a pending request at the version they read, tells its owner, and audits it. */
async function review(
  db: Db,
  request: FastifyRequest,
  mail: MailService,
  input: Decision,
  outcome: Outcome,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const before = await clientKeyAt(tx, input.id, input.version);
    if (before.status !== ApiKeyStatus.Pending) throw conflict('apiKeyNotPending');
    const [after] = await tx
      .update(apiKeys)
      .set({
        ...outcome.changes(before),
        reviewedByUserId: input.reviewerId,
        reviewedAt: now,
        version: sql`${apiKeys.version} + 1`,
        updatedAt: now,
      })
      .where(eq(apiKeys.id, before.id))
      .returning();
    const owner = await ownerOf(tx, after);
    if (owner) await mail.enqueue(tx, { ...outcome.message(owner, after), to: owner.email, locale: owner.locale });
    await writeAudit(tx, request, { action: outcome.action, entityType: 'api-key', entityId: after.id, before, after });
    return (await present(tx, [after], now))[0];
  });
}

/** Approves a request: the key becomes active (expiry counted from now); its owner is e-mailed and can reveal it once. */
export async function approveClientKey(
  db: Db,
  request: FastifyRequest,
  mail: MailService,
  input: Decision & { publicUrl: string },
  now: Date,
) {
  return review(
    db,
    request,
    mail,
    input,
    {
      action: 'approve',
      changes: ({ requestedExpiryDays: days }) => ({
        status: ApiKeyStatus.Active,
        expiresAt: days ? new Date(now.getTime() + days * DAY_MS) : null,
      }),
      message: (owner, after) => ({
        template: 'api-key-approved',
        data: { username: owner.username, keyName: after.name, keysUrl: `${input.publicUrl}/api-keys` },
      }),
    },
    now,
  );
}

/** Denies a request with a reason (e-mailed to its owner). */
export async function denyClientKey(
  db: Db,
  request: FastifyRequest,
  mail: MailService,
  input: Decision & { reason: string },
  now: Date,
) {
  const reason = input.reason.trim();
  if (!reason) throw fieldError('reason', 'required');
  return review(
    db,
    request,
    mail,
    input,
    {
      action: 'deny',
      changes: () => ({ status: ApiKeyStatus.Denied, denialReason: reason }),
      message: (owner, after) => ({
        template: 'api-key-denied',
        data: { username: owner.username, keyName: after.name, reason },
      }),
    },
    now,
  );
}

/** Revokes an active key at the version the admin read: it stops working at once. */
export async function revokeClientKey(db: Db, request: FastifyRequest, id: string, version: number, now: Date) {
  return db.transaction(async (tx) => {
    const before = await clientKeyAt(tx, id, version);
    const after = await revokeKey(tx, before, now);
    await writeAudit(tx, request, { action: 'revoke', entityType: 'api-key', entityId: after.id, before, after });
    return (await present(tx, [after], now))[0];
  });
}
