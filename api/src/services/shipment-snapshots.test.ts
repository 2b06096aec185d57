import type { couriers } from '../db/schema';
import { courierSnapshotOf } from './shipment-snapshots';

describe('courierSnapshotOf', () => {
  it('keeps what a booked shipment shows of its courier, and nothing else', () => {
    const courier = {
      id: 'c1',
      code: 'aramex',
      name: 'Aramex',
      nameAr: 'أرامكس',
      website: 'https://www.aramex.com',
      activeFlag: 'active',
      logoUpdatedAt: null,
    } as unknown as typeof couriers.$inferSelect;
    expect(courierSnapshotOf(courier)).toEqual({
      id: 'c1',
      code: 'aramex',
      name: 'Aramex',
      nameAr: 'أرامكس',
      website: 'https://www.aramex.com',
    });
  });
});
