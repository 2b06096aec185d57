import { api } from '@portal/shared';
import { COURIERS_PATH, type CreatedCourierKey } from './types';

/** Creates an active key; the answer carries the whole key, shown to the admin once. */
export function createCourierKey(
  courierId: string,
  body: { name: string; expiresInDays: number },
): Promise<CreatedCourierKey> {
  return api.post<CreatedCourierKey>(`${COURIERS_PATH}/${courierId}/keys`, body);
}
