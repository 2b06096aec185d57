import { api } from '@portal/shared';

export const deleteAddress = (id: string) => api.delete<void>(`/addresses/${id}`);
