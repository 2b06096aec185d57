import { ShipmentStatus } from '@portal/shared/domain';
import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  availabilityZones,
  courierParcelTypes,
  couriers,
  courierServiceTypes,
  courierShipmentTypes,
  parcelTypes,
  rates,
  serviceTypes,
} from '../../db/schema';
import { addWorkingDays, bookableQuotes, type ParcelPiece, quoteFromRate } from '../pricing';
import { courierView } from '../couriers';
import { parcelProblems } from '@portal/shared/domain';
import { type AppErrorDetail, fieldError, validationFailed } from '../../lib/errors';
import type { UserPrincipal } from '../../plugins/auth';
import { type InlineRecipient, inlineRecipientFields, ownedAddress, type RoutePoint, routePointOf } from './places';

export interface RateRequest {
  origin: RoutePoint;
  destination: RoutePoint;
  pieces: ParcelPiece[];
  shipmentTypeId?: string | null;
  parcelTypeId?: string | null;
  /** Narrow to one courier and service (processing re-prices the chosen one). */
  courierId?: string;
  serviceTypeId?: string;
  now?: Date;
}

export interface RateOption {
  rateId: string;
  courier: { id: string; code: string; name: string; nameAr: string; website: string | null; logoUrl: string | null };
  serviceType: { id: string; code: string; name: string; nameAr: string };
  priceFils: number;
  chargeableWeightKg: number;
  basePriceFils: number;
  weightPriceFils: number;
  transitDays: number;
  expectedPickupDate: string;
  expectedDeliveryDate: string;
}

// Jordan keeps UTC+3 all year: the calendar day a booking falls on is Amman's.
const AMMAN_OFFSET_MS = 3 * 3_600_000;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const isWorkingDay = (date: Date) => date.getUTCDay() !== 5 && date.getUTCDay() !== 6;

/**
 * Pick-up on the next working day (the same day for same-day services booked on a working day),
 * delivery `transitDays` working days (Sunday–Thursday) after pick-up.
 */
export function expectedDates(now: Date, transitDays: number): { pickup: string; delivery: string } {
  const today = new Date(Math.floor((now.getTime() + AMMAN_OFFSET_MS) / 86_400_000) * 86_400_000);
  const pickup = transitDays === 0 && isWorkingDay(today) ? today : addWorkingDays(today, 1);
  return { pickup: isoDate(pickup), delivery: isoDate(addWorkingDays(pickup, transitDays)) };
}

/**
 * The expected dates a shipment shows: none once cancelled (nothing will be picked up or delivered), else
 * those set when it was processed. The row keeps them; every answer reads them through here.
 */
export function shownExpectedDates(row: {
  status: number | null;
  expectedPickupDate: string | null;
  expectedDeliveryDate: string | null;
}): { expectedPickupDate: string | null; expectedDeliveryDate: string | null } {
  if (row.status === ShipmentStatus.Cancelled) return { expectedPickupDate: null, expectedDeliveryDate: null };
  return { expectedPickupDate: row.expectedPickupDate, expectedDeliveryDate: row.expectedDeliveryDate };
}

/**
 * A zone or rate column naming a place matches when it is blank or names this place
 * (docs/architecture.md#pricing-and-coverage).
 */
const blankOr = (column: PgColumn, value: string | null): SQL =>
  value ? (or(isNull(column), eq(column, value)) as SQL) : isNull(column);

/**
 * Every courier service that covers a route, priced from the rate table (docs/architecture.md#pricing-and-coverage):
 * the courier must be active and have an availability zone matching both ends; the most specific active rate of each
 * service wins (city over region over country). Cheapest first.
 */
export async function findRates(db: DbOrTx, request: RateRequest): Promise<RateOption[]> {
  const { origin, destination } = request;
  const zoneRows = await db
    .selectDistinct({ courierId: availabilityZones.courierId })
    .from(availabilityZones)
    .innerJoin(couriers, eq(couriers.id, availabilityZones.courierId))
    .where(
      and(
        eq(couriers.activeFlag, 'active'),
        request.courierId ? eq(couriers.id, request.courierId) : undefined,
        blankOr(availabilityZones.originCountryId, origin.countryId),
        blankOr(availabilityZones.originRegionId, origin.regionId),
        blankOr(availabilityZones.originCityId, origin.cityId),
        blankOr(availabilityZones.originVillageId, origin.villageId),
        blankOr(availabilityZones.destinationCountryId, destination.countryId),
        blankOr(availabilityZones.destinationRegionId, destination.regionId),
        blankOr(availabilityZones.destinationCityId, destination.cityId),
        blankOr(availabilityZones.destinationVillageId, destination.villageId),
      ),
    );
  let courierIds = zoneRows.map((row) => row.courierId);
  if (request.parcelTypeId && courierIds.length) {
    const carriers = await db
      .select({ courierId: courierParcelTypes.courierId })
      .from(courierParcelTypes)
      .where(
        and(
          inArray(courierParcelTypes.courierId, courierIds),
          eq(courierParcelTypes.parcelTypeId, request.parcelTypeId),
        ),
      );
    courierIds = carriers.map((row) => row.courierId);
  }
  if (request.shipmentTypeId && courierIds.length) {
    const carriers = await db
      .select({ courierId: courierShipmentTypes.courierId })
      .from(courierShipmentTypes)
      .where(
        and(
          inArray(courierShipmentTypes.courierId, courierIds),
          eq(courierShipmentTypes.shipmentTypeId, request.shipmentTypeId),
        ),
      );
    courierIds = carriers.map((row) => row.courierId);
  }
  if (!courierIds.length) return [];

  const candidates = await db
    .select({ rate: rates, courier: couriers, service: serviceTypes })
    .from(rates)
    .innerJoin(couriers, eq(couriers.id, rates.courierId))
    .innerJoin(serviceTypes, eq(serviceTypes.id, rates.serviceTypeId))
    .innerJoin(
      courierServiceTypes,
      and(
        eq(courierServiceTypes.courierId, rates.courierId),
        eq(courierServiceTypes.serviceTypeId, rates.serviceTypeId),
      ),
    )
    .where(
      and(
        inArray(rates.courierId, courierIds),
        request.serviceTypeId ? eq(rates.serviceTypeId, request.serviceTypeId) : undefined,
        eq(rates.isActive, true),
        eq(serviceTypes.isActive, true),
        eq(rates.originCountryId, origin.countryId),
        blankOr(rates.originRegionId, origin.regionId),
        blankOr(rates.originCityId, origin.cityId),
        eq(rates.destinationCountryId, destination.countryId),
        blankOr(rates.destinationRegionId, destination.regionId),
        blankOr(rates.destinationCityId, destination.cityId),
      ),
    );

  return optionsFromCandidates(candidates, request.pieces, request.now ?? new Date());
}

/** A rate that matched a route, with its courier and service rows. */
export interface RateCandidate {
  rate: typeof rates.$inferSelect;
  courier: typeof couriers.$inferSelect;
  service: typeof serviceTypes.$inferSelect;
}

/**
 * The options of a route from the rates that matched it: the most specific rate of each courier service
 * (city over region over country), priced for the pieces, cheapest first. Shared by `findRates` and the
 * batch preview, so a preview shows the price booking will charge.
 */
export function optionsFromCandidates(
  candidates: readonly RateCandidate[],
  pieces: ParcelPiece[],
  now: Date,
): RateOption[] {
  const specificity = (r: typeof rates.$inferSelect) =>
    (r.destinationCityId ? 8 : 0) +
    (r.originCityId ? 4 : 0) +
    (r.destinationRegionId ? 2 : 0) +
    (r.originRegionId ? 1 : 0);
  const best = new Map<string, RateCandidate>();
  for (const candidate of candidates) {
    const key = `${candidate.rate.courierId}:${candidate.rate.serviceTypeId}`;
    const current = best.get(key);
    if (!current || specificity(candidate.rate) > specificity(current.rate)) best.set(key, candidate);
  }

  const options = [...best.values()]
    .map(({ rate, courier, service }) => {
      const quote = quoteFromRate(rate, pieces);
      const dates = expectedDates(now, rate.transitDays);
      return {
        rateId: rate.id,
        courier: courierView(courier),
        serviceType: { id: service.id, code: service.code, name: service.name, nameAr: service.nameAr },
        priceFils: quote.totalFils,
        chargeableWeightKg: quote.chargeableWeightKg,
        basePriceFils: quote.basePriceFils,
        weightPriceFils: quote.weightPriceFils,
        transitDays: rate.transitDays,
        expectedPickupDate: dates.pickup,
        expectedDeliveryDate: dates.delivery,
      };
    })
    .sort(
      (a, b) =>
        a.priceFils - b.priceFils || a.transitDays - b.transitDays || a.courier.name.localeCompare(b.courier.name),
    );
  return bookableQuotes(options);
}

/**
 * The pieces a shipment is priced on: `parcelQuantity` equal pieces sharing the total weight, each with the given
 * (or the parcel type's) dimensions. A custom parcel (no parcel type) is its weight, with its dimensions when all
 * three are given and no volume otherwise. Null when the parcel cannot be priced (`parcelProblems` says why).
 */
export function piecesOf(input: {
  parcelQuantity: number;
  weightKg: number | null;
  lengthCm: number | null;
  widthCm: number | null;
  heightCm: number | null;
  parcelType?: { weight: number; length: number; width: number; height: number } | null;
}): ParcelPiece[] | null {
  const quantity = Math.max(1, input.parcelQuantity);
  const { parcelType } = input;
  if (!parcelType && parcelProblems(input).length > 0) return null;
  const weight = input.weightKg ?? (parcelType ? parcelType.weight * quantity : null);
  const length = input.lengthCm ?? parcelType?.length ?? 0;
  const width = input.widthCm ?? parcelType?.width ?? 0;
  const height = input.heightCm ?? parcelType?.height ?? 0;
  if (weight === null) return null;
  return Array.from({ length: quantity }, () => ({
    weightKg: weight / quantity,
    lengthCm: length,
    widthCm: width,
    heightCm: height,
  }));
}

/** Why a draft's parcel cannot be priced, each problem naming its field (none when it can). */
export function parcelDetails(parcel: Parameters<typeof parcelProblems>[0], parcelType: unknown): AppErrorDetail[] {
  // A parcel type named but gone (deleted meanwhile) is no parcel type.
  return parcelProblems({ ...parcel, parcelTypeId: parcelType ? parcel.parcelTypeId : null });
}

/** Parcel types in inches and pounds are priced in centimetres and kilograms. */
export function metricParcelType(parcel: typeof parcelTypes.$inferSelect | undefined | null) {
  if (!parcel) return null;
  if (parcel.unitOfMeasurement === 'cm-kg') return parcel;
  return {
    ...parcel,
    length: parcel.length * 2.54,
    width: parcel.width * 2.54,
    height: parcel.height * 2.54,
    weight: parcel.weight * 0.45359237,
  };
}

/** A parcel type by its id, in centimetres and kilograms (null when none is named). */
export async function metricParcelTypeById(db: DbOrTx, id: string | null | undefined) {
  const [parcel] = id ? await db.select().from(parcelTypes).where(eq(parcelTypes.id, id)) : [];
  return metricParcelType(parcel);
}

/** A shipment not saved yet, as the wizard asks for its live rates. */
export interface QuoteRequest {
  senderAddressId: string;
  recipientAddressId?: string;
  recipient?: InlineRecipient;
  shipmentTypeId?: string | null;
  parcelTypeId?: string | null;
  parcelQuantity: number;
  weightKg?: number | null;
  lengthCm?: number | null;
  widthCm?: number | null;
  heightCm?: number | null;
}

/**
 * Live rates for a shipment not saved yet: its addresses must be the caller's (or the recipient typed in),
 * and its parcel priceable: a parcel type, or a custom parcel's weight (400 naming the field otherwise).
 */
export async function quoteRates(db: DbOrTx, principal: UserPrincipal, quote: QuoteRequest) {
  const sender = await ownedAddress(db, principal, quote.senderAddressId, 'senderAddressId');
  const recipient = quote.recipientAddressId
    ? await ownedAddress(db, principal, quote.recipientAddressId, 'recipientAddressId')
    : quote.recipient
      ? await inlineRecipientFields(db, quote.recipient)
      : null;
  if (!recipient) throw fieldError('recipientAddressId', 'required');
  const parcel = {
    parcelQuantity: quote.parcelQuantity,
    parcelTypeId: quote.parcelTypeId ?? null,
    weightKg: quote.weightKg ?? null,
    lengthCm: quote.lengthCm ?? null,
    widthCm: quote.widthCm ?? null,
    heightCm: quote.heightCm ?? null,
  };
  const parcelType = await metricParcelTypeById(db, quote.parcelTypeId);
  const pieces = piecesOf({ ...parcel, parcelType });
  if (!pieces) throw validationFailed(parcelDetails(parcel, parcelType));
  const rates = await findRates(db, {
    origin: routePointOf(sender),
    destination: routePointOf(recipient),
    pieces,
    shipmentTypeId: quote.shipmentTypeId,
    parcelTypeId: quote.parcelTypeId,
  });
  return { rates, pieces };
}
