import { api } from '@portal/shared';
import type { Address } from './types';

/** Makes a pick-up address the primary one; the previous primary loses the flag. */
export const makePrimaryAddress = (id: string, version: number) =>
  api.post<Address>(`/addresses/${id}/primary`, { version });
