import { normalizeSearchText } from '@portal/shared/domain';
import type { FastifyPluginAsync } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../../db/client';
import { readAll } from '../../../../db/read-all';
import { cities, countries, regions, villages } from '../../../../db/schema';
import { fieldError } from '../../../../lib/errors';
import { type BodyOf, type CrudResource, registerCrud } from '../crud';
import { namedRefs, refOf } from '../../../../db/named-refs';
import { searchCondition } from '../../../../lib/search';
import {
  CityBody,
  CityFilters,
  CityItem,
  CountryBody,
  CountryItem,
  LocationBody,
  locationSchemas,
  RegionBody,
  RegionFilters,
  RegionItem,
  VillageBody,
  VillageFilters,
  VillageItem,
} from './schemas';

/** Trimmed names (blank after trimming is 'required'), coordinates and the search text. */
function locationValues(body: BodyOf<typeof LocationBody>) {
  const name = body.name.trim();
  const nameAr = body.nameAr.trim();
  if (!name) throw fieldError('name', 'required');
  if (!nameAr) throw fieldError('nameAr', 'required');
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
  tag: 'admin: locations',
  subject: 'locations' as const,
  defaultSort: 'name',
  inUseMessage: 'locationInUse' as const,
};

/** Countries, regions, cities and villages (subject `locations`). */
const locationRoutes: FastifyPluginAsync = async (app) => {
  for (const schema of locationSchemas) app.addSchema(schema);

  const countryResource: CrudResource<typeof countries, typeof CountryBody> = {
    ...common,
    path: '/countries',
    entityType: 'country',
    columns: { table: countries, id: countries.id, version: countries.version, updatedAt: countries.updatedAt },
    itemSchema: CountryItem,
    bodyProperties: CountryBody,
    sortable: { ...sortableNames(countries), code: countries.code },
    where: ({ q }) => [searchCondition(q, countries.searchText, [countries.code])],
    toValues: async (_db, body) => ({ ...locationValues(body), code: body.code.toUpperCase() }),
    present: async (_db, rows) => rows,
    duplicateFields: { countries_code_unique: 'code' },
  };

  const regionResource: CrudResource<typeof regions, typeof RegionBody, typeof RegionFilters> = {
    ...common,
    path: '/regions',
    entityType: 'region',
    columns: { table: regions, id: regions.id, version: regions.version, updatedAt: regions.updatedAt },
    itemSchema: RegionItem,
    bodyProperties: RegionBody,
    filterProperties: RegionFilters,
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

  const cityResource: CrudResource<typeof cities, typeof CityBody, typeof CityFilters> = {
    ...common,
    path: '/cities',
    entityType: 'city',
    columns: { table: cities, id: cities.id, version: cities.version, updatedAt: cities.updatedAt },
    itemSchema: CityItem,
    bodyProperties: CityBody,
    filterProperties: CityFilters,
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

  const villageResource: CrudResource<typeof villages, typeof VillageBody, typeof VillageFilters> = {
    ...common,
    path: '/villages',
    entityType: 'village',
    columns: { table: villages, id: villages.id, version: villages.version, updatedAt: villages.updatedAt },
    itemSchema: VillageItem,
    bodyProperties: VillageBody,
    filterProperties: VillageFilters,
    sortable: sortableNames(villages),
    where: ({ q, cityId }) => [
      searchCondition(q, villages.searchText),
      cityId ? eq(villages.cityId, cityId) : undefined,
    ],
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

  registerCrud(app, countryResource);
  registerCrud(app, regionResource);
  registerCrud(app, cityResource);
  registerCrud(app, villageResource);
};

export default locationRoutes;
