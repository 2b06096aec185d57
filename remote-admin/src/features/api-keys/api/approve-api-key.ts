import { api } from '@portal/shared';
import { ADMIN_API_KEYS_PATH, type AdminApiKey } from './types';

/** POST /admin/api-keys/:id/approve with the version read: active, its validity counted from now; the owner is e-mailed. */
export function approveApiKey(key: AdminApiKey): Promise<AdminApiKey> {
  return api.post<AdminApiKey>(`${ADMIN_API_KEYS_PATH}/${key.id}/approve`, { version: key.version });
}
