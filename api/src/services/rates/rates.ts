import { normalizeSearchText } from '@portal/shared/domain';
import { and, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { namedRefs, refOf } from '../../db/named-refs';
import { readAll } from '../../db/read-all';
import { cities, countries, couriers, rates, regions, serviceTypes } from '../../db/schema';
import { AppError, notFound, validationFailed } from '../../lib/errors';
import { containsPattern } from '../../lib/search';
import { type CrudListQuery, type CrudTable } from '../admin-crud';
import { areaProblems } from '../areas';

/**
 * Rates per courier and service type, from an origin area to a destination area: the checks a rate
 * passes before it is written, the one-active-rate-per-route rule and the rows as the API shows them.
 */

/**
 * What a rate may hold, the same through the JSON API and the CSV import (docs/architecture.md#accepted-input):
 * prices up to 10,000 JOD (the price of a shipment is capped on its own, services/pricing.ts).
 */
export const RATE_BOUNDS = { maxPriceFils: 10_000_000, maxIncludedWeightKg: 100_000, maxTransitDays: 365 } as const;

export type RatesTable = typeof rates;
export type RateRow = typeof rates.$inferSelect;

/** A rate as the API writes it (its create and update body). */
export interface RateInput {
  courierId: string;
  serviceTypeId: string;
  originCountryId: string;
  originRegionId?: string | null;
  originCityId?: string | null;
  destinationCountryId: string;
  destinationRegionId?: string | null;
  destinationCityId?: string | null;
  basePriceFils: number;
  includedWeightKg: number;
  perKgPriceFils: number;
  transitDaysMin: number;
  transitDaysMax: number;
  isActive?: boolean;
}

/** The rates table's editable columns, for the generic admin routes. */
export const rateColumns = { table: rates, id: rates.id, version: rates.version, updatedAt: rates.updatedAt };

export const rateSortable = {
  basePriceFils: rates.basePriceFils,
  perKgPriceFils: rates.perKgPriceFils,
  includedWeightKg: rates.includedWeightKg,
  transitDaysMin: rates.transitDays,
  isActive: rates.isActive,
  createdAt: rates.createdAt,
  updatedAt: rates.updatedAt,
};

const same = (column: AnyPgColumn, value: string | null) => sql`${column} is not distinct from ${value}`;

/** A rate's columns from its body (the API says transitDaysMin, the table transitDays). */
function rateValues(body: RateInput) {
  return {
    courierId: body.courierId,
    serviceTypeId: body.serviceTypeId,
    originCountryId: body.originCountryId,
    originRegionId: body.originRegionId ?? null,
    originCityId: body.originCityId ?? null,
    destinationCountryId: body.destinationCountryId,
    destinationRegionId: body.destinationRegionId ?? null,
    destinationCityId: body.destinationCityId ?? null,
    basePriceFils: body.basePriceFils,
    includedWeightKg: body.includedWeightKg,
    perKgPriceFils: body.perKgPriceFils,
    transitDays: body.transitDaysMin,
    transitDaysMax: body.transitDaysMax,
    isActive: body.isActive ?? true,
  };
}
type RateValues = ReturnType<typeof rateValues>;

/** Serializes rate writes per courier, so two admins cannot both add the same route at once. */
export async function lockCourierRates(db: DbOrTx, courierId: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`rates:${courierId}`}))`);
}

/**
 * Overlap rule: one active rate per courier, service and exact origin → destination area. Areas
 * of different precision (a city inside a region that also has a rate) do not overlap: the most
 * specific one wins when pricing (docs/architecture.md#pricing-and-coverage).
 */
async function overlapping(db: DbOrTx, values: RateValues, exceptId?: string): Promise<boolean> {
  const [existing] = await db
    .select({ id: rates.id })
    .from(rates)
    .where(
      and(
        eq(rates.courierId, values.courierId),
        eq(rates.serviceTypeId, values.serviceTypeId),
        eq(rates.isActive, true),
        eq(rates.originCountryId, values.originCountryId),
        same(rates.originRegionId, values.originRegionId),
        same(rates.originCityId, values.originCityId),
        eq(rates.destinationCountryId, values.destinationCountryId),
        same(rates.destinationRegionId, values.destinationRegionId),
        same(rates.destinationCityId, values.destinationCityId),
        exceptId ? ne(rates.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(existing);
}

/** Checks a rate's body (areas, courier and service exist, days in order, no overlap) → its columns. */
export async function rateToValues(tx: DbOrTx, body: RateInput, existing?: RateRow) {
  const values = rateValues(body);
  const problems = [
    ...(await areaProblems(
      tx,
      { countryId: values.originCountryId, regionId: values.originRegionId, cityId: values.originCityId },
      'origin',
    )),
    ...(await areaProblems(
      tx,
      {
        countryId: values.destinationCountryId,
        regionId: values.destinationRegionId,
        cityId: values.destinationCityId,
      },
      'destination',
    )),
  ];
  if (!(await tx.select({ id: couriers.id }).from(couriers).where(eq(couriers.id, values.courierId)))[0])
    problems.push({ field: 'courierId', messageKey: 'parentMissing' });
  if (
    !(await tx.select({ id: serviceTypes.id }).from(serviceTypes).where(eq(serviceTypes.id, values.serviceTypeId)))[0]
  ) {
    problems.push({ field: 'serviceTypeId', messageKey: 'parentMissing' });
  }
  if (values.transitDaysMax < values.transitDays)
    problems.push({ field: 'transitDaysMax', messageKey: 'transitDaysOrder' });
  if (problems.length > 0) throw validationFailed(problems);
  await lockCourierRates(tx, values.courierId);
  if (values.isActive && (await overlapping(tx, values, existing?.id))) throw new AppError('CONFLICT', 'rateOverlap');
  return values;
}

/** Rows → items with their courier, service and areas named (one query per kind for the whole page). */
export async function presentRates(db: DbOrTx, rows: RateRow[]) {
  const ids = (key: keyof RateRow & `${string}Id`) => rows.map((row) => row[key]);
  const [courierRefs, serviceRefs, countryRefs, regionRefs, cityRefs] = await readAll(db, [
    () => namedRefs(db, couriers, ids('courierId')),
    () => namedRefs(db, serviceTypes, ids('serviceTypeId')),
    () => namedRefs(db, countries, [...ids('originCountryId'), ...ids('destinationCountryId')]),
    () => namedRefs(db, regions, [...ids('originRegionId'), ...ids('destinationRegionId')]),
    () => namedRefs(db, cities, [...ids('originCityId'), ...ids('destinationCityId')]),
  ]);
  return rows.map((row) => ({
    ...row,
    courier: refOf(courierRefs, row.courierId),
    serviceType: refOf(serviceRefs, row.serviceTypeId),
    originCountry: refOf(countryRefs, row.originCountryId),
    originRegion: refOf(regionRefs, row.originRegionId),
    originCity: refOf(cityRefs, row.originCityId),
    destinationCountry: refOf(countryRefs, row.destinationCountryId),
    destinationRegion: refOf(regionRefs, row.destinationRegionId),
    destinationCity: refOf(cityRefs, row.destinationCityId),
    transitDaysMin: row.transitDays,
    transitDaysMax: row.transitDaysMax ?? row.transitDays,
  }));
}

/** `q`: the courier's name or code, or a name of any area of the rate (Arabic spelling-insensitive). */
function searchRates(db: DbOrTx, q: string | undefined): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const normalized = containsPattern(normalizeSearchText(text));
  const plain = containsPattern(text);
  const cityIds = db
    .select({ id: cities.id })
    .from(cities)
    .where(sql`${cities.searchText} like ${normalized}`);
  const regionIds = db
    .select({ id: regions.id })
    .from(regions)
    .where(sql`${regions.searchText} like ${normalized}`);
  const courierIds = db
    .select({ id: couriers.id })
    .from(couriers)
    .where(
      or(
        sql`${couriers.name} ilike ${plain}`,
        sql`${couriers.nameAr} ilike ${plain}`,
        sql`${couriers.code} ilike ${plain}`,
      ),
    );
  return or(
    inArray(rates.courierId, courierIds),
    inArray(rates.originCityId, cityIds),
    inArray(rates.destinationCityId, cityIds),
    inArray(rates.originRegionId, regionIds),
    inArray(rates.destinationRegionId, regionIds),
  );
}

/** The list's conditions: `q` and the filters. */
export function rateFilters(
  db: DbOrTx,
  filters: { q?: string; courierId?: string; serviceTypeId?: string; isActive?: boolean },
): (SQL | undefined)[] {
  const { q, courierId, serviceTypeId, isActive } = filters;
  return [
    searchRates(db, q),
    courierId ? eq(rates.courierId, courierId) : undefined,
    serviceTypeId ? eq(rates.serviceTypeId, serviceTypeId) : undefined,
    isActive === undefined ? undefined : eq(rates.isActive, isActive),
  ];
}

/** The courier whose rates are exported or replaced (404 when there is none). */
export async function requireCourier(db: DbOrTx, courierId: string) {
  const [courier] = await db
    .select({ id: couriers.id, code: couriers.code })
    .from(couriers)
    .where(eq(couriers.id, courierId));
  if (!courier) throw notFound();
  return courier;
}

type RateQuery = CrudListQuery & { courierId?: string; serviceTypeId?: string; isActive?: boolean };

/** The rates as the admin CRUD routes list, read and write them. */
export function rateTable(db: DbOrTx): CrudTable<RatesTable, RateInput, RateQuery, RateRow> {
  return {
    entityType: 'rate',
    columns: rateColumns,
    sortable: rateSortable,
    defaultSort: '-updatedAt',
    where: (query) => rateFilters(db, query),
    toValues: rateToValues,
    present: presentRates,
    inUseMessage: 'conflict',
  };
}
