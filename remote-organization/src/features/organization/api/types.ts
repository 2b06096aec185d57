import type { ApiRequestBody, ApiResponseBody, components } from '@portal/shared/api-types';
import type { Page } from '@portal/shared/domain';
import type { InvitationStatus } from '../../../lib/invitation-status';

/** The organization's details; `referralCode` only for the org admin of an approved organization, else null. */
export type Organization = components['schemas']['Organization'];

/** GET /organization: the caller's organization (null when none) and their role in it (null while pending or rejected). */
export type MyOrganization = components['schemas']['MyOrganization'];

/** A member; `id` is the user's, `version` the membership's (for role changes). */
export type OrganizationMember = components['schemas']['OrganizationMember'];

export type OrganizationInvitation = components['schemas']['OrganizationInvitation'];

/** A role inside an organization: organization admin (2) or organization user (3). */
export type OrganizationRole = OrganizationMember['role'];

/** The caller's approved organization with their role in it. */
export interface Membership extends MyOrganization {
  organization: Organization;
  role: OrganizationRole;
}

/** What POST /organization takes (PUT /organization adds `version`). */
export type OrganizationInput = ApiRequestBody<'/api/v1/organization', 'post'>;

/** What POST /organization/invitations answers: one invitation per address. */
export type CreatedInvitations = ApiResponseBody<'/api/v1/organization/invitations', 'post', 201>;

export interface MemberListParams {
  page: number;
  pageSize: number;
  sort?: string;
  q?: string;
}

export interface InvitationListParams {
  page: number;
  pageSize: number;
  status?: InvitationStatus;
}

export type MemberPage = Page<OrganizationMember>;
export type InvitationPage = Page<OrganizationInvitation>;
