import { api } from '@portal/shared';
import { IMPORTS_PATH, type BatchPreview, type BatchPreviewRequest } from './types';

/** Under the import's key: buying refreshes it with the rest of the import. */
export const batchPreviewQueryKey = (id: string, request: BatchPreviewRequest) =>
  [IMPORTS_PATH, id, 'batch-preview', request] as const;

/** Prices every draft (or, to retry, those not booked) with the rule and overrides; books nothing. */
export const previewBatch = (id: string, request: BatchPreviewRequest, signal?: AbortSignal) =>
  api.post<BatchPreview>(`${IMPORTS_PATH}/${id}/batch/preview`, request, { signal });
