import { api } from '@portal/shared';
import type { Page } from '@portal/shared/domain';
import type { Address } from './types';

/** Address book entries of one type (2 pick-up, 1 drop-off) for the wizard's selects. */
export const listAddressBook = (type: 1 | 2, signal?: AbortSignal) =>
  api.get<Page<Address>>('/addresses', { query: { type, pageSize: 100, sort: 'name' }, signal });
