import { api } from '@portal/shared';
import type { RecentShipmentsPage } from './types';

/** How many of the newest shipments the dashboard shows. */
const RECENT_SHIPMENTS = 5;

export const recentShipmentsQueryKey = () => ['/shipments', 'recent'] as const;

/** The newest shipments, drafts included. */
export const listRecentShipments = (signal?: AbortSignal) =>
  api.get<RecentShipmentsPage>('/shipments', {
    query: { page: 1, pageSize: RECENT_SHIPMENTS, sort: '-createdAt' },
    signal,
  });
