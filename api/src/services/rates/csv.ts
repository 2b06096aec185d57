import { filsToJodString, jodStringToFils } from '@portal/shared/domain';
import { asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { readAll } from '../../db/read-all';
import { countries, rates, serviceTypes } from '../../db/schema';
import { unacceptedCells } from '../../lib/accepted-input';
import { toCsv } from '../../lib/csv';
import { type AppErrorDetail, validationFailed } from '../../lib/errors';
import { csvProblemDetail, readCsvRecords } from '../../lib/uploads';
import { writeAudit } from '../audit';
import { citiesNamed, type PlaceNames, readPlaceNames, regionNamed } from '../place-names';
import { lockCourierRates, presentRates, RATE_BOUNDS } from './rates';

/** The rate file's columns (export first, every row validated, all or nothing; docs/decisions.md, Rates). */
export const RATE_CSV_COLUMNS = [
  'service_type',
  'origin_country',
  'origin_region',
  'origin_city',
  'destination_country',
  'destination_region',
  'destination_city',
  'base_price_jod',
  'included_weight_kg',
  'per_kg_price_jod',
  'transit_days_min',
  'transit_days_max',
  'active',
] as const;
export type RateCsvColumn = (typeof RATE_CSV_COLUMNS)[number];

export const RATE_CSV_MAX_ROWS = 5000;
export const RATE_CSV_MAX_BYTES = 2 * 1024 * 1024;

/** What a rate file names: service types by code, countries by code, regions and cities by name. */
export interface RatePlaces extends Omit<PlaceNames, 'countries'> {
  /** Lower-case code → id */
  serviceTypes: Map<string, string>;
  /** Upper-case code → id */
  countries: Map<string, string>;
}

/** Service type and country codes by id, both ways round as the file needs. */
async function codes(db: DbOrTx) {
  const [serviceRows, countryRows] = await readAll(db, [
    () => db.select({ id: serviceTypes.id, code: serviceTypes.code }).from(serviceTypes),
    () => db.select({ id: countries.id, code: countries.code }).from(countries),
  ]);
  return { serviceRows, countryRows };
}

export async function ratePlaces(db: DbOrTx): Promise<RatePlaces> {
  const [names, { serviceRows }] = await readAll(db, [() => readPlaceNames(db), () => codes(db)]);
  return {
    ...names,
    serviceTypes: new Map(serviceRows.map((row) => [row.code.toLowerCase(), row.id])),
    countries: new Map(names.countries.map((row) => [row.code.toUpperCase(), row.id])),
  };
}

export interface ParsedRate {
  row: number;
  serviceTypeId: string;
  originCountryId: string;
  originRegionId: string | null;
  originCityId: string | null;
  destinationCountryId: string;
  destinationRegionId: string | null;
  destinationCityId: string | null;
  basePriceFils: number;
  includedWeightKg: number;
  perKgPriceFils: number;
  transitDays: number;
  transitDaysMax: number;
  isActive: boolean;
}

const placeKey = (...parts: (string | null)[]) => parts.map((part) => part ?? '').join('|');

type Detail = AppErrorDetail & { row: number; column: string };

/**
 * Reads every row and reports every problem with its row (the header is row 1) and column;
 * returns the rates only when there is none. The file's limits are readCsvRecords'.
 */
export async function parseRateCsv(
  file: Buffer,
  places: RatePlaces,
): Promise<{ rates: ParsedRate[]; errors: Detail[] }> {
  const read = await readCsvRecords(file, { trim: true });
  if (!read.ok) return { rates: [], errors: [csvProblemDetail(read.problem, 'invalidFormat')] };
  const [header, ...body] = read.records;
  const columns = (header ?? []).map((name) => name.trim().toLowerCase());
  const missing = RATE_CSV_COLUMNS.filter((column) => !columns.includes(column));
  if (!header || missing.length > 0) {
    return {
      rates: [],
      errors: [
        {
          row: 1,
          column: missing.join(', '),
          messageKey: 'csvColumns',
          params: { columns: RATE_CSV_COLUMNS.join(', ') },
        },
      ],
    };
  }
  if (body.length === 0) return { rates: [], errors: [{ row: 2, column: '', messageKey: 'csvEmpty' }] };
  if (body.length > RATE_CSV_MAX_ROWS)
    return {
      rates: [],
      errors: [
        { row: RATE_CSV_MAX_ROWS + 2, column: '', messageKey: 'csvTooManyRows', params: { limit: RATE_CSV_MAX_ROWS } },
      ],
    };

  const errors: Detail[] = [];
  const rates: ParsedRate[] = [];
  const seen = new Map<string, number>();
  body.forEach((record, index) => {
    const row = index + 2;
    const unaccepted = unacceptedCells(
      record,
      RATE_CSV_COLUMNS.map((column) => [column, columns.indexOf(column)] as const),
    );
    if (unaccepted.length > 0) {
      for (const column of unaccepted) errors.push({ row, column, messageKey: 'textCharacters' });
      return;
    }
    const cell = (column: RateCsvColumn) => (record[columns.indexOf(column)] ?? '').trim();
    const fail = (column: RateCsvColumn, messageKey: Detail['messageKey'], params?: Detail['params']) => {
      errors.push({ row, column, messageKey, params });
      return null;
    };
    const required = (column: RateCsvColumn) => cell(column) || fail(column, 'required');
    const lookup = (column: RateCsvColumn, map: Map<string, string>, key: string) =>
      map.get(key) ?? fail(column, 'unknownName');

    const serviceCode = required('service_type');
    const serviceTypeId = serviceCode ? lookup('service_type', places.serviceTypes, serviceCode.toLowerCase()) : null;

    const area = (side: 'origin' | 'destination') => {
      const countryCode = required(`${side}_country`);
      const countryId = countryCode ? lookup(`${side}_country`, places.countries, countryCode.toUpperCase()) : null;
      const regionName = cell(`${side}_region`);
      const cityName = cell(`${side}_city`);
      const regionId =
        countryId && regionName
          ? (regionNamed(places, countryId, regionName)?.id ?? fail(`${side}_region`, 'unknownName'))
          : null;
      const cityId =
        countryId && cityName && (regionId || !regionName)
          ? (citiesNamed(places, countryId, regionId, cityName).matching[0]?.id ?? fail(`${side}_city`, 'unknownName'))
          : null;
      return { countryId, regionId, cityId };
    };
    const origin = area('origin');
    const destination = area('destination');

    const money = (column: RateCsvColumn) => {
      const value = required(column);
      if (value === null) return null;
      const fils = jodStringToFils(value);
      if (fils === null || fils < 0) return fail(column, 'invalidFormat');
      return fils > RATE_BOUNDS.maxPriceFils
        ? fail(column, 'maximum', { limit: filsToJodString(RATE_BOUNDS.maxPriceFils) })
        : fils;
    };
    const basePriceFils = money('base_price_jod');
    const perKgPriceFils = money('per_kg_price_jod');
    const includedText = required('included_weight_kg');
    const includedWeightKg =
      includedText === null
        ? null
        : !/^\d+(\.\d+)?$/.test(includedText)
          ? fail('included_weight_kg', 'number')
          : Number(includedText) > RATE_BOUNDS.maxIncludedWeightKg
            ? fail('included_weight_kg', 'maximum', { limit: RATE_BOUNDS.maxIncludedWeightKg })
            : Number(includedText);
    const days = (column: RateCsvColumn) => {
      const value = required(column);
      if (value === null) return null;
      if (!/^\d+$/.test(value)) return fail(column, 'integer');
      return Number(value) > RATE_BOUNDS.maxTransitDays
        ? fail(column, 'maximum', { limit: RATE_BOUNDS.maxTransitDays })
        : Number(value);
    };
    const transitDays = days('transit_days_min');
    const transitDaysMax = days('transit_days_max');
    if (transitDays !== null && transitDaysMax !== null && transitDaysMax < transitDays)
      fail('transit_days_max', 'transitDaysOrder');
    const activeText = (cell('active') || 'yes').toLowerCase();
    const isActive = ['yes', 'true', '1', 'نعم'].includes(activeText)
      ? true
      : ['no', 'false', '0', 'لا'].includes(activeText)
        ? false
        : fail('active', 'mustBeBoolean');

    if (
      serviceTypeId === null ||
      !origin.countryId ||
      !destination.countryId ||
      (cell('origin_region') && !origin.regionId) ||
      (cell('origin_city') && !origin.cityId) ||
      (cell('destination_region') && !destination.regionId) ||
      (cell('destination_city') && !destination.cityId) ||
      basePriceFils === null ||
      perKgPriceFils === null ||
      includedWeightKg === null ||
      transitDays === null ||
      transitDaysMax === null ||
      isActive === null ||
      transitDaysMax < transitDays
    ) {
      return;
    }
    const key = placeKey(
      serviceTypeId,
      origin.countryId,
      origin.regionId,
      origin.cityId,
      destination.countryId,
      destination.regionId,
      destination.cityId,
    );
    if (isActive) {
      const earlier = seen.get(key);
      if (earlier) {
        fail('service_type', 'rateOverlap');
        return;
      }
      seen.set(key, row);
    }
    rates.push({
      row,
      serviceTypeId,
      originCountryId: origin.countryId,
      originRegionId: origin.regionId,
      originCityId: origin.cityId,
      destinationCountryId: destination.countryId,
      destinationRegionId: destination.regionId,
      destinationCityId: destination.cityId,
      basePriceFils,
      includedWeightKg,
      perKgPriceFils,
      transitDays,
      transitDaysMax,
      isActive,
    });
  });
  return errors.length > 0 ? { rates: [], errors } : { rates, errors };
}

/** A courier's rates as the import reads them (cells that look like formulas are neutralized). */
export async function exportRatesCsv(db: DbOrTx, courierId: string): Promise<string> {
  const rows = await db
    .select()
    .from(rates)
    .where(eq(rates.courierId, courierId))
    .orderBy(asc(rates.createdAt), asc(rates.id));
  const items = await presentRates(db, rows);
  const { serviceRows, countryRows } = await codes(db);
  const serviceCode = new Map(serviceRows.map((row) => [row.id, row.code]));
  const countryCode = new Map(countryRows.map((row) => [row.id, row.code]));
  return toCsv([
    [...RATE_CSV_COLUMNS],
    ...items.map((item) => [
      serviceCode.get(item.serviceTypeId),
      countryCode.get(item.originCountryId),
      item.originRegion?.name,
      item.originCity?.name,
      countryCode.get(item.destinationCountryId),
      item.destinationRegion?.name,
      item.destinationCity?.name,
      filsToJodString(item.basePriceFils),
      item.includedWeightKg,
      filsToJodString(item.perKgPriceFils),
      item.transitDaysMin,
      item.transitDaysMax,
      item.isActive ? 'yes' : 'no',
    ]),
  ]);
}

/** Replaces a courier's rates with a file's (all rows valid, or nothing changes), audited. */
export async function replaceRates(db: DbOrTx, request: FastifyRequest, courierId: string, file: Buffer) {
  const { rates: parsed, errors } = await parseRateCsv(file, await ratePlaces(db));
  if (errors.length > 0) throw validationFailed(errors);
  return db.transaction(async (tx) => {
    await lockCourierRates(tx, courierId);
    const before = await tx.delete(rates).where(eq(rates.courierId, courierId)).returning();
    const after =
      parsed.length > 0
        ? await tx
            .insert(rates)
            .values(parsed.map(({ row: _row, ...rate }) => ({ ...rate, courierId })))
            .returning()
        : [];
    await writeAudit(tx, request, {
      action: 'import',
      entityType: 'rates',
      entityId: courierId,
      before,
      after,
      extra: { replaced: before.length, imported: after.length },
    });
    return { imported: after.length, replaced: before.length };
  });
}
