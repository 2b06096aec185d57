/** Reference data every app reads (GET /api/v1/lookups/…): names in both languages, parent ids. */
export interface LookupName {
  id: string;
  name: string;
  nameAr: string;
}

interface Coordinates {
  latitude: number | null;
  longitude: number | null;
}

export interface CountryLookup extends LookupName, Coordinates {
  code: string;
  /** Addresses in this country must name a region (docs/architecture.md#addresses). */
  hasRegions: boolean;
}
export interface RegionLookup extends LookupName, Coordinates {
  countryId: string;
}
export interface CityLookup extends LookupName, Coordinates {
  countryId: string;
  regionId: string | null;
}
export interface VillageLookup extends LookupName, Coordinates {
  cityId: string;
}
export interface TypeLookup extends LookupName {
  code: string;
}
export interface ParcelTypeLookup extends TypeLookup {
  length: number;
  width: number;
  height: number;
  weight: number;
  unitOfMeasurement: 'cm-kg' | 'in-lb';
}
export interface CourierLookup extends TypeLookup {
  website: string | null;
  /** Absolute path of the logo image (served publicly), null without a logo. */
  logoUrl: string | null;
  serviceTypeIds: string[];
  shipmentTypeIds: string[];
  parcelTypeIds: string[];
}

export interface LookupItems {
  countries: CountryLookup;
  regions: RegionLookup;
  cities: CityLookup;
  villages: VillageLookup;
  'shipment-types': TypeLookup;
  'service-types': TypeLookup;
  'parcel-types': ParcelTypeLookup;
  couriers: CourierLookup;
}
export type LookupKind = keyof LookupItems;

/**
 * The parent a list is filtered by: a country id for regions, a region id for cities (or
 * `{ countryId }` for a country without regions), a city id for villages. Other kinds take none.
 */
export type LookupParent = string | { countryId: string } | { regionId: string } | null | undefined;

export const LOOKUP_KINDS: readonly LookupKind[] = [
  'countries',
  'regions',
  'cities',
  'villages',
  'shipment-types',
  'service-types',
  'parcel-types',
  'couriers',
];

/** Kinds listed only under a parent: without one there is nothing to load. */
const PARENT_QUERY: Partial<Record<LookupKind, string>> = {
  regions: 'countryId',
  cities: 'regionId',
  villages: 'cityId',
};

/** The query string of a lookup, or null when its parent is missing. */
export function lookupQuery(kind: LookupKind, parent: LookupParent): Record<string, string> | null {
  const key = PARENT_QUERY[kind];
  if (!key) return {};
  if (!parent) return null;
  if (typeof parent === 'string') return { [key]: parent };
  return { ...parent };
}
