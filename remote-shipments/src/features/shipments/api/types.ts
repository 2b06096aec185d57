import type { Address } from '@portal/shared';
import type { ApiRequestBody, ApiResponseBody, components } from '@portal/shared/api-types';
import type { Page, ShipmentTab } from '@portal/shared/domain';

export type Shipment = components['schemas']['Shipment'];
export type ShipmentListItem = components['schemas']['ShipmentListItem'];
export type ShipmentPage = Page<ShipmentListItem>;
export type TabCounts = Record<ShipmentTab, number>;
export type ShipmentRate = components['schemas']['ShipmentRate'];
export type ShipmentAddress = components['schemas']['ShipmentAddress'];
export type { Address };

export type RatesResult = ApiResponseBody<'/api/v1/shipments/{id}/rates', 'get'>;

/** The list's URL state: tab, search, filters, sort and page (all kept in the query string). */
export interface ShipmentListParams {
  tab: ShipmentTab;
  q: string;
  courierId: string;
  dateFrom: string;
  dateTo: string;
  /** Only the shipments of one import ('' for all). */
  importId: string;
  sort?: string;
  page: number;
  pageSize: number;
}

/** What a draft save sends (POST /shipments, PATCH /shipments/:id with `version`). */
export type DraftInput = ApiRequestBody<'/api/v1/shipments', 'post'>;

/** A recipient typed into the wizard rather than picked from the address book. */
export type InlineRecipient = NonNullable<DraftInput['recipient']>;

/** A bulk action's shipments: the ids ticked, or every shipment the list's filter matches (resolved by the API). */
export type BulkSelection = Pick<ApiRequestBody<'/api/v1/shipments/export', 'post'>, 'ids' | 'filter'>;
export type BulkCancelResult = components['schemas']['BulkCancelResult'];
export type ExportFormat = 'csv' | 'xlsx';
