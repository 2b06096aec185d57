import { and, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cities, countries, regions, villages } from '../../db/schema';
import type { AppErrorDetail } from '../../lib/errors';
import type { NamedRef } from '../../lib/schemas';

/** A place of the reference data as the portal shows it (name in both languages). */
export type Place = NamedRef;

export interface AddressPlaces {
  country: Place;
  region: Place | null;
  city: Place;
  village: Place | null;
}

export interface PlaceIds {
  countryId: string;
  regionId?: string | null;
  cityId: string;
  villageId?: string | null;
}

const placeColumns = <T extends typeof countries | typeof regions | typeof cities | typeof villages>(table: T) => ({
  id: table.id,
  name: table.name,
  nameAr: table.nameAr,
});

/**
 * Checks that the chosen places exist and nest (country and city required, region
 * required where the country has regions, village optional and inside the city). Returns the places,
 * or the problems as field details so they can be reported with the form's other errors.
 */
export async function resolvePlaces(
  db: DbOrTx,
  ids: PlaceIds,
): Promise<{ places?: AddressPlaces; problems: AppErrorDetail[] }> {
  const problems: AppErrorDetail[] = [];
  const regionId = ids.regionId ?? null;
  const villageId = ids.villageId ?? null;

  const [country] = await db.select(placeColumns(countries)).from(countries).where(eq(countries.id, ids.countryId));
  if (!country) return { problems: [{ field: 'countryId', messageKey: 'invalidValue' }] };

  const [{ regionCount }] = await db
    .select({ regionCount: count() })
    .from(regions)
    .where(eq(regions.countryId, country.id));
  let region: Place | null = null;
  if (regionId) {
    [region] = await db
      .select(placeColumns(regions))
      .from(regions)
      .where(and(eq(regions.id, regionId), eq(regions.countryId, country.id)));
    if (!region) problems.push({ field: 'regionId', messageKey: 'notInSelectedArea' });
  } else if (regionCount > 0) {
    problems.push({ field: 'regionId', messageKey: 'required' });
  }

  const [city] = await db
    .select({ ...placeColumns(cities), countryId: cities.countryId, regionId: cities.regionId })
    .from(cities)
    .where(eq(cities.id, ids.cityId));
  const cityFits = city && city.countryId === country.id && (!regionId || city.regionId === regionId);
  if (!cityFits) problems.push({ field: 'cityId', messageKey: city ? 'notInSelectedArea' : 'invalidValue' });

  let village: Place | null = null;
  if (villageId && cityFits) {
    [village] = await db
      .select(placeColumns(villages))
      .from(villages)
      .where(and(eq(villages.id, villageId), eq(villages.cityId, city.id)));
    if (!village) problems.push({ field: 'villageId', messageKey: 'notInSelectedArea' });
  }

  if (problems.length > 0 || !city) return { problems };
  return {
    places: { country, region, city: { id: city.id, name: city.name, nameAr: city.nameAr }, village },
    problems,
  };
}
