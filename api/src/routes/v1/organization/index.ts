import { OrganizationApproval, Role } from '@portal/shared/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { invitations, memberships, organizations, users } from '../../../db/schema';
import { AppError, conflict, fieldError, forbidden, notFound, staleVersion } from '../../../lib/errors';
import { MemberSchema, MyOrganizationSchema, UpdateOrganizationBody } from '../../../lib/organization-schemas';
import { IdParams, PageOf, PageQuery, withErrors } from '../../../lib/schemas';
import { can, requireUser } from '../../../plugins/permissions';
import type { UserPrincipal } from '../../../plugins/auth';
import { writeAudit } from '../../../services/audit';
import { invitationStatus, invitationView, inviteToOrganization, sendInvitation } from '../../../services/invitations';
import {
  addMember,
  ensureAnotherAdmin,
  ensureCanJoin,
  findMember,
  listMembers,
  loadMyOrganization,
  lockOrganization,
  membershipOf,
  type MembershipRow,
  newReferralCode,
  pendingApplicationOf,
  normalizeReferralCode,
  organizationValues,
  type OrgRole,
  removeMember,
  reviewers,
  setMemberRole,
} from '../../../services/organizations';
import {
  CreateOrganizationBody,
  InvitationFilters,
  InvitationSchema,
  InviteBody,
  JoinOrganizationBody,
  MemberSortDescription,
  UpdateMemberBody,
} from './schemas';

export interface OrganizationRouteOptions {
  publicUrl: string;
}

const tags = ['organization'];

/**
 * The caller's organization (subject `organization`: individual users and org admins): create one
 * (pending until a system admin approves it) or join one with its referral code; its admins edit it,
 * manage members and invite people. Any member may leave (subject `profile`, so org users can too). Nobody sees another organization's members or invitations: every
 * route works on the caller's own membership.
 */
const organizationRoutes: FastifyPluginAsyncTypebox<OrganizationRouteOptions> = async (app, opts) => {
  app.addSchema(InvitationSchema);
  const { db } = app;
  const myOrganization = Type.Ref(MyOrganizationSchema);

  /** The caller's membership (404 when they have none); `admin` also requires the org admin role. */
  async function requireMembership(tx: DbOrTx, principal: UserPrincipal, admin = false): Promise<MembershipRow> {
    const membership = await membershipOf(tx, principal.userId);
    if (!membership) throw new AppError('NOT_FOUND', 'noOrganization');
    if (admin && membership.role !== Role.OrgAdmin) throw forbidden('orgAdminOnly');
    return membership;
  }

  app.get(
    '',
    {
      config: { access: can('organization', 'read') },
      schema: {
        tags,
        summary: "The caller's organization and role, or their pending or rejected application, or nothing",
        response: withErrors({ 200: myOrganization }),
      },
    },
    async (request) => loadMyOrganization(db, requireUser(request).userId),
  );

  app.post(
    '',
    {
      config: { access: can('organization', 'create') },
      schema: {
        tags,
        operationId: 'createOrganization',
        summary:
          'Create an organization: pending until a system admin approves it (the creator then becomes its admin)',
        body: CreateOrganizationBody,
        response: withErrors({ 201: myOrganization }),
      },
    },
    async (request, reply) => {
      const principal = requireUser(request);
      const values = organizationValues(request.body);
      await db.transaction(async (tx) => {
        // Serializes a user's applications: two quick submits make one organization.
        const [me] = await tx.select().from(users).where(eq(users.id, principal.userId)).for('update');
        await ensureCanJoin(tx, me.id, me.role as Role);
        if (await pendingApplicationOf(tx, me.id)) throw conflict('organizationPending');
        const [created] = await tx
          .insert(organizations)
          .values({ ...values, referralCode: newReferralCode(), createdByUserId: me.id })
          .returning();
        await app.mail.enqueue(tx, {
          to: me.email,
          locale: me.locale,
          template: 'organization-created',
          data: { username: me.username, organizationName: created.name },
        });
        for (const reviewer of await reviewers(tx))
          await app.mail.enqueue(tx, {
            to: reviewer.email,
            locale: reviewer.locale,
            template: 'organization-submitted',
            data: {
              organizationName: created.name,
              creatorName: me.username,
              creatorEmail: me.email,
              reviewUrl: `${opts.publicUrl}/admin/organizations?approvalStatus=${OrganizationApproval.Pending}`,
            },
          });
        await writeAudit(tx, request, {
          action: 'create',
          entityType: 'organization',
          entityId: created.id,
          after: created,
        });
      });
      reply.status(201);
      return loadMyOrganization(db, principal.userId);
    },
  );

  app.delete(
    '/application',
    {
      config: { access: can('organization', 'delete') },
      schema: {
        tags,
        summary: "Withdraw one's own pending application (the organization is deleted)",
        response: withErrors({ 204: Type.Null() }),
      },
    },
    async (request, reply) => {
      const principal = requireUser(request);
      await db.transaction(async (tx) => {
        const pending = await pendingApplicationOf(tx, principal.userId);
        if (!pending) throw notFound();
        await tx.delete(organizations).where(eq(organizations.id, pending.id));
        await writeAudit(tx, request, {
          action: 'withdraw',
          entityType: 'organization',
          entityId: pending.id,
          before: pending,
        });
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/join',
    {
      config: { access: can('organization', 'update') },
      schema: {
        tags,
        summary: 'Join an approved organization with its referral code, as an organization user',
        body: JoinOrganizationBody,
        response: withErrors({ 200: myOrganization }),
      },
    },
    async (request) => {
      const principal = requireUser(request);
      // Counted before the code is looked at: codes cannot be found by trying.
      await app.limiters.joinOrganizationPerUser.hit(principal.userId);
      const code = normalizeReferralCode(request.body.referralCode);
      await db.transaction(async (tx) => {
        await ensureCanJoin(tx, principal.userId, principal.role);
        if (await pendingApplicationOf(tx, principal.userId)) throw conflict('organizationPending');
        const [target] = await tx.select().from(organizations).where(eq(organizations.referralCode, code)).limit(1);
        if (!target) throw fieldError('referralCode', 'invalidReferralCode');
        const organization = await lockOrganization(tx, target.id);
        if (organization.approvalStatus !== OrganizationApproval.Approved)
          throw fieldError('referralCode', 'organizationNotApproved');
        await addMember(tx, organization.id, principal.userId, Role.OrgUser);
        await writeAudit(tx, request, {
          action: 'join',
          entityType: 'organization',
          entityId: organization.id,
          extra: { userId: principal.userId },
        });
      });
      return loadMyOrganization(db, principal.userId);
    },
  );

  app.put(
    '',
    {
      config: { access: can('organization', 'update') },
      schema: {
        tags,
        summary: "Edit the caller's organization (org admin; 409 when someone changed it since `version`)",
        body: UpdateOrganizationBody,
        response: withErrors({ 200: myOrganization }),
      },
    },
    async (request) => {
      const principal = requireUser(request);
      const values = organizationValues(request.body);
      await db.transaction(async (tx) => {
        const membership = await requireMembership(tx, principal, true);
        const before = await lockOrganization(tx, membership.organizationId);
        if (before.version !== request.body.version) throw staleVersion();
        const [after] = await tx
          .update(organizations)
          .set({ ...values, version: sql`${organizations.version} + 1`, updatedAt: sql`now()` })
          .where(eq(organizations.id, before.id))
          .returning();
        await writeAudit(tx, request, {
          action: 'update',
          entityType: 'organization',
          entityId: before.id,
          before,
          after,
        });
      });
      return loadMyOrganization(db, principal.userId);
    },
  );

  app.post(
    '/referral-code',
    {
      config: { access: can('organization', 'update') },
      schema: {
        tags,
        summary: 'Give the organization a new referral code (org admin); the old one stops working at once',
        response: withErrors({ 200: myOrganization }),
      },
    },
    async (request) => {
      const principal = requireUser(request);
      await db.transaction(async (tx) => {
        const membership = await requireMembership(tx, principal, true);
        await lockOrganization(tx, membership.organizationId);
        await tx
          .update(organizations)
          .set({ referralCode: newReferralCode(), version: sql`${organizations.version} + 1`, updatedAt: sql`now()` })
          .where(eq(organizations.id, membership.organizationId));
        await writeAudit(tx, request, {
          action: 'regenerate-referral-code',
          entityType: 'organization',
          entityId: membership.organizationId,
        });
      });
      return loadMyOrganization(db, principal.userId);
    },
  );

  app.post(
    '/leave',
    {
      // `profile`, not `organization`: org users do not hold the organization page and leave from their profile.
      config: { access: can('profile', 'update') },
      schema: {
        tags,
        summary: 'Leave the organization: the caller becomes an individual user; the last org admin cannot leave',
        response: withErrors({ 204: Type.Null() }),
      },
    },
    async (request, reply) => {
      const principal = requireUser(request);
      await db.transaction(async (tx) => {
        const membership = await requireMembership(tx, principal);
        await lockOrganization(tx, membership.organizationId);
        if (membership.role === Role.OrgAdmin)
          await ensureAnotherAdmin(tx, membership.organizationId, principal.userId);
        await removeMember(tx, principal.userId);
        await writeAudit(tx, request, {
          action: 'leave',
          entityType: 'organization',
          entityId: membership.organizationId,
          extra: { userId: principal.userId },
        });
      });
      return reply.status(204).send(null);
    },
  );

  // ─── Members ────────────────────────────────────────────────────────────────────────────────

  app.get(
    '/members',
    {
      config: { access: can('organization', 'read') },
      schema: {
        tags,
        summary: `The organization's members (any member; search by name or e-mail; ${MemberSortDescription})`,
        querystring: PageQuery({}),
        response: withErrors({ 200: PageOf(Type.Ref(MemberSchema)) }),
      },
    },
    async (request) => {
      const membership = await requireMembership(db, requireUser(request));
      return listMembers(db, membership.organizationId, request.query);
    },
  );

  /** The member `userId` of the caller's organization, or 404 (another organization's people do not exist here). */
  async function memberOfMine(tx: DbOrTx, organizationId: string, userId: string) {
    const [member] = await tx
      .select()
      .from(memberships)
      .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)))
      .limit(1);
    if (!member) throw notFound();
    return member;
  }

  app.put(
    '/members/:id',
    {
      config: { access: can('organization', 'update') },
      schema: {
        tags,
        summary: "Change a member's role (org admin); the last org admin cannot be demoted",
        params: IdParams,
        body: UpdateMemberBody,
        response: withErrors({ 200: Type.Ref(MemberSchema) }),
      },
    },
    async (request) => {
      const principal = requireUser(request);
      const { role, version } = request.body;
      const membership = await db.transaction(async (tx) => {
        const mine = await requireMembership(tx, principal, true);
        await lockOrganization(tx, mine.organizationId);
        const member = await memberOfMine(tx, mine.organizationId, request.params.id);
        if (member.version !== version) throw staleVersion();
        if (member.role === Role.OrgAdmin && role !== Role.OrgAdmin)
          await ensureAnotherAdmin(tx, mine.organizationId, member.userId);
        await setMemberRole(tx, member.userId, role as OrgRole);
        await writeAudit(tx, request, {
          action: 'change-member-role',
          entityType: 'organization',
          entityId: mine.organizationId,
          extra: { userId: member.userId, from: member.role, to: role },
        });
        return mine;
      });
      const updated = await findMember(db, membership.organizationId, request.params.id);
      if (!updated) throw notFound();
      return updated;
    },
  );

  app.delete(
    '/members/:id',
    {
      config: { access: can('organization', 'delete') },
      schema: {
        tags,
        summary:
          "Remove a member (org admin): they become an individual user; the organization's shipments and addresses stay with it",
        params: IdParams,
        response: withErrors({ 204: Type.Null() }),
      },
    },
    async (request, reply) => {
      const principal = requireUser(request);
      await db.transaction(async (tx) => {
        const mine = await requireMembership(tx, principal, true);
        await lockOrganization(tx, mine.organizationId);
        const member = await memberOfMine(tx, mine.organizationId, request.params.id);
        if (member.role === Role.OrgAdmin) await ensureAnotherAdmin(tx, mine.organizationId, member.userId);
        await removeMember(tx, member.userId);
        await writeAudit(tx, request, {
          action: 'remove-member',
          entityType: 'organization',
          entityId: mine.organizationId,
          extra: { userId: member.userId },
        });
      });
      return reply.status(204).send(null);
    },
  );

  // ─── Invitations ────────────────────────────────────────────────────────────────────────────

  async function presentInvitations(tx: DbOrTx, rows: (typeof invitations.$inferSelect)[]) {
    const inviterIds = [...new Set(rows.map((row) => row.invitedByUserId).filter((id): id is string => Boolean(id)))];
    const inviters =
      inviterIds.length === 0
        ? []
        : await tx.select({ id: users.id, username: users.username }).from(users).where(inArray(users.id, inviterIds));
    const byId = new Map(inviters.map((inviter) => [inviter.id, inviter]));
    return rows.map((row) => invitationView(row, (row.invitedByUserId && byId.get(row.invitedByUserId)) || null));
  }

  app.get(
    '/invitations',
    {
      config: { access: can('organization', 'read') },
      schema: {
        tags,
        summary: "The organization's invitations, newest first (org admin; filter by status)",
        querystring: PageQuery(InvitationFilters),
        response: withErrors({ 200: PageOf(Type.Ref(InvitationSchema)) }),
      },
    },
    async (request) => {
      const mine = await requireMembership(db, requireUser(request), true);
      const { status, page, pageSize } = request.query;
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
    },
  );

  app.post(
    '/invitations',
    {
      config: { access: can('organization', 'create') },
      schema: {
        tags,
        summary:
          "Invite people by e-mail with a role (org admin). A member of the caller's organization is refused, naming it (and nothing is written); any other address is invited alike, whoever has it; an address with a pending invitation gets that invitation again (a new link). Every address counts against the organization's invitation limit, refused or not",
        body: InviteBody,
        response: withErrors({ 201: Type.Object({ items: Type.Array(Type.Ref(InvitationSchema)) }) }),
      },
    },
    async (request, reply) => {
      const principal = requireUser(request);
      const role = request.body.role as OrgRole;
      const emails = request.body.emails.map((email) => email.trim().toLowerCase());
      const unique = [...new Set(emails)];
      // Counted before any address is looked at and outside the transaction, so a refused batch counts
      // as well: addresses cannot be tried for free.
      const { organizationId } = await requireMembership(db, principal, true);
      for (let index = 0; index < unique.length; index++)
        await app.limiters.invitationsPerOrganization.hit(organizationId);
      const rows = await db.transaction(async (tx) => {
        const mine = await requireMembership(tx, principal, true);
        const organization = await lockOrganization(tx, mine.organizationId);
        const sent = await inviteToOrganization(tx, app.mail, {
          organization,
          emails,
          role,
          inviter: { id: principal.userId, username: principal.username },
          locale: request.locale,
          publicUrl: opts.publicUrl,
        });
        await writeAudit(tx, request, {
          action: 'invite',
          entityType: 'organization',
          entityId: organization.id,
          extra: { emails: unique, role },
        });
        return sent;
      });
      reply.status(201);
      return { items: await presentInvitations(db, rows) };
    },
  );

  /** An invitation of the caller's organization (org admin), locked; 404 for anyone else's. */
  async function invitationOfMine(tx: DbOrTx, principal: UserPrincipal, id: string) {
    const mine = await requireMembership(tx, principal, true);
    const [row] = await tx
      .select()
      .from(invitations)
      .where(and(eq(invitations.id, id), eq(invitations.organizationId, mine.organizationId)))
      .for('update');
    if (!row) throw notFound();
    return { mine, row };
  }

  app.post(
    '/invitations/:id/resend',
    {
      config: { access: can('organization', 'update') },
      schema: {
        tags,
        summary: 'Send a pending or expired invitation again: a new link, valid for 7 days; the old link stops working',
        params: IdParams,
        response: withErrors({ 200: Type.Ref(InvitationSchema) }),
      },
    },
    async (request) => {
      const principal = requireUser(request);
      const row = await db.transaction(async (tx) => {
        const { mine, row } = await invitationOfMine(tx, principal, request.params.id);
        const status = invitationStatus(row);
        if (status !== 'pending' && status !== 'expired') throw conflict('invitationNotResendable');
        const organization = await lockOrganization(tx, mine.organizationId);
        await app.limiters.invitationsPerOrganization.hit(organization.id, tx);
        const [person] = await tx
          .select({ locale: users.locale })
          .from(users)
          .where(sql`lower(${users.email}) = ${row.email.toLowerCase()}`);
        const resent = await sendInvitation(tx, app.mail, {
          organization,
          email: row.email,
          role: row.role as OrgRole,
          inviter: { id: principal.userId, username: principal.username },
          locale: person?.locale ?? request.locale,
          publicUrl: opts.publicUrl,
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
    },
  );

  app.delete(
    '/invitations/:id',
    {
      config: { access: can('organization', 'delete') },
      schema: {
        tags,
        summary: 'Revoke an invitation (org admin): its link stops working',
        params: IdParams,
        response: withErrors({ 204: Type.Null() }),
      },
    },
    async (request, reply) => {
      const principal = requireUser(request);
      await db.transaction(async (tx) => {
        const { mine, row } = await invitationOfMine(tx, principal, request.params.id);
        if (row.status === 'accepted') throw conflict('invitationUsed');
        await tx.update(invitations).set({ status: 'revoked' }).where(eq(invitations.id, row.id));
        await writeAudit(tx, request, {
          action: 'revoke-invitation',
          entityType: 'organization',
          entityId: mine.organizationId,
          extra: { invitationId: row.id, email: row.email },
        });
      });
      return reply.status(204).send(null);
    },
  );
};

export default organizationRoutes;
