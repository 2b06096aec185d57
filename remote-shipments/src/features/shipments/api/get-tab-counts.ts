import { api } from '@portal/shared';
import { filterQuery } from './list-shipments';
import type { ShipmentListParams, TabCounts } from './types';

/** The counts follow the search and filters, not the tab, sort or page. */
export const tabCountsQueryKey = (params: ShipmentListParams) =>
  ['/shipments/tab-counts', filterQuery(params)] as const;

/** Every tab's count in one call, under the list's search and filters. */
export const getTabCounts = (params: ShipmentListParams, signal?: AbortSignal) =>
  api.get<TabCounts>('/shipments/tab-counts', { query: filterQuery(params), signal });
