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

  // 79927398713 is the textbook Luhn number: its check digit 3 is right and any other is wrong.
  it.each([
    ['PT79927398713', true],
    [' pt79927398713 ', true],
    ['PT79927398710', false],
    ['PT79927398714', false],
    ['PT799273987130', false],
    ['xPT79927398713', false],
    ['PT7992739871', false],
    ['PT7992739871a', false],
  ])('checks %j: %s', (value, valid) => {
    expect(isValidTrackingNumber(value)).toBe(valid);
  });

  it('puts the Luhn check digit of the payload last', () => {
    // The first draw picks the leading digit 1–9 (6 → 7), the next nine the other digits.
    const draws = [6, 9, 9, 2, 7, 3, 9, 8, 7, 1];
    expect(generateTrackingNumber(() => draws.shift() ?? 0)).toBe('PT79927398713');
  });
});
