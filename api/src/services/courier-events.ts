import { createHash } from 'node:crypto';
import { canTransition, ShipmentStatus } from '@portal/shared/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { shipments, trackingEvents } from '../db/schema';
import { parseDateTime } from '../lib/accepted-input';
import { AppError, conflict, fieldError } from '../lib/errors';
import { enqueueSequencedEvent, subscribedEndpoints } from './webhooks/events';
import { queueRecipientNotices } from './recipients/notices';
import { eventCities } from './shipments/event-cities';

// A courier's clock may run a little ahead of ours.
const CLOCK_SKEW_MS = 5 * 60_000;

// Fixed namespace: the same courier event id always maps to the same tracking event id.
const EVENT_NAMESPACE = 'courier-portal:tracking-event';

/** A deterministic UUID (v5 layout, SHA-1) for a courier's own event id: the idempotency key. */
export function courierEventUuid(courierId: string, eventId: string): string {
  const hash = createHash('sha1').update(`${EVENT_NAMESPACE}:${courierId}:${eventId}`).digest();
  hash[6] = (hash[6] & 0x0f) | 0x50;
  hash[8] = (hash[8] & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface CourierEventInput {
  eventId: string;
  status: ShipmentStatus;
  occurredAt?: string;
  location?: string | null;
  /** A city of ours: readers see its name in their language, where free text stays as sent. */
  cityId?: string | null;
  note?: string | null;
}

/**
 * A courier's tracking event (partner API): idempotent on the courier's event id, transitions
 * enforced (409 otherwise), written to the timeline. `replayed` tells a repeat from a new event.
 */
export async function applyCourierEvent(
  db: DbOrTx,
  courierId: string,
  trackingNumber: string,
  event: CourierEventInput,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(shipments)
      .where(and(eq(shipments.trackingNumber, trackingNumber), eq(shipments.courierId, courierId)))
      .limit(1)
      .for('update');
    if (!row) throw new AppError('NOT_FOUND', 'notFound');
    const eventUuid = courierEventUuid(courierId, event.eventId);
    const [existing] = await tx.select().from(trackingEvents).where(eq(trackingEvents.id, eventUuid)).limit(1);
    if (existing) {
      if (existing.shipmentId !== row.id) throw conflict('duplicate');
      const city = existing.cityId ? (await eventCities(tx, [existing.cityId])).get(existing.cityId) : undefined;
      return { shipment: row, event: existing, city: city ?? null, replayed: true };
    }
    const now = new Date();
    const occurredAt = (event.occurredAt && parseDateTime(event.occurredAt)) || now;
    // Nothing happens to a parcel before it is handed to the courier, nor in the future; a courier's
    // clock may differ from ours by CLOCK_SKEW_MS either way.
    const earliest = new Date((row.processedAt ?? row.createdAt).getTime() - CLOCK_SKEW_MS);
    const latest = new Date(now.getTime() + CLOCK_SKEW_MS);
    if (occurredAt < earliest || occurredAt > latest)
      throw fieldError('occurredAt', 'dateOutOfRange', { min: earliest.toISOString(), max: latest.toISOString() });
    if (!canTransition(row.status as ShipmentStatus | null, event.status)) throw conflict('illegalTransition');
    const city = event.cityId ? (await eventCities(tx, [event.cityId])).get(event.cityId) : undefined;
    if (event.cityId && !city) throw fieldError('cityId', 'parentMissing');
    const endpoints = await subscribedEndpoints(tx, row, 'shipment.status_changed');
    const [updated] = await tx
      .update(shipments)
      .set({
        status: event.status,
        deliveredAt: event.status === ShipmentStatus.Delivered ? occurredAt : row.deliveredAt,
        version: sql`${shipments.version} + 1`,
        updatedAt: now,
        // The webhook event's sequence number, taken in the same write.
        ...(endpoints.length ? { webhookSequence: sql`${shipments.webhookSequence} + 1` } : {}),
      })
      .where(eq(shipments.id, row.id))
      .returning();
    const [inserted] = await tx
      .insert(trackingEvents)
      .values({
        id: eventUuid,
        shipmentId: row.id,
        status: event.status,
        occurredAt,
        location: event.location?.trim() || null,
        cityId: city?.id ?? null,
        note: event.note?.trim() || null,
        source: 'courier',
        courierId,
      })
      .returning();
    await enqueueSequencedEvent(tx, updated, 'shipment.status_changed', endpoints);
    await queueRecipientNotices(tx, [updated], event.status);
    return { shipment: updated, event: inserted, city: city ?? null, replayed: false };
  });
}
