import { api } from '@portal/shared';
import type { CreatedInvitations, OrganizationRole } from './types';

/**
 * One invitation (and e-mail) per address, whoever has it; 400 with details `emails.N` names the
 * addresses refused, which are the organization's own members only (then nothing is sent).
 */
export const createInvitations = (emails: string[], role: OrganizationRole) =>
  api.post<CreatedInvitations>('/organization/invitations', { emails, role });
