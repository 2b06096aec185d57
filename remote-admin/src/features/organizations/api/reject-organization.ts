import { api } from '@portal/shared';
import { ORGANIZATIONS_PATH, type AdminOrganization } from './types';

/** POST /admin/organizations/:id/reject with the reason (1–500 characters) and the version read. */
export function rejectOrganization(organization: AdminOrganization, reason: string): Promise<AdminOrganization> {
  return api.post<AdminOrganization>(`${ORGANIZATIONS_PATH}/${organization.id}/reject`, {
    reason,
    version: organization.version,
  });
}
