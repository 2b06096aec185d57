import { OrganizationApproval, Role } from '@portal/shared/domain';
import type { FastifyRequest } from 'fastify';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { invitations, memberships, organizations, users } from '../db/schema';
import type { Locale } from '../i18n/locale';
import type { AttemptLimiter } from '../lib/attempt-limiter';
import { AppError, conflict, forbidden, notFound, validationFailed } from '../lib/errors';
import { randomToken, sha256 } from '../lib/tokens';
import type { MailService } from '../plugins/mail';
import { writeAudit } from './audit';
import {
  addMember,
  lockOrganization,
  membershipOf,
  ORG_ROLE_NAMES,
  type OrgRole,
  requireMembership,
} from './organizations';
import { peopleByIds } from './users';

/**
 * Invitations to an organization (docs/architecture.md#organizations-api-keys-and-couriers): a
 * single-use link that expires after a week; only the token's SHA-256 is stored.
 */

export const INVITATION_TTL_MS = 7 * 24 * 3600 * 1000;

export type InvitationRow = typeof invitations.$inferSelect;
export type InvitationStatus = InvitationRow['status'];

/** The link's token: 32 random bytes, base64url. */
export const INVITATION_TOKEN_PATTERN = '^[A-Za-z0-9_-]{20,100}$';

/** A pending invitation past its expiry reads as expired (no job rewrites the rows). */
export function invitationStatus(row: Pick<InvitationRow, 'status' | 'expiresAt'>, now = new Date()): InvitationStatus {
  return row.status === 'pending' && row.expiresAt <= now ? 'expired' : row.status;
}

export function invitationView(row: InvitationRow, invitedBy: { id: string; username: string } | null) {
  return {
    id: row.id,
    email: row.email,
    role: row.role as OrgRole,
    status: invitationStatus(row),
    invitedBy,
    expiresAt: row.expiresAt.toISOString(),
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export const invitationUrl = (publicUrl: string, token: string) => `${publicUrl}/invitations/${token}`;

/** Writes a new pending invitation (a fresh token) and queues its e-mail, in the caller's transaction. */
export async function sendInvitation(
  tx: DbOrTx,
  mail: MailService,
  input: {
    organization: { id: string; name: string };
    email: string;
    role: OrgRole;
    inviter: { id: string; username: string };
    locale: Locale;
    publicUrl: string;
    /** Resending replaces the token and expiry of this invitation instead of inserting one. */
    replaceId?: string;
  },
): Promise<InvitationRow> {
  const token = randomToken();
  const values = {
    tokenHash: sha256(token),
    status: 'pending' as const,
    expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
  };
  const [row] = input.replaceId
    ? await tx.update(invitations).set(values).where(eq(invitations.id, input.replaceId)).returning()
    : await tx
        .insert(invitations)
        .values({
          ...values,
          organizationId: input.organization.id,
          email: input.email,
          role: input.role,
          invitedByUserId: input.inviter.id,
        })
        .returning();
  await mail.enqueue(tx, {
    to: input.email,
    locale: input.locale,
    template: 'invitation',
    data: {
      organizationName: input.organization.name,
      inviterName: input.inviter.username,
      roleName: ORG_ROLE_NAMES[input.role],
      acceptUrl: invitationUrl(input.publicUrl, token),
    },
  });
  return row;
}

/**
 * Invites `emails` (lower-cased, in the order sent) to the organization with one role, in the
 * caller's transaction with the organization locked; returns one invitation per address. Only the
 * organization's own members are refused (400, each named by its place in `emails`), and then
 * nothing is written. Any other address is invited alike, whether it has no account, one in another
 * organization or a platform admin's: the inviter learns nothing about people outside their
 * organization, and whoever cannot join is refused when accepting. An address with a pending
 * invitation gets that invitation again (a new link, the role now asked for): one row and one
 * working link per person.
 */
export async function inviteToOrganization(
  tx: DbOrTx,
  mail: MailService,
  input: {
    organization: { id: string; name: string };
    emails: string[];
    role: OrgRole;
    inviter: { id: string; username: string };
    /** The e-mail's language for an address without an account (an account's own is used otherwise). */
    locale: Locale;
    publicUrl: string;
  },
): Promise<InvitationRow[]> {
  const { organization, emails, role } = input;
  const unique = [...new Set(emails)];
  const people = await tx
    .select({
      email: sql<string>`lower(${users.email})`,
      locale: users.locale,
      organizationId: memberships.organizationId,
    })
    .from(users)
    .leftJoin(memberships, eq(memberships.userId, users.id))
    .where(inArray(sql`lower(${users.email})`, unique));
  const personOf = new Map(people.map((person) => [person.email, person]));
  const problems = emails.flatMap((email, index) =>
    personOf.get(email)?.organizationId === organization.id
      ? [{ field: `emails.${index}`, messageKey: 'alreadyMember' as const, params: { email } }]
      : [],
  );
  if (problems.length > 0) throw validationFailed(problems);
  const pendingRows = await tx
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.organizationId, organization.id),
        eq(invitations.status, 'pending'),
        inArray(sql`lower(${invitations.email})`, unique),
      ),
    );
  const pendingOf = new Map(pendingRows.map((row) => [row.email.toLowerCase(), row]));
  const sent = [];
  for (const email of unique) {
    const existing = pendingOf.get(email);
    if (existing && existing.role !== role)
      await tx.update(invitations).set({ role }).where(eq(invitations.id, existing.id));
    sent.push(
      await sendInvitation(tx, mail, {
        organization,
        email,
        role,
        inviter: input.inviter,
        locale: personOf.get(email)?.locale ?? input.locale,
        publicUrl: input.publicUrl,
        replaceId: existing?.id,
      }),
    );
  }
  return sent;
}

export async function findInvitationByToken(db: DbOrTx, token: string): Promise<InvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(eq(invitations.tokenHash, sha256(token)))
    .limit(1);
  return row;
}

/** Why an invitation cannot be used now, or null when it can. */
export function unusableReason(row: InvitationRow) {
  const status = invitationStatus(row);
  if (status === 'expired') return 'invitationExpired' as const;
  if (status === 'accepted') return 'invitationUsed' as const;
  if (status === 'revoked') return 'invitationRevoked' as const;
  return null;
}

/**
 * Accepts an invitation for `user` (who must be the invited e-mail and an individual user without an
 * organization): the user joins with the invitation's role and the invitation is used up. Locks the
 * invitation row, so a link clicked twice joins once.
 */
export async function acceptInvitation(
  tx: DbOrTx,
  token: string,
  user: { id: string; email: string; role: number },
): Promise<InvitationRow> {
  const invitation = await findInvitationByToken(tx, token);
  if (!invitation) throw new AppError('NOT_FOUND', 'invitationInvalid');
  const [locked] = await tx.select().from(invitations).where(eq(invitations.id, invitation.id)).for('update');
  const reason = unusableReason(locked);
  if (reason) throw conflict(reason);
  if (locked.email.toLowerCase() !== user.email.toLowerCase()) throw forbidden('invitationWrongAccount');
  const organization = await lockOrganization(tx, locked.organizationId);
  if (organization.approvalStatus !== OrganizationApproval.Approved) throw conflict('organizationNotApproved');
  if (await membershipOf(tx, user.id)) throw conflict('alreadyInOrganization');
  if (user.role !== Role.IndividualUser) throw conflict('cannotJoinOrganization');
  await addMember(tx, organization.id, user.id, locked.role as OrgRole);
  const [accepted] = await tx
    .update(invitations)
    .set({ status: 'accepted', acceptedAt: sql`now()` })
    .where(and(eq(invitations.id, locked.id), eq(invitations.status, 'pending')))
    .returning();
  return accepted;
}

export async function accountExists(db: DbOrTx, email: string): Promise<boolean> {
  const [row] = await db
    .select(
      // Stryker disable next-line ObjectLiteral: only whether a row comes back counts, and PostgreSQL returns one with no column too.
      { id: users.id },
    )
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return Boolean(row);
}

/** Invitations with who sent each (one query for all of them). */
export async function presentInvitations(db: DbOrTx, rows: InvitationRow[]) {
  const inviters = await peopleByIds(
    db,
    rows.map((row) => row.invitedByUserId),
  );
  return rows.map((row) => {
    const inviter = row.invitedByUserId ? inviters.get(row.invitedByUserId) : undefined;
    return invitationView(row, inviter ? { id: inviter.id, username: inviter.username } : null);
  });
}

/** What an invitation link invites to, and whether the invited e-mail has an account (404 for an unknown link). */
export async function invitationPreview(db: DbOrTx, token: string) {
  const invitation = await findInvitationByToken(db, token);
  if (!invitation) throw new AppError('NOT_FOUND', 'invitationInvalid');
  const [organization] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, invitation.organizationId));
  const inviters = await peopleByIds(db, [invitation.invitedByUserId]);
  const inviter = invitation.invitedByUserId ? inviters.get(invitation.invitedByUserId) : undefined;
  return {
    organizationName: organization.name,
    email: invitation.email,
    role: invitation.role as OrgRole,
    status: invitationStatus(invitation),
    expiresAt: invitation.expiresAt.toISOString(),
    accountExists: await accountExists(db, invitation.email),
    inviterName: inviter?.username ?? null,
  };
}

/** The signed-in invited person accepts an invitation by its link (audited). */
export async function acceptInvitationAs(
  db: Db,
  request: FastifyRequest,
  token: string,
  user: { id: string; email: string; role: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    const accepted = await acceptInvitation(tx, token, user);
    await writeAudit(tx, request, {
      action: 'accept-invitation',
      entityType: 'organization',
      entityId: accepted.organizationId,
      extra: { invitationId: accepted.id, userId: user.id },
    });
  });
}

// ─── An org admin's invitations (routes/v1/organization) ──────────────────────────────────────

/** Who sends invitations from the caller's organization. */
interface Inviter {
  id: string;
  username: string;
  /** The e-mail's language for an address without an account. */
  locale: Locale;
}

/** One page of the org admin's organization's invitations, newest first (filter by status). */
export async function listInvitations(
  db: DbOrTx,
  userId: string,
  query: { status?: InvitationStatus; page: number; pageSize: number },
) {
  const mine = await requireMembership(db, userId, true);
  const { status, page, pageSize } = query;
  const now = sql`now()`;
  // Expired is read from the expiry (pending rows are never rewritten when they lapse).
  const statusCondition =
    status === 'expired'
      ? and(eq(invitations.status, 'pending'), sql`${invitations.expiresAt} <= ${now}`)
      : status === 'pending'
        ? and(eq(invitations.status, 'pending'), sql`${invitations.expiresAt} > ${now}`)
        : status
          ? eq(invitations.status, status)
          : undefined;
  const where = and(eq(invitations.organizationId, mine.organizationId), statusCondition);
  const [{ total }] = await db.select({ total: count() }).from(invitations).where(where);
  const rows = await db
    .select()
    .from(invitations)
    .where(where)
    .orderBy(desc(invitations.createdAt), desc(invitations.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { items: await presentInvitations(db, rows), total, page, pageSize };
}

/**
 * The org admin invites `emails` with one role (see inviteToOrganization). Every address counts
 * against the organization's limit before any is looked at, outside the transaction, so a refused
 * batch counts as well: addresses cannot be tried for free.
 */
export async function inviteMembers(
  db: Db,
  request: FastifyRequest,
  services: { mail: MailService; limiter: AttemptLimiter; publicUrl: string },
  input: { inviter: Inviter; emails: string[]; role: OrgRole },
) {
  const { inviter, role } = input;
  const emails = input.emails.map((email) => email.trim().toLowerCase());
  const unique = [...new Set(emails)];
  const { organizationId } = await requireMembership(db, inviter.id, true);
  for (let index = 0; index < unique.length; index++) await services.limiter.hit(organizationId);
  const rows = await db.transaction(async (tx) => {
    const mine = await requireMembership(tx, inviter.id, true);
    const organization = await lockOrganization(tx, mine.organizationId);
    const sent = await inviteToOrganization(tx, services.mail, {
      organization,
      emails,
      role,
      inviter: { id: inviter.id, username: inviter.username },
      locale: inviter.locale,
      publicUrl: services.publicUrl,
    });
    await writeAudit(tx, request, {
      action: 'invite',
      entityType: 'organization',
      entityId: organization.id,
      extra: { emails: unique, role },
    });
    return sent;
  });
  return { items: await presentInvitations(db, rows) };
}

/** An invitation of the org admin's organization, locked; 404 for anyone else's. */
async function lockInvitationOfMine(tx: DbOrTx, userId: string, id: string) {
  const mine = await requireMembership(tx, userId, true);
  const [row] = await tx
    .select()
    .from(invitations)
    .where(and(eq(invitations.id, id), eq(invitations.organizationId, mine.organizationId)))
    .for('update');
  if (!row) throw notFound();
  return { mine, row };
}

/** Sends a pending or expired invitation again: a new link, valid for 7 days; the old link stops working. */
export async function resendInvitation(
  db: Db,
  request: FastifyRequest,
  services: { mail: MailService; limiter: AttemptLimiter; publicUrl: string },
  input: { inviter: Inviter; id: string },
) {
  const { inviter } = input;
  const row = await db.transaction(async (tx) => {
    const { mine, row } = await lockInvitationOfMine(tx, inviter.id, input.id);
    const status = invitationStatus(row);
    if (status !== 'pending' && status !== 'expired') throw conflict('invitationNotResendable');
    const organization = await lockOrganization(tx, mine.organizationId);
    await services.limiter.hit(organization.id, tx);
    const [person] = await tx
      .select({ locale: users.locale })
      .from(users)
      .where(sql`lower(${users.email}) = ${row.email.toLowerCase()}`);
    const resent = await sendInvitation(tx, services.mail, {
      organization,
      email: row.email,
      role: row.role as OrgRole,
      inviter: { id: inviter.id, username: inviter.username },
      locale: person?.locale ?? inviter.locale,
      publicUrl: services.publicUrl,
      replaceId: row.id,
    });
    await writeAudit(tx, request, {
      action: 'resend-invitation',
      entityType: 'organization',
      entityId: organization.id,
      extra: { invitationId: row.id, email: row.email },
    });
    return resent;
  });
  return (await presentInvitations(db, [row]))[0];
}

/** Revokes an invitation (org admin): its link stops working; a used one cannot be revoked. */
export async function revokeInvitation(db: Db, request: FastifyRequest, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { mine, row } = await lockInvitationOfMine(tx, userId, id);
    if (row.status === 'accepted') throw conflict('invitationUsed');
    await tx.update(invitations).set({ status: 'revoked' }).where(eq(invitations.id, row.id));
    await writeAudit(tx, request, {
      action: 'revoke-invitation',
      entityType: 'organization',
      entityId: mine.organizationId,
      extra: { invitationId: row.id, email: row.email },
    });
  });
}
