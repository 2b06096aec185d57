import type { QueryValue } from '@portal/shared';

/** Every editable admin row carries its id and the version the next update must send (design §5). */
export interface AdminItem {
  id: string;
  version: number;
}

export interface Page<Item> {
  items: Item[];
  total: number;
  page: number;
  pageSize: number;
}

export type Query = Record<string, QueryValue>;
