import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { asc, eq } from 'drizzle-orm';
import { shipments, trackingEvents } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import { withErrors } from '../../../lib/schemas';
import { isValidTrackingNumber } from '../../../lib/tracking-number';
import { publicAccess } from '../../../plugins/permissions';
import { PublicTracking, TrackingParams } from './schemas';

/**
 * Public tracking by number (no login): status, dates and a city-level timeline only — never names,
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
    async (request) => {
      const trackingNumber = request.params.trackingNumber.replace(/\s+/g, '').toUpperCase();
      if (!isValidTrackingNumber(trackingNumber)) throw notFound('noTrackingData');
      const [row] = await app.db.select().from(shipments).where(eq(shipments.trackingNumber, trackingNumber)).limit(1);
      if (!row || row.status === null) throw notFound('noTrackingData');
      const events = await app.db
        .select({
          status: trackingEvents.status,
          occurredAt: trackingEvents.occurredAt,
          location: trackingEvents.location,
        })
        .from(trackingEvents)
        .where(eq(trackingEvents.shipmentId, row.id))
        .orderBy(asc(trackingEvents.occurredAt), asc(trackingEvents.createdAt));
      const city = (snapshot: typeof row.senderSnapshot) =>
        snapshot ? { name: snapshot.cityName, nameAr: snapshot.cityNameAr } : null;
      return {
        trackingNumber,
        status: row.status,
        courier: row.courierSnapshot ? { name: row.courierSnapshot.name, nameAr: row.courierSnapshot.nameAr } : null,
        originCity: city(row.senderSnapshot),
        destinationCity: city(row.recipientSnapshot),
        processedAt: row.processedAt?.toISOString() ?? null,
        expectedPickupDate: row.expectedPickupDate,
        expectedDeliveryDate: row.expectedDeliveryDate,
        deliveredAt: row.deliveredAt?.toISOString() ?? null,
        events: events.map((event) => ({
          status: event.status,
          occurredAt: event.occurredAt.toISOString(),
          location: event.location,
        })),
      };
    },
  );
};

export default trackingRoutes;
