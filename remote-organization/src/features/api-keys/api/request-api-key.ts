import { api } from '@portal/shared';
import type { ApiKeyRequest, ClientApiKey } from './types';

/** A new key, pending until a system admin approves it (409 at 10 pending or active keys). */
export const requestApiKey = (input: ApiKeyRequest) => api.post<ClientApiKey>('/api-keys', input);
