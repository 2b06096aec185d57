import { api } from '@portal/shared';

/** Withdraws a pending request (204): it is gone, never reviewed. 409 once it has been decided. */
export const withdrawApiKey = (id: string) => api.delete(`/api-keys/${id}`);
