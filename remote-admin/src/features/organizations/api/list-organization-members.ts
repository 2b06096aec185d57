import { api } from '@portal/shared';
import type { Page } from '@portal/shared/domain';
import { ORGANIZATIONS_PATH, type OrganizationMember } from './types';

/** Under the organization's detail key: a change of the organization refreshes its members too. */
export const organizationMembersQueryKey = (id: string, page: number) =>
  [ORGANIZATIONS_PATH, 'detail', id, 'members', page] as const;

/** GET /admin/organizations/:id/members: one page of an organization's members. */
export function listOrganizationMembers(
  id: string,
  query: { page: number; pageSize: number },
  signal?: AbortSignal,
): Promise<Page<OrganizationMember>> {
  return api.get<Page<OrganizationMember>>(`${ORGANIZATIONS_PATH}/${id}/members`, { query, signal });
}
