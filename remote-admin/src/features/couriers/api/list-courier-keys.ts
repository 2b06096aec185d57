import { api } from '@portal/shared';
import type { Page } from '@portal/shared/domain';
import { COURIERS_PATH, type CourierKey } from './types';

/** The courier and its keys, read together by the keys page. */
export const courierKeysQueryKey = (courierId: string) => [COURIERS_PATH, courierId, 'keys'] as const;

/** The courier's partner API keys, newest first. */
export async function listCourierKeys(courierId: string, signal?: AbortSignal): Promise<CourierKey[]> {
  return (await api.get<Page<CourierKey>>(`${COURIERS_PATH}/${courierId}/keys`, { signal })).items;
}
