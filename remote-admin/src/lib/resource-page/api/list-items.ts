import { api } from '@portal/shared';
import type { ListParams } from '@portal/shared/data';
import type { Page } from './types';

/** One page of an admin list: GET /admin/<resource>?page&pageSize&sort&q&<filters>. */
export function listItems<Item>(path: string, params: ListParams, signal?: AbortSignal): Promise<Page<Item>> {
  const { page, pageSize, sort, q, filters } = params;
  return api.get<Page<Item>>(path, { query: { page, pageSize, sort, q, ...filters }, signal });
}
