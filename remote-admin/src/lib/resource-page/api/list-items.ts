import { api } from '@portal/shared';
import type { ListParams } from '@portal/shared/data';
import type { Page } from './types';

/**
 * An admin resource's list queries, keyed by the API path first: `[path, params]` for a page, `[path]`
 * (no params) for every list of the resource, which is what a change invalidates.
 */
export const itemsQueryKey = (path: string, params?: ListParams) =>
  params ? ([path, params] as const) : ([path] as const);

/** One page of an admin list: GET /admin/<resource>?page&pageSize&sort&q&<filters>. */
export function listItems<Item>(path: string, params: ListParams, signal?: AbortSignal): Promise<Page<Item>> {
  const { page, pageSize, sort, q, filters } = params;
  return api.get<Page<Item>>(path, { query: { page, pageSize, sort, q, ...filters }, signal });
}
