import { useCallback, useMemo } from 'react';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@portal/shared/domain';
import { useSearchParams } from '@portal/shared/router';

/** A server-paginated list's state: what the API's list endpoints take (`page` is 1-based). */
export interface ListParams {
  page: number;
  pageSize: number;
  /** The API's sort: 'field' ascending, '-field' descending. */
  sort?: string;
  q?: string;
  /** The list's own filters (`filterKeys`), only those set. */
  filters: Record<string, string>;
}

/** What `update` takes: page, pageSize, sort, q or a filter key; `undefined`, `null` or '' removes it. */
export type ListParamChanges = Record<string, string | number | undefined | null>;

export interface UseListParamsOptions {
  /** URL query keys read into `filters` (e.g. ['countryId', 'isActive']). */
  filterKeys?: readonly string[];
  /** Default DEFAULT_PAGE_SIZE of the domain (the API's own default). */
  defaultPageSize?: number;
  defaultSort?: string;
}

const positiveInteger = (text: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER) => {
  const value = Number(text);
  return text !== null && Number.isInteger(value) && value >= 1 ? Math.min(value, max) : fallback;
};

/**
 * Page, page size, sort, search and filters kept in the URL, so a list survives a reload, the back
 * button and a shared link. Changing anything but the page goes back to page 1; defaults stay out
 * of the URL.
 */
export function useListParams(options: UseListParamsOptions = {}): {
  params: ListParams;
  update(changes: ListParamChanges): void;
} {
  const { defaultPageSize = DEFAULT_PAGE_SIZE, defaultSort } = options;
  const [searchParams, setSearchParams] = useSearchParams();
  // Callers often pass an array literal: its content, not its identity, decides.
  const filterKeys = (options.filterKeys ?? []).join(',');

  const params = useMemo<ListParams>(() => {
    const filters: Record<string, string> = {};
    for (const key of filterKeys ? filterKeys.split(',') : []) {
      const value = searchParams.get(key);
      if (value) filters[key] = value;
    }
    return {
      page: positiveInteger(searchParams.get('page'), 1),
      pageSize: positiveInteger(searchParams.get('pageSize'), defaultPageSize, MAX_PAGE_SIZE),
      sort: searchParams.get('sort') || defaultSort,
      q: searchParams.get('q') || undefined,
      filters,
    };
  }, [searchParams, filterKeys, defaultPageSize, defaultSort]);

  const update = useCallback(
    (changes: ListParamChanges) => {
      const isDefault = (key: string, value: unknown) =>
        value === undefined ||
        value === null ||
        value === '' ||
        (key === 'page' && value === 1) ||
        (key === 'pageSize' && value === defaultPageSize) ||
        (key === 'sort' && value === defaultSort);
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (isDefault(key, value)) next.delete(key);
          else next.set(key, String(value));
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      });
    },
    [setSearchParams, defaultPageSize, defaultSort],
  );

  return { params, update };
}
