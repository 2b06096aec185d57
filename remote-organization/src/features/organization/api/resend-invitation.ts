import { api } from '@portal/shared';
import type { OrganizationInvitation } from './types';

/** A new link with a new 7-day expiry, e-mailed again. */
export const resendInvitation = (id: string) =>
  api.post<OrganizationInvitation>(`/organization/invitations/${id}/resend`);
