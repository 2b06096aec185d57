import { useEffect, useState } from 'react';
import { type CourierChoice, listAllCouriers } from '../api/list-all-couriers';

/** Couriers for the rate and zone selects; an empty list until loaded (the lists show their own errors). */
export function useAllCouriers(): CourierChoice[] {
  const [couriers, setCouriers] = useState<CourierChoice[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    listAllCouriers(controller.signal).then(setCouriers, () => undefined);
    return () => controller.abort();
  }, []);
  return couriers;
}
