import { api } from '@portal/shared';
import { IMPORTS_PATH, type ShipmentImport } from './types';

/** Under the uploads' key, so a new upload refreshes an open one too. */
export const importQueryKey = (id: string) => [IMPORTS_PATH, id] as const;

export const getImport = (id: string, signal?: AbortSignal) =>
  api.get<ShipmentImport>(`${IMPORTS_PATH}/${id}`, { signal });
