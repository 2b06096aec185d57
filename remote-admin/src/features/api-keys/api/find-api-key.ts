import { api } from '@portal/shared';
import { ADMIN_API_KEYS_PATH, type AdminApiKey } from './types';

/** One key, read again while its detail is open. */
export const apiKeyQueryKey = (id: string) => [ADMIN_API_KEYS_PATH, 'detail', id] as const;

/** One key read again (after a conflict, or when the drawer opens). */
export const findApiKey = (key: AdminApiKey, signal?: AbortSignal) =>
  api.get<AdminApiKey>(`/admin/api-keys/${key.id}`, { signal });
