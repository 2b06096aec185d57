import type { CourierSnapshot, couriers } from '../db/schema';

/** What a booked shipment keeps of its courier, so later edits to the courier do not rewrite history. */
export function courierSnapshotOf(
  courier: Pick<typeof couriers.$inferSelect, 'id' | 'code' | 'name' | 'nameAr' | 'website'>,
): CourierSnapshot {
  return { id: courier.id, code: courier.code, name: courier.name, nameAr: courier.nameAr, website: courier.website };
}
