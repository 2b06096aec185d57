import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { MemberSchema, MyOrganizationSchema, UpdateOrganizationBody } from '../../../lib/organization-schemas';
import { IdParams, PageOf, PageQuery, withErrors } from '../../../lib/schemas';
import { can, requireUser } from '../../../plugins/permissions';
import { inviteMembers, listInvitations, resendInvitation, revokeInvitation } from '../../../services/invitations';
import {
  applyForOrganization,
  changeMemberRole,
  joinWithReferralCode,
  leaveOrganization,
  listMyMembers,
  loadMyOrganization,
  type OrgRole,
  regenerateReferralCode,
  removeMemberOfMine,
  updateMyOrganization,
  withdrawApplication,
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
  /** What sending an invitation needs: the mail, the organization's invitation limit, the links' origin. */
  const invitationServices = () => ({
    mail: app.mail,
    limiter: app.limiters.invitationsPerOrganization,
    publicUrl: opts.publicUrl,
  });
  /** The signed-in org admin as the sender of invitations. */
  const inviterOf = (request: FastifyRequest) => {
    const principal = requireUser(request);
    return { id: principal.userId, username: principal.username, locale: request.locale };
  };

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
      const userId = requireUser(request).userId;
      await applyForOrganization(db, request, app.mail, { userId, fields: request.body, publicUrl: opts.publicUrl });
      reply.status(201);
      return loadMyOrganization(db, userId);
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
      await withdrawApplication(db, request, requireUser(request).userId);
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
      const user = { id: principal.userId, role: principal.role };
      await joinWithReferralCode(db, request, user, request.body.referralCode);
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
      const userId = requireUser(request).userId;
      await updateMyOrganization(db, request, userId, request.body);
      return loadMyOrganization(db, userId);
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
      const userId = requireUser(request).userId;
      await regenerateReferralCode(db, request, userId);
      return loadMyOrganization(db, userId);
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
      await leaveOrganization(db, request, requireUser(request).userId);
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
    async (request) => listMyMembers(db, requireUser(request).userId, request.query),
  );

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
    async (request) => changeMemberRole(db, request, requireUser(request).userId, request.params.id, request.body),
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
      await removeMemberOfMine(db, request, requireUser(request).userId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  // ─── Invitations ────────────────────────────────────────────────────────────────────────────

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
    async (request) => listInvitations(db, requireUser(request).userId, request.query),
  );

  app.post(
    '/invitations',
    {
      config: { access: can('organization', 'create'), idempotent: true },
      schema: {
        tags,
        summary:
          "Invite people by e-mail with a role (org admin). A member of the caller's organization is refused, naming it (and nothing is written); any other address is invited alike, whoever has it; an address with a pending invitation gets that invitation again (a new link). Every address counts against the organization's invitation limit, refused or not",
        body: InviteBody,
        response: withErrors({ 201: Type.Object({ items: Type.Array(Type.Ref(InvitationSchema)) }) }),
      },
    },
    async (request, reply) => {
      const inviter = inviterOf(request);
      const { emails, role } = request.body;
      const sent = await inviteMembers(db, request, invitationServices(), { inviter, emails, role: role as OrgRole });
      reply.status(201);
      return sent;
    },
  );

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
    async (request) =>
      resendInvitation(db, request, invitationServices(), { inviter: inviterOf(request), id: request.params.id }),
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
      await revokeInvitation(db, request, requireUser(request).userId, request.params.id);
      return reply.status(204).send(null);
    },
  );
};

export default organizationRoutes;
