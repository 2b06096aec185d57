import { api } from '@portal/shared';
import { ORGANIZATIONS_PATH, type AdminOrganization, type OrganizationInput } from './types';

/** PUT /admin/organizations/:id with the version the form was loaded with (409 when someone changed it since). */
export function updateOrganization(
  organization: AdminOrganization,
  input: OrganizationInput,
): Promise<AdminOrganization> {
  return api.put<AdminOrganization>(`${ORGANIZATIONS_PATH}/${organization.id}`, {
    ...input,
    version: organization.version,
  });
}
