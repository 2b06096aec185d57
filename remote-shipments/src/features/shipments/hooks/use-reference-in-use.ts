import { useDebouncedValue, useQuery } from '@portal/shared/data';
import { findShipmentsByReference, shipmentsByReferenceQueryKey } from '../api/find-shipments-by-reference';

/**
 * Whether another of the caller's shipments already carries this reference (a warning, never a refusal:
 * a merchant may ship one order in several parcels). Asked once the typing settles; the shipment being
 * edited (`exceptId`) does not count.
 */
export function useReferenceInUse(reference: string, exceptId: string | undefined): boolean {
  const settled = useDebouncedValue(reference.trim());
  const found = useQuery({
    key: shipmentsByReferenceQueryKey(settled),
    fetch: (signal) => findShipmentsByReference(settled, signal),
    enabled: settled !== '',
    keepPreviousData: false,
  });
  if (!settled || !found.data || settled !== reference.trim()) return false;
  const self = found.data.items.some((item) => item.id === exceptId) ? 1 : 0;
  return found.data.total - self > 0;
}
