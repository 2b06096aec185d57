import { api } from '@portal/shared';
import type { CreatedInvitations, OrganizationRole } from './types';

/** One invitation (and e-mail) per address; 400 with details `emails.N` names the refused ones. */
export const createInvitations = (emails: string[], role: OrganizationRole) =>
  api.post<CreatedInvitations>('/organization/invitations', { emails, role });
