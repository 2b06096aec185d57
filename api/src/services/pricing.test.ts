import { addWorkingDays, quoteFromRate } from './pricing';

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
