import { isPhoneNumber, toE164 } from './phone';

describe('toE164', () => {
  it.each([
    ['0791234567', '+962791234567'],
    ['079 123 4567', '+962791234567'],
    ['  0791234567\t', '+962791234567'],
    ['+962 6 555 0100', '+96265550100'],
    ['00962791234567', '+962791234567'],
    ['٠٧٩١٢٣٤٥٦٧', '+962791234567'],
    ['+44 20 7946 0958', '+442079460958'],
    ['+1 202 555 0143', '+12025550143'],
  ])('reads %s as %s', (input, expected) => {
    expect(toE164(input)).toBe(expected);
  });

  it.each(['12345', '0791234', 'abc', '+962 79', ''])('refuses %p', (input) => {
    expect(toE164(input)).toBeNull();
  });
});

describe('isPhoneNumber', () => {
  it('accepts what toE164 reads', () => {
    expect(isPhoneNumber(' 079 123 4567 ')).toBe(true);
    expect(isPhoneNumber('+44 20 7946 0958')).toBe(true);
  });

  it('refuses a plain run of 7 to 15 digits that is no number anywhere', () => {
    expect(isPhoneNumber('1234567')).toBe(false);
    expect(isPhoneNumber('+999 1234 5678')).toBe(false);
  });
});
