import { api } from '@portal/shared';
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

/** GET /admin/organizations: one page of every organization. */
export function listOrganizations(
  query: OrganizationListQuery,
  signal?: AbortSignal,
): Promise<Page<AdminOrganization>> {
  return api.get<Page<AdminOrganization>>(ORGANIZATIONS_PATH, { query: { ...query }, signal });
}
