import { useQuery } from '@portal/shared/data';
import { allCouriersQueryKey, type CourierChoice, listAllCouriers } from '../api/list-all-couriers';

/** Couriers for the rate and zone selects; an empty list until loaded (the lists show their own errors). */
export function useAllCouriers(): CourierChoice[] {
  return useQuery({ key: allCouriersQueryKey(), fetch: listAllCouriers }).data ?? [];
}
