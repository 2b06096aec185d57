import { Role } from '@portal/shared/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { and, eq, getTableColumns, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client';
import { memberships, organizations, users } from '../../../../db/schema';
import { AppError, fieldError, forbidden, notFound } from '../../../../lib/errors';
import { IdParams, PageOf, PageQuery, withErrors } from '../../../../lib/schemas';
import { can, requireUser } from '../../../../plugins/permissions';
import { revokeAllSessions } from '../../../../services/sessions';
import { revokeKeysOfOwner, roleKeepsKeys } from '../../../../services/api-keys';
import { writeAudit } from '../../../../services/audit';
import { findRow, isStillReferenced, orderBy, pageOf, type RowOf, updateVersioned } from '../crud';
import { containsPattern } from '../../../../lib/search';
import { AdminUserItem, UpdateUserBody, UserFilters } from './schemas';

const tags = ['admin: users'];
const columns = { table: users, id: users.id, version: users.version, updatedAt: users.updatedAt };
// Never read the password hash into an admin answer.
const { passwordHash: _passwordHash, ...userColumns } = getTableColumns(users);
type UserRow = RowOf<typeof users, 'passwordHash'>;
const SORTABLE = {
  email: users.email,
  username: users.username,
  role: users.role,
  status: users.status,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
};
const ORG_ROLES: number[] = [Role.OrgAdmin, Role.OrgUser];

async function present(db: DbOrTx, rows: UserRow[]) {
  const ids = rows.map((row) => row.id);
  const links =
    ids.length === 0
      ? []
      : await db
          .select({ userId: memberships.userId, id: organizations.id, name: organizations.name })
          .from(memberships)
          .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
          .where(inArray(memberships.userId, ids));
  const organizationOf = new Map(links.map((link) => [link.userId, { id: link.id, name: link.name }]));
  return rows.map((row) => ({ ...row, organization: organizationOf.get(row.id) ?? null }));
}

/**
 * Users (subject `users`): search, filter by role and status, change role and status (disabling
 * ends every session), delete. Nobody changes their own account here, and only a super user
 * touches the super-user role.
 */
const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addSchema(AdminUserItem);
  const { db } = app;

  /** Who may change whom: not oneself; super users only by a super user. */
  function checkAllowed(actorId: string, actorRole: number, target: UserRow, newRole?: number) {
    if (target.id === actorId) throw new AppError('FORBIDDEN', 'ownAccount');
    const touchesSuperUser = target.role === Role.SuperUser || newRole === Role.SuperUser;
    if (touchesSuperUser && actorRole !== Role.SuperUser) throw forbidden('superUserOnly');
  }

  app.get(
    '/users',
    {
      config: { access: can('users', 'read') },
      schema: {
        tags,
        summary: 'Users: search (e-mail, name), filter by role and status, sort, pages',
        querystring: PageQuery(UserFilters),
        response: withErrors({ 200: PageOf(AdminUserItem) }),
      },
    },
    async (request) => {
      const { q, role, status, sort, page, pageSize } = request.query;
      const text = q?.trim();
      const where = and(
        text
          ? or(
              sql`${users.email} ilike ${containsPattern(text)}`,
              sql`${users.username} ilike ${containsPattern(text)}`,
            )
          : undefined,
        role ? eq(users.role, role) : undefined,
        status ? eq(users.status, status) : undefined,
      );
      const result = await pageOf<UserRow>(db, users, {
        where,
        orderBy: orderBy(SORTABLE, sort, 'email', users.id),
        page,
        pageSize,
        selection: userColumns,
      });
      return { items: await present(db, result.rows), total: result.total, page, pageSize };
    },
  );

  app.get(
    '/users/:id',
    {
      config: { access: can('users', 'read') },
      schema: { tags, summary: 'One user', params: IdParams, response: withErrors({ 200: AdminUserItem }) },
    },
    async (request) => {
      const row = await findRow<UserRow>(db, columns, request.params.id, userColumns);
      if (!row) throw notFound();
      return (await present(db, [row]))[0];
    },
  );

  app.put(
    '/users/:id',
    {
      config: { access: can('users', 'update') },
      schema: {
        tags,
        summary: 'Change role and status (disabling ends every session)',
        params: IdParams,
        body: UpdateUserBody,
        response: withErrors({ 200: AdminUserItem }),
      },
    },
    async (request) => {
      const actor = requireUser(request);
      const { id } = request.params;
      const { role, status, version } = request.body;
      return db.transaction(async (tx) => {
        const before = await findRow<UserRow>(tx, columns, id, userColumns);
        if (!before) throw notFound();
        checkAllowed(actor.userId, actor.role, before, role);
        // Organization roles follow membership (docs/architecture.md#ownership): members are org admins or org users,
        // others are not.
        const [membership] = await tx
          .select({ id: memberships.id })
          .from(memberships)
          .where(eq(memberships.userId, id));
        if (membership && !ORG_ROLES.includes(role)) throw fieldError('role', 'roleNotForMember');
        if (!membership && ORG_ROLES.includes(role)) throw fieldError('role', 'roleNeedsOrganization');
        const disabling = status === 'disabled' && before.status !== 'disabled';
        const after = await updateVersioned<UserRow>(tx, columns, id, version, {
          role,
          status,
          ...(disabling ? { disabledAt: sql`now()` } : status === 'active' ? { disabledAt: null } : {}),
        });
        if (membership && role !== before.role)
          await tx
            .update(memberships)
            .set({ role, updatedAt: sql`now()` })
            .where(eq(memberships.id, membership.id));
        if (disabling) await revokeAllSessions(tx, id, 'disabled-by-admin');
        if (disabling || (role !== before.role && !roleKeepsKeys(role as Role))) await revokeKeysOfOwner(tx, id);
        await writeAudit(tx, request, { action: 'update', entityType: 'user', entityId: id, before, after });
        const [fresh] = await tx.select(userColumns).from(users).where(eq(users.id, after.id));
        return (await present(tx, [fresh]))[0];
      });
    },
  );

  app.delete(
    '/users/:id',
    {
      config: { access: can('users', 'delete') },
      schema: {
        tags,
        summary: 'Delete a user (refused while they have shipments)',
        params: IdParams,
        response: withErrors({ 204: Type.Null() }),
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const { id } = request.params;
      try {
        await db.transaction(async (tx) => {
          const before = await findRow<UserRow>(tx, columns, id, userColumns);
          if (!before) throw notFound();
          checkAllowed(actor.userId, actor.role, before);
          await tx.delete(users).where(eq(users.id, id));
          await writeAudit(tx, request, { action: 'delete', entityType: 'user', entityId: id, before });
        });
      } catch (error) {
        if (isStillReferenced(error)) throw new AppError('CONFLICT', 'userInUse');
        throw error;
      }
      return reply.status(204).send(null);
    },
  );
};

export default userRoutes;
