import { api } from '@portal/shared';
import { IMPORTS_PATH, type ShipmentImportPage } from './types';

/** A page of the upload history, or (no page) every upload query: what a new upload invalidates. */
export const importsQueryKey = (page?: { page: number; pageSize: number }) =>
  page ? ([IMPORTS_PATH, page] as const) : ([IMPORTS_PATH] as const);

/** The caller's uploads, newest first (refused ones too). */
export const listImports = (page: number, pageSize: number, signal?: AbortSignal) =>
  api.get<ShipmentImportPage>(IMPORTS_PATH, { query: { page, pageSize }, signal });
