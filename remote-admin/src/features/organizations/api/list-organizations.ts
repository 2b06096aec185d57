import { api } from '@portal/shared';
import type { ListParams } from '@portal/shared/data';
import type { Page } from '@portal/shared/domain';
import { ORGANIZATIONS_PATH, type AdminOrganization } from './types';

export interface OrganizationListQuery {
  page?: number;
  pageSize?: number;
  /** name, createdAt, approvalStatus, memberCount ('-' for descending); none: pending first, then newest. */
  sort?: string;
  q?: string;
  /** 1 approved, 2 pending, 3 rejected; none: all. */
  approvalStatus?: string | number;
}

// Every query of this feature starts with the API path, so invalidating organizationsQueryKey()
// refreshes them all after a change; lists and one organization are told apart so that a deleted
// organization's own request is not asked again.

/** Every query of this feature (the lists and each organization's detail and members). */
export const organizationsQueryKey = () => [ORGANIZATIONS_PATH] as const;

/** The table (`list`: its URL state) and the pending count; no argument: both. */
export const organizationListsQueryKey = (list?: ListParams | 'pending-count') =>
  list === undefined ? ([ORGANIZATIONS_PATH, 'list'] as const) : ([ORGANIZATIONS_PATH, 'list', list] as const);

/** GET /admin/organizations: one page of every organization. */
export function listOrganizations(
  query: OrganizationListQuery,
  signal?: AbortSignal,
): Promise<Page<AdminOrganization>> {
  return api.get<Page<AdminOrganization>>(ORGANIZATIONS_PATH, { query: { ...query }, signal });
}
