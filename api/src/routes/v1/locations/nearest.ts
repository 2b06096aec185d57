import { and, asc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { cities, countries, regions, villages } from '../../../db/schema';
import type { NearestLocation } from './schemas';

/**
 * Farther than this from every village and city of the reference data, a point is not one of our
 * places (the sea, the desert, another country): better no answer than a wrong one.
 */
export const MAX_DISTANCE_KM = 25;

const EARTH_RADIUS_KM = 6371;

/**
 * A coordinate to the micro-degree (about 11 cm). PostgreSQL refuses a float8 product that underflows
 * (a valid `lat=1e-249` squared), so the haversine only ever sees zero or a difference of at least 1e-6.
 */
const microDegrees = (value: AnyPgColumn | number): SQL<number> =>
  sql<number>`round((${value})::numeric, 6)::double precision`;

/** Great-circle (haversine) distance in km from a point to a row's coordinates, in SQL. */
function distanceKm(latitude: AnyPgColumn, longitude: AnyPgColumn, lat: number, lng: number): SQL<number> {
  const [rowLat, rowLng, pointLat, pointLng] = [latitude, longitude, lat, lng].map(microDegrees);
  return sql<number>`${2 * EARTH_RADIUS_KM} * asin(sqrt(
    power(sin(radians(${rowLat} - ${pointLat}) / 2), 2)
    + cos(radians(${pointLat})) * cos(radians(${rowLat})) * power(sin(radians(${rowLng} - ${pointLng}) / 2), 2)
  ))`;
}

/**
 * The village or city of the reference data nearest to a point, with the country, region and city
 * it belongs to (the map picker fills the address form with it); undefined when nothing is within
 * MAX_DISTANCE_KM.
 */
export async function nearestLocation(db: DbOrTx, lat: number, lng: number): Promise<NearestLocation | undefined> {
  const villageDistance = distanceKm(villages.latitude, villages.longitude, lat, lng);
  const cityDistance = distanceKm(cities.latitude, cities.longitude, lat, lng);

  const [village] = await db
    .select({
      village: { id: villages.id, name: villages.name, nameAr: villages.nameAr },
      cityId: villages.cityId,
      distanceKm: villageDistance,
    })
    .from(villages)
    .where(and(isNotNull(villages.latitude), isNotNull(villages.longitude)))
    .orderBy(asc(villageDistance))
    .limit(1);
  const [city] = await db
    .select({ cityId: cities.id, distanceKm: cityDistance })
    .from(cities)
    .where(and(isNotNull(cities.latitude), isNotNull(cities.longitude)))
    .orderBy(asc(cityDistance))
    .limit(1);

  const villageWins = village && (!city || Number(village.distanceKm) < Number(city.distanceKm));
  const best = villageWins
    ? { cityId: village.cityId, distanceKm: Number(village.distanceKm) }
    : city && { cityId: city.cityId, distanceKm: Number(city.distanceKm) };
  if (!best || best.distanceKm > MAX_DISTANCE_KM) return undefined;

  const [place] = await db
    .select({
      city: { id: cities.id, name: cities.name, nameAr: cities.nameAr },
      country: { id: countries.id, name: countries.name, nameAr: countries.nameAr },
      regionId: regions.id,
      regionName: regions.name,
      regionNameAr: regions.nameAr,
    })
    .from(cities)
    .innerJoin(countries, eq(countries.id, cities.countryId))
    .leftJoin(regions, eq(regions.id, cities.regionId))
    .where(eq(cities.id, best.cityId));
  return {
    country: place.country,
    region:
      place.regionId && place.regionName !== null && place.regionNameAr !== null
        ? { id: place.regionId, name: place.regionName, nameAr: place.regionNameAr }
        : null,
    city: place.city,
    village: villageWins ? village.village : null,
    distanceKm: Math.round(best.distanceKm * 100) / 100,
  };
}
