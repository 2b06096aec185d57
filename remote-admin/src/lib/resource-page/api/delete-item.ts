import { api } from '@portal/shared';

export function deleteItem(path: string, id: string): Promise<void> {
  return api.delete(`${path}/${id}`);
}
