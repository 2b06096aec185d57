// @portal/shared/data — server state and list state for the pages: useQuery (fetch, dedupe, abort,
// keep the previous data, reload), invalidateQueries, useListParams (a list's state in the URL) and
// useDebouncedValue. Its own entry, which remotes consume from the host; the host's build keeps it in
// its entry file, since the login page uses it too.
export { invalidateQueries } from './query-cache';
export type { QueryFetch, QueryKey, QueryStatus } from './query-cache';
export { useQuery } from './use-query';
export type { QueryResult, UseQueryOptions } from './use-query';
export { useListParams } from './use-list-params';
export type { ListParamChanges, ListParams, UseListParamsOptions } from './use-list-params';
export { useDebouncedValue } from './use-debounced-value';
export { listTableProps } from './list-table-props';
export type { ListTableProps } from './list-table-props';
