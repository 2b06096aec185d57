import { filsToJodString } from '@portal/shared/domain';
import type { Locale } from '../i18n/locale';
import { translate } from '../i18n/messages';
import { toCsv } from '../lib/csv';
import type { Period, ReportGroup, ReportRow } from './reports';

/** The shipments report as a file to download: CSV (UTF-8 with BOM, spreadsheet-safe) or Excel (XLSX). */

const COLUMN_KEYS = {
  courier: 'reportCourier',
  destination: 'reportDestination',
  origin: 'reportOrigin',
  user: 'reportUser',
} as const;

/** The report as a sheet: a header in the caller's language, a row per group, the totals last. */
function reportTable(
  locale: Locale,
  group: ReportGroup,
  rows: ReportRow[],
  totals: Omit<ReportRow, 'id' | 'name' | 'nameAr'>,
) {
  const t = (key: Parameters<typeof translate>[1]) => translate(locale, key);
  const named = group !== 'user';
  const header = [
    t(COLUMN_KEYS[group]),
    ...(named ? [t('reportNameAr')] : []),
    t('reportShipments'),
    t('reportDelivered'),
    t('reportReturned'),
    t('reportCancelled'),
    t('reportCodTotal'),
    t('reportShippingCost'),
  ];
  const line = (name: string, nameAr: string, m: typeof totals) => [
    name,
    ...(named ? [nameAr] : []),
    m.shipments,
    m.delivered,
    m.returned,
    m.cancelled,
    Number(filsToJodString(m.codTotalFils)),
    Number(filsToJodString(m.shippingCostFils)),
  ];
  return {
    header,
    body: rows.map((row) => line(row.name || t('reportUnknown'), row.nameAr || t('reportUnknown'), row)),
    totals: line(t('reportTotal'), '', totals),
    // Below the totals, after an empty line: the money columns leave cancelled shipments out, the counts do not.
    note: t('reportMoneyNote'),
    moneyColumns: [header.length - 2, header.length - 1],
  };
}

export type ExportFormat = 'csv' | 'xlsx';

/** The report as a file named after its grouping and period, in the caller's language. */
export async function exportReport(
  locale: Locale,
  groupBy: ReportGroup,
  format: ExportFormat,
  period: Period,
  report: { rows: ReportRow[]; totals: Omit<ReportRow, 'id' | 'name' | 'nameAr'> },
): Promise<{ name: string; contentType: string; body: string | Buffer }> {
  const table = reportTable(locale, groupBy, report.rows, report.totals);
  const name = `shipments-report-${groupBy}-${period.dateFrom}-${period.dateTo}.${format}`;
  if (format === 'csv') {
    return {
      name,
      contentType: 'text/csv; charset=utf-8',
      body: toCsv([table.header, ...table.body, table.totals, [], [table.note]]),
    };
  }
  // Loaded with the first export, not with the server.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Courier portal';
  const sheet = workbook.addWorksheet(translate(locale, 'reportSheet'), {
    views: [{ rightToLeft: locale === 'ar', state: 'frozen', ySplit: 1 }],
  });
  sheet.addRow(table.header).font = { bold: true };
  for (const values of table.body) sheet.addRow(values);
  sheet.addRow(table.totals).font = { bold: true };
  sheet.addRow([]);
  sheet.addRow([table.note]).font = { italic: true };
  for (const index of table.moneyColumns) sheet.getColumn(index + 1).numFmt = '0.000';
  sheet.columns.forEach((column, index) => {
    column.width = index < table.header.length - 6 ? 28 : 16;
  });
  return {
    name,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    body: Buffer.from(await workbook.xlsx.writeBuffer()),
  };
}
