import { api } from '@portal/shared';
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

/** GET /admin/api-keys: one page of every person's client API keys. */
export function listApiKeys(query: ApiKeyListQuery, signal?: AbortSignal): Promise<Page<AdminApiKey>> {
  return api.get<Page<AdminApiKey>>(ADMIN_API_KEYS_PATH, { query: { ...query }, signal });
}
