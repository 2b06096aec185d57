import { OrganizationApproval, Role } from '@portal/shared/domain';
import type { FastifyRequest } from 'fastify';
import { and, count, eq, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../db/client';
import { memberships, organizations, users } from '../db/schema';
import { conflict, fieldError, notFound, staleVersion } from '../lib/errors';
import { containsPattern } from '../lib/search';
import type { Locale } from '../i18n/locale';
import type { MailTemplate } from '../mail/templates';
import type { MailService } from '../plugins/mail';
import { orderBy, pageOf, pendingFirst } from './admin-crud';
import { writeAudit } from './audit';
import {
  addMember,
  listMembers,
  lockOrganization,
  memberCounts,
  membershipOf,
  type OrganizationFields,
  type OrganizationRow,
  organizationValues,
  organizationView,
  releaseOrganization,
  updateOrganizationRow,
} from './organizations';
import { peopleByIds } from './users';

/**
 * Organizations as a platform admin manages them (routes/v1/admin/organizations): review
 * applications, edit, delete (nothing is lost), and read any organization's members. Every change
 * is audited.
 */

const memberCountSql = sql`(select count(*) from ${memberships} where ${memberships.organizationId} = ${organizations.id})`;
const SORTABLE: Record<string, SQL | AnyPgColumn> = {
  name: organizations.name,
  createdAt: organizations.createdAt,
  approvalStatus: organizations.approvalStatus,
  memberCount: memberCountSql,
};

/** Organizations as the admin sees them: the referral code, member count, creator and reviewer. */
async function present(db: DbOrTx, rows: OrganizationRow[]) {
  const counts = await memberCounts(
    db,
    rows.map((row) => row.id),
  );
  const people = await peopleByIds(
    db,
    rows.flatMap((row) => [row.createdByUserId, row.reviewedByUserId]),
  );
  return rows.map((row) => ({
    ...organizationView(row, counts.get(row.id) ?? 0, true),
    createdBy: (row.createdByUserId && people.get(row.createdByUserId)) || null,
    reviewedBy: (row.reviewedByUserId && people.get(row.reviewedByUserId)) || null,
  }));
}

/** How many organization applications wait for a review (the badge on the admin's nav item). */
export async function countPendingOrganizations(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(organizations)
    .where(eq(organizations.approvalStatus, OrganizationApproval.Pending));
  return row?.count ?? 0;
}

/** One organization as the admin sees it (404 when there is none). */
export async function findAdminOrganization(db: DbOrTx, id: string) {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id));
  if (!row) throw notFound();
  return (await present(db, [row]))[0];
}

/**
 * One page of organizations: search name, e-mail, referral code, creator e-mail or name; filter by
 * approval; pending first unless sorted.
 */
export async function listAdminOrganizations(
  db: DbOrTx,
  query: { q?: string; approvalStatus?: number; sort?: string; page: number; pageSize: number },
) {
  const { q, approvalStatus, sort, page, pageSize } = query;
  const text = q?.trim();
  const where = and(
    text
      ? or(
          sql`${organizations.name} ilike ${containsPattern(text)}`,
          sql`${organizations.email} ilike ${containsPattern(text)}`,
          sql`${organizations.referralCode} ilike ${containsPattern(text)}`,
          sql`exists (select 1 from ${users} where ${users.id} = ${organizations.createdByUserId} and (${users.email} ilike ${containsPattern(text)} or ${users.username} ilike ${containsPattern(text)}))`,
        )
      : undefined,
    approvalStatus ? eq(organizations.approvalStatus, approvalStatus) : undefined,
  );
  const { rows, total } = await pageOf<OrganizationRow>(db, organizations, {
    where,
    orderBy: orderBy(
      SORTABLE,
      sort,
      pendingFirst(organizations.approvalStatus, OrganizationApproval.Pending, organizations.createdAt),
      organizations.id,
    ),
    page,
    pageSize,
  });
  return { items: await present(db, rows), total, page, pageSize };
}

/** Any organization's members, one page (404 when the organization does not exist). */
export async function listOrganizationMembers(db: DbOrTx, id: string, query: Parameters<typeof listMembers>[2]) {
  const [row] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, id));
  if (!row) throw notFound();
  return listMembers(db, row.id, query);
}

/** The organization, locked, at the version the caller read (409 when it changed since). */
async function lockAtVersion(tx: DbOrTx, id: string, version: number) {
  const row = await lockOrganization(tx, id);
  if (row.version !== version) throw staleVersion();
  return row;
}

/** The person who applied for an organization, if their account still exists; `lock` locks their row. */
async function creatorOf(tx: DbOrTx, organization: OrganizationRow, lock = false) {
  if (!organization.createdByUserId) return undefined;
  const query = tx.select().from(users).where(eq(users.id, organization.createdByUserId));
  const [creator] = lock ? await query.for('update') : await query;
  return creator;
}

/**
 * Records an admin's review of an application (the outcome, who reviewed it and when), e-mails its
 * creator and audits it; returns the organization as it is now.
 */
async function recordReview(
  tx: DbOrTx,
  request: FastifyRequest,
  mail: MailService,
  review: {
    action: 'approve' | 'reject';
    before: OrganizationRow;
    creator: { email: string; locale: Locale; username: string } | undefined;
    approvalStatus: number;
    rejectionReason: string | null;
    message: (creatorName: string, organizationName: string) => MailTemplate;
  },
) {
  const { before, creator } = review;
  const after = await updateOrganizationRow(tx, before.id, {
    approvalStatus: review.approvalStatus,
    reviewedByUserId: request.principal?.kind === 'user' ? request.principal.userId : null,
    reviewedAt: sql`now()`,
    rejectionReason: review.rejectionReason,
  });
  if (creator)
    await mail.enqueue(tx, {
      ...review.message(creator.username, after.name),
      to: creator.email,
      locale: creator.locale,
    });
  await writeAudit(tx, request, {
    action: review.action,
    entityType: 'organization',
    entityId: before.id,
    before,
    after,
  });
  return after;
}

/** Approves a pending (or rejected) organization: its creator becomes its org admin and is e-mailed. */
export async function approveOrganization(
  db: Db,
  request: FastifyRequest,
  mail: MailService,
  input: { id: string; version: number; publicUrl: string },
) {
  const { id } = input;
  await db.transaction(async (tx) => {
    const before = await lockAtVersion(tx, id, input.version);
    if (before.approvalStatus === OrganizationApproval.Approved) throw conflict('approvalTransition');
    const creator = await creatorOf(tx, before, true);
    if (!creator || creator.role !== Role.IndividualUser || (await membershipOf(tx, creator.id)))
      throw conflict('creatorUnavailable');
    await addMember(tx, id, creator.id, Role.OrgAdmin);
    await recordReview(tx, request, mail, {
      action: 'approve',
      before,
      creator,
      approvalStatus: OrganizationApproval.Approved,
      rejectionReason: null,
      message: (username, organizationName) => ({
        template: 'organization-approved',
        data: { username, organizationName, loginUrl: `${input.publicUrl}/organization` },
      }),
    });
  });
  return findAdminOrganization(db, id);
}

/** Rejects a pending organization with a reason (e-mailed to its creator, shown on their page). */
export async function rejectOrganization(
  db: Db,
  request: FastifyRequest,
  mail: MailService,
  input: { id: string; version: number; reason: string },
) {
  const { id } = input;
  const reason = input.reason.trim();
  if (!reason) throw fieldError('reason', 'required');
  await db.transaction(async (tx) => {
    const before = await lockAtVersion(tx, id, input.version);
    if (before.approvalStatus !== OrganizationApproval.Pending) throw conflict('approvalTransition');
    await recordReview(tx, request, mail, {
      action: 'reject',
      before,
      creator: await creatorOf(tx, before),
      approvalStatus: OrganizationApproval.Rejected,
      rejectionReason: reason,
      message: (username, organizationName) => ({
        template: 'organization-rejected',
        data: { username, organizationName, reason },
      }),
    });
  });
  return findAdminOrganization(db, id);
}

/** Edits an organization's name and details (409 when it changed since `version`). */
export async function updateAdminOrganization(
  db: Db,
  request: FastifyRequest,
  id: string,
  body: OrganizationFields & { version: number },
) {
  const values = organizationValues(body);
  await db.transaction(async (tx) => {
    const before = await lockAtVersion(tx, id, body.version);
    const after = await updateOrganizationRow(tx, id, values);
    await writeAudit(tx, request, { action: 'update', entityType: 'organization', entityId: id, before, after });
  });
  return findAdminOrganization(db, id);
}

/**
 * Deletes an organization: members become individual users and each shipment, address and import
 * goes back to the person who created it (releaseOrganization).
 */
export async function deleteOrganization(db: Db, request: FastifyRequest, id: string, version: number) {
  await db.transaction(async (tx) => {
    const before = await lockAtVersion(tx, id, version);
    const members = await tx
      .select({ userId: memberships.userId, role: memberships.role })
      .from(memberships)
      .where(eq(memberships.organizationId, id));
    await releaseOrganization(tx, id);
    await tx.delete(organizations).where(eq(organizations.id, id));
    await writeAudit(tx, request, {
      action: 'delete',
      entityType: 'organization',
      entityId: id,
      before,
      extra: { members },
    });
  });
}
