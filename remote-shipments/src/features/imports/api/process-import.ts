import { api } from '@portal/shared';
import { IMPORTS_PATH, type ProcessChunk, type ProcessChunkRequest } from './types';

/** Books the import's next drafts after `afterRow` with one courier and service; the server prices each. */
export const processImportChunk = (id: string, request: ProcessChunkRequest, signal?: AbortSignal) =>
  api.post<ProcessChunk>(`${IMPORTS_PATH}/${id}/process`, request, { signal });
