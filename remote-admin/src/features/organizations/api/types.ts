import type { ApiRequestBody, components } from '@portal/shared/api-types';
import type { OrganizationApproval } from '@portal/shared/domain';

/**
 * An organization as the platform admin sees it (the referral code always given), its approval
 * status the domain's code (the schema says integer 1–3).
 */
export type AdminOrganization = Omit<components['schemas']['AdminOrganization'], 'approvalStatus'> & {
  approvalStatus: OrganizationApproval;
};

/** A member of an organization: the user, their role in it (2 or 3) and the membership's version. */
export type OrganizationMember = components['schemas']['OrganizationMember'];

/** PUT /admin/organizations/:id without the version (added from the organization read). */
export type OrganizationInput = Omit<ApiRequestBody<'/api/v1/admin/organizations/{id}', 'put'>, 'version'>;

export const ORGANIZATIONS_PATH = '/admin/organizations';
