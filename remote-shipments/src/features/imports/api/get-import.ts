import { api } from '@portal/shared';
import { IMPORTS_PATH, type ShipmentImport } from './types';

export const getImport = (id: string, signal?: AbortSignal) =>
  api.get<ShipmentImport>(`${IMPORTS_PATH}/${id}`, { signal });
