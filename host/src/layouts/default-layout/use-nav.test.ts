import type { NavItem } from '@portal/shared';
import { activeNavKey } from './use-nav';

const item = (key: string, path: string): NavItem => ({
  key,
  path,
  titleKey: key,
  icon: 'box',
  subject: 'locations',
  order: 1,
});
const items = [
  item('dashboard', '/'),
  item('shipments', '/shipments'),
  item('admin-couriers', '/admin/couriers'),
  item('parcel-types', '/admin/parcel-types'),
];
const routes = [
  { path: '/shipments/:id', navKey: 'shipments' },
  { path: '/admin/couriers/:id/parcel-types', navKey: 'admin-couriers' },
];

describe('active nav item', () => {
  it('follows the route’s navKey on nested pages', () => {
    expect(activeNavKey('/admin/couriers/9/parcel-types', routes, items)).toBe('admin-couriers');
    expect(activeNavKey('/shipments/12', routes, items)).toBe('shipments');
  });

  it('falls back to the item owning the path; "/" lights only on "/"', () => {
    expect(activeNavKey('/admin/parcel-types', routes, items)).toBe('parcel-types');
    expect(activeNavKey('/', routes, items)).toBe('dashboard');
    expect(activeNavKey('/profile', routes, items)).toBeUndefined();
  });
});
