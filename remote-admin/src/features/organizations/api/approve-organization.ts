import { api } from '@portal/shared';
import { ORGANIZATIONS_PATH, type AdminOrganization } from './types';

/** POST /admin/organizations/:id/approve with the version read: the creator becomes its org admin. */
export function approveOrganization(organization: AdminOrganization): Promise<AdminOrganization> {
  return api.post<AdminOrganization>(`${ORGANIZATIONS_PATH}/${organization.id}/approve`, {
    version: organization.version,
  });
}
