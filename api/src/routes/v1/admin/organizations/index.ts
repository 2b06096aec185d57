import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AdminOrganizationSchema, MemberSchema, UpdateOrganizationBody } from '../../../../lib/organization-schemas';
import { IdParams, PageOf, PageQuery, WaitingCount, withErrors } from '../../../../lib/schemas';
import { can } from '../../../../plugins/permissions';
import {
  approveOrganization,
  countPendingOrganizations,
  deleteOrganization,
  findAdminOrganization,
  listAdminOrganizations,
  listOrganizationMembers,
  rejectOrganization,
  updateAdminOrganization,
} from '../../../../services/admin-organizations';
import { ApproveBody, OrganizationFilters, RejectBody, VersionQuery } from './schemas';

const tags = ['admin: organizations'];

/**
 * Organizations (subject `organizations`): review applications (approve, reject with a reason, both
 * e-mailed), edit, delete (members become individual users and every row goes back to its creator;
 * nothing is lost), and see each organization's members. Every change is audited.
 */
const organizationRoutes: FastifyPluginAsyncTypebox<{ publicUrl: string }> = async (app, opts) => {
  const { db } = app;
  const item = Type.Ref(AdminOrganizationSchema);

  app.get(
    '/organizations',
    {
      config: { access: can('organizations', 'read') },
      schema: {
        tags,
        summary:
          'Organizations: search (name, e-mail, referral code, creator e-mail or name), filter by approval, pending first by default; sort name, createdAt, approvalStatus, memberCount',
        querystring: PageQuery(OrganizationFilters),
        response: withErrors({ 200: PageOf(item) }),
      },
    },
    async (request) => listAdminOrganizations(db, request.query),
  );

  app.get(
    '/organizations/pending-count',
    {
      config: { access: can('organizations', 'read') },
      schema: {
        tags,
        summary: 'How many organization applications wait for a review (the nav badge)',
        response: withErrors({ 200: WaitingCount }),
      },
    },
    async () => ({ count: await countPendingOrganizations(db) }),
  );

  app.get(
    '/organizations/:id',
    {
      config: { access: can('organizations', 'read') },
      schema: { tags, summary: 'One organization', params: IdParams, response: withErrors({ 200: item }) },
    },
    async (request) => findAdminOrganization(db, request.params.id),
  );

  app.get(
    '/organizations/:id/members',
    {
      config: { access: can('organizations', 'read') },
      schema: {
        tags,
        summary: "An organization's members (search by name or e-mail; sort username, email, role, joinedAt)",
        params: IdParams,
        querystring: PageQuery({}),
        response: withErrors({ 200: PageOf(Type.Ref(MemberSchema)) }),
      },
    },
    async (request) => listOrganizationMembers(db, request.params.id, request.query),
  );

  app.post(
    '/organizations/:id/approve',
    {
      config: { access: can('organizations', 'update') },
      schema: {
        tags,
        summary: 'Approve a pending (or rejected) organization: its creator becomes its org admin; e-mailed',
        params: IdParams,
        body: ApproveBody,
        response: withErrors({ 200: item }),
      },
    },
    async (request) =>
      approveOrganization(db, request, app.mail, {
        id: request.params.id,
        version: request.body.version,
        publicUrl: opts.publicUrl,
      }),
  );

  app.post(
    '/organizations/:id/reject',
    {
      config: { access: can('organizations', 'update') },
      schema: {
        tags,
        summary: 'Reject a pending organization with a reason (e-mailed to its creator, shown on their page)',
        params: IdParams,
        body: RejectBody,
        response: withErrors({ 200: item }),
      },
    },
    async (request) => rejectOrganization(db, request, app.mail, { id: request.params.id, ...request.body }),
  );

  app.put(
    '/organizations/:id',
    {
      config: { access: can('organizations', 'update') },
      schema: {
        tags,
        summary: "Edit an organization's name and details (409 when someone changed it since `version`)",
        params: IdParams,
        body: UpdateOrganizationBody,
        response: withErrors({ 200: item }),
      },
    },
    async (request) => updateAdminOrganization(db, request, request.params.id, request.body),
  );

  app.delete(
    '/organizations/:id',
    {
      config: { access: can('organizations', 'delete') },
      schema: {
        tags,
        summary:
          'Delete an organization: members become individual users and each shipment, address and import goes back to the person who created it',
        params: IdParams,
        querystring: VersionQuery,
        response: withErrors({ 204: Type.Null() }),
      },
    },
    async (request, reply) => {
      await deleteOrganization(db, request, request.params.id, request.query.version);
      return reply.status(204).send(null);
    },
  );
};

export default organizationRoutes;
