import { api } from '@portal/shared';
import { COURIERS_PATH, type CourierItem } from './types';

export function getCourier(courierId: string, signal?: AbortSignal): Promise<CourierItem> {
  return api.get<CourierItem>(`${COURIERS_PATH}/${courierId}`, { signal });
}
