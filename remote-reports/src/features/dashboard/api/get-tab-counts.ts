import { api } from '@portal/shared';
import type { TabCounts } from './types';

export const tabCountsQueryKey = () => ['/shipments/tab-counts'] as const;

/** The caller's shipments counted by status tab (all, drafts, pending, …). */
export const getTabCounts = (signal?: AbortSignal) => api.get<TabCounts>('/shipments/tab-counts', { signal });
