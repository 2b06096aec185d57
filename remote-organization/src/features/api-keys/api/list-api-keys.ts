import { api } from '@portal/shared';
import type { ApiKeyListParams, ApiKeyPage } from './types';

/**
 * The caller's key lists: `['/api-keys', params]` for a page, `['/api-keys']` (no params) for every
 * query of this feature, which is what a change invalidates.
 */
export const apiKeysQueryKey = (params?: ApiKeyListParams) =>
  params ? (['/api-keys', params] as const) : (['/api-keys'] as const);

/** The caller's keys, newest first. */
export function listApiKeys(params: ApiKeyListParams, signal?: AbortSignal): Promise<ApiKeyPage> {
  return api.get<ApiKeyPage>('/api-keys', {
    query: { page: params.page, pageSize: params.pageSize, status: params.status },
    signal,
  });
}
