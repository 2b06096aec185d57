import { api } from '@portal/shared';
import { IMPORTS_PATH, type BatchResults } from './types';

/** Under the import's key, so refreshing the import refreshes its results. */
export const batchResultsQueryKey = (id: string, page: number, pageSize: number) =>
  [IMPORTS_PATH, id, 'batch-results', page, pageSize] as const;

export const getBatchResults = (id: string, page: number, pageSize: number, signal?: AbortSignal) =>
  api.get<BatchResults>(`${IMPORTS_PATH}/${id}/batch/results`, { query: { page, pageSize }, signal });
