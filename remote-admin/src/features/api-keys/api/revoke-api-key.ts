import { api } from '@portal/shared';
import { ADMIN_API_KEYS_PATH, type AdminApiKey } from './types';

/** POST /admin/api-keys/:id/revoke with the version read: an active key stops working at once (a pending request is approved or denied, never revoked). */
export function revokeApiKey(key: AdminApiKey): Promise<AdminApiKey> {
  return api.post<AdminApiKey>(`${ADMIN_API_KEYS_PATH}/${key.id}/revoke`, { version: key.version });
}
