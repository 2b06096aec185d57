import type { components } from '@portal/shared/api-types';
import type { BadgeColour } from '@portal/shared/domain';

/** An invitation's state, as the API names it (the organization's list and the public page alike). */
export type InvitationStatus = components['schemas']['OrganizationInvitation']['status'];

/** Pending waits for the invitee; accepted is done; revoked and expired links no longer work. */
export const INVITATION_BADGE: Record<InvitationStatus, BadgeColour> = {
  pending: 'warning',
  accepted: 'success',
  revoked: 'error',
  expired: 'error',
};

export const INVITATION_STATUSES = Object.keys(INVITATION_BADGE) as InvitationStatus[];
