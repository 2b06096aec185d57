import { api } from '@portal/shared';

export function createItem<Item>(path: string, body: object): Promise<Item> {
  return api.post<Item>(path, body);
}
