import type { components, paths } from '@portal/shared/api-types';

// Dates are Amman calendar days (YYYY-MM-DD); shipments are booked ones (drafts excluded) created in the period;
// money is integer fils.

/** GET /reports/shipments: rows by shipments, most first, at most 500, and the period's totals. */
export type ShipmentsReport = components['schemas']['ShipmentsReport'];
/** The counts and money of a row and of the totals. */
export type ReportFigures = ShipmentsReport['totals'];

/** How the shipments report groups its rows; 'user' needs the user-report subject (403 otherwise). */
export type ReportGroupBy = ShipmentsReport['groupBy'];
export const REPORT_GROUP_BYS = [
  'courier',
  'destination',
  'origin',
  'user',
] as const satisfies readonly ReportGroupBy[];

/** What a report is asked for: both dates are required (400 "Please select start and end dates" otherwise). */
export interface ReportParams {
  dateFrom: string;
  dateTo: string;
  groupBy: ReportGroupBy;
}

/** GET /reports/statistics: the period and at most 5 of each ranking. */
export type ReportStatistics = components['schemas']['ReportStatistics'];
/** The rankings of the statistics (every key but the period's dates). */
export type ReportRanking = Exclude<keyof ReportStatistics, 'dateFrom' | 'dateTo'>;

export type ExportFormat = paths['/api/v1/reports/shipments/export']['get']['parameters']['query']['format'];
