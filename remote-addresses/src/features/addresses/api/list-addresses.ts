import { api } from '@portal/shared';
import type { AddressListParams, AddressPage } from './types';

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
