import { api } from '@portal/shared';
import type { AddressType, Page } from '@portal/shared/domain';
import type { Address } from './types';

/** Under '/addresses', the key the address book invalidates after a change. */
export const addressBookQueryKey = (type: AddressType) => ['/addresses', { type }] as const;

/** Address book entries of one type (pick-up or drop-off) for the wizard's selects. */
export const listAddressBook = (type: AddressType, signal?: AbortSignal) =>
  api.get<Page<Address>>('/addresses', { query: { type, pageSize: 100, sort: 'name' }, signal });
