import { api } from '@portal/shared';
import type { Address, AddressInput } from './types';

export const createAddress = (input: AddressInput) => api.post<Address>('/addresses', input);
