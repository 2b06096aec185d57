import { api, saveBlob } from '@portal/shared';
import type { ExportFormat, ReportParams } from './types';

/** Downloads the report as a file and offers it as shipments-report-<groupBy>-<from>-<to>.<csv|xlsx>. */
export async function exportShipmentsReport(
  { dateFrom, dateTo, groupBy }: ReportParams,
  format: ExportFormat,
): Promise<void> {
  const blob = await api.download('/reports/shipments/export', { query: { dateFrom, dateTo, groupBy, format } });
  saveBlob(blob, `shipments-report-${groupBy}-${dateFrom}-${dateTo}.${format}`);
}
