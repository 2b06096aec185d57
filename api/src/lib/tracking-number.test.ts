import { generateTrackingNumber, isValidTrackingNumber } from './tracking-number';

describe('tracking numbers', () => {
  it('look like PT + 11 digits and validate', () => {
    const numbers = Array.from({ length: 200 }, () => generateTrackingNumber());
    for (const n of numbers) {
      expect(n).toMatch(/^PT[1-9]\d{10}$/);
      expect(isValidTrackingNumber(n)).toBe(true);
    }
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('catch a mistyped digit and swapped neighbours', () => {
    const n = generateTrackingNumber(() => 3); // PT3333333333 + check
    const typo = `${n.slice(0, 5)}${(Number(n[5]) + 1) % 10}${n.slice(6)}`;
    expect(isValidTrackingNumber(typo)).toBe(false);
    expect(isValidTrackingNumber('PT12345678903')).not.toBe(isValidTrackingNumber('PT21345678903'));
    expect(isValidTrackingNumber('XX1234567890')).toBe(false);
  });
});
