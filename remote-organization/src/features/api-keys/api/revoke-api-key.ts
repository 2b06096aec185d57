import { api } from '@portal/shared';
import type { ClientApiKey } from './types';

/** Stops an active key at once, or withdraws a pending request (409 for any other status). */
export const revokeApiKey = (id: string) => api.post<ClientApiKey>(`/api-keys/${id}/revoke`);
