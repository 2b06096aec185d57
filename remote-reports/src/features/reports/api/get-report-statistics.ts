import { api } from '@portal/shared';
import type { ReportStatistics } from './types';

export const reportStatisticsQueryKey = (dateFrom: string, dateTo: string) =>
  ['/reports/statistics', { dateFrom, dateTo }] as const;

/** The period's top users, couriers, origin and destination cities. */
export const getReportStatistics = (dateFrom: string, dateTo: string, signal?: AbortSignal) =>
  api.get<ReportStatistics>('/reports/statistics', { query: { dateFrom, dateTo }, signal });
