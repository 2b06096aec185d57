import { api, saveBlob } from '@portal/shared';
import type { LabelSize } from './download-label';
import type { BulkSelection } from './types';

/** The selection's labels as one PDF, offered as a file; how many were printed and left out (drafts, cancelled). */
export async function printLabels(
  selection: BulkSelection,
  size: LabelSize,
): Promise<{ printed: number; skipped: number }> {
  let headers: Headers | undefined;
  const blob = await api.postDownload(
    '/shipments/bulk/labels',
    { ...selection, size },
    { onDownloadProgress: (progress) => (headers ??= progress.headers) },
  );
  const printed = Number(headers?.get('x-labels-printed') ?? 0);
  saveBlob(blob, `labels-${printed}-${size}.pdf`);
  return { printed, skipped: Number(headers?.get('x-labels-skipped') ?? 0) };
}
