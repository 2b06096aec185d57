import { api } from '@portal/shared';

/** POST /organization/leave: the caller becomes an individual user; the last org admin is refused (409). */
export function leaveOrganization(): Promise<void> {
  return api.post<void>('/organization/leave');
}
