import { api } from '@portal/shared';
import type { ClientApiKey } from './types';

/** Stops an active key at once (409 for any other status: a pending request is withdrawn instead). */
export const revokeApiKey = (id: string) => api.post<ClientApiKey>(`/api-keys/${id}/revoke`);
