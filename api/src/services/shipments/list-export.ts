import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import { filsToJodString, Readiness, ShipmentStatus } from '@portal/shared/domain';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { addresses, cities, serviceTypes, shipments } from '../../db/schema';
import type { Locale } from '../../i18n/locale';
import { type MessageKey, translate } from '../../i18n/messages';
import { CSV_BOM, csvLine } from '../../lib/csv';
import { fieldError } from '../../lib/errors';
import type { UserPrincipal } from '../../plugins/auth';
import { checkSelection } from './bulk';
import { selectionWhere, type ShipmentSelection } from './queries';
import { shownExpectedDates } from './rating';

/**
 * The shipment list as a file, one row per shipment with every field, streamed: rows are read a page at a
 * time (a keyset on created_at, id) and written as they come, so memory stays flat whatever the row count
 * (docs/architecture.md#bulk-actions-and-the-list-export).
 */

/** Rows per read: big enough that 100,000 rows are 100 queries, small enough to stay a few MB. */
export const EXPORT_PAGE_ROWS = 1000;

const senderCity = alias(cities, 'export_sender_city');
const recipientCity = alias(cities, 'export_recipient_city');
const senderAddress = alias(addresses, 'export_sender_address');
const recipientAddress = alias(addresses, 'export_recipient_address');

// A draft's parties come from its address book entries until processing snapshots them (as the list shows).
const text = (value: SQL) => sql<string | null>`${value}`;
const EXPORT_FIELDS = {
  id: shipments.id,
  // The cursor as PostgreSQL's text: a JS Date would drop the microseconds and skip rows sharing a millisecond.
  cursor: sql<string>`${shipments.createdAt}::text`,
  trackingNumber: shipments.trackingNumber,
  reference: shipments.reference,
  readiness: shipments.readiness,
  status: shipments.status,
  courierName: text(sql`${shipments.courierSnapshot}->>'name'`),
  courierNameAr: text(sql`${shipments.courierSnapshot}->>'nameAr'`),
  serviceName: text(sql`coalesce(${serviceTypes.name}, ${shipments.priceSnapshot}->>'serviceTypeCode')`),
  serviceNameAr: text(sql`coalesce(${serviceTypes.nameAr}, ${shipments.priceSnapshot}->>'serviceTypeCode')`),
  senderName: text(sql`coalesce(${shipments.senderSnapshot}->>'name', ${senderAddress.name})`),
  senderPhone: text(sql`coalesce(${shipments.senderSnapshot}->>'phoneNumber', ${senderAddress.phoneNumber})`),
  recipientName: text(sql`coalesce(${shipments.recipientSnapshot}->>'name', ${recipientAddress.name})`),
  recipientPhone: text(sql`coalesce(${shipments.recipientSnapshot}->>'phoneNumber', ${recipientAddress.phoneNumber})`),
  originCity: text(sql`coalesce(${shipments.senderSnapshot}->>'cityName', ${senderCity.name})`),
  originCityAr: text(sql`coalesce(${shipments.senderSnapshot}->>'cityNameAr', ${senderCity.nameAr})`),
  destinationCity: text(sql`coalesce(${shipments.recipientSnapshot}->>'cityName', ${recipientCity.name})`),
  destinationCityAr: text(sql`coalesce(${shipments.recipientSnapshot}->>'cityNameAr', ${recipientCity.nameAr})`),
  weightKg: shipments.weightKg,
  chargeableWeightKg: sql<number | null>`(${shipments.priceSnapshot}->>'chargeableWeightKg')::float8`,
  paymentType: shipments.paymentType,
  codAmountFils: shipments.codAmountFils,
  priceFils: shipments.priceFils,
  createdAt: shipments.createdAt,
  processedAt: shipments.processedAt,
  expectedPickupDate: shipments.expectedPickupDate,
  expectedDeliveryDate: shipments.expectedDeliveryDate,
  deliveredAt: shipments.deliveredAt,
};

/** A page of the selection's rows, newest first, after the cursor's row. */
function readPage(db: DbOrTx, where: SQL | undefined, after: { cursor: string; id: string } | null) {
  const keyset = after
    ? sql`(${shipments.createdAt}, ${shipments.id}) < (${after.cursor}::timestamptz, ${after.id}::uuid)`
    : undefined;
  return db
    .select(EXPORT_FIELDS)
    .from(shipments)
    .leftJoin(serviceTypes, eq(serviceTypes.id, shipments.serviceTypeId))
    .leftJoin(senderAddress, eq(senderAddress.id, shipments.senderAddressId))
    .leftJoin(recipientAddress, eq(recipientAddress.id, shipments.recipientAddressId))
    .leftJoin(senderCity, eq(senderCity.id, sql`coalesce(${shipments.originCityId}, ${senderAddress.cityId})`))
    .leftJoin(
      recipientCity,
      eq(recipientCity.id, sql`coalesce(${shipments.destinationCityId}, ${recipientAddress.cityId})`),
    )
    .where(and(where, keyset))
    .orderBy(desc(shipments.createdAt), desc(shipments.id))
    .limit(EXPORT_PAGE_ROWS);
}
type ExportRow = Awaited<ReturnType<typeof readPage>>[number];

/** The file's columns: a header key each, and the cell of a row (text, number or blank). */
const COLUMNS: [MessageKey, (row: ExportRow, locale: Locale) => string | number | null][] = [
  ['exportTrackingNumber', (row) => row.trackingNumber],
  ['exportReference', (row) => row.reference],
  ['exportStatus', (row, locale) => translate(locale, statusKey(row))],
  ['exportCourier', (row, locale) => (locale === 'ar' ? row.courierNameAr : row.courierName)],
  ['exportService', (row, locale) => (locale === 'ar' ? row.serviceNameAr : row.serviceName)],
  ['exportSenderName', (row) => row.senderName],
  ['exportSenderPhone', (row) => row.senderPhone],
  ['exportRecipientName', (row) => row.recipientName],
  ['exportRecipientPhone', (row) => row.recipientPhone],
  ['exportOriginCity', (row, locale) => (locale === 'ar' ? row.originCityAr : row.originCity)],
  ['exportDestinationCity', (row, locale) => (locale === 'ar' ? row.destinationCityAr : row.destinationCity)],
  ['exportWeight', (row) => row.weightKg],
  ['exportChargeableWeight', (row) => row.chargeableWeightKg],
  ['exportPayment', (row, locale) => translate(locale, row.paymentType === 'cod' ? 'exportCod' : 'exportPrepaid')],
  ['exportCodAmount', (row) => (row.paymentType === 'cod' ? Number(filsToJodString(row.codAmountFils)) : null)],
  ['exportPrice', (row) => (row.priceFils === null ? null : Number(filsToJodString(row.priceFils)))],
  ['exportCreatedAt', (row) => row.createdAt.toISOString()],
  ['exportProcessedAt', (row) => row.processedAt?.toISOString() ?? null],
  // None once cancelled, as everywhere else the dates are shown.
  ['exportExpectedPickup', (row) => shownExpectedDates(row).expectedPickupDate],
  ['exportExpectedDelivery', (row) => shownExpectedDates(row).expectedDeliveryDate],
  ['exportDeliveredAt', (row) => row.deliveredAt?.toISOString() ?? null],
];

const STATUS_KEYS: Record<number, MessageKey> = {
  [ShipmentStatus.Pending]: 'exportStatusPending',
  [ShipmentStatus.PickUp]: 'exportStatusPickUp',
  [ShipmentStatus.OnGoing]: 'exportStatusOnGoing',
  [ShipmentStatus.Delivered]: 'exportStatusDelivered',
  [ShipmentStatus.Cancelled]: 'exportStatusCancelled',
  [ShipmentStatus.Returned]: 'exportStatusReturned',
};
function statusKey(row: ExportRow): MessageKey {
  if (row.status === null || row.readiness === Readiness.Draft) return 'exportStatusDraft';
  return STATUS_KEYS[row.status] ?? 'exportStatusDraft';
}

/** How many rows the export will have; over `limit` it is a 400 asking to narrow the filters. */
export async function countExport(
  db: DbOrTx,
  principal: UserPrincipal,
  selection: ShipmentSelection,
  limit: number,
): Promise<number> {
  checkSelection(selection);
  const where = selectionWhere(principal, selection) ?? sql`true`;
  const [{ counted }] = await db
    .select({ counted: sql<number>`count(*)::int` })
    .from(sql`(select 1 from ${shipments} where ${where} limit ${limit + 1}) counted`);
  if (counted > limit) throw fieldError(selection.ids ? 'ids' : 'filter', 'exportLimit', { limit });
  return counted;
}

/** The selection's rows, newest first, a page at a time. */
async function* exportPages(db: DbOrTx, where: SQL | undefined): AsyncGenerator<ExportRow[]> {
  let after: { cursor: string; id: string } | null = null;
  for (;;) {
    const rows = await readPage(db, where, after);
    if (rows.length) yield rows;
    if (rows.length < EXPORT_PAGE_ROWS) return;
    after = rows[rows.length - 1];
  }
}

export type ExportFormat = 'csv' | 'xlsx';

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The file's header row in the caller's language: the screens' words for each field. */
export const exportHeader = (locale: Locale) => COLUMNS.map(([key]) => translate(locale, key));

/** The export as a stream of the file's bytes, headers in the caller's language. */
export async function exportStream(
  db: DbOrTx,
  principal: UserPrincipal,
  selection: ShipmentSelection,
  format: ExportFormat,
  locale: Locale,
): Promise<Readable> {
  const pages = exportPages(db, selectionWhere(principal, selection));
  const header = exportHeader(locale);
  const cells = (row: ExportRow) => COLUMNS.map(([, cell]) => cell(row, locale));
  if (format === 'csv') {
    return Readable.from(
      (async function* () {
        yield Buffer.from(CSV_BOM + csvLine(header));
        for await (const page of pages) yield Buffer.from(page.map((row) => csvLine(cells(row))).join(''));
      })(),
    );
  }
  // Loaded with the first export, not with the server.
  const { default: ExcelJS } = await import('exceljs');
  const output = new PassThrough();
  // Inline strings (no shared-strings table kept in memory) and rows committed as they are added.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Courier portal';
  const sheet = workbook.addWorksheet(translate(locale, 'exportSheet'), {
    views: [{ rightToLeft: locale === 'ar', state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = header.map((title, index) => ({ key: String(index), width: index < 11 ? 22 : 14 }));
  const headerRow = sheet.addRow(header);
  headerRow.font = { bold: true };
  headerRow.commit();
  void (async () => {
    for await (const page of pages) {
      // A client that went away: stop reading the database.
      if (output.destroyed) return;
      for (const row of page) sheet.addRow(cells(row)).commit();
      // The client reads slower than the database answers: wait for it rather than buffer the file.
      if (output.writableNeedDrain) await once(output, 'drain');
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: Error) => output.destroy(error));
  return output;
}
