import { api, saveBlob } from '@portal/shared';

export type LabelSize = '4x6' | 'a4';

/** Fetches the label PDF and offers it as a file. */
export async function downloadLabel(id: string, trackingNumber: string, size: LabelSize): Promise<void> {
  const blob = await api.download(`/shipments/${id}/label`, { query: { size } });
  saveBlob(blob, `label-${trackingNumber}-${size}.pdf`);
}
