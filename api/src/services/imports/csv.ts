import {
  isEmail,
  jodStringToFils,
  normalizeSearchText,
  PARCEL_COLUMN,
  PARCEL_LIMITS,
  parcelProblems,
  SHIPMENT_IMPORT_COLUMNS,
  type ShipmentImportColumn,
} from '@portal/shared/domain';
import { toE164 } from '@portal/shared/domain/phone';
import type { DbOrTx } from '../../db/client';
import { readAll } from '../../db/read-all';
import { parcelTypes, villages } from '../../db/schema';
import { isAcceptedText, unacceptedCells } from '../../lib/accepted-input';
import { toCsv } from '../../lib/csv';
import type { Locale } from '../../i18n/locale';
import type { AppErrorDetail } from '../../lib/errors';
import { type CsvProblem, readCsvRecords, turnEvery } from '../../lib/uploads';
import {
  citiesNamed,
  nameKey,
  type NamedPlace,
  type PlaceNames,
  pushPlace,
  readPlaceNames,
  regionNamed,
} from '../place-names';

/**
 * The shipment import's file (one draft per row): its columns, the limits and the all-or-nothing
 * validation of every row. Pure apart from `shipmentImportPlaces`, which reads the reference data once.
 */

/** The columns and what a row's parcel must give are the shared rule (@portal/shared/domain, parcel.ts). */
export { SHIPMENT_IMPORT_COLUMNS, type ShipmentImportColumn };

export const SHIPMENT_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const SHIPMENT_IMPORT_MAX_ROWS = 10_000;
/** At most this many problems are listed; a last detail says how many there were in all. */
export const SHIPMENT_IMPORT_MAX_ERRORS = 1000;

/** The draft schema's bounds (schemas.ts, draftFields), applied to the file's cells. */
export const IMPORT_LIMITS = {
  name: 120,
  addressLine: 300,
  buildingNumber: 40,
  email: 254,
  notes: 500,
  reference: 100,
  ...PARCEL_LIMITS,
  codAmountFils: 100_000_000,
} as const;

/**
 * The template in each language: the header and one example row. The Arabic one has the Arabic headers
 * and names its place, parcel type and payment in Arabic (names the import reads), so both import as is.
 */
export const SHIPMENT_IMPORT_TEMPLATE: Record<Locale, string[][]> = {
  en: [
    SHIPMENT_IMPORT_COLUMNS.map((column) => column.key),
    [
      'Rana Jaber',
      '0791234567',
      'rana@example.com',
      'Jordan',
      'Amman',
      'Amman',
      'Abdoun',
      'Rainbow Street 12, 2nd floor',
      '7',
      'small-box',
      '1',
      '1.5',
      '30',
      '20',
      '15',
      'Call before delivery',
      'cod',
      '12.500',
      'ORDER-1001',
    ],
  ],
  ar: [
    SHIPMENT_IMPORT_COLUMNS.map((column) => column.ar),
    [
      'رنا جابر',
      '0791234567',
      'rana@example.com',
      'الأردن',
      'عمّان',
      'عمّان',
      'عبدون',
      'شارع الرينبو 12، الطابق الثاني',
      '7',
      'صندوق صغير',
      '1',
      '1.5',
      '30',
      '20',
      '15',
      'اتصل قبل التوصيل',
      'الدفع عند الاستلام',
      '12.500',
      'ORDER-1001',
    ],
  ],
};

/** The template as a UTF-8 CSV with a BOM (Excel then reads Arabic as UTF-8), CRLF line ends. */
export function shipmentImportTemplateCsv(locale: Locale = 'en'): string {
  return toCsv(SHIPMENT_IMPORT_TEMPLATE[locale]);
}

/** A header cell as compared: case-, space-, underscore- and Arabic spelling-insensitive. */
const headerKey = (text: string) => normalizeSearchText(text).replace(/[\s_\-().]/g, '');

const HEADER_LOOKUP = new Map<string, ShipmentImportColumn>(
  SHIPMENT_IMPORT_COLUMNS.flatMap((column) => [
    [headerKey(column.key), column.key],
    [headerKey(column.ar), column.key],
  ]),
);

/** The reference data the rows are checked against, indexed by normalized English and Arabic names. */
export interface ImportPlaces extends Omit<PlaceNames, 'countries'> {
  /** By code and both names. */
  countries: Map<string, NamedPlace[]>;
  /** `${cityId}|name` */
  villages: Map<string, NamedPlace[]>;
  villageNames: Set<string>;
  parcelTypes: Map<string, string>;
}

export async function shipmentImportPlaces(db: DbOrTx): Promise<ImportPlaces> {
  const [names, villageRows, parcelRows] = await readAll(db, [
    () => readPlaceNames(db),
    () =>
      db
        .select({ id: villages.id, cityId: villages.cityId, name: villages.name, nameAr: villages.nameAr })
        .from(villages),
    () =>
      db
        .select({ id: parcelTypes.id, code: parcelTypes.code, name: parcelTypes.name, nameAr: parcelTypes.nameAr })
        .from(parcelTypes),
  ]);
  const places: ImportPlaces = {
    ...names,
    countries: new Map(),
    villages: new Map(),
    villageNames: new Set(),
    parcelTypes: new Map(),
  };
  for (const country of names.countries)
    for (const name of [country.code, country.name, country.nameAr])
      pushPlace(places.countries, nameKey(name), country);
  for (const village of villageRows)
    for (const name of [village.name, village.nameAr]) {
      pushPlace(places.villages, `${village.cityId}|${nameKey(name)}`, village);
      places.villageNames.add(nameKey(name));
    }
  for (const parcel of parcelRows)
    for (const name of [parcel.code, parcel.name, parcel.nameAr]) places.parcelTypes.set(nameKey(name), parcel.id);
  return places;
}

/** One valid row: a draft's fields, the recipient as an inline recipient (ids) with its E.164 phone. */
export interface ImportedRow {
  row: number;
  recipient: {
    name: string;
    phoneNumber: string;
    email: string | null;
    countryId: string;
    regionId: string | null;
    cityId: string;
    villageId: string | null;
    addressLine: string;
    buildingNumber: string | null;
  };
  parcelTypeId: string | null;
  parcelQuantity: number;
  weightKg: number | null;
  lengthCm: number | null;
  widthCm: number | null;
  heightCm: number | null;
  parcelNotes: string | null;
  paymentType: 'cod' | 'prepaid';
  codAmountFils: number;
  reference: string | null;
}

/** A problem of one row (or, without a row, of the file: the count of problems not listed). */
export type ImportDetail = AppErrorDetail & { column: string };

/** Why a whole file is refused before its rows are read (400, or 413 for the size). */
export type FileProblem =
  CsvProblem | { kind: 'columns'; missing: ShipmentImportColumn[] } | { kind: 'empty' } | { kind: 'tooManyRows' };

export type ImportParseResult =
  | { ok: true; rows: ImportedRow[] }
  | { ok: false; file: FileProblem }
  | { ok: false; errors: ImportDetail[]; errorCount: number; rowCount: number };

const ARABIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;
const asciiDigits = (text: string) =>
  text
    .replace(ARABIC_DIGITS, (d) => String((d.charCodeAt(0) - 0x0660) % 0x90))
    .replace(/\u066B/g, '.')
    .replace(/\u066C/g, '');

const PAYMENT_TYPES = new Map<string, 'cod' | 'prepaid'>([
  ['cod', 'cod'],
  ['prepaid', 'prepaid'],
  [nameKey('الدفع عند الاستلام'), 'cod'],
  [nameKey('دفع عند الاستلام'), 'cod'],
  [nameKey('مدفوع مسبقا'), 'prepaid'],
  [nameKey('دفع مسبق'), 'prepaid'],
]);

/** Bytes that are not a text file: NUL bytes or invalid UTF-8. Returns the text otherwise. */
export function decodeCsvText(bytes: Buffer): string | null {
  if (bytes.includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * Reads every row and reports every problem with its row (the file's line number, the header being 1)
 * and column; returns the rows only when there is none. The file is read, and its rows checked, a
 * slice at a time with the event loop turning between slices, so other requests are served meanwhile.
 */
export async function parseShipmentCsv(file: Buffer | string, places: ImportPlaces): Promise<ImportParseResult> {
  // Rows as a spreadsheet shows them: one per record (a quoted cell may span lines), blank lines
  // skipped, the header being row 1; the portal's "file with its errors" numbers them the same way.
  const read = await readCsvRecords(typeof file === 'string' ? Buffer.from(file) : file, { skipBlankRecords: true });
  if (!read.ok) return { ok: false, file: read.problem };
  const numbered = read.records.map((record, index) => ({ record, row: index + 1 }));
  const [header, ...body] = numbered;
  if (!header) return { ok: false, file: { kind: 'empty' } };
  const columnIndex = new Map<ShipmentImportColumn, number>();
  // A problem names its column as the file's header does (Arabic or English), so the user finds it.
  const headerText = new Map<string, string>();
  header.record.forEach((cell, index) => {
    const key = HEADER_LOOKUP.get(headerKey(cell));
    if (key && !columnIndex.has(key)) {
      columnIndex.set(key, index);
      const written = cell.replace(/^\uFEFF/, '').trim();
      headerText.set(key, written && isAcceptedText(written) ? written : key);
    }
  });
  const columnName = (column: string) => headerText.get(column) ?? column;
  if (columnIndex.size === 0) return { ok: false, file: { kind: 'notCsv', row: 1 } };
  const missing = SHIPMENT_IMPORT_COLUMNS.filter((c) => c.requirement === 'required' && !columnIndex.has(c.key)).map(
    (c) => c.key,
  );
  if (missing.length > 0) return { ok: false, file: { kind: 'columns', missing } };
  if (body.length === 0) return { ok: false, file: { kind: 'empty' } };
  if (body.length > SHIPMENT_IMPORT_MAX_ROWS) return { ok: false, file: { kind: 'tooManyRows' } };

  const errors: ImportDetail[] = [];
  const rows: ImportedRow[] = [];
  for (const [index, { record, row }] of body.entries()) {
    await turnEvery(index);
    const unaccepted = unacceptedCells(record, columnIndex);
    if (unaccepted.length > 0) {
      for (const column of unaccepted) errors.push({ row, column: columnName(column), messageKey: 'textCharacters' });
      continue;
    }
    let failed = false;
    const fail = (
      column: ShipmentImportColumn,
      messageKey: ImportDetail['messageKey'],
      params?: ImportDetail['params'],
    ) => {
      errors.push({ row, column: columnName(column), messageKey, params });
      failed = true;
      return null;
    };
    const cell = (column: ShipmentImportColumn) => {
      const index = columnIndex.get(column);
      // A leading apostrophe is how exports keep spreadsheets from running a cell as a formula.
      return index === undefined ? '' : (record[index] ?? '').trim().replace(/^'(?=[=+\-@])/, '');
    };
    const text = (column: ShipmentImportColumn, limit: number, required = false) => {
      const value = cell(column);
      if (!value) return required ? fail(column, 'required') : null;
      return value.length > limit ? fail(column, 'tooLongLimit', { limit }) : value;
    };
    const number = (column: ShipmentImportColumn, max: number) => {
      const value = asciiDigits(cell(column));
      if (!value) return null;
      if (!/^\d+(\.\d+)?$/.test(value)) return fail(column, 'number');
      const parsed = Number(value);
      if (parsed <= 0) return fail(column, 'positiveNumber');
      return parsed > max ? fail(column, 'maximum', { limit: max }) : parsed;
    };

    const name = text('recipient_name', IMPORT_LIMITS.name, true);
    const phoneText = cell('recipient_phone');
    const phoneNumber = phoneText
      ? (toE164(phoneText) ?? fail('recipient_phone', 'phone'))
      : fail('recipient_phone', 'required');
    const email = text('recipient_email', IMPORT_LIMITS.email);
    if (email && !isEmail(email)) fail('recipient_email', 'emailFormat');
    const addressLine = text('address_line', IMPORT_LIMITS.addressLine, true);
    const buildingNumber = text('building_number', IMPORT_LIMITS.buildingNumber);

    // Places: country, then region within it, city within them, village within the city.
    const countryName = cell('country');
    let countryId: string | null = null;
    if (!countryName) fail('country', 'required');
    else countryId = places.countries.get(nameKey(countryName))?.[0]?.id ?? fail('country', 'unknownName');
    const regionName = cell('region');
    let regionId: string | null = null;
    if (countryId && regionName) {
      regionId =
        regionNamed(places, countryId, regionName)?.id ??
        fail('region', places.regionNames.has(nameKey(regionName)) ? 'regionNotInCountry' : 'unknownName');
    }
    const cityName = cell('city');
    let city: { id: string; regionId: string | null } | null = null;
    if (!cityName) fail('city', 'required');
    else if (countryId && (regionId || !regionName)) {
      const { candidates, matching } = citiesNamed(places, countryId, regionId, cityName);
      city =
        matching[0] ??
        fail(
          'city',
          candidates.length > 0 || places.cityNames.has(nameKey(cityName)) ? 'cityNotInArea' : 'unknownName',
        );
    }
    const villageName = cell('village');
    let villageId: string | null = null;
    if (city && villageName) {
      villageId =
        places.villages.get(`${city.id}|${nameKey(villageName)}`)?.[0]?.id ??
        fail('village', places.villageNames.has(nameKey(villageName)) ? 'villageNotInCity' : 'unknownName');
    }

    const problemsBeforeParcel = errors.length;
    const parcelName = cell('parcel_type');
    const parcelTypeId = parcelName
      ? (places.parcelTypes.get(nameKey(parcelName)) ?? fail('parcel_type', 'unknownName'))
      : null;
    const quantityText = asciiDigits(cell('quantity'));
    let quantity: number | null = null;
    if (!quantityText) fail('quantity', 'required');
    else if (!/^\d+$/.test(quantityText)) fail('quantity', 'integer');
    else {
      quantity = Number(quantityText);
      if (quantity < 1) quantity = fail('quantity', 'minimum', { limit: 1 });
      else if (quantity > IMPORT_LIMITS.quantity)
        quantity = fail('quantity', 'maximum', { limit: IMPORT_LIMITS.quantity });
    }
    const weightKg = number('weight_kg', IMPORT_LIMITS.weightKg);
    const lengthCm = number('length_cm', IMPORT_LIMITS.dimensionCm);
    const widthCm = number('width_cm', IMPORT_LIMITS.dimensionCm);
    const heightCm = number('height_cm', IMPORT_LIMITS.dimensionCm);
    // A row the import accepts is one processing books: a parcel type, or a custom parcel's weight.
    if (errors.length === problemsBeforeParcel)
      for (const problem of parcelProblems({ parcelTypeId, weightKg, lengthCm, widthCm, heightCm }))
        fail(PARCEL_COLUMN[problem.field], problem.messageKey);
    const notes = text('notes', IMPORT_LIMITS.notes);
    const reference = text('reference', IMPORT_LIMITS.reference);

    const paymentText = cell('payment_type');
    const paymentType = paymentText
      ? (PAYMENT_TYPES.get(nameKey(paymentText)) ?? fail('payment_type', 'paymentTypeValue'))
      : 'prepaid';
    const codText = asciiDigits(cell('cod_amount'));
    let codAmountFils = 0;
    if (paymentType === 'cod') {
      if (!codText) fail('cod_amount', 'required');
      else {
        const fils = jodStringToFils(codText);
        if (fils === null || fils <= 0) fail('cod_amount', 'jodAmount');
        else if (fils > IMPORT_LIMITS.codAmountFils)
          fail('cod_amount', 'maximum', { limit: IMPORT_LIMITS.codAmountFils / 1000 });
        else codAmountFils = fils;
      }
    } else if (paymentType === 'prepaid' && codText && jodStringToFils(codText) !== 0) {
      fail('cod_amount', 'codAmountPrepaid');
    }

    if (failed || !name || !phoneNumber || !countryId || !city || !addressLine || !quantity || !paymentType) continue;
    rows.push({
      row,
      recipient: {
        name,
        phoneNumber,
        email,
        countryId,
        regionId: city.regionId ?? regionId,
        cityId: city.id,
        villageId,
        addressLine,
        buildingNumber,
      },
      parcelTypeId,
      parcelQuantity: quantity,
      weightKg,
      lengthCm,
      widthCm,
      heightCm,
      parcelNotes: notes,
      paymentType,
      codAmountFils,
      reference,
    });
  }
  if (errors.length === 0 && rows.length === 0) return { ok: false, file: { kind: 'empty' } };
  if (errors.length > SHIPMENT_IMPORT_MAX_ERRORS) {
    const total = errors.length;
    return {
      ok: false,
      errorCount: total,
      rowCount: body.length,
      errors: [
        ...errors.slice(0, SHIPMENT_IMPORT_MAX_ERRORS),
        // No row: the count belongs to the file, not to the row it would otherwise land on.
        {
          column: '',
          messageKey: 'csvMoreErrors',
          params: { shown: SHIPMENT_IMPORT_MAX_ERRORS, total },
        },
      ],
    };
  }
  return errors.length > 0
    ? { ok: false, errors, errorCount: errors.length, rowCount: body.length }
    : { ok: true, rows };
}
