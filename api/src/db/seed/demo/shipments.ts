import { AddressType, Readiness, ShipmentStatus } from '@portal/shared/domain';
import { generateTrackingNumber } from '../../../lib/tracking-number';
import { addWorkingDays, quoteFromRate } from '../../../services/pricing';
import { searchTextOf } from '../../../services/shipment-search-text';
import { courierSnapshotOf } from '../../../services/shipment-snapshots';
import type { DbOrTx } from '../../client';
import { type AddressSnapshot, type organizations, shipments, trackingEvents } from '../../schema';
import type { DemoAccounts } from './accounts';
import type { AddressBookEntry } from './addresses';
import type { seedCouriers } from './couriers';
import { DEMO_COURIERS, EVENT_NOTES, PARCEL_NOTES } from './data';
import type { Place, ReferenceRows } from './reference-rows';
import { DAY, HOUR } from './time';

/** Deterministic pseudo-random numbers, so every demo install looks alike. */
function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

interface ShipmentSeedInput {
  reference: ReferenceRows;
  accounts: DemoAccounts;
  organization: typeof organizations.$inferSelect;
  books: { individualBook: AddressBookEntry[]; organizationBook: AddressBookEntry[] };
  couriers: Awaited<ReturnType<typeof seedCouriers>>;
  now: Date;
}

/**
 * Shipments over the last 90 days, in every state, with their tracking events. Seeded pseudo-random
 * numbers pick senders, recipients, parcels and couriers, so every demo install looks alike.
 */
export async function seedShipments(db: DbOrTx, input: ShipmentSeedInput): Promise<number> {
  const { now } = input;
  const { services, parcelRows, shipmentTypeRows, amman } = input.reference;
  const { individual, orgAdmin, orgUser } = input.accounts;
  const { organization } = input;
  const { individualBook, organizationBook } = input.books;
  const { courierByCode, insertedRates } = input.couriers;
  const random = mulberry32(20260101);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];

  const coveredRegions = new Map(DEMO_COURIERS.map((c) => [c.code, new Set(c.regions)]));
  const snapshot = (address: AddressBookEntry): AddressSnapshot => ({
    name: address.row.name,
    email: address.row.email,
    phoneNumber: address.row.phoneNumber,
    countryId: address.place.countryId,
    countryName: address.place.countryName,
    countryNameAr: address.place.countryNameAr,
    regionId: address.place.regionId,
    regionName: address.place.regionName,
    regionNameAr: address.place.regionNameAr,
    cityId: address.place.cityId,
    cityName: address.place.cityName,
    cityNameAr: address.place.cityNameAr,
    villageId: address.place.villageId,
    villageName: address.place.villageName,
    villageNameAr: address.place.villageNameAr,
    addressLine: address.row.addressLine,
    buildingNumber: address.row.buildingNumber,
    latitude: address.row.latitude,
    longitude: address.row.longitude,
  });

  /** The most specific active rate of a courier's service for a route (city over region over country). */
  const bestRate = (courierId: string, serviceTypeId: string, from: Place, to: Place) => {
    const matches = insertedRates.filter(
      (r) =>
        r.courierId === courierId &&
        r.serviceTypeId === serviceTypeId &&
        (!r.originRegionId || r.originRegionId === from.regionId) &&
        (!r.originCityId || r.originCityId === from.cityId) &&
        (!r.destinationRegionId || r.destinationRegionId === to.regionId) &&
        (!r.destinationCityId || r.destinationCityId === to.cityId),
    );
    const specificity = (r: (typeof insertedRates)[number]) =>
      (r.destinationCityId ? 4 : 0) + (r.originCityId ? 2 : 0) + (r.destinationRegionId ? 1 : 0);
    return matches.sort((a, b) => specificity(b) - specificity(a))[0];
  };

  interface Plan {
    values: typeof shipments.$inferInsert;
    events: {
      status: ShipmentStatus;
      at: Date;
      location: string;
      cityId: string | null;
      source: 'portal' | 'courier';
    }[];
  }
  const plans: Plan[] = [];
  // The merchants' own order numbers: two shipments in three carry one, counted per owner (an organization's
  // members share the organization's numbering). Taken from the index, not the random numbers, so adding
  // them left every other pick of the demo as it was.
  const nextReference = new Map<string, number>();
  const referenceFor = (prefix: string, index: number) => {
    if (index % 3 === 2) return null;
    const next = nextReference.get(prefix) ?? 1001;
    nextReference.set(prefix, next + 1);
    return `${prefix}-${next}`;
  };
  const owners = [
    {
      user: individual,
      referencePrefix: 'SHOP',
      organizationId: null,
      pickups: individualBook.filter((a) => a.row.type === AddressType.PickUp),
      recipients: individualBook.filter((a) => a.row.type === AddressType.DropOff),
      count: 110,
    },
    {
      user: orgAdmin,
      referencePrefix: 'UX',
      organizationId: organization.id,
      pickups: organizationBook.filter((a) => a.row.type === AddressType.PickUp),
      recipients: organizationBook.filter((a) => a.row.type === AddressType.DropOff),
      count: 100,
    },
    {
      user: orgUser,
      referencePrefix: 'UX',
      organizationId: organization.id,
      pickups: organizationBook.filter((a) => a.row.type === AddressType.PickUp),
      recipients: organizationBook.filter((a) => a.row.type === AddressType.DropOff),
      count: 90,
    },
  ];

  for (const owner of owners) {
    for (let i = 0; i < owner.count; i++) {
      // A few very recent ones, so pending and picked-up shipments exist on any day the demo starts.
      const ageMs = i < 6 ? random() * 20 * HOUR : random() * 90 * DAY;
      const createdAt = new Date(now.getTime() - ageMs);
      const sender = random() < 0.85 ? owner.pickups[0] : pick(owner.pickups);
      const draft = random() < 0.08;
      const candidates = owner.recipients.filter(
        (r) =>
          draft ||
          DEMO_COURIERS.some(
            (c) =>
              coveredRegions.get(c.code)!.has(r.place.regionName) &&
              coveredRegions.get(c.code)!.has(sender.place.regionName),
          ),
      );
      const recipient = pick(candidates);
      const parcel = pick(parcelRows);
      const quantity = 1 + Math.floor(random() * 3);
      const pieces = Array.from({ length: quantity }, () => ({
        weightKg: parcel.weight * (0.6 + random() * 0.4),
        lengthCm: parcel.length,
        widthCm: parcel.width,
        heightCm: parcel.height,
      }));
      const cod = random() < 0.4;
      const reference = referenceFor(owner.referencePrefix, i);
      const base: typeof shipments.$inferInsert = {
        createdByUserId: owner.user.id,
        organizationId: owner.organizationId,
        senderAddressId: sender.row.id,
        recipientAddressId: recipient.row.id,
        shipmentTypeId: pick(shipmentTypeRows).id,
        parcelTypeId: parcel.id,
        parcelQuantity: quantity,
        parcelNotes: pick(PARCEL_NOTES),
        weightKg: Math.round(pieces.reduce((sum, p) => sum + p.weightKg, 0) * 10) / 10,
        lengthCm: parcel.length,
        widthCm: parcel.width,
        heightCm: parcel.height,
        paymentType: cod ? 'cod' : 'prepaid',
        codAmountFils: cod ? 5000 + Math.floor(random() * 300) * 250 : 0,
        reference,
        originCityId: sender.place.cityId,
        destinationCityId: recipient.place.cityId,
        createdAt,
        updatedAt: createdAt,
      };

      if (draft) {
        plans.push({
          values: {
            ...base,
            readiness: Readiness.Draft,
            status: null,
            searchText: searchTextOf(null, snapshot(recipient), snapshot(sender), reference),
          },
          events: [],
        });
        continue;
      }

      const courierChoices = DEMO_COURIERS.filter(
        (c) =>
          coveredRegions.get(c.code)!.has(sender.place.regionName) &&
          coveredRegions.get(c.code)!.has(recipient.place.regionName),
      );
      const demoCourier = pick(courierChoices);
      const courier = courierByCode.get(demoCourier.code)!;
      const withinAmman = sender.place.cityId === amman.cityId && recipient.place.cityId === amman.cityId;
      const serviceOptions = demoCourier.services.filter((s) => s !== 'same-day' || withinAmman);
      const serviceCode = random() < 0.65 ? serviceOptions[0] : pick(serviceOptions);
      const service = services.get(serviceCode)!;
      const rate = bestRate(courier.id, service.id, sender.place, recipient.place);
      const quote = quoteFromRate(rate, pieces);
      const processedAt = new Date(
        Math.min(now.getTime() - 10 * 60_000, createdAt.getTime() + (0.1 + random() * 5) * HOUR),
      );
      const ageDays = (now.getTime() - processedAt.getTime()) / DAY;
      const expectedDelivery = addWorkingDays(processedAt, rate.transitDays);

      // Where the shipment is today, from its age.
      let path: ShipmentStatus[];
      const roll = random();
      const { Pending, PickUp, OnGoing, Delivered, Cancelled, Returned } = ShipmentStatus;
      if (roll < 0.06) path = [Pending, Cancelled];
      else if (ageDays < 0.5) path = [Pending];
      else if (ageDays < 1) path = [Pending, PickUp];
      else if (ageDays < 3)
        path =
          roll < 0.5
            ? [Pending, PickUp, OnGoing]
            : roll < 0.8
              ? [Pending, PickUp]
              : [Pending, PickUp, OnGoing, Delivered];
      else if (roll < 0.14) path = [Pending, PickUp, OnGoing, Returned];
      else if (roll < 0.18 && ageDays < 10) path = [Pending, PickUp, OnGoing];
      else path = [Pending, PickUp, OnGoing, Delivered];
      const offsets: Record<ShipmentStatus, number> = {
        [Pending]: 0,
        [PickUp]: (3 + random() * 15) * HOUR,
        [OnGoing]: (1 + random() * 0.5) * DAY,
        [Delivered]: Math.max(1.6 * DAY, expectedDelivery.getTime() - processedAt.getTime() + (random() - 0.3) * DAY),
        [Cancelled]: (0.5 + random() * 6) * HOUR,
        [Returned]: (3 + random() * 3) * DAY,
      };
      const events = path.map((status) => ({
        status,
        at: new Date(Math.min(now.getTime() - 60_000, processedAt.getTime() + offsets[status])),
        location:
          status === Pending || status === PickUp || status === Cancelled
            ? sender.place.cityName
            : status === OnGoing
              ? 'Amman sorting hub'
              : recipient.place.cityName,
        // The city by id too, as couriers send it: readers see its name in their language.
        cityId:
          status === Pending || status === PickUp || status === Cancelled
            ? sender.place.cityId
            : status === OnGoing
              ? null
              : recipient.place.cityId,
        source: (status === Pending || status === Cancelled ? 'portal' : 'courier') as 'portal' | 'courier',
      }));
      const finalStatus = path[path.length - 1];
      const lastAt = events[events.length - 1].at;
      const trackingNumber = generateTrackingNumber();
      plans.push({
        values: {
          ...base,
          courierId: courier.id,
          serviceTypeId: service.id,
          readiness: Readiness.Ready,
          status: finalStatus,
          trackingNumber,
          priceFils: quote.totalFils,
          expectedPickupDate: isoDate(addWorkingDays(processedAt, serviceCode === 'same-day' ? 0 : 1)),
          expectedDeliveryDate: isoDate(expectedDelivery),
          senderSnapshot: snapshot(sender),
          recipientSnapshot: snapshot(recipient),
          courierSnapshot: courierSnapshotOf(courier),
          priceSnapshot: {
            rateId: rate.id,
            serviceTypeId: service.id,
            serviceTypeCode: service.code,
            ...quote,
            currency: 'JOD',
            transitDays: rate.transitDays,
          },
          processedAt,
          cancelledAt: finalStatus === ShipmentStatus.Cancelled ? lastAt : null,
          deliveredAt: finalStatus === ShipmentStatus.Delivered ? lastAt : null,
          searchText: searchTextOf(trackingNumber, snapshot(recipient), snapshot(sender), reference),
          version: path.length,
          updatedAt: lastAt,
        },
        events,
      });
    }
  }

  const CHUNK = 100;
  for (let start = 0; start < plans.length; start += CHUNK) {
    const chunk = plans.slice(start, start + CHUNK);
    const inserted = await db
      .insert(shipments)
      .values(chunk.map((p) => p.values))
      .returning({ id: shipments.id, courierId: shipments.courierId, createdByUserId: shipments.createdByUserId });
    const eventRows = chunk.flatMap((plan, i) =>
      plan.events.map((event) => ({
        shipmentId: inserted[i].id,
        status: event.status,
        occurredAt: event.at,
        location: event.location,
        cityId: event.cityId,
        note: EVENT_NOTES[event.status],
        source: event.source,
        createdByUserId: event.source === 'portal' ? inserted[i].createdByUserId : null,
        courierId: event.source === 'courier' ? inserted[i].courierId : null,
        createdAt: event.at,
      })),
    );
    for (let e = 0; e < eventRows.length; e += 500) await db.insert(trackingEvents).values(eventRows.slice(e, e + 500));
  }
  return plans.length;
}
