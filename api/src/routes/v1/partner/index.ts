import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { AddressSnapshot } from '../../../db/schema';
import { availabilityZones, shipments } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import { withErrors } from '../../../lib/schemas';
import { courierAccess, requireCourier } from '../../../plugins/permissions';
import { applyCourierEvent } from '../../../services/courier-events';
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

  async function present(courierId: string, rows: (typeof shipments.$inferSelect)[]) {
    const cityIds = [
      ...new Set(
        rows.flatMap((r) => [r.senderSnapshot?.cityId, r.recipientSnapshot?.cityId]).filter((id): id is string => !!id),
      ),
    ];
    const zoneRows = cityIds.length
      ? await app.db
          .select({
            originCityId: availabilityZones.originCityId,
            originCityProviderId: availabilityZones.originCityProviderId,
            destinationCityId: availabilityZones.destinationCityId,
            destinationCityProviderId: availabilityZones.destinationCityProviderId,
          })
          .from(availabilityZones)
          .where(eq(availabilityZones.courierId, courierId))
      : [];
    const providerIds = new Map<string, string>();
    for (const zone of zoneRows) {
      if (zone.originCityId && zone.originCityProviderId) providerIds.set(zone.originCityId, zone.originCityProviderId);
      if (zone.destinationCityId && zone.destinationCityProviderId)
        providerIds.set(zone.destinationCityId, zone.destinationCityProviderId);
    }
    const party = (a: AddressSnapshot | null) =>
      a
        ? {
            name: a.name,
            phoneNumber: a.phoneNumber,
            addressLine: a.addressLine,
            buildingNumber: a.buildingNumber,
            villageName: a.villageName,
            cityName: a.cityName,
            cityNameAr: a.cityNameAr,
            regionName: a.regionName,
            countryName: a.countryName,
            latitude: a.latitude,
            longitude: a.longitude,
            providerCityId: providerIds.get(a.cityId) ?? null,
          }
        : null;
    return rows.map((row) => ({
      id: row.id,
      trackingNumber: row.trackingNumber!,
      status: row.status!,
      serviceTypeCode: row.priceSnapshot?.serviceTypeCode ?? null,
      sender: party(row.senderSnapshot),
      recipient: party(row.recipientSnapshot),
      parcelQuantity: row.parcelQuantity,
      chargeableWeightKg: row.priceSnapshot?.chargeableWeightKg ?? null,
      parcelNotes: row.parcelNotes,
      paymentType: row.paymentType,
      codAmountFils: row.codAmountFils,
      expectedPickupDate: row.expectedPickupDate,
      expectedDeliveryDate: row.expectedDeliveryDate,
      processedAt: row.processedAt?.toISOString() ?? null,
      updatedAt: row.updatedAt.toISOString(),
    }));
  }

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
    async (request) => {
      const { courierId } = requireCourier(request);
      const query = request.query;
      const where = and(
        eq(shipments.courierId, courierId),
        sql`${shipments.trackingNumber} is not null`,
        query.status?.length ? inArray(shipments.status, query.status) : undefined,
        query.updatedSince ? gte(shipments.updatedAt, new Date(query.updatedSince)) : undefined,
      );
      const [rows, [{ total }]] = await Promise.all([
        app.db
          .select()
          .from(shipments)
          .where(where)
          .orderBy(desc(shipments.processedAt), desc(shipments.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        app.db
          .select({ total: sql<number>`count(*)::int` })
          .from(shipments)
          .where(where),
      ]);
      return { items: await present(courierId, rows), total, page: query.page, pageSize: query.pageSize };
    },
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
    async (request) => {
      const { courierId } = requireCourier(request);
      const [row] = await app.db
        .select()
        .from(shipments)
        .where(
          and(
            eq(shipments.courierId, courierId),
            eq(shipments.trackingNumber, request.params.trackingNumber.toUpperCase()),
          ),
        )
        .limit(1);
      if (!row) throw notFound();
      return (await present(courierId, [row]))[0];
    },
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
      const result = await applyCourierEvent(
        app.db,
        courierId,
        request.params.trackingNumber.toUpperCase(),
        request.body,
      );
      const { event, shipment } = result;
      return reply.code(result.replayed ? 200 : 201).send({
        trackingNumber: shipment.trackingNumber!,
        status: shipment.status!,
        replayed: result.replayed,
        event: {
          id: event.id,
          status: event.status,
          occurredAt: event.occurredAt.toISOString(),
          location: event.location,
          note: event.note,
        },
      });
    },
  );
};

export default partnerRoutes;
