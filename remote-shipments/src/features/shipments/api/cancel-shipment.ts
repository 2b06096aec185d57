import { api } from '@portal/shared';
import type { Shipment } from './types';

export const cancelShipment = (id: string, version: number) =>
  api.post<Shipment>(`/shipments/${id}/cancel`, { version });
