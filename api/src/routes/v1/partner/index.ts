import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { withErrors } from '../../../lib/schemas';
import { courierAccess, requireCourier } from '../../../plugins/permissions';
import { findPartnerShipment, listPartnerShipments, postPartnerEvent } from '../../../services/shipments/partner';
import {
  PartnerEventBody,
  PartnerEventResponse,
  PartnerListQuery,
  PartnerPage,
  PartnerShipment,
  TrackingNumberParams,
} from './schemas';

const tags = ['courier partner'];
const access = { access: courierAccess() };

/**
 * The courier partner API (docs/architecture.md#organizations-api-keys-and-couriers): with its courier key a courier
 * lists the shipments handed to it and posts tracking events. It never sees another courier's shipments (404, as if
 * absent).
 */
const partnerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addSchema(PartnerShipment);

  app.get(
    '/shipments',
    {
      config: access,
      schema: {
        tags,
        summary: 'Shipments handed to the calling courier, newest first; filter by status or last change',
        querystring: PartnerListQuery,
        response: withErrors({ 200: PartnerPage }),
      },
    },
    async (request) => listPartnerShipments(app.db, requireCourier(request).courierId, request.query),
  );

  app.get(
    '/shipments/:trackingNumber',
    {
      config: access,
      schema: {
        tags,
        summary: 'One shipment handed to the calling courier',
        params: TrackingNumberParams,
        response: withErrors({ 200: Type.Ref('PartnerShipment') }),
      },
    },
    async (request) => findPartnerShipment(app.db, requireCourier(request).courierId, request.params.trackingNumber),
  );

  app.post(
    '/shipments/:trackingNumber/events',
    {
      config: access,
      schema: {
        tags,
        summary: 'Post a tracking event: idempotent on eventId; only the allowed transitions (409 otherwise)',
        params: TrackingNumberParams,
        body: PartnerEventBody,
        response: withErrors({ 200: PartnerEventResponse, 201: PartnerEventResponse }),
      },
    },
    async (request, reply) => {
      const { courierId } = requireCourier(request);
      const answer = await postPartnerEvent(app.db, courierId, request.params.trackingNumber, request.body);
      return reply.code(answer.replayed ? 200 : 201).send(answer);
    },
  );
};

export default partnerRoutes;
