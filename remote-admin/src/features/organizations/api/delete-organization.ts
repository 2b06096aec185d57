import { api } from '@portal/shared';
import { ORGANIZATIONS_PATH, type AdminOrganization } from './types';

/**
 * DELETE /admin/organizations/:id?version=N: its members become individual users and each shipment
 * and address goes back to the person who created it.
 */
export function deleteOrganization(organization: AdminOrganization): Promise<void> {
  return api.delete(`${ORGANIZATIONS_PATH}/${organization.id}`, { query: { version: organization.version } });
}
