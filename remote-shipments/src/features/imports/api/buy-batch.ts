import { api } from '@portal/shared';
import { IMPORTS_PATH, type BuyChunk, type BuyRow } from './types';

/** Books a chunk of rows at the prices shown: a row whose price changed since is held back, not bought. */
export const buyBatchChunk = (id: string, rows: BuyRow[], signal?: AbortSignal) =>
  api.post<BuyChunk>(`${IMPORTS_PATH}/${id}/batch/buy`, { rows }, { signal });
