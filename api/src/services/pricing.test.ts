import { AppError } from '../lib/errors';
import { addWorkingDays, bookableQuotes, MAX_PRICE_FILS, parcelWeight, quoteFromRate } from './pricing';

describe('quoteFromRate', () => {
  const rate = { basePriceFils: 3000, includedWeightKg: 2, perKgPriceFils: 500 };

  it('charges the base price up to the included weight', () => {
    expect(quoteFromRate(rate, [{ weightKg: 1.2, lengthCm: 20, widthCm: 10, heightCm: 10 }])).toEqual({
      chargeableWeightKg: 1.5,
      basePriceFils: 3000,
      weightPriceFils: 0,
      totalFils: 3000,
    });
  });

  it('charges volumetric weight above it (L×W×H/5000, rounded up to 0.5 kg)', () => {
    // 60×40×40 / 5000 = 19.2 kg → 19.5 kg; 17.5 kg over the included 2 kg at 0.500 JOD.
    expect(quoteFromRate(rate, [{ weightKg: 3, lengthCm: 60, widthCm: 40, heightCm: 40 }]).totalFils).toBe(3000 + 8750);
  });
});

describe('addWorkingDays', () => {
  it('skips Friday and Saturday', () => {
    const thursday = new Date('2026-01-01T10:00:00Z');
    expect(addWorkingDays(thursday, 1).toISOString().slice(0, 10)).toBe('2026-01-04');
    expect(addWorkingDays(thursday, 0).toISOString().slice(0, 10)).toBe('2026-01-01');
    const sunday = new Date('2026-01-04T10:00:00Z');
    expect(addWorkingDays(sunday, 3).toISOString().slice(0, 10)).toBe('2026-01-07');
  });
});

describe('quoteFromRate, per kg above the included weight', () => {
  it('charges each kg over the included weight, rounded to the fils, and exactly the included weight costs nothing extra', () => {
    const rate = { basePriceFils: 2500, includedWeightKg: 1, perKgPriceFils: 333 };
    const piece = (weightKg: number) => ({ weightKg, lengthCm: 1, widthCm: 1, heightCm: 1 });
    expect(quoteFromRate(rate, [piece(1)])).toEqual({
      chargeableWeightKg: 1,
      basePriceFils: 2500,
      weightPriceFils: 0,
      totalFils: 2500,
    });
    // 2.5 kg: 1.5 kg over at 333 fils = 499.5 → 500.
    expect(quoteFromRate(rate, [piece(1.2), piece(1.3)])).toEqual({
      chargeableWeightKg: 2.5,
      basePriceFils: 2500,
      weightPriceFils: 500,
      totalFils: 3000,
    });
  });
});

describe('parcelWeight', () => {
  it('reports the weight entered when the parcels are heavier than they are bulky', () => {
    expect(
      parcelWeight([
        { weightKg: 1.234, lengthCm: 10, widthCm: 10, heightCm: 10 },
        { weightKg: 2, lengthCm: 10, widthCm: 10, heightCm: 10 },
      ]),
    ).toEqual({ actualKg: 3.23, volumetricKg: 0.4, chargeableKg: 3.5, basis: 'actual' });
  });

  it('reports the volume (L×W×H/5000 per piece) when the parcels are bulkier than they are heavy', () => {
    expect(
      parcelWeight([
        { weightKg: 1, lengthCm: 60, widthCm: 40, heightCm: 40 },
        { weightKg: 1, lengthCm: 10, widthCm: 10, heightCm: 10 },
      ]),
      // Charged per piece, the heavier of its two weights: 19.2 + 1 → 20.5.
    ).toEqual({ actualKg: 2, volumetricKg: 19.4, chargeableKg: 20.5, basis: 'volumetric' });
  });

  it('takes the weight entered when both are equal', () => {
    expect(parcelWeight([{ weightKg: 1, lengthCm: 50, widthCm: 10, heightCm: 10 }]).basis).toBe('actual');
  });
});

describe('bookableQuotes', () => {
  it('keeps quotes up to the largest price a shipment can hold', () => {
    const quotes = [{ priceFils: 100 }, { priceFils: MAX_PRICE_FILS }, { priceFils: MAX_PRICE_FILS + 1 }];
    expect(bookableQuotes(quotes)).toEqual([{ priceFils: 100 }, { priceFils: MAX_PRICE_FILS }]);
    expect(MAX_PRICE_FILS).toBe(2_147_483_647);
  });

  it('answers no quote for no coverage, and a 400 naming the weight when every quote costs too much', () => {
    expect(bookableQuotes([])).toEqual([]);
    let error: unknown;
    try {
      bookableQuotes([{ priceFils: MAX_PRICE_FILS + 1 }]);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).options.details).toEqual([
      { field: 'weightKg', messageKey: 'priceTooHigh', params: { max: '2147483.647' } },
    ]);
  });
});

describe('addWorkingDays, across a weekend', () => {
  it('counts a Friday start from the next working day, and keeps the time of day', () => {
    const friday = new Date('2026-01-02T10:30:00Z');
    expect(addWorkingDays(friday, 1).toISOString()).toBe('2026-01-04T10:30:00.000Z');
    expect(addWorkingDays(friday, 5).toISOString()).toBe('2026-01-08T10:30:00.000Z');
    // The day given is not changed.
    expect(friday.toISOString()).toBe('2026-01-02T10:30:00.000Z');
  });
});
