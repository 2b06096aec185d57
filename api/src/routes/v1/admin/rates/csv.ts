import { filsToJodString, jodStringToFils, normalizeSearchText } from '@portal/shared/domain';
import { unacceptedCells } from '../../../../lib/accepted-input';
import { csvProblemDetail, readCsvRecords } from '../../../../lib/uploads';
import type { AppErrorDetail } from '../../../../lib/errors';
import { RATE_BOUNDS } from './schemas';

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

export interface PlaceIndex {
  serviceTypes: Map<string, string>;
  countries: Map<string, string>;
  /** `${countryId}|${normalized name}` → region id */
  regions: Map<string, string>;
  /** `${countryId}|${regionId, or '*' for any region}|${normalized name}` → city id */
  cities: Map<string, string>;
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

export const placeKey = (...parts: (string | null)[]) => parts.map((part) => part ?? '').join('|');
export const nameKey = (name: string) => normalizeSearchText(name.trim());

type Detail = AppErrorDetail & { row: number; column: string };

/**
 * Reads every row and reports every problem with its row (the header is row 1) and column;
 * returns the rates only when there is none. The file's limits are readCsvRecords'.
 */
export async function parseRateCsv(
  file: Buffer,
  places: PlaceIndex,
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
          ? lookup(`${side}_region`, places.regions, placeKey(countryId, nameKey(regionName)))
          : null;
      const cityId =
        countryId && cityName && (regionId || !regionName)
          ? lookup(`${side}_city`, places.cities, placeKey(countryId, regionId ?? '*', nameKey(cityName)))
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

export const jod = filsToJodString;
