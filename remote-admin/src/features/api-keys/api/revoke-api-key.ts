import { api } from '@portal/shared';
import { ADMIN_API_KEYS_PATH, type AdminApiKey } from './types';

/** POST /admin/api-keys/:id/revoke with the version read: a pending or active key stops working at once. */
export function revokeApiKey(key: AdminApiKey): Promise<AdminApiKey> {
  return api.post<AdminApiKey>(`${ADMIN_API_KEYS_PATH}/${key.id}/revoke`, { version: key.version });
}
