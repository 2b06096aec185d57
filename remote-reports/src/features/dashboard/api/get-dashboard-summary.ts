import { api } from '@portal/shared';
import type { DashboardSummary } from './types';

export const dashboardSummaryQueryKey = () => ['/reports/dashboard'] as const;

/** The last 30 days by day, the top couriers and destinations, and (super user) the platform's figures. */
export const getDashboardSummary = (signal?: AbortSignal) =>
  api.get<DashboardSummary>('/reports/dashboard', { signal });
