import { api, saveBlob } from '@portal/shared';
import { IMPORTS_PATH, type LabelSize } from './types';

/** One PDF of the import's labels (`part` 1 holds the first 500 processed rows, 2 the next…). */
export async function downloadImportLabels(
  id: string,
  fileName: string,
  size: LabelSize,
  part: number,
  parts: number,
): Promise<void> {
  const blob = await api.download(`${IMPORTS_PATH}/${id}/labels`, { query: { size, part } });
  const base = fileName.replace(/\.[^.]*$/, '') || 'shipments';
  saveBlob(blob, parts > 1 ? `labels-${base}-${part}.pdf` : `labels-${base}.pdf`);
}
