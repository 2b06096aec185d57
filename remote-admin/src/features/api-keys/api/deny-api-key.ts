import { api } from '@portal/shared';
import { ADMIN_API_KEYS_PATH, type AdminApiKey } from './types';

/** POST /admin/api-keys/:id/deny with the reason (1–500 characters, e-mailed to the owner) and the version read. */
export function denyApiKey(key: AdminApiKey, reason: string): Promise<AdminApiKey> {
  return api.post<AdminApiKey>(`${ADMIN_API_KEYS_PATH}/${key.id}/deny`, { reason, version: key.version });
}
