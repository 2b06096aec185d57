import { api } from '@portal/shared';
import type { ShipmentPage } from './types';

/** At most one of the caller's shipments with exactly this reference, and how many there are. */
export const shipmentsByReferenceQueryKey = (reference: string) => ['/shipments', { reference, pageSize: 1 }] as const;

export function findShipmentsByReference(reference: string, signal?: AbortSignal): Promise<ShipmentPage> {
  return api.get<ShipmentPage>('/shipments', { query: { reference, pageSize: 1 }, signal });
}
