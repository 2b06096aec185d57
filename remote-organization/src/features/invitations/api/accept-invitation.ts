import { api } from '@portal/shared';
import type { AcceptedInvitation } from './types';

/**
 * Joins the invitation's organization with its role. 403 for another e-mail, 409 when the caller
 * is already in an organization or the invitation is no longer pending.
 */
export const acceptInvitation = (token: string) =>
  api.post<AcceptedInvitation>(`/invitations/${encodeURIComponent(token)}/accept`);
