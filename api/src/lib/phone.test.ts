import { storedPhoneNumber } from './phone';

describe('storedPhoneNumber', () => {
  it.each([
    ['0791234567', '+962791234567'],
    ['079 123 4567', '+962791234567'],
    ['00962791234567', '+962791234567'],
    ['+962 6 555 0100', '+96265550100'],
  ])('stores %j as %j', (accepted, stored) => {
    expect(storedPhoneNumber(accepted)).toBe(stored);
  });

  it('refuses a number the phone format would not have accepted', () => {
    expect(() => storedPhoneNumber('12')).toThrow('storedPhoneNumber called with a number the phone format refuses');
  });
});
