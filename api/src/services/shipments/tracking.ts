import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type AddressSnapshot, shipments, trackingEvents } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { isValidTrackingNumber } from '../../lib/tracking-number';
import { publicSenderBrand } from '../recipients/brand';
import { shownExpectedDates } from './rating';
import { eventCities } from './event-cities';

const city = (snapshot: AddressSnapshot | null) =>
  snapshot ? { name: snapshot.cityName, nameAr: snapshot.cityNameAr } : null;

/** The parcel behind a public tracking number, typed with or without spaces (drafts have none). */
export async function trackedShipment(db: DbOrTx, typedNumber: string) {
  const trackingNumber = typedNumber.replace(/\s+/g, '').toUpperCase();
  if (!isValidTrackingNumber(trackingNumber)) throw notFound('noTrackingData');
  const [row] = await db.select().from(shipments).where(eq(shipments.trackingNumber, trackingNumber)).limit(1);
  if (!row || row.status === null) throw notFound('noTrackingData');
  return row;
}

/**
 * A shipment's public tracking by its number, typed with or without spaces: status, dates, a city-level
 * timeline and the sender's brand (a name the owner chose or its organization's, and its logo) only — never
 * an address's or a user's name, phones, addresses or notes. A number with a wrong check digit is refused
 * before any lookup; an unknown one, or a draft's, is 'No tracking data' (404). A cancelled shipment has no
 * expected dates.
 */
export async function publicTracking(db: DbOrTx, typedNumber: string) {
  const row = await trackedShipment(db, typedNumber);
  const trackingNumber = row.trackingNumber!;
  const events = await db
    .select({
      status: trackingEvents.status,
      occurredAt: trackingEvents.occurredAt,
      location: trackingEvents.location,
      cityId: trackingEvents.cityId,
    })
    .from(trackingEvents)
    .where(eq(trackingEvents.shipmentId, row.id))
    .orderBy(asc(trackingEvents.occurredAt), asc(trackingEvents.createdAt));
  const eventCity = await eventCities(
    db,
    events.map((event) => event.cityId),
  );
  const brand = await publicSenderBrand(db, row);
  return {
    trackingNumber,
    status: row.status,
    sender: brand.publicName || brand.logoUrl ? { name: brand.publicName, logoUrl: brand.logoUrl } : null,
    courier: row.courierSnapshot ? { name: row.courierSnapshot.name, nameAr: row.courierSnapshot.nameAr } : null,
    originCity: city(row.senderSnapshot),
    destinationCity: city(row.recipientSnapshot),
    processedAt: row.processedAt?.toISOString() ?? null,
    ...shownExpectedDates(row),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    events: events.map((event) => ({
      status: event.status,
      occurredAt: event.occurredAt.toISOString(),
      location: event.location,
      city: event.cityId ? (eventCity.get(event.cityId) ?? null) : null,
    })),
  };
}
