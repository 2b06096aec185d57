import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@portal/shared/router';
import type { ListParams } from '../api/types';

export const DEFAULT_PAGE_SIZE = 20;

/**
 * Page, page size, sort, search and filters kept in the URL, so a list survives a reload and a
 * shared link shows the same rows. Changing anything but the page goes back to page 1.
 */
export function useListParams(filterKeys: readonly string[] = []) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filterKey = filterKeys.join(',');

  const params: ListParams = useMemo(() => {
    const page = Math.max(1, Number(searchParams.get('page')) || 1);
    const pageSize = Math.min(100, Math.max(1, Number(searchParams.get('pageSize')) || DEFAULT_PAGE_SIZE));
    const filters: Record<string, string> = {};
    for (const key of filterKey ? filterKey.split(',') : []) {
      const value = searchParams.get(key);
      if (value) filters[key] = value;
    }
    return {
      page,
      pageSize,
      sort: searchParams.get('sort') ?? undefined,
      q: searchParams.get('q') ?? undefined,
      filters,
    };
  }, [searchParams, filterKey]);

  const update = useCallback(
    (changes: Record<string, string | number | undefined | null>) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === null || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  return { params, update };
}
