import type { Address } from '@portal/shared';
import type { components } from '@portal/shared/api-types';
import type { AddressType, Page } from '@portal/shared/domain';

export type { Address };
export type AddressPage = Page<Address>;
export type NearestLocation = components['schemas']['NearestLocation'];

/** What the form sends (POST /addresses, PUT /addresses/:id with `version`). */
export interface AddressInput {
  name: string;
  email: string | null;
  phoneNumber: string;
  countryId: string;
  regionId: string | null;
  cityId: string;
  villageId: string | null;
  addressLine: string;
  buildingNumber: string | null;
  type: AddressType;
  isPrimary: boolean;
  latitude: number | null;
  longitude: number | null;
}

export interface AddressListParams {
  page: number;
  pageSize: number;
  sort?: string;
  q?: string;
  type?: AddressType;
}
