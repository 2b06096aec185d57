import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { IdParams, PageOf, withErrors } from '../../../../lib/schemas';
import { can } from '../../../../plugins/permissions';
import { courierKeys, createCourierKey, revokeCourierKey } from '../../../../services/courier-keys';
import { CourierKeyBody, CourierKeyItem, CourierKeyParams, CreatedCourierKey, DEFAULT_KEY_DAYS } from './schemas';

const tags = ['admin: couriers'];

/**
 * A courier's partner API keys: an admin creates one on the courier, hands the plaintext
 * over once, and revokes it when it leaks or the integration ends.
 */
const courierKeyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addSchema(CourierKeyItem);
  const { db } = app;

  app.get(
    '/couriers/:id/keys',
    {
      config: { access: can('admin-couriers', 'read') },
      schema: {
        tags,
        summary: "The courier's partner API keys, newest first (never the secret)",
        params: IdParams,
        response: withErrors({ 200: PageOf(Type.Ref('AdminCourierKey')) }),
      },
    },
    async (request) => courierKeys(db, request.params.id),
  );

  app.post(
    '/couriers/:id/keys',
    {
      config: { access: can('admin-couriers', 'update') },
      schema: {
        tags,
        summary: 'Create an active partner API key for the courier; the answer holds the key itself, shown this once',
        params: IdParams,
        body: CourierKeyBody,
        response: withErrors({ 201: CreatedCourierKey }),
      },
    },
    async (request, reply) => {
      const { name, expiresInDays = DEFAULT_KEY_DAYS } = request.body;
      const created = await createCourierKey(db, request, request.params.id, { name, expiresInDays });
      reply.code(201);
      return created;
    },
  );

  app.post(
    '/couriers/:id/keys/:keyId/revoke',
    {
      config: { access: can('admin-couriers', 'update') },
      schema: {
        tags,
        summary: 'Revoke a partner API key: it stops working at once',
        params: CourierKeyParams,
        response: withErrors({ 200: Type.Ref('AdminCourierKey') }),
      },
    },
    async (request) => revokeCourierKey(db, request, request.params.id, request.params.keyId),
  );
};

export default courierKeyRoutes;
