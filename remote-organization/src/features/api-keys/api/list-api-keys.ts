import { api } from '@portal/shared';
import type { ApiKeyListParams, ApiKeyPage } from './types';

/** The caller's keys, newest first. */
export function listApiKeys(params: ApiKeyListParams, signal?: AbortSignal): Promise<ApiKeyPage> {
  return api.get<ApiKeyPage>('/api-keys', {
    query: { page: params.page, pageSize: params.pageSize, status: params.status },
    signal,
  });
}
