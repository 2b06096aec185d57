import { api } from '@portal/shared';
import { COURIERS_PATH, type CourierKey } from './types';

/** Revokes a key: the courier's calls with it fail from now on. */
export function revokeCourierKey(courierId: string, keyId: string): Promise<CourierKey> {
  return api.post<CourierKey>(`${COURIERS_PATH}/${courierId}/keys/${keyId}/revoke`);
}
