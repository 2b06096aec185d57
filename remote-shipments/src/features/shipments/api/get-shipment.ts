import { api } from '@portal/shared';
import type { Shipment } from './types';

/** One shipment; the new-shipment page asks with the same key while it edits a draft (no id yet: disabled). */
export const shipmentQueryKey = (id: string | undefined) => ['/shipments', id] as const;

export const getShipment = (id: string, signal?: AbortSignal) => api.get<Shipment>(`/shipments/${id}`, { signal });
