import type { LookupName } from '@portal/shared';
import type { AdminItem } from '../../../lib/resource-page/api/types';

export interface RateItem extends AdminItem {
  courierId: string;
  courier: LookupName;
  serviceTypeId: string;
  serviceType: LookupName;
  originCountryId: string;
  originCountry: LookupName;
  originRegionId: string | null;
  originRegion: LookupName | null;
  originCityId: string | null;
  originCity: LookupName | null;
  destinationCountryId: string;
  destinationCountry: LookupName;
  destinationRegionId: string | null;
  destinationRegion: LookupName | null;
  destinationCityId: string | null;
  destinationCity: LookupName | null;
  basePriceFils: number;
  includedWeightKg: number;
  perKgPriceFils: number;
  transitDaysMin: number;
  transitDaysMax: number;
  isActive: boolean;
}

export interface ImportProblem {
  row?: number;
  column?: string;
  message: string;
}

export const RATES_PATH = '/admin/rates';
