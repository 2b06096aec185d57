import { api } from '@portal/shared';
import type { ReportParams, ShipmentsReport } from './types';

export const shipmentsReportQueryKey = (params: ReportParams) => ['/reports/shipments', params] as const;

/** The period's booked shipments grouped by courier, destination, origin or user, with totals. */
export const getShipmentsReport = ({ dateFrom, dateTo, groupBy }: ReportParams, signal?: AbortSignal) =>
  api.get<ShipmentsReport>('/reports/shipments', { query: { dateFrom, dateTo, groupBy }, signal });
