import { chargeableWeightKg } from '@portal/shared/domain';

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
