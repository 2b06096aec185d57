import { ADMIN_API_KEYS_PATH } from '../api/types';

// Every query of this feature starts with the API path, so invalidateQueries([ADMIN_API_KEYS_PATH])
// refreshes them all after a change.

/** The table and the pending count. */
export const API_KEY_LISTS_KEY = [ADMIN_API_KEYS_PATH, 'list'] as const;

/** One key, read again while its detail is open. */
export const apiKeyKey = (id: string) => [ADMIN_API_KEYS_PATH, 'detail', id] as const;
