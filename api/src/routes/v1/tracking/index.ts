import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { withErrors } from '../../../lib/schemas';
import { publicAccess } from '../../../plugins/permissions';
import { publicTracking } from '../../../services/shipments/tracking';
import { PublicTracking, TrackingParams } from './schemas';

/**
 * Public tracking by number (no login): status, dates, a city-level timeline and the sender's brand only — never other names,
 * phones, addresses or notes. A number with a wrong check digit is refused before any lookup.
 */
const trackingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addSchema(PublicTracking);

  app.get(
    '/:trackingNumber',
    {
      config: { access: publicAccess() },
      schema: {
        tags: ['tracking'],
        summary:
          "A shipment's public tracking: status, dates and city-level timeline ('No tracking data' when unknown)",
        params: TrackingParams,
        response: withErrors({ 200: Type.Ref('PublicTracking') }),
      },
    },
    async (request) => publicTracking(app.db, request.params.trackingNumber),
  );
};

export default trackingRoutes;
