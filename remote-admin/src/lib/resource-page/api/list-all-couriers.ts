import { api } from '@portal/shared';
import type { Page } from './types';

export interface CourierChoice {
  id: string;
  name: string;
  nameAr: string;
  activeFlag: string;
}

/** Under '/admin/couriers', so a change on the couriers page (which invalidates that path) refreshes it too. */
export const allCouriersQueryKey = () => ['/admin/couriers', 'all'] as const;

/** Every courier (inactive and disabled too: admins price them all), for selects. */
export async function listAllCouriers(signal?: AbortSignal): Promise<CourierChoice[]> {
  return (await api.get<Page<CourierChoice>>('/admin/couriers', { query: { pageSize: 100, sort: 'name' }, signal }))
    .items;
}
