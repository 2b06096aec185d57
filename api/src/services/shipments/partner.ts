import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type AddressSnapshot, availabilityZones, shipments } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { applyCourierEvent, type CourierEventInput } from '../courier-events';
import { shownExpectedDates } from './rating';

type ShipmentRow = typeof shipments.$inferSelect;

/**
 * Shipments as the courier they were handed to sees them (docs/architecture.md#organizations-api-keys-and-couriers):
 * what it needs to pick up, carry and deliver, each city with the courier's own id for it from its availability zones.
 */
async function partnerViews(db: DbOrTx, courierId: string, rows: ShipmentRow[]) {
  const cityIds = [
    ...new Set(
      rows.flatMap((r) => [r.senderSnapshot?.cityId, r.recipientSnapshot?.cityId]).filter((id): id is string => !!id),
    ),
  ];
  const zoneRows = cityIds.length
    ? await db
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
          cityId: a.cityId,
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
    ...shownExpectedDates(row),
    processedAt: row.processedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** A page of the partner list, filtered by status or last change, as the routes validated it. */
export interface PartnerListRequest {
  page: number;
  pageSize: number;
  status?: number[];
  updatedSince?: string;
}

/** The shipments handed to a courier (booked ones only), newest first. */
export async function listPartnerShipments(db: DbOrTx, courierId: string, query: PartnerListRequest) {
  const where = and(
    eq(shipments.courierId, courierId),
    sql`${shipments.trackingNumber} is not null`,
    query.status?.length ? inArray(shipments.status, query.status) : undefined,
    query.updatedSince ? gte(shipments.updatedAt, new Date(query.updatedSince)) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(shipments)
      .where(where)
      .orderBy(desc(shipments.processedAt), desc(shipments.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(shipments)
      .where(where),
  ]);
  return { items: await partnerViews(db, courierId, rows), total, page: query.page, pageSize: query.pageSize };
}

/** One shipment handed to a courier, by its tracking number; another courier's is a 404, as if absent. */
export async function findPartnerShipment(db: DbOrTx, courierId: string, trackingNumber: string) {
  const [row] = await db
    .select()
    .from(shipments)
    .where(and(eq(shipments.courierId, courierId), eq(shipments.trackingNumber, trackingNumber.toUpperCase())))
    .limit(1);
  if (!row) throw notFound();
  return (await partnerViews(db, courierId, [row]))[0];
}

/**
 * A courier's tracking event on a shipment handed to it (idempotent on its event id, transitions enforced:
 * applyCourierEvent), and what the courier hears back; `replayed` tells a repeat from a new event.
 */
export async function postPartnerEvent(
  db: DbOrTx,
  courierId: string,
  trackingNumber: string,
  input: CourierEventInput,
) {
  const { event, city, shipment, replayed } = await applyCourierEvent(
    db,
    courierId,
    trackingNumber.toUpperCase(),
    input,
  );
  return {
    trackingNumber: shipment.trackingNumber!,
    status: shipment.status!,
    replayed,
    event: {
      id: event.id,
      status: event.status,
      occurredAt: event.occurredAt.toISOString(),
      location: event.location,
      city,
      note: event.note,
    },
  };
}
