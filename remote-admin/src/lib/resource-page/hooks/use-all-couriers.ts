import { useQuery } from '@portal/shared/data';
import { type CourierChoice, listAllCouriers } from '../api/list-all-couriers';

/** Couriers for the rate and zone selects; an empty list until loaded (the lists show their own errors). */
export function useAllCouriers(): CourierChoice[] {
  // Under '/admin/couriers', so a change on the couriers page refreshes it too.
  return useQuery({ key: ['/admin/couriers', 'all'], fetch: listAllCouriers }).data ?? [];
}
