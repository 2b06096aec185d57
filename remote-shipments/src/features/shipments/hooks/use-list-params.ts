import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@portal/shared/router';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, SHIPMENT_TABS, type ShipmentTab } from '@portal/shared/domain';
import type { ShipmentListParams } from '../api/types';

const TAB_KEYS = SHIPMENT_TABS.map((tab) => tab.key) as ShipmentTab[];
const positive = (value: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER) => {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? Math.min(number, max) : fallback;
};

/**
 * The list's tab, search, filters, sort and page, read from and written to the URL, so a reload,
 * the back button or a shared link shows the same list. Any change but the page goes to page 1.
 */
export function useListParams(): [ShipmentListParams, (changes: Partial<ShipmentListParams>) => void] {
  const [search, setSearch] = useSearchParams();
  const params = useMemo<ShipmentListParams>(() => {
    const tab = search.get('tab') as ShipmentTab | null;
    return {
      tab: tab && TAB_KEYS.includes(tab) ? tab : 'all',
      q: search.get('q') ?? '',
      courierId: search.get('courierId') ?? '',
      dateFrom: search.get('dateFrom') ?? '',
      dateTo: search.get('dateTo') ?? '',
      sort: search.get('sort') ?? undefined,
      page: positive(search.get('page'), 1),
      pageSize: positive(search.get('pageSize'), DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
    };
  }, [search]);

  const update = useCallback(
    (changes: Partial<ShipmentListParams>) => {
      setSearch(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            const isDefault =
              value === undefined ||
              value === '' ||
              (key === 'tab' && value === 'all') ||
              (key === 'pageSize' && value === DEFAULT_PAGE_SIZE) ||
              (key === 'page' && value === 1);
            if (isDefault) next.delete(key);
            else next.set(key, String(value));
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: false },
      );
    },
    [setSearch],
  );
  return [params, update];
}
