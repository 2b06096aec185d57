import { normalizeSearchText } from '@portal/shared/domain';
import { and, asc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { namedRefs, refOf } from '../db/named-refs';
import { readAll } from '../db/read-all';
import { cities, countries, regions, villages } from '../db/schema';
import { fieldError } from '../lib/errors';
import type { NamedRef } from '../lib/schemas';
import { searchCondition } from '../lib/search';
import { type CrudListQuery, type CrudTable, trimmedNames } from './admin-crud';

/**
 * The places of the reference data: the map picker's nearest place, and the system admin's
 * countries, regions, cities and villages.
 */

/** The place found nearest to a point, with the levels above it. */
export interface NearestLocation {
  country: NamedRef;
  region: NamedRef | null;
  city: NamedRef;
  village: NamedRef | null;
  distanceKm: number;
}

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

/** Name, Arabic name and coordinates: what every location level has. */
export interface LocationInput {
  name: string;
  nameAr: string;
  latitude?: number | null;
  longitude?: number | null;
}

/** Trimmed names (blank after trimming is 'required'), coordinates and the search text. */
function locationValues(body: LocationInput) {
  const { name, nameAr } = trimmedNames(body);
  return {
    name,
    nameAr,
    latitude: body.latitude ?? null,
    longitude: body.longitude ?? null,
    searchText: normalizeSearchText(`${name} ${nameAr}`),
  };
}

async function requireRow<T>(rows: Promise<T[]>, field: string): Promise<T> {
  const [row] = await rows;
  if (!row) throw fieldError(field, 'parentMissing');
  return row;
}

const sortableNames = <
  T extends { name: AnyPgColumn; nameAr: AnyPgColumn; createdAt: AnyPgColumn; updatedAt: AnyPgColumn },
>(
  table: T,
) => ({
  name: table.name,
  nameAr: table.nameAr,
  createdAt: table.createdAt,
  updatedAt: table.updatedAt,
});

const common = {
  defaultSort: 'name',
  inUseMessage: 'locationInUse' as const,
};

export const countryTable: CrudTable<typeof countries, LocationInput & { code: string }> = {
  ...common,
  entityType: 'country',
  columns: { table: countries, id: countries.id, version: countries.version, updatedAt: countries.updatedAt },
  sortable: { ...sortableNames(countries), code: countries.code },
  where: ({ q }) => [searchCondition(q, countries.searchText, [countries.code])],
  toValues: async (_db, body) => ({ ...locationValues(body), code: body.code.toUpperCase() }),
  present: async (_db, rows) => rows,
  duplicateFields: { countries_code_unique: 'code' },
};

export const regionTable: CrudTable<
  typeof regions,
  LocationInput & { countryId: string },
  CrudListQuery & { countryId?: string }
> = {
  ...common,
  entityType: 'region',
  columns: { table: regions, id: regions.id, version: regions.version, updatedAt: regions.updatedAt },
  sortable: sortableNames(regions),
  where: ({ q, countryId }) => [
    searchCondition(q, regions.searchText),
    countryId ? eq(regions.countryId, countryId) : undefined,
  ],
  toValues: async (db, body) => {
    await requireRow(
      db.select({ id: countries.id }).from(countries).where(eq(countries.id, body.countryId)),
      'countryId',
    );
    return { ...locationValues(body), countryId: body.countryId };
  },
  present: async (db, rows) => {
    const countryRefs = await namedRefs(
      db,
      countries,
      rows.map((row) => row.countryId),
    );
    return rows.map((row) => ({ ...row, country: refOf(countryRefs, row.countryId) }));
  },
  duplicateFields: { regions_country_name_unique: 'name' },
};

/**
 * A city's region must belong to its country, and is required where the country has regions
 * (docs/architecture.md#addresses).
 */
async function checkCityArea(db: DbOrTx, countryId: string, regionId: string | null | undefined) {
  await requireRow(db.select({ id: countries.id }).from(countries).where(eq(countries.id, countryId)), 'countryId');
  if (regionId) {
    const region = await requireRow(
      db.select({ countryId: regions.countryId }).from(regions).where(eq(regions.id, regionId)),
      'regionId',
    );
    if (region.countryId !== countryId) throw fieldError('regionId', 'regionNotInCountry');
    return;
  }
  const [anyRegion] = await db
    .select({ id: regions.id })
    .from(regions)
    .where(eq(regions.countryId, countryId))
    .limit(1);
  if (anyRegion) throw fieldError('regionId', 'regionRequired');
}

export const cityTable: CrudTable<
  typeof cities,
  LocationInput & { countryId: string; regionId?: string | null },
  CrudListQuery & { countryId?: string; regionId?: string }
> = {
  ...common,
  entityType: 'city',
  columns: { table: cities, id: cities.id, version: cities.version, updatedAt: cities.updatedAt },
  sortable: sortableNames(cities),
  where: ({ q, countryId, regionId }) => [
    searchCondition(q, cities.searchText),
    countryId ? eq(cities.countryId, countryId) : undefined,
    regionId ? eq(cities.regionId, regionId) : undefined,
  ],
  toValues: async (db, body) => {
    await checkCityArea(db, body.countryId, body.regionId);
    return { ...locationValues(body), countryId: body.countryId, regionId: body.regionId ?? null };
  },
  present: async (db, rows) => {
    const [countryRefs, regionRefs] = await readAll(db, [
      () =>
        namedRefs(
          db,
          countries,
          rows.map((row) => row.countryId),
        ),
      () =>
        namedRefs(
          db,
          regions,
          rows.map((row) => row.regionId),
        ),
    ]);
    return rows.map((row) => ({
      ...row,
      country: refOf(countryRefs, row.countryId),
      region: refOf(regionRefs, row.regionId),
    }));
  },
  duplicateFields: { cities_country_region_name_unique: 'name' },
};

export const villageTable: CrudTable<
  typeof villages,
  LocationInput & { cityId: string },
  CrudListQuery & { cityId?: string }
> = {
  ...common,
  entityType: 'village',
  columns: { table: villages, id: villages.id, version: villages.version, updatedAt: villages.updatedAt },
  sortable: sortableNames(villages),
  where: ({ q, cityId }) => [searchCondition(q, villages.searchText), cityId ? eq(villages.cityId, cityId) : undefined],
  toValues: async (db, body) => {
    await requireRow(
      db
        .select({ id: cities.id })
        .from(cities)
        .where(and(eq(cities.id, body.cityId))),
      'cityId',
    );
    return { ...locationValues(body), cityId: body.cityId };
  },
  present: async (db, rows) => {
    const cityIds = [...new Set(rows.map((row) => row.cityId))];
    const [cityRefs, parents] = await readAll(db, [
      () => namedRefs(db, cities, cityIds),
      () =>
        cityIds.length
          ? db
              .select({ id: cities.id, countryId: cities.countryId, regionId: cities.regionId })
              .from(cities)
              .where(inArray(cities.id, cityIds))
          : [],
    ]);
    const parentOf = new Map(parents.map((parent) => [parent.id, parent]));
    return rows.map((row) => ({
      ...row,
      city: refOf(cityRefs, row.cityId),
      countryId: parentOf.get(row.cityId)?.countryId,
      regionId: parentOf.get(row.cityId)?.regionId ?? null,
    }));
  },
  duplicateFields: { villages_city_name_unique: 'name' },
};
