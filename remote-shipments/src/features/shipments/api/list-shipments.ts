import { api } from '@portal/shared';
import type { ShipmentListParams, ShipmentPage } from './types';

/** Filters the list and the tab counts share: search, courier, dates and upload. */
export const filterQuery = (params: ShipmentListParams) => ({
  q: params.q || undefined,
  courierId: params.courierId || undefined,
  dateFrom: params.dateFrom || undefined,
  dateTo: params.dateTo || undefined,
  importId: params.importId || undefined,
});

export const shipmentsQueryKey = (params: ShipmentListParams) => ['/shipments', params] as const;

export function listShipments(params: ShipmentListParams, signal?: AbortSignal): Promise<ShipmentPage> {
  return api.get<ShipmentPage>('/shipments', {
    query: {
      ...filterQuery(params),
      tab: params.tab === 'all' ? undefined : params.tab,
      sort: params.sort,
      page: params.page,
      pageSize: params.pageSize,
    },
    signal,
  });
}
