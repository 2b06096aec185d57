import type { AdminItem } from '../../../lib/resource-page/api/types';

export interface TypeItem extends AdminItem {
  code: string;
  name: string;
  nameAr: string;
  description: string | null;
  isActive: boolean;
}

export interface ParcelTypeItem extends TypeItem {
  length: number;
  width: number;
  height: number;
  weight: number;
  unitOfMeasurement: 'cm-kg' | 'in-lb';
}
