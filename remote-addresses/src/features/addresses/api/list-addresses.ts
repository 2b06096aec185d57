import { api } from '@portal/shared';
import type { AddressListParams, AddressPage } from './types';

/**
 * The address book's list queries: `['/addresses', params]` for a page, `['/addresses']` (no params)
 * for all of them, which is what a change invalidates.
 */
export const addressesQueryKey = (params?: AddressListParams) =>
  params ? (['/addresses', params] as const) : (['/addresses'] as const);

export function listAddresses(params: AddressListParams, signal?: AbortSignal): Promise<AddressPage> {
  return api.get<AddressPage>('/addresses', {
    query: {
      page: params.page,
      pageSize: params.pageSize,
      sort: params.sort,
      q: params.q || undefined,
      type: params.type,
    },
    signal,
  });
}
