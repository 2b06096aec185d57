import { randomInt } from 'node:crypto';
import { OrganizationApproval, Role } from '@portal/shared/domain';
import type { FastifyRequest } from 'fastify';
import { and, asc, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../db/client';
import { addresses, apiKeys, imports, memberships, organizations, shipments, users } from '../db/schema';
import { AppError, conflict, fieldError, forbidden, notFound, staleVersion } from '../lib/errors';
import type { MailService } from '../plugins/mail';
import { revokeKeysOfOwner, roleKeepsKeys } from './api-keys';
import { writeAudit } from './audit';
import { sortColumn } from '../lib/sorting';
import { storedPhoneNumber } from '../lib/phone';
import { containsPattern } from '../lib/search';

/**
 * What the caller's organization routes and the admin's organization routes share: membership
 * changes (each keeps `users.role` and `memberships.role` in step), the referral code, and how an
 * organization is presented (docs/architecture.md#organizations-api-keys-and-couriers).
 */

export type OrganizationRow = typeof organizations.$inferSelect;
export type OrgRole = typeof Role.OrgAdmin | typeof Role.OrgUser;

/** The names of the organization roles in e-mails. */
export const ORG_ROLE_NAMES: Record<OrgRole, { en: string; ar: string }> = {
  [Role.OrgAdmin]: { en: 'organization admin', ar: 'مسؤول المؤسسة' },
  [Role.OrgUser]: { en: 'organization user', ar: 'مستخدم المؤسسة' },
};

// No 0/O, 1/I/L: the code is read aloud and typed from paper.
const REFERRAL_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const REFERRAL_LENGTH = 10;

/** A new referral code: 10 characters of a 31-letter alphabet (≈ 50 bits), so codes cannot be guessed. */
export function newReferralCode(): string {
  let code = '';
  for (let index = 0; index < REFERRAL_LENGTH; index++) code += REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)];
  return code;
}

/** Codes are compared upper-case and without spaces or dashes (people paste them from messages). */
export const normalizeReferralCode = (input: string) => input.replace(/[\s-]+/g, '').toUpperCase();

export async function memberCounts(db: DbOrTx, organizationIds: string[]): Promise<Map<string, number>> {
  if (organizationIds.length === 0) return new Map();
  const rows = await db
    .select({ organizationId: memberships.organizationId, members: count() })
    .from(memberships)
    .where(inArray(memberships.organizationId, organizationIds))
    .groupBy(memberships.organizationId);
  return new Map(rows.map((row) => [row.organizationId, row.members]));
}

/**
 * Whether a member sees the organization's referral code: its org admins only, once it is approved.
 * Every response that carries the code asks this, so an org user never reads it anywhere.
 */
export const seesReferralCode = (memberRole: number, approvalStatus: number) =>
  memberRole === Role.OrgAdmin && approvalStatus === OrganizationApproval.Approved;

/** An organization as its members (and, with the code, its admins) see it. */
export function organizationView(row: OrganizationRow, memberCount: number, withReferralCode: boolean) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phoneNumber: row.phoneNumber,
    address: row.address,
    taxNumber: row.taxNumber,
    referralCode: withReferralCode ? row.referralCode : null,
    approvalStatus: row.approvalStatus,
    rejectionReason: row.rejectionReason,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    memberCount,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export interface MembershipRow {
  id: string;
  organizationId: string;
  role: number;
  createdAt: Date;
}

export async function membershipOf(db: DbOrTx, userId: string): Promise<MembershipRow | undefined> {
  const [row] = await db
    .select({
      id: memberships.id,
      organizationId: memberships.organizationId,
      role: memberships.role,
      createdAt: memberships.createdAt,
    })
    .from(memberships)
    .where(eq(memberships.userId, userId))
    .limit(1);
  return row;
}

/** The newest organization a user applied for that is still pending or was rejected (and not yet replaced). */
async function latestApplication(db: DbOrTx, userId: string): Promise<OrganizationRow | undefined> {
  const [row] = await db
    .select()
    .from(organizations)
    .where(
      and(
        eq(organizations.createdByUserId, userId),
        inArray(organizations.approvalStatus, [OrganizationApproval.Pending, OrganizationApproval.Rejected]),
      ),
    )
    .orderBy(sql`${organizations.createdAt} desc`)
    .limit(1);
  return row;
}

/**
 * GET /organization: the organization the user belongs to, else their latest application (pending
 * or rejected), else nothing.
 */
export async function loadMyOrganization(db: DbOrTx, userId: string) {
  const membership = await membershipOf(db, userId);
  if (membership) {
    const [row] = await db.select().from(organizations).where(eq(organizations.id, membership.organizationId));
    const counts = await memberCounts(db, [row.id]);
    return {
      organization: organizationView(
        row,
        counts.get(row.id) ?? 0,
        seesReferralCode(membership.role, row.approvalStatus),
      ),
      role: membership.role as OrgRole,
      joinedAt: membership.createdAt.toISOString(),
    };
  }
  const application = await latestApplication(db, userId);
  return {
    organization: application ? organizationView(application, 0, false) : null,
    role: null,
    joinedAt: null,
  };
}

/** The user's application still waiting for review, if any (one at a time), locked. */
export async function pendingApplicationOf(tx: DbOrTx, userId: string): Promise<OrganizationRow | undefined> {
  const [row] = await tx
    .select()
    .from(organizations)
    .where(
      and(eq(organizations.createdByUserId, userId), eq(organizations.approvalStatus, OrganizationApproval.Pending)),
    )
    .limit(1)
    .for('update');
  return row;
}

/** The user's membership (404 `noOrganization` when they have none); `admin` also requires the org admin role. */
export async function requireMembership(db: DbOrTx, userId: string, admin = false): Promise<MembershipRow> {
  const membership = await membershipOf(db, userId);
  if (!membership) throw new AppError('NOT_FOUND', 'noOrganization');
  if (admin && membership.role !== Role.OrgAdmin) throw forbidden('orgAdminOnly');
  return membership;
}

/** Locks an organization's row: membership changes of one organization run one after another (last-admin rule). */
export async function lockOrganization(tx: DbOrTx, organizationId: string): Promise<OrganizationRow> {
  const [row] = await tx.select().from(organizations).where(eq(organizations.id, organizationId)).for('update');
  if (!row) throw notFound();
  return row;
}

/** Makes an individual user a member with `role` (their user role follows). */
export async function addMember(tx: DbOrTx, organizationId: string, userId: string, role: OrgRole): Promise<void> {
  await tx.insert(memberships).values({ organizationId, userId, role });
  await setUserRole(tx, userId, role);
  if (!roleKeepsKeys(role)) await revokeKeysOfOwner(tx, userId);
}

export async function setMemberRole(tx: DbOrTx, userId: string, role: OrgRole): Promise<void> {
  await tx
    .update(memberships)
    .set({ role, version: sql`${memberships.version} + 1`, updatedAt: sql`now()` })
    .where(eq(memberships.userId, userId));
  await setUserRole(tx, userId, role);
  if (!roleKeepsKeys(role)) await revokeKeysOfOwner(tx, userId);
}

/**
 * Ends a membership: the user is an individual user again; the organization's rows stay with it. Their
 * keys stop: a key asked for as a member must not carry on as someone else's.
 */
export async function removeMember(tx: DbOrTx, userId: string): Promise<void> {
  await tx.delete(memberships).where(eq(memberships.userId, userId));
  await setUserRole(tx, userId, Role.IndividualUser);
  await revokeKeysOfOwner(tx, userId);
}

async function setUserRole(tx: DbOrTx, userId: string, role: Role): Promise<void> {
  await tx
    .update(users)
    .set({ role, version: sql`${users.version} + 1`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** Refuses a change that would leave the organization without an org admin. */
export async function ensureAnotherAdmin(tx: DbOrTx, organizationId: string, leavingUserId: string): Promise<void> {
  const [{ admins }] = await tx
    .select({ admins: count() })
    .from(memberships)
    .where(
      and(
        eq(memberships.organizationId, organizationId),
        eq(memberships.role, Role.OrgAdmin),
        sql`${memberships.userId} <> ${leavingUserId}`,
      ),
    );
  if (admins === 0) throw conflict('lastOrgAdmin');
}

/** Only an individual user may create or join an organization (platform admins never do). */
export async function ensureCanJoin(tx: DbOrTx, userId: string, role: Role): Promise<void> {
  if (await membershipOf(tx, userId)) throw conflict('alreadyInOrganization');
  if (role !== Role.IndividualUser) throw conflict('individualOnly');
}

/**
 * Deleting an organization loses nothing: every member becomes an individual user, and each address,
 * shipment and import goes back to the person who created it as their own row (primary flags are
 * dropped, since that person may have a primary pick-up address of their own). Client keys stay with
 * their owners. The caller deletes the organization row afterwards, in the same transaction.
 */
export async function releaseOrganization(tx: DbOrTx, organizationId: string): Promise<void> {
  const members = await tx
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(eq(memberships.organizationId, organizationId));
  for (const member of members) await removeMember(tx, member.userId);
  await tx
    .update(addresses)
    .set({ organizationId: null, isPrimary: false, version: sql`${addresses.version} + 1`, updatedAt: sql`now()` })
    .where(eq(addresses.organizationId, organizationId));
  await tx.update(shipments).set({ organizationId: null }).where(eq(shipments.organizationId, organizationId));
  // An import its creator also made on their own would break "a file is imported once": that record is the duplicate.
  await tx.execute(sql`
    update ${imports} set organization_id = null
    where ${imports.organizationId} = ${organizationId}
      and not exists (
        select 1 from ${imports} own
        where own.created_by_user_id = ${imports.createdByUserId} and own.file_hash = ${imports.fileHash}
          and own.organization_id is null and own.status = 'imported')`);
  await tx.update(apiKeys).set({ ownerOrganizationId: null }).where(eq(apiKeys.ownerOrganizationId, organizationId));
}

/** Active platform admins, who review organizations (system admins, else super users). */
export async function reviewers(db: DbOrTx) {
  const rows = await db
    .select({ email: users.email, username: users.username, locale: users.locale, role: users.role })
    .from(users)
    .where(and(eq(users.status, 'active'), or(eq(users.role, Role.SystemAdmin), eq(users.role, Role.SuperUser))));
  const systemAdmins = rows.filter((row) => row.role === Role.SystemAdmin);
  return systemAdmins.length > 0 ? systemAdmins : rows;
}

/** An organization's own fields as a create or update body sends them. */
export interface OrganizationFields {
  name: string;
  email?: string | null;
  phoneNumber?: string | null;
  address?: string | null;
  taxNumber?: string | null;
}

/** The organization fields of a create or update body as stored: trimmed, blanks as null, phone in E.164. */
export function organizationValues(body: OrganizationFields) {
  const optional = (value: string | null | undefined) => value?.trim() || null;
  const phone = optional(body.phoneNumber);
  return {
    name: body.name.trim(),
    email: optional(body.email)?.toLowerCase() ?? null,
    phoneNumber: phone ? storedPhoneNumber(phone) : null,
    address: optional(body.address),
    taxNumber: optional(body.taxNumber),
  };
}

/** Writes `values` to an organization and moves it to its next version; returns the row as it is now. */
export async function updateOrganizationRow(
  tx: DbOrTx,
  id: string,
  values: PgUpdateSetSource<typeof organizations>,
): Promise<OrganizationRow> {
  const [row] = await tx
    .update(organizations)
    .set({ ...values, version: sql`${organizations.version} + 1`, updatedAt: sql`now()` })
    .where(eq(organizations.id, id))
    .returning();
  return row;
}

const MEMBER_SORT = {
  username: users.username,
  email: users.email,
  role: memberships.role,
  joinedAt: memberships.createdAt,
};

const memberColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  phoneNumber: users.phoneNumber,
  role: memberships.role,
  joinedAt: memberships.createdAt,
  version: memberships.version,
};

interface MemberRow {
  id: string;
  username: string;
  email: string;
  phoneNumber: string | null;
  role: number;
  joinedAt: Date;
  version: number;
}

const memberView = (row: MemberRow) => ({ ...row, role: row.role as OrgRole, joinedAt: row.joinedAt.toISOString() });

/** One member of an organization, or undefined. */
export async function findMember(db: DbOrTx, organizationId: string, userId: string) {
  const [row] = await db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)));
  return row ? memberView(row) : undefined;
}

/** One page of an organization's members (search by name or e-mail; sort username, email, role, joinedAt). */
export async function listMembers(
  db: DbOrTx,
  organizationId: string,
  query: { page: number; pageSize: number; q?: string; sort?: string },
) {
  const text = query.q?.trim();
  const where = and(
    eq(memberships.organizationId, organizationId),
    text
      ? or(sql`${users.email} ilike ${containsPattern(text)}`, sql`${users.username} ilike ${containsPattern(text)}`)
      : undefined,
  );
  const { column, descending } = sortColumn(MEMBER_SORT, query.sort ?? 'username');
  const [{ total }] = await db
    .select({ total: count() })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(where);
  const rows = await db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(where)
    .orderBy(descending ? desc(column) : asc(column), asc(users.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    items: rows.map(memberView),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

// ─── The caller's own organization (routes/v1/organization) ───────────────────────────────────

/**
 * Applies for a new organization: pending until a system admin approves it (the creator then becomes
 * its admin). The creator and the reviewers are e-mailed.
 */
export async function applyForOrganization(
  db: Db,
  request: FastifyRequest,
  mail: MailService,
  input: { userId: string; fields: OrganizationFields; publicUrl: string },
): Promise<void> {
  const values = organizationValues(input.fields);
  await db.transaction(async (tx) => {
    // Serializes a user's applications: two quick submits make one organization.
    const [me] = await tx.select().from(users).where(eq(users.id, input.userId)).for('update');
    await ensureCanJoin(tx, me.id, me.role as Role);
    if (await pendingApplicationOf(tx, me.id)) throw conflict('organizationPending');
    const [created] = await tx
      .insert(organizations)
      .values({ ...values, referralCode: newReferralCode(), createdByUserId: me.id })
      .returning();
    await mail.enqueue(tx, {
      to: me.email,
      locale: me.locale,
      template: 'organization-created',
      data: { username: me.username, organizationName: created.name },
    });
    for (const reviewer of await reviewers(tx))
      await mail.enqueue(tx, {
        to: reviewer.email,
        locale: reviewer.locale,
        template: 'organization-submitted',
        data: {
          organizationName: created.name,
          creatorName: me.username,
          creatorEmail: me.email,
          reviewUrl: `${input.publicUrl}/admin/organizations?approvalStatus=${OrganizationApproval.Pending}`,
        },
      });
    await writeAudit(tx, request, {
      action: 'create',
      entityType: 'organization',
      entityId: created.id,
      after: created,
    });
  });
}

/** Withdraws the user's pending application: the organization is deleted (404 without one). */
export async function withdrawApplication(db: Db, request: FastifyRequest, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const pending = await pendingApplicationOf(tx, userId);
    if (!pending) throw notFound();
    await tx.delete(organizations).where(eq(organizations.id, pending.id));
    await writeAudit(tx, request, {
      action: 'withdraw',
      entityType: 'organization',
      entityId: pending.id,
      before: pending,
    });
  });
}

/** The name of the approved organization a referral code joins; unknown and unapproved codes alike are a 404. */
export async function referralCodePreview(db: DbOrTx, referralCode: string): Promise<{ organizationName: string }> {
  const [organization] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(
      and(
        eq(organizations.referralCode, normalizeReferralCode(referralCode)),
        eq(organizations.approvalStatus, OrganizationApproval.Approved),
      ),
    )
    .limit(1);
  if (!organization) throw notFound('invalidReferralCode');
  return { organizationName: organization.name };
}

/** Joins the approved organization of a referral code as an organization user. */
export async function joinWithReferralCode(
  db: Db,
  request: FastifyRequest,
  user: { id: string; role: Role },
  referralCode: string,
): Promise<void> {
  const code = normalizeReferralCode(referralCode);
  await db.transaction(async (tx) => {
    await ensureCanJoin(tx, user.id, user.role);
    if (await pendingApplicationOf(tx, user.id)) throw conflict('organizationPending');
    const [target] = await tx.select().from(organizations).where(eq(organizations.referralCode, code)).limit(1);
    if (!target) throw fieldError('referralCode', 'invalidReferralCode');
    const organization = await lockOrganization(tx, target.id);
    if (organization.approvalStatus !== OrganizationApproval.Approved)
      throw fieldError('referralCode', 'organizationNotApproved');
    await addMember(tx, organization.id, user.id, Role.OrgUser);
    await writeAudit(tx, request, {
      action: 'join',
      entityType: 'organization',
      entityId: organization.id,
      extra: { userId: user.id },
    });
  });
}

/** Edits the org admin's organization (409 when it changed since `version`). */
export async function updateMyOrganization(
  db: Db,
  request: FastifyRequest,
  userId: string,
  body: OrganizationFields & { version: number },
): Promise<void> {
  const values = organizationValues(body);
  await db.transaction(async (tx) => {
    const membership = await requireMembership(tx, userId, true);
    const before = await lockOrganization(tx, membership.organizationId);
    if (before.version !== body.version) throw staleVersion();
    const after = await updateOrganizationRow(tx, before.id, values);
    await writeAudit(tx, request, { action: 'update', entityType: 'organization', entityId: before.id, before, after });
  });
}

/** Gives the org admin's organization a new referral code; the old one stops working at once. */
export async function regenerateReferralCode(db: Db, request: FastifyRequest, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const membership = await requireMembership(tx, userId, true);
    await lockOrganization(tx, membership.organizationId);
    await updateOrganizationRow(tx, membership.organizationId, { referralCode: newReferralCode() });
    await writeAudit(tx, request, {
      action: 'regenerate-referral-code',
      entityType: 'organization',
      entityId: membership.organizationId,
    });
  });
}

/** The user leaves their organization and becomes an individual user; the last org admin cannot. */
export async function leaveOrganization(db: Db, request: FastifyRequest, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const membership = await requireMembership(tx, userId);
    await lockOrganization(tx, membership.organizationId);
    if (membership.role === Role.OrgAdmin) await ensureAnotherAdmin(tx, membership.organizationId, userId);
    await removeMember(tx, userId);
    await writeAudit(tx, request, {
      action: 'leave',
      entityType: 'organization',
      entityId: membership.organizationId,
      extra: { userId },
    });
  });
}

/** The members of the user's organization, one page (any member). */
export async function listMyMembers(db: DbOrTx, userId: string, query: Parameters<typeof listMembers>[2]) {
  const membership = await requireMembership(db, userId);
  return listMembers(db, membership.organizationId, query);
}

/**
 * The org admin's organization, locked, and its member `memberUserId` (404 for anyone else: another
 * organization's people do not exist here).
 */
async function lockMemberOfMine(tx: DbOrTx, adminUserId: string, memberUserId: string) {
  const mine = await requireMembership(tx, adminUserId, true);
  await lockOrganization(tx, mine.organizationId);
  const [member] = await tx
    .select()
    .from(memberships)
    .where(and(eq(memberships.organizationId, mine.organizationId), eq(memberships.userId, memberUserId)))
    .limit(1);
  if (!member) throw notFound();
  return { organizationId: mine.organizationId, member };
}

/** Changes a member's role (org admin); the last org admin cannot be demoted. Returns the member as now. */
export async function changeMemberRole(
  db: Db,
  request: FastifyRequest,
  adminUserId: string,
  memberUserId: string,
  change: { role: number; version: number },
) {
  const { role, version } = change;
  const organizationId = await db.transaction(async (tx) => {
    const { organizationId, member } = await lockMemberOfMine(tx, adminUserId, memberUserId);
    if (member.version !== version) throw staleVersion();
    if (member.role === Role.OrgAdmin && role !== Role.OrgAdmin)
      await ensureAnotherAdmin(tx, organizationId, member.userId);
    await setMemberRole(tx, member.userId, role as OrgRole);
    await writeAudit(tx, request, {
      action: 'change-member-role',
      entityType: 'organization',
      entityId: organizationId,
      extra: { userId: member.userId, from: member.role, to: role },
    });
    return organizationId;
  });
  const updated = await findMember(db, organizationId, memberUserId);
  if (!updated) throw notFound();
  return updated;
}

/** Removes a member (org admin): they become an individual user; the organization's rows stay with it. */
export async function removeMemberOfMine(
  db: Db,
  request: FastifyRequest,
  adminUserId: string,
  memberUserId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { organizationId, member } = await lockMemberOfMine(tx, adminUserId, memberUserId);
    if (member.role === Role.OrgAdmin) await ensureAnotherAdmin(tx, organizationId, member.userId);
    await removeMember(tx, member.userId);
    await writeAudit(tx, request, {
      action: 'remove-member',
      entityType: 'organization',
      entityId: organizationId,
      extra: { userId: member.userId },
    });
  });
}
