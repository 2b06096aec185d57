import { api } from '@portal/shared';
import type { Page } from '@portal/shared/domain';
import { ORGANIZATIONS_PATH, type OrganizationMember } from './types';

/** GET /admin/organizations/:id/members: one page of an organization's members. */
export function listOrganizationMembers(
  id: string,
  query: { page: number; pageSize: number },
  signal?: AbortSignal,
): Promise<Page<OrganizationMember>> {
  return api.get<Page<OrganizationMember>>(`${ORGANIZATIONS_PATH}/${id}/members`, { query, signal });
}
