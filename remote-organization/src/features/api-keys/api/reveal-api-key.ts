import { api } from '@portal/shared';
import type { RevealedApiKey } from './types';

/** The whole key of an approved key, once: a second reveal is answered 409 (rotate instead). */
export const revealApiKey = (id: string) => api.post<RevealedApiKey>(`/api-keys/${id}/reveal`);
