import type { ApiKeyStatus } from '@portal/shared/domain';
import type { AdminItem } from '../../../lib/resource-page/api/types';

export type CourierActiveFlag = 'active' | 'inactive' | 'disabled';

export interface CourierItem extends AdminItem {
  code: string;
  name: string;
  nameAr: string;
  website: string | null;
  source: string;
  activeFlag: CourierActiveFlag;
  logoUrl: string | null;
}

export type SupportedKind = 'parcel-types' | 'service-types' | 'shipment-types';

export interface SupportedType {
  id: string;
  code: string;
  name: string;
  nameAr: string;
  isActive: boolean;
  supported: boolean;
}

export const COURIERS_PATH = '/admin/couriers';

/** A courier's partner API key as the admin sees it: never the secret. */
export interface CourierKey {
  id: string;
  name: string;
  prefix: string;
  status: ApiKeyStatus;
  expiresAt: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
  createdAt: string;
}

/** A key just created: `key` is the whole key, which the API returns this once. */
export interface CreatedCourierKey extends CourierKey {
  key: string;
}
