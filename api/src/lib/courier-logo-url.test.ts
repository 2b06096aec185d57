import { courierLogoUrl } from './courier-logo-url';

describe('courierLogoUrl', () => {
  it('names the upload time, so a new logo is a new URL; none without a logo', () => {
    expect(courierLogoUrl('c1', new Date('2026-01-01T00:00:00Z'))).toBe(
      '/api/v1/lookups/couriers/c1/logo?v=1767225600000',
    );
    expect(courierLogoUrl('c1', null)).toBeNull();
  });
});
