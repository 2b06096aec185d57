import type { components } from '@portal/shared/api-types';

export type CountryItem = components['schemas']['AdminCountry'];
export type RegionItem = components['schemas']['AdminRegion'];
export type CityItem = components['schemas']['AdminCity'];
export type VillageItem = components['schemas']['AdminVillage'];
/** Any level: each has its names, coordinates, dates, id and version. */
export type LocationItem = CountryItem | RegionItem | CityItem | VillageItem;

export const LOCATION_PATHS = {
  countries: '/admin/countries',
  regions: '/admin/regions',
  cities: '/admin/cities',
  villages: '/admin/villages',
} as const;
