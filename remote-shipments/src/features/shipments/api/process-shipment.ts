import { api } from '@portal/shared';
import type { Shipment } from './types';

/** Books the draft with the chosen courier and service; the server re-prices it (safe to repeat). */
export const processShipment = (id: string, courierId: string, serviceTypeId: string) =>
  api.post<Shipment>(`/shipments/${id}/process`, { courierId, serviceTypeId });
