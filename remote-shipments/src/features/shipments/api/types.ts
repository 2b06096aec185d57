import type { Address } from '@portal/shared';
import type { components } from '@portal/shared/api-types';
import type { Page, ShipmentTab } from '@portal/shared/domain';

export type Shipment = components['schemas']['Shipment'];
export type ShipmentListItem = components['schemas']['ShipmentListItem'];
export type ShipmentPage = Page<ShipmentListItem>;
export type TabCounts = Record<ShipmentTab, number>;
export type ShipmentRate = components['schemas']['ShipmentRate'];
export type ShipmentAddress = components['schemas']['ShipmentAddress'];
export type { Address };

export interface RatesResult {
  items: ShipmentRate[];
  covered: boolean;
  message?: string;
}

/** The list's URL state: tab, search, filters, sort and page (all kept in the query string). */
export interface ShipmentListParams {
  tab: ShipmentTab;
  q: string;
  courierId: string;
  dateFrom: string;
  dateTo: string;
  sort?: string;
  page: number;
  pageSize: number;
}

export interface InlineRecipient {
  name: string;
  phoneNumber: string;
  email?: string | null;
  countryId: string;
  regionId?: string | null;
  cityId: string;
  villageId?: string | null;
  addressLine: string;
  buildingNumber?: string | null;
}

/** What a draft save sends (POST /shipments, PATCH /shipments/:id with `version`). */
export interface DraftInput {
  senderAddressId: string | null;
  recipientAddressId?: string | null;
  recipient?: InlineRecipient | null;
  shipmentTypeId: string | null;
  /** A preferred service: the rates then list only it. */
  serviceTypeId: string | null;
  parcelTypeId: string | null;
  parcelQuantity: number;
  weightKg: number | null;
  lengthCm: number | null;
  widthCm: number | null;
  heightCm: number | null;
  parcelNotes: string | null;
  paymentType: 'cod' | 'prepaid';
  codAmountFils: number;
}
