import { api } from '@portal/shared';
import type { Address, AddressInput } from './types';

/** Refused with 409 when someone changed the address since `version`. */
export const updateAddress = (id: string, input: AddressInput, version: number) =>
  api.put<Address>(`/addresses/${id}`, { ...input, version });
