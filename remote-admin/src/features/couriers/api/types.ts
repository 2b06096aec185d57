import type { ApiResponseBody, components } from '@portal/shared/api-types';
import type { ApiKeyStatus } from '@portal/shared/domain';

export type CourierItem = components['schemas']['AdminCourier'];

export type SupportedKind = 'parcel-types' | 'service-types' | 'shipment-types';

export type SupportedType = components['schemas']['AdminSupportedType'];

export const COURIERS_PATH = '/admin/couriers';

/** A courier's partner API key as the admin sees it (never the secret), its status the domain's. */
export type CourierKey = Omit<components['schemas']['AdminCourierKey'], 'status'> & { status: ApiKeyStatus };

/** A key just created: `key` is the whole key, which the API returns this once. */
export type CreatedCourierKey = Omit<ApiResponseBody<'/api/v1/admin/couriers/{id}/keys', 'post', 201>, 'status'> & {
  status: ApiKeyStatus;
};
