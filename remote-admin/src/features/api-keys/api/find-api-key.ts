import { api } from '@portal/shared';
import type { AdminApiKey } from './types';

/** One key read again (after a conflict, or when the drawer opens). */
export const findApiKey = (key: AdminApiKey, signal?: AbortSignal) =>
  api.get<AdminApiKey>(`/admin/api-keys/${key.id}`, { signal });
