import { api } from '@portal/shared';
import { ORGANIZATIONS_PATH, type AdminOrganization } from './types';

export const organizationQueryKey = (id: string) => [ORGANIZATIONS_PATH, 'detail', id] as const;

/** GET /admin/organizations/:id. */
export function getOrganization(id: string, signal?: AbortSignal): Promise<AdminOrganization> {
  return api.get<AdminOrganization>(`${ORGANIZATIONS_PATH}/${id}`, { signal });
}
