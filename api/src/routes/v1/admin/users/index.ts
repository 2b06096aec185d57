import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { IdParams, PageOf, PageQuery, withErrors } from '../../../../lib/schemas';
import { can, requireUser } from '../../../../plugins/permissions';
import { deleteUserByAdmin, findAdminUser, listUsers, updateUserByAdmin } from '../../../../services/users';
import { AdminUserItem, UpdateUserBody, UserFilters } from './schemas';

const tags = ['admin: users'];

/**
 * Users (subject `users`): search, filter by role and status, change role and status (disabling
 * ends every session), delete. Nobody changes their own account here, and only a super user
 * touches the super-user role.
 */
const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addSchema(AdminUserItem);
  const { db } = app;

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
    async (request) => listUsers(db, request.query),
  );

  app.get(
    '/users/:id',
    {
      config: { access: can('users', 'read') },
      schema: { tags, summary: 'One user', params: IdParams, response: withErrors({ 200: AdminUserItem }) },
    },
    async (request) => findAdminUser(db, request.params.id),
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
    async (request) => updateUserByAdmin(db, request, requireUser(request), request.params.id, request.body),
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
      await deleteUserByAdmin(db, request, requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};

export default userRoutes;
