import type { AdminItem } from '../../crud/api/types';

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
