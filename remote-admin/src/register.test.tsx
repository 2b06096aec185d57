import { itIsASoundRegistration } from '@portal/dev-shell/registration-tests';
import ar from './locales/ar.json';
import en from './locales/en.json';
import pagesAr from './locales/pages.ar.json';
import pagesEn from './locales/pages.en.json';
import registration from './register';

describe('remote_admin registration', () => {
  itIsASoundRegistration(registration, { locales: { en, ar }, pageLocales: { en: pagesEn, ar: pagesAr } });

  it('declares its routes with the subjects of the role table', () => {
    expect(registration.name).toBe('remote_admin');
    expect(registration.routes.map((route) => [route.path, route.subject ?? route.access])).toEqual([
      ['/admin/countries', 'locations'],
      ['/admin/regions', 'locations'],
      ['/admin/cities', 'locations'],
      ['/admin/villages', 'locations'],
      ['/admin/rates', 'locations'],
      ['/admin/availability-zones', 'locations'],
      ['/admin/shipment-types', 'shipment-types'],
      ['/admin/service-types', 'service-types'],
      ['/admin/parcel-types', 'parcel-types'],
      ['/admin/couriers', 'admin-couriers'],
      ['/admin/couriers/:id/parcel-types', 'admin-couriers'],
      ['/admin/couriers/:id/service-types', 'admin-couriers'],
      ['/admin/couriers/:id/shipment-types', 'admin-couriers'],
      ['/admin/couriers/:id/keys', 'admin-couriers'],
      ['/admin/organizations', 'organizations'],
      ['/admin/users', 'users'],
      ['/admin/api-keys', 'admin-api-keys'],
    ]);
  });

  it("keeps Couriers lit on a courier's nested pages and lists availability zones, lit while on them", () => {
    const nested = registration.routes.filter((route) => route.path.startsWith('/admin/couriers/:id/'));
    expect(nested.map((route) => route.navKey)).toEqual([
      'admin-couriers',
      'admin-couriers',
      'admin-couriers',
      'admin-couriers',
    ]);
    const zones = registration.routes.find((route) => route.path === '/admin/availability-zones');
    expect(zones?.navKey).toBe('availability-zones');
    expect(registration.nav.map((item) => item.key)).toEqual([
      'countries',
      'regions',
      'cities',
      'villages',
      'rates',
      'availability-zones',
      'shipment-types',
      'service-types',
      'parcel-types',
      'admin-couriers',
      'organizations',
      'users',
      'admin-api-keys',
    ]);
  });

  it('names its couriers and API keys apart from the ones every user sees, in both languages', () => {
    expect([en.nav.adminCouriers, en.nav.adminApiKeys]).toEqual(['Manage couriers', 'Client API keys']);
    expect([ar.nav.adminCouriers, ar.nav.adminApiKeys]).toEqual(['إدارة شركات الشحن', 'مفاتيح API للعملاء']);
  });
});
