import { api, saveBlob } from '@portal/shared';
import type { BulkSelection, ExportFormat } from './types';

export interface ExportProgress {
  /** The rows the file will have (the API says so before the first byte). */
  total: number;
  /** Rows received so far (CSV; an XLSX is compressed, so only its bytes are known). */
  rows: number | null;
  bytes: number;
}

const NEWLINE = 10;

/** Streams the export (the selection or the whole filtered list), reporting progress, then offers the file. */
export async function exportShipments(
  selection: BulkSelection,
  format: ExportFormat,
  onProgress: (progress: ExportProgress) => void,
): Promise<void> {
  let lines = 0;
  const blob = await api.postDownload(
    '/shipments/export',
    { ...selection, format },
    {
      onDownloadProgress: ({ received, chunk, headers }) => {
        if (chunk && format === 'csv') for (const byte of chunk) if (byte === NEWLINE) lines += 1;
        onProgress({
          total: Number(headers.get('x-total-rows') ?? 0),
          // The first line is the header.
          rows: format === 'csv' ? Math.max(0, lines - 1) : null,
          bytes: received,
        });
      },
    },
  );
  saveBlob(blob, `shipments-${new Date().toISOString().slice(0, 10)}.${format}`);
}
