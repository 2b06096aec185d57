import type { LookupName } from '@portal/shared';
import type { AdminItem } from '../../../lib/resource-page/api/types';

export interface LocationItem extends AdminItem, LookupName {
  latitude: number | null;
  longitude: number | null;
  createdAt: string;
  updatedAt: string;
}
export interface CountryItem extends LocationItem {
  code: string;
}
export interface RegionItem extends LocationItem {
  countryId: string;
  country: LookupName;
}
export interface CityItem extends LocationItem {
  countryId: string;
  country: LookupName;
  regionId: string | null;
  region: LookupName | null;
}
export interface VillageItem extends LocationItem {
  cityId: string;
  city: LookupName;
  countryId: string;
  regionId: string | null;
}

export const LOCATION_PATHS = {
  countries: '/admin/countries',
  regions: '/admin/regions',
  cities: '/admin/cities',
  villages: '/admin/villages',
} as const;
