import { api } from '@portal/shared';

/** The caller becomes an individual user; the last org admin is refused with 409. */
export const leaveOrganization = () => api.post<void>('/organization/leave');
