import { api } from '@portal/shared';

export const revokeInvitation = (id: string) => api.delete<void>(`/organization/invitations/${id}`);
