import { chargeableWeightKg, filsToJodString } from '@portal/shared/domain';
import { INT4_MAX } from '../lib/accepted-input';
import { fieldError } from '../lib/errors';

export interface RateTerms {
  basePriceFils: number;
  includedWeightKg: number;
  perKgPriceFils: number;
}

export interface ParcelPiece {
  weightKg: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

/**
 * Price in fils of pieces under a rate: base price plus per-kg above the included weight
 * (docs/architecture.md#pricing-and-coverage).
 */
export function quoteFromRate(rate: RateTerms, pieces: readonly ParcelPiece[]) {
  const weightKg = chargeableWeightKg(pieces);
  const extraKg = Math.max(0, weightKg - rate.includedWeightKg);
  const weightPriceFils = Math.round(extraKg * rate.perKgPriceFils);
  return {
    chargeableWeightKg: weightKg,
    basePriceFils: rate.basePriceFils,
    weightPriceFils,
    totalFils: rate.basePriceFils + weightPriceFils,
  };
}

const hundredths = (kg: number) => Math.round(kg * 100) / 100;

/**
 * What the chargeable weight was taken from, for the rates answer: the weight entered, or the volume
 * (L×W×H/5000) when the parcels are bulkier than they are heavy.
 */
export function parcelWeight(pieces: readonly ParcelPiece[]) {
  const actualKg = pieces.reduce((sum, piece) => sum + piece.weightKg, 0);
  const volumetricKg = pieces.reduce((sum, piece) => sum + (piece.lengthCm * piece.widthCm * piece.heightCm) / 5000, 0);
  return {
    actualKg: hundredths(actualKg),
    volumetricKg: hundredths(volumetricKg),
    chargeableKg: chargeableWeightKg(pieces),
    basis: volumetricKg > actualKg ? ('volumetric' as const) : ('actual' as const),
  };
}

/** The most a shipment can cost: what its price column (an `integer` of fils) holds. */
export const MAX_PRICE_FILS = INT4_MAX;

/**
 * The quotes a shipment can be booked at. Bounded rates times a bulky enough parcel can still cost more than
 * MAX_PRICE_FILS: such a quote is not offered, and when no other is left the caller hears why (a 400 naming
 * the weight) instead of the database refusing the price at booking.
 */
export function bookableQuotes<T extends { priceFils: number }>(quotes: T[]): T[] {
  const bookable = quotes.filter((quote) => quote.priceFils <= MAX_PRICE_FILS);
  if (quotes.length > 0 && bookable.length === 0)
    throw fieldError('weightKg', 'priceTooHigh', { max: filsToJodString(MAX_PRICE_FILS) });
  return bookable;
}

/** Jordan's working week is Sunday–Thursday; holidays are not modelled. */
export function addWorkingDays(from: Date, days: number): Date {
  const date = new Date(from);
  let added = 0;
  while (added < days) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 5 && weekday !== 6) added += 1;
  }
  return date;
}
