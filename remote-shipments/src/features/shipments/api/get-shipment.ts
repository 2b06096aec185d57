import { api } from '@portal/shared';
import type { Shipment } from './types';

export const getShipment = (id: string, signal?: AbortSignal) => api.get<Shipment>(`/shipments/${id}`, { signal });
