import type { Address } from '@portal/shared';
import type { ApiRequestBody, components } from '@portal/shared/api-types';
import type { AddressType, Page } from '@portal/shared/domain';

export type { Address };
export type AddressPage = Page<Address>;
export type NearestLocation = components['schemas']['NearestLocation'];

/** What the form sends (POST /addresses, PUT /addresses/:id with `version`). */
export type AddressInput = ApiRequestBody<'/api/v1/addresses', 'post'>;

export interface AddressListParams {
  page: number;
  pageSize: number;
  sort?: string;
  q?: string;
  type?: AddressType;
}
