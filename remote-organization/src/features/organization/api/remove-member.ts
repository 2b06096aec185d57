import { api } from '@portal/shared';

/** The member becomes an individual user; what they made stays with the organization. */
export const removeMember = (id: string) => api.delete<void>(`/organization/members/${id}`);
