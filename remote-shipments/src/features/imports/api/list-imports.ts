import { api } from '@portal/shared';
import { IMPORTS_PATH, type ShipmentImportPage } from './types';

/** The caller's uploads, newest first (refused ones too). */
export const listImports = (page: number, pageSize: number, signal?: AbortSignal) =>
  api.get<ShipmentImportPage>(IMPORTS_PATH, { query: { page, pageSize }, signal });
