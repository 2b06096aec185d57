import { api } from '@portal/shared';
import type { ListParams } from '@portal/shared/data';
import type { Page } from '@portal/shared/domain';
import { ADMIN_API_KEYS_PATH, type AdminApiKey } from './types';

export interface ApiKeyListQuery {
  page?: number;
  pageSize?: number;
  /** name, status, createdAt, expires_at, last_used_at ('-' for descending); none: pending first, then newest. */
  sort?: string;
  /** Searches the key's name and prefix and the owner's name and e-mail. */
  q?: string;
  /** 1 pending, 2 active, 3 revoked, 4 denied, 5 expired; none: all. */
  status?: string | number;
  /** One person's keys. */
  ownerId?: string;
}

// Every query of this feature starts with the API path, so invalidating adminApiKeysQueryKey()
// refreshes them all after a change.

/** Every query of this feature (the lists and each key's detail). */
export const adminApiKeysQueryKey = () => [ADMIN_API_KEYS_PATH] as const;

/** The table (`list`: its URL state) and the pending count; no argument: both, what a decision invalidates. */
export const apiKeyListsQueryKey = (list?: ListParams | 'pending-count') =>
  list === undefined ? ([ADMIN_API_KEYS_PATH, 'list'] as const) : ([ADMIN_API_KEYS_PATH, 'list', list] as const);

/** GET /admin/api-keys: one page of every person's client API keys. */
export function listApiKeys(query: ApiKeyListQuery, signal?: AbortSignal): Promise<Page<AdminApiKey>> {
  return api.get<Page<AdminApiKey>>(ADMIN_API_KEYS_PATH, { query: { ...query }, signal });
}
