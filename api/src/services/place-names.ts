import { normalizeSearchText } from '@portal/shared/domain';
import type { DbOrTx } from '../db/client';
import { readAll } from '../db/read-all';
import { cities, countries, regions } from '../db/schema';

/**
 * Places found by the names people type in a file (the shipment import's and the rates' CSV): each
 * country, region and city under its normalized English and Arabic names (Arabic spelling-, case- and
 * space-insensitive), read once per file.
 */

export interface NamedPlace {
  id: string;
  name: string;
  nameAr: string;
}
export type CountryPlace = NamedPlace & { code: string };
export type CityPlace = NamedPlace & { regionId: string | null; countryId: string };

export interface PlaceNames {
  countries: CountryPlace[];
  /** `${countryId}|name` */
  regions: Map<string, NamedPlace[]>;
  /** Every region's names, to tell an unknown name from one in another country. */
  regionNames: Set<string>;
  /** `${countryId}|name` */
  cities: Map<string, CityPlace[]>;
  cityNames: Set<string>;
}

/** A name as compared. */
export const nameKey = (name: string) => normalizeSearchText(name);

/** Adds a place under a key once (its English and Arabic names may read the same). */
export function pushPlace<T>(map: Map<string, T[]>, key: string, value: T) {
  const list = map.get(key);
  if (list) {
    if (!list.includes(value)) list.push(value);
  } else map.set(key, [value]);
}

export async function readPlaceNames(db: DbOrTx): Promise<PlaceNames> {
  const [countryRows, regionRows, cityRows] = await readAll(db, [
    () =>
      db
        .select({ id: countries.id, code: countries.code, name: countries.name, nameAr: countries.nameAr })
        .from(countries),
    () =>
      db
        .select({ id: regions.id, countryId: regions.countryId, name: regions.name, nameAr: regions.nameAr })
        .from(regions),
    () =>
      db
        .select({
          id: cities.id,
          countryId: cities.countryId,
          regionId: cities.regionId,
          name: cities.name,
          nameAr: cities.nameAr,
        })
        .from(cities),
  ]);
  const places: PlaceNames = {
    countries: countryRows,
    regions: new Map(),
    regionNames: new Set(),
    cities: new Map(),
    cityNames: new Set(),
  };
  for (const region of regionRows)
    for (const name of [region.name, region.nameAr]) {
      pushPlace(places.regions, `${region.countryId}|${nameKey(name)}`, region);
      places.regionNames.add(nameKey(name));
    }
  for (const city of cityRows)
    for (const name of [city.name, city.nameAr]) {
      pushPlace(places.cities, `${city.countryId}|${nameKey(name)}`, city);
      places.cityNames.add(nameKey(name));
    }
  return places;
}

/** The country's region of that name. */
export const regionNamed = (places: Pick<PlaceNames, 'regions'>, countryId: string, name: string) =>
  places.regions.get(`${countryId}|${nameKey(name)}`)?.[0];

/** The country's cities of that name: all of them, or those of the region when one is given. */
export function citiesNamed(
  places: Pick<PlaceNames, 'cities'>,
  countryId: string,
  regionId: string | null,
  name: string,
) {
  const candidates = places.cities.get(`${countryId}|${nameKey(name)}`) ?? [];
  return { candidates, matching: regionId ? candidates.filter((city) => city.regionId === regionId) : candidates };
}
