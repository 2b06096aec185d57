import { api } from '@portal/shared';

/** PUT with the version the form was loaded with: a 409 says someone else changed it meanwhile. */
export function updateItem<Item>(path: string, id: string, body: object, version: number): Promise<Item> {
  return api.put<Item>(`${path}/${id}`, { ...body, version });
}
