import { canTransition, filsToJodString, isDraft, Readiness, ShipmentStatus } from '@portal/shared/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type AddressSnapshot, addresses, shipments, trackingEvents } from '../../db/schema';
import { searchTextOf } from '../shipment-search-text';
import { AppError, conflict, fieldError, staleVersion, validationFailed, type AppErrorDetail } from '../../lib/errors';
import { generateTrackingNumber } from '../../lib/tracking-number';
import type { UserPrincipal } from '../../plugins/auth';
import { findOwnedOr404, ownerValues } from '../../scoping/owned';
import { courierSnapshotOf } from '../shipment-snapshots';
import { type InlineRecipient, inlineRecipientFields, ownedAddress, routePointOf, snapshotsOf } from './places';
import { findRates, metricParcelTypeById, parcelDetails, piecesOf, type RateOption } from './rating';
import { enqueueShipmentEvents } from '../webhooks/events';
import { queueRecipientNotices } from '../recipients/notices';

type ShipmentRow = typeof shipments.$inferSelect;
type ShipmentValues = Partial<typeof shipments.$inferInsert>;

/** A draft's fields as the routes validated them: only those present change. */
export interface DraftFields {
  senderAddressId?: string | null;
  recipientAddressId?: string | null;
  recipient?: InlineRecipient | null;
  shipmentTypeId?: string | null;
  serviceTypeId?: string | null;
  parcelTypeId?: string | null;
  parcelQuantity?: number;
  weightKg?: number | null;
  lengthCm?: number | null;
  widthCm?: number | null;
  heightCm?: number | null;
  parcelNotes?: string | null;
  paymentType?: 'cod' | 'prepaid';
  codAmountFils?: number;
  reference?: string | null;
}

/**
 * The columns a draft's fields set, after checking that referenced addresses are the caller's and
 * that an inline recipient's places exist. Only fields present in `input` change.
 */
async function draftValues(
  db: DbOrTx,
  principal: UserPrincipal,
  input: DraftFields,
  current?: ShipmentRow,
): Promise<ShipmentValues> {
  // A field absent from `input` stays undefined, which drizzle leaves out of the statement.
  const values: ShipmentValues = {
    shipmentTypeId: input.shipmentTypeId,
    serviceTypeId: input.serviceTypeId,
    parcelTypeId: input.parcelTypeId,
    parcelQuantity: input.parcelQuantity,
    weightKg: input.weightKg,
    lengthCm: input.lengthCm,
    widthCm: input.widthCm,
    heightCm: input.heightCm,
    parcelNotes: input.parcelNotes,
    paymentType: input.paymentType,
    codAmountFils: input.codAmountFils,
  };
  if (typeof values.parcelNotes === 'string') values.parcelNotes = values.parcelNotes.trim() || null;
  if (input.reference !== undefined) values.reference = input.reference?.trim() || null;
  if (input.senderAddressId !== undefined) {
    if (input.senderAddressId) await ownedAddress(db, principal, input.senderAddressId, 'senderAddressId');
    values.senderAddressId = input.senderAddressId;
  }
  if (input.recipientAddressId !== undefined || input.recipient !== undefined) {
    if (input.recipientAddressId && input.recipient) throw fieldError('recipient', 'invalidValue');
    if (input.recipientAddressId) {
      await ownedAddress(db, principal, input.recipientAddressId, 'recipientAddressId');
      Object.assign(values, {
        recipientAddressId: input.recipientAddressId,
        recipientSnapshot: null,
        destinationCityId: null,
      });
    } else if (input.recipient) {
      const [snapshot] = await snapshotsOf(db, [await inlineRecipientFields(db, input.recipient)]);
      Object.assign(values, {
        recipientAddressId: null,
        recipientSnapshot: snapshot,
        destinationCityId: snapshot.cityId,
      });
    } else {
      Object.assign(values, { recipientAddressId: null, recipientSnapshot: null, destinationCityId: null });
    }
  }
  const paymentType = values.paymentType ?? current?.paymentType ?? 'prepaid';
  // A prepaid shipment collects nothing on delivery.
  if (paymentType === 'prepaid') values.codAmountFils = 0;
  return values;
}

async function refreshSearchText(db: DbOrTx, row: ShipmentRow): Promise<ShipmentRow> {
  const { sender, recipient } = await partiesOf(db, row);
  const searchText = searchTextOf(row.trackingNumber, recipient, sender, row.reference);
  if (searchText === row.searchText) return row;
  const [updated] = await db.update(shipments).set({ searchText }).where(eq(shipments.id, row.id)).returning();
  return updated;
}

export async function createDraft(db: DbOrTx, principal: UserPrincipal, input: DraftFields): Promise<ShipmentRow> {
  return db.transaction(async (tx) => {
    const values = await draftValues(tx, principal, input);
    const [row] = await tx
      .insert(shipments)
      .values({ ...values, ...ownerValues(principal), readiness: Readiness.Draft, status: null })
      .returning();
    const draft = await refreshSearchText(tx, row);
    await enqueueShipmentEvents(tx, [draft], 'shipment.created');
    return draft;
  });
}

export async function updateDraft(
  db: DbOrTx,
  principal: UserPrincipal,
  id: string,
  input: DraftFields & { version: number },
): Promise<ShipmentRow> {
  return db.transaction(async (tx) => {
    const current = await findOwnedOr404(tx, shipments, id, principal, { forUpdate: true });
    if (current.version !== input.version) throw staleVersion();
    if (!isDraft(current)) throw conflict('draftOnly');
    const { version: _version, ...fields } = input;
    const values = await draftValues(tx, principal, fields, current);
    const [row] = await tx
      .update(shipments)
      .set({ ...values, version: sql`${shipments.version} + 1`, updatedAt: new Date() })
      .where(and(eq(shipments.id, id), eq(shipments.version, input.version)))
      .returning();
    if (!row) throw staleVersion();
    return refreshSearchText(tx, row);
  });
}

export async function deleteDraft(
  db: DbOrTx,
  principal: UserPrincipal,
  id: string,
  version: number | undefined,
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await findOwnedOr404(tx, shipments, id, principal, { forUpdate: true });
    if (version !== undefined && current.version !== version) throw staleVersion();
    if (!isDraft(current)) throw conflict('draftOnly');
    await tx.delete(shipments).where(eq(shipments.id, id));
  });
}

/** Sender and recipient of a shipment: its snapshots, else its address book entries. */
export async function partiesOf(
  db: DbOrTx,
  row: ShipmentRow,
): Promise<{ sender: AddressSnapshot | null; recipient: AddressSnapshot | null }> {
  if (row.senderSnapshot && row.recipientSnapshot)
    return { sender: row.senderSnapshot, recipient: row.recipientSnapshot };
  const ids = [row.senderAddressId, row.recipientAddressId].filter((value): value is string => !!value);
  const rows = ids.length ? await db.select().from(addresses).where(inArray(addresses.id, ids)) : [];
  const snapshots = await snapshotsOf(db, rows);
  const byId = new Map(rows.map((r, i) => [r.id, snapshots[i]]));
  return {
    sender: row.senderSnapshot ?? (row.senderAddressId ? (byId.get(row.senderAddressId) ?? null) : null),
    recipient: row.recipientSnapshot ?? (row.recipientAddressId ? (byId.get(row.recipientAddressId) ?? null) : null),
  };
}

/** What rating a draft needs, or the fields still missing (each named, in the caller's language). */
export async function ratingInputOf(db: DbOrTx, row: ShipmentRow) {
  const { sender, recipient } = await partiesOf(db, row);
  const parcelType = await metricParcelTypeById(db, row.parcelTypeId);
  const pieces = piecesOf({ ...row, parcelType });
  const missing: AppErrorDetail[] = [];
  if (!sender) missing.push({ field: 'senderAddressId', messageKey: 'required' });
  if (!recipient) missing.push({ field: 'recipientAddressId', messageKey: 'required' });
  if (!pieces) missing.push(...parcelDetails(row, parcelType));
  return { sender, recipient, pieces, missing };
}

export async function ratesForShipment(
  db: DbOrTx,
  row: ShipmentRow,
  narrow: { courierId?: string; serviceTypeId?: string } = {},
) {
  const input = await ratingInputOf(db, row);
  if (input.missing.length || !input.sender || !input.recipient || !input.pieces) throw validationFailed(input.missing);
  return {
    input,
    pieces: input.pieces,
    rates: await findRates(db, {
      origin: routePointOf(input.sender),
      destination: routePointOf(input.recipient),
      pieces: input.pieces,
      shipmentTypeId: row.shipmentTypeId,
      parcelTypeId: row.parcelTypeId,
      // A draft's preferred service narrows its rates; processing names its own choice.
      serviceTypeId: row.serviceTypeId ?? undefined,
      ...narrow,
    }),
  };
}

/** `count` tracking numbers no shipment has, found with one query (more only on the rare collision). */
async function uniqueTrackingNumbers(db: DbOrTx, count: number): Promise<string[]> {
  const numbers = new Set<string>();
  for (;;) {
    while (numbers.size < count) numbers.add(generateTrackingNumber());
    const taken = await db
      .select({ trackingNumber: shipments.trackingNumber })
      .from(shipments)
      .where(inArray(shipments.trackingNumber, [...numbers]));
    if (!taken.length) return [...numbers];
    for (const row of taken) numbers.delete(row.trackingNumber!);
  }
}

/**
 * Books a draft with the chosen courier and service (docs/architecture.md#processing-tracking-numbers-and-labels):
 * re-prices on the server, assigns a tracking number, sets status pending and the expected dates, and snapshots sender,
 * recipient, courier and price, all under a row lock. Processing a processed shipment returns it unchanged.
 */
export async function processShipment(
  db: DbOrTx,
  principal: UserPrincipal,
  id: string,
  choice: { courierId: string; serviceTypeId: string; expectedPriceFils?: number },
): Promise<ShipmentRow> {
  return db.transaction(async (tx) => {
    const row = await findOwnedOr404(tx, shipments, id, principal, { forUpdate: true });
    // Already booked (a double click, a retry): the same shipment, the same tracking number.
    if (row.trackingNumber) return row;
    if (!canTransition(row.status as ShipmentStatus | null, ShipmentStatus.Pending))
      throw conflict('illegalTransition');
    const { input, rates } = await ratesForShipment(tx, row, {
      courierId: choice.courierId,
      serviceTypeId: choice.serviceTypeId,
    });
    const rate = bookableRate(rates[0], choice.expectedPriceFils);
    await bookDrafts(tx, principal, [{ row, rate, sender: input.sender!, recipient: input.recipient! }]);
    return findOwnedOr404(tx, shipments, id, principal);
  });
}

/**
 * The rate a draft is booked at: none is "area not covered"; a batch books at the price its buyer was shown,
 * so a rate edited since is a 409 with the new price, not a charge unseen.
 */
export function bookableRate(rate: RateOption | undefined, expectedPriceFils?: number): RateOption {
  if (!rate) throw new AppError('CONFLICT', 'areaNotCovered');
  if (expectedPriceFils !== undefined && rate.priceFils !== expectedPriceFils)
    throw new AppError('CONFLICT', 'priceChanged', {
      params: { price: filsToJodString(rate.priceFils), newPriceFils: rate.priceFils },
    });
  return rate;
}

/** A draft locked by the caller, the rate it is booked at (priced for it) and its parties. */
export interface Booking {
  row: ShipmentRow;
  rate: RateOption;
  sender: AddressSnapshot;
  recipient: AddressSnapshot;
}

/** What booking sets on a draft, and its first tracking event. */
function bookingValues(booking: Booking, trackingNumber: string, now: Date, userId: string) {
  const { row, rate, sender, recipient } = booking;
  const set = {
    courierId: rate.courier.id,
    serviceTypeId: rate.serviceType.id,
    readiness: Readiness.Ready,
    status: ShipmentStatus.Pending,
    trackingNumber,
    priceFils: rate.priceFils,
    currency: 'JOD',
    expectedPickupDate: rate.expectedPickupDate,
    expectedDeliveryDate: rate.expectedDeliveryDate,
    originCityId: sender.cityId,
    destinationCityId: recipient.cityId,
    senderSnapshot: sender,
    recipientSnapshot: recipient,
    courierSnapshot: courierSnapshotOf(rate.courier),
    priceSnapshot: {
      rateId: rate.rateId,
      serviceTypeId: rate.serviceType.id,
      serviceTypeCode: rate.serviceType.code,
      chargeableWeightKg: rate.chargeableWeightKg,
      basePriceFils: rate.basePriceFils,
      weightPriceFils: rate.weightPriceFils,
      totalFils: rate.priceFils,
      currency: 'JOD' as const,
      transitDays: rate.transitDays,
    },
    searchText: searchTextOf(trackingNumber, recipient, sender, row.reference),
    processedAt: now,
    version: sql`${shipments.version} + 1`,
    updatedAt: now,
  };
  const event = {
    shipmentId: row.id,
    status: ShipmentStatus.Pending,
    occurredAt: now,
    location: sender.cityName,
    note: null,
    source: 'portal' as const,
    createdByUserId: userId,
  };
  return { set, event };
}

/**
 * Books drafts locked by the caller, each at a rate priced for it: a tracking number, status pending, the expected
 * dates, and the sender, recipient, courier and price snapshots. `processShipment` books one; a batch
 * (services/imports/batch.ts) books a chunk in one transaction: its tracking numbers found and its events written
 * together. Returns each booked draft's tracking number.
 */
export async function bookDrafts(tx: DbOrTx, principal: UserPrincipal, bookings: Booking[]): Promise<string[]> {
  if (!bookings.length) return [];
  const numbers = await uniqueTrackingNumbers(tx, bookings.length);
  const now = new Date();
  const values = bookings.map((booking, index) => bookingValues(booking, numbers[index], now, principal.userId));
  for (const [index, { set }] of values.entries())
    await tx.update(shipments).set(set).where(eq(shipments.id, bookings[index].row.id));
  await tx.insert(trackingEvents).values(values.map(({ event }) => event));
  // In the booking's transaction: a booking rolled back announces nothing.
  await enqueueShipmentEvents(
    tx,
    bookings.map(({ row }) => row),
    'shipment.processed',
  );
  await queueRecipientNotices(
    tx,
    bookings.map(({ row }, index) => ({ ...row, trackingNumber: numbers[index] })),
    ShipmentStatus.Pending,
  );
  return numbers;
}

/** Cancels a draft or a pending shipment; anything else is a 409. */
export async function cancelShipment(
  db: DbOrTx,
  principal: UserPrincipal,
  id: string,
  options: { version?: number; note?: string },
): Promise<ShipmentRow> {
  return db.transaction(async (tx) => {
    const row = await findOwnedOr404(tx, shipments, id, principal, { forUpdate: true });
    if (options.version !== undefined && row.version !== options.version) throw staleVersion();
    if (!canTransition(row.status as ShipmentStatus | null, ShipmentStatus.Cancelled)) throw conflict('cannotCancel');
    const now = new Date();
    const [cancelled] = await tx
      .update(shipments)
      // A cancelled draft is no longer a draft: it leaves the Draft tab for the Cancelled one.
      .set({
        status: ShipmentStatus.Cancelled,
        readiness: Readiness.Ready,
        cancelledAt: now,
        version: sql`${shipments.version} + 1`,
        updatedAt: now,
      })
      .where(eq(shipments.id, id))
      .returning();
    const { sender } = await partiesOf(tx, row);
    await tx.insert(trackingEvents).values({
      shipmentId: id,
      status: ShipmentStatus.Cancelled,
      occurredAt: now,
      location: sender?.cityName ?? null,
      note: options.note?.trim() || null,
      source: 'portal',
      createdByUserId: principal.userId,
    });
    await enqueueShipmentEvents(tx, [cancelled], 'shipment.cancelled');
    await queueRecipientNotices(tx, [cancelled], ShipmentStatus.Cancelled);
    return cancelled;
  });
}
