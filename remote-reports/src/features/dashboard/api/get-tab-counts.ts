import { api } from '@portal/shared';
import type { TabCounts } from './types';

/** The caller's shipments counted by status tab (all, drafts, pending, …). */
export const getTabCounts = (signal?: AbortSignal) => api.get<TabCounts>('/shipments/tab-counts', { signal });
