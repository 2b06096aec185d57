import { api } from '@portal/shared';
import type { RevealedApiKey } from './types';

/** A new secret, shown once; the previous one keeps working until `apiKey.previousSecretExpiresAt` (24 h). */
export const rotateApiKey = (id: string) => api.post<RevealedApiKey>(`/api-keys/${id}/rotate`);
