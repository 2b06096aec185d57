import { ORGANIZATIONS_PATH } from '../api/types';

// Every query of this feature starts with the API path, so invalidateQueries([ORGANIZATIONS_PATH])
// refreshes them all after a change; lists and one organization are told apart so that a deleted
// organization's own request is not asked again.

/** The table and the pending count. */
export const ORGANIZATION_LISTS_KEY = [ORGANIZATIONS_PATH, 'list'] as const;

export const organizationKey = (id: string) => [ORGANIZATIONS_PATH, 'detail', id] as const;

export const organizationMembersKey = (id: string, page: number) =>
  [ORGANIZATIONS_PATH, 'detail', id, 'members', page] as const;
