import { OrganizationApproval, Role } from '@portal/shared/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { and, count, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../../db/client';
import { memberships, organizations, users } from '../../../../db/schema';
import { conflict, fieldError, notFound, staleVersion } from '../../../../lib/errors';
import { AdminOrganizationSchema, MemberSchema, UpdateOrganizationBody } from '../../../../lib/organization-schemas';
import { IdParams, PageOf, PageQuery, withErrors } from '../../../../lib/schemas';
import { orderBy, pendingFirst } from '../crud';
import { containsPattern } from '../../../../lib/search';
import { can } from '../../../../plugins/permissions';
import { writeAudit } from '../../../../services/audit';
import {
  addMember,
  listMembers,
  lockOrganization,
  memberCounts,
  membershipOf,
  type OrganizationRow,
  organizationValues,
  organizationView,
  releaseOrganization,
} from '../../../../services/organizations';
import { ApproveBody, OrganizationFilters, RejectBody, VersionQuery } from './schemas';

const tags = ['admin: organizations'];

const memberCountSql = sql`(select count(*) from ${memberships} where ${memberships.organizationId} = ${organizations.id})`;
const SORTABLE: Record<string, SQL | AnyPgColumn> = {
  name: organizations.name,
  createdAt: organizations.createdAt,
  approvalStatus: organizations.approvalStatus,
  memberCount: memberCountSql,
};

/**
 * Organizations (subject `organizations`): review applications (approve, reject with a reason, both
 * e-mailed), edit, delete (members become individual users and every row goes back to its creator;
 * nothing is lost), and see each organization's members. Every change is audited.
 */
const organizationRoutes: FastifyPluginAsyncTypebox<{ publicUrl: string }> = async (app, opts) => {
  const { db } = app;
  const item = Type.Ref(AdminOrganizationSchema);

  async function present(tx: DbOrTx, rows: OrganizationRow[]) {
    const counts = await memberCounts(
      tx,
      rows.map((row) => row.id),
    );
    const peopleIds = [
      ...new Set(rows.flatMap((row) => [row.createdByUserId, row.reviewedByUserId]).filter((id): id is string => !!id)),
    ];
    const people =
      peopleIds.length === 0
        ? []
        : await tx
            .select({ id: users.id, username: users.username, email: users.email })
            .from(users)
            .where(inArray(users.id, peopleIds));
    const personOf = new Map(people.map((person) => [person.id, person]));
    return rows.map((row) => ({
      ...organizationView(row, counts.get(row.id) ?? 0, true),
      createdBy: (row.createdByUserId && personOf.get(row.createdByUserId)) || null,
      reviewedBy: (row.reviewedByUserId && personOf.get(row.reviewedByUserId)) || null,
    }));
  }

  async function presentOne(tx: DbOrTx, id: string) {
    const [row] = await tx.select().from(organizations).where(eq(organizations.id, id));
    if (!row) throw notFound();
    return (await present(tx, [row]))[0];
  }

  /** The organization, locked, at the version the caller read (409 when it changed since). */
  async function lockAtVersion(tx: DbOrTx, id: string, version: number) {
    const row = await lockOrganization(tx, id);
    if (row.version !== version) throw staleVersion();
    return row;
  }

  const bump = { version: sql`${organizations.version} + 1`, updatedAt: sql`now()` };

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
    async (request) => {
      const { q, approvalStatus, sort, page, pageSize } = request.query;
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
      const [{ total }] = await db.select({ total: count() }).from(organizations).where(where);
      const rows = await db
        .select()
        .from(organizations)
        .where(where)
        .orderBy(
          ...orderBy(
            SORTABLE,
            sort,
            pendingFirst(organizations.approvalStatus, OrganizationApproval.Pending, organizations.createdAt),
            organizations.id,
          ),
        )
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return { items: await present(db, rows), total, page, pageSize };
    },
  );

  app.get(
    '/organizations/:id',
    {
      config: { access: can('organizations', 'read') },
      schema: { tags, summary: 'One organization', params: IdParams, response: withErrors({ 200: item }) },
    },
    async (request) => presentOne(db, request.params.id),
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
    async (request) => {
      const [row] = await db
        .select({ id: organizations.id })
        .from(organizations)
        .where(eq(organizations.id, request.params.id));
      if (!row) throw notFound();
      return listMembers(db, row.id, request.query);
    },
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
    async (request) => {
      const { id } = request.params;
      await db.transaction(async (tx) => {
        const before = await lockAtVersion(tx, id, request.body.version);
        if (before.approvalStatus === OrganizationApproval.Approved) throw conflict('approvalTransition');
        const [creator] = before.createdByUserId
          ? await tx.select().from(users).where(eq(users.id, before.createdByUserId)).for('update')
          : [];
        if (!creator || creator.role !== Role.IndividualUser || (await membershipOf(tx, creator.id)))
          throw conflict('creatorUnavailable');
        const [after] = await tx
          .update(organizations)
          .set({
            ...bump,
            approvalStatus: OrganizationApproval.Approved,
            reviewedByUserId: request.principal?.kind === 'user' ? request.principal.userId : null,
            reviewedAt: sql`now()`,
            rejectionReason: null,
          })
          .where(eq(organizations.id, id))
          .returning();
        await addMember(tx, id, creator.id, Role.OrgAdmin);
        await app.mail.enqueue(tx, {
          to: creator.email,
          locale: creator.locale,
          template: 'organization-approved',
          data: {
            username: creator.username,
            organizationName: after.name,
            loginUrl: `${opts.publicUrl}/organization`,
          },
        });
        await writeAudit(tx, request, { action: 'approve', entityType: 'organization', entityId: id, before, after });
      });
      return presentOne(db, id);
    },
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
    async (request) => {
      const { id } = request.params;
      const reason = request.body.reason.trim();
      if (!reason) throw fieldError('reason', 'required');
      await db.transaction(async (tx) => {
        const before = await lockAtVersion(tx, id, request.body.version);
        if (before.approvalStatus !== OrganizationApproval.Pending) throw conflict('approvalTransition');
        const [after] = await tx
          .update(organizations)
          .set({
            ...bump,
            approvalStatus: OrganizationApproval.Rejected,
            reviewedByUserId: request.principal?.kind === 'user' ? request.principal.userId : null,
            reviewedAt: sql`now()`,
            rejectionReason: reason,
          })
          .where(eq(organizations.id, id))
          .returning();
        const [creator] = before.createdByUserId
          ? await tx.select().from(users).where(eq(users.id, before.createdByUserId))
          : [];
        if (creator)
          await app.mail.enqueue(tx, {
            to: creator.email,
            locale: creator.locale,
            template: 'organization-rejected',
            data: { username: creator.username, organizationName: after.name, reason },
          });
        await writeAudit(tx, request, { action: 'reject', entityType: 'organization', entityId: id, before, after });
      });
      return presentOne(db, id);
    },
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
    async (request) => {
      const { id } = request.params;
      const values = organizationValues(request.body);
      await db.transaction(async (tx) => {
        const before = await lockAtVersion(tx, id, request.body.version);
        const [after] = await tx
          .update(organizations)
          .set({ ...values, ...bump })
          .where(eq(organizations.id, id))
          .returning();
        await writeAudit(tx, request, { action: 'update', entityType: 'organization', entityId: id, before, after });
      });
      return presentOne(db, id);
    },
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
      const { id } = request.params;
      await db.transaction(async (tx) => {
        const before = await lockAtVersion(tx, id, request.query.version);
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
      return reply.status(204).send(null);
    },
  );
};

export default organizationRoutes;
