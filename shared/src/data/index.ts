// @portal/shared/data — server state and list state for the pages: useQuery (fetch, dedupe, abort,
// keep the previous data, reload), invalidateQueries, useListParams (a list's state in the URL) and
// useDebouncedValue. Its own entry so the login page, which lists nothing, does not download it.
export { invalidateQueries } from './query-cache';
export type { QueryFetch, QueryKey, QueryStatus } from './query-cache';
export { useQuery } from './use-query';
export type { QueryResult, UseQueryOptions } from './use-query';
export { useListParams } from './use-list-params';
export type { ListParamChanges, ListParams, UseListParamsOptions } from './use-list-params';
export { useDebouncedValue } from './use-debounced-value';
export { listTableProps } from './list-table-props';
export type { ListTableProps } from './list-table-props';
