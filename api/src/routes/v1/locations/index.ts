import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { notFound } from '../../../lib/errors';
import { withErrors } from '../../../lib/schemas';
import { can } from '../../../plugins/permissions';
import { nearestLocation } from '../../../services/locations';
import { NearestLocationSchema, NearestQuery } from './schemas';

const tags = ['locations'];

/** Location services for users: the map picker's point → country, region, city, village. */
const locationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addSchema(NearestLocationSchema);

  app.get(
    '/nearest',
    {
      config: { access: can('addresses', 'read') },
      schema: {
        tags,
        summary: 'The village or city of the reference data nearest to a point',
        description: '404 "failed to get address details" when no village or city is within 25 km.',
        querystring: NearestQuery,
        response: withErrors({ 200: Type.Ref(NearestLocationSchema) }),
      },
    },
    async (request) => {
      const found = await nearestLocation(app.db, request.query.lat, request.query.lng);
      if (!found) throw notFound('addressDetailsFailed');
      return found;
    },
  );
};

export default locationRoutes;
