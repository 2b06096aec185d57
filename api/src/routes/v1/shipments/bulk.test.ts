import { ApiKeyStatus, ShipmentStatus } from '@portal/shared/domain';
import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { seedDatabase } from '../../../db/seed';
import { apiKeys, shipments } from '../../../db/schema';
import { generateApiKey } from '../../../lib/api-keys';
import { createUserAndLogin } from '../../../../test/support/fixtures';
import { buildTestApp, call, type TestApp } from '../../../../test/support/test-app';
import { createTestDatabase } from '../../../../test/support/test-database';
import { addAddress, pdfText, referenceIds } from '../../../../test/support/shipments';
import { BULK_LIMIT, EXPORT_ROW_LIMIT } from './schemas';

/** Bulk labels, bulk cancel and the list export: the selection by ids or by filter, always in the caller's scope. */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: TestApp;
let ids: Awaited<ReturnType<typeof referenceIds>>;
type Account = Awaited<ReturnType<typeof createUserAndLogin>>;
let alice: Account;
let bob: Account;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database);
  await seedDatabase(app.db, { demo: true, passwords: app.passwords });
  ids = await referenceIds(app);
  alice = await createUserAndLogin(app);
  bob = await createUserAndLogin(app);
});

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

interface Booked {
  id: string;
  trackingNumber: string | null;
  reference: string | null;
}

/** A draft of the owner's, processed with Falcon Express unless `draftOnly`. */
async function shipment(owner: Account, reference: string, options: { draftOnly?: boolean } = {}): Promise<Booked> {
  const home = await addAddress(app, owner, { city: 'Amman', name: `${owner.email} home`, type: 2 });
  const recipient = await addAddress(app, owner, {
    city: 'Irbid',
    name: 'Hala Saleh',
    phoneNumber: '+962 78 512 3344',
  });
  const created = await call(app, 'POST', '/api/v1/shipments', {
    token: owner.access_token,
    body: {
      senderAddressId: home.id,
      recipientAddressId: recipient.id,
      parcelTypeId: ids.parcel.get('small-box')!,
      parcelQuantity: 1,
      weightKg: 2,
      paymentType: 'cod',
      codAmountFils: 12_500,
      reference,
    },
  });
  expect(created.statusCode).toBe(201);
  if (options.draftOnly) return created.json();
  const processed = await call(app, 'POST', `/api/v1/shipments/${created.json().id}/process`, {
    token: owner.access_token,
    body: { courierId: ids.courier.get('FALCON')!, serviceTypeId: ids.service.get('standard')! },
  });
  expect(processed.statusCode).toBe(200);
  return processed.json();
}

/**
 * `count` rows of a fresh owner in one statement (not through the API): booked ones (printable labels), or
 * bare drafts, which skip the reports' per-row rollup trigger and so load 100,000 in seconds.
 */
async function bulkRows(count: number, booked = true) {
  const owner = await createUserAndLogin(app);
  await app.db.execute(sql`
    insert into ${shipments} (created_by_user_id, organization_id, readiness, status, tracking_number, parcel_quantity, processed_at, created_at)
    select ${owner.id}, null, ${booked ? 1 : 2}, ${booked ? 1 : null}, ${booked ? sql`'PT7' || lpad(g::text, 6, '0') || ${owner.id.slice(0, 4)}` : null}, 1,
      ${booked ? sql`now()` : null}, now() - g * interval '1 second'
    from generate_series(1, ${count}::int) g`);
  return owner;
}

const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

const post = (token: string, url: string, body: unknown, lang?: string) =>
  call(app, 'POST', `/api/v1/shipments${url}`, { token, body, lang });

/** A CSV's rows as cells (this export quotes only cells with commas, quotes or line breaks). */
function csvRows(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const rows: string[][] = [];
  for (const line of text.slice(1).split('\r\n').filter(Boolean)) {
    const cells: string[] = [];
    for (const match of line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)) {
      const cell = match[1];
      cells.push(cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell);
      if (match[2] === '') break;
    }
    rows.push(cells);
  }
  return rows;
}

describe('bulk labels', () => {
  it('prints the selected labels in one PDF, leaves out drafts and cancelled ones (counted) and never another owner’s', async () => {
    const first = await shipment(alice, 'LBL-1');
    const second = await shipment(alice, 'LBL-2');
    const draft = await shipment(alice, 'LBL-3', { draftOnly: true });
    const cancelled = await shipment(alice, 'LBL-4');
    expect((await post(alice.access_token, `/${cancelled.id}/cancel`, {})).statusCode).toBe(200);
    const bobs = await shipment(bob, 'LBL-BOB');

    const response = await post(alice.access_token, '/bulk/labels', {
      ids: [first.id, second.id, draft.id, cancelled.id, bobs.id],
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-labels-printed']).toBe('2');
    expect(response.headers['x-labels-skipped']).toBe('2');
    const pdf = response.rawPayload;
    expect(pageCount(pdf)).toBe(2);
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 288 432\]/);
    const text = pdfText(pdf);
    for (const expected of [first.trackingNumber!, second.trackingNumber!, 'Ref: LBL-1', 'Ref: LBL-2'])
      expect(text).toContain(expected);
    expect(text).not.toContain(bobs.trackingNumber!);
    expect(text).not.toContain(cancelled.trackingNumber!);

    // "All matching" the list's search, on A4: the server finds them in the caller's scope.
    const byFilter = await post(alice.access_token, '/bulk/labels', { filter: { q: 'LBL' }, size: 'a4' });
    expect(byFilter.statusCode).toBe(200);
    expect(pageCount(byFilter.rawPayload)).toBe(2);
    expect(byFilter.rawPayload.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    expect(pdfText(byFilter.rawPayload)).not.toContain(bobs.trackingNumber!);
    // Bob's own filter sees only his.
    const bobsLabels = await post(bob.access_token, '/bulk/labels', { filter: { q: 'LBL' } });
    expect(bobsLabels.headers['x-labels-printed']).toBe('1');

    // Only another owner's: nothing to print.
    const nothing = await post(alice.access_token, '/bulk/labels', { ids: [bobs.id] }, 'ar');
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toBe('لا بوليصة لأي من الشحنات المختارة: لا بوليصة للمسودات والشحنات الملغاة');
  });

  it(`refuses more than ${BULK_LIMIT} labels per file with a 400 naming the limit, in the caller's language`, async () => {
    const owner = await bulkRows(BULK_LIMIT + 1);
    const english = await post(owner.access_token, '/bulk/labels', { filter: {} });
    expect(english.statusCode).toBe(400);
    expect(english.json().details).toEqual([
      expect.objectContaining({
        field: 'filter',
        message: `At most ${BULK_LIMIT} labels per file: select fewer shipments or narrow the filters`,
      }),
    ]);
    const arabic = await post(owner.access_token, '/bulk/labels', { filter: {} }, 'ar');
    expect(arabic.json().details[0].message).toContain(`${BULK_LIMIT} بوليصة`);
    // More ids than the limit are refused by the schema, naming the field.
    const tooMany = Array.from(
      { length: BULK_LIMIT + 1 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    const byIds = await post(owner.access_token, '/bulk/labels', { ids: tooMany });
    expect(byIds.statusCode).toBe(400);
    expect(byIds.json().details[0]).toMatchObject({ field: 'ids', message: `Add at most ${BULK_LIMIT} items` });
  });

  it('asks for ids or a filter, one of the two: an empty body does not mean everything', async () => {
    const empty = await post(alice.access_token, '/bulk/labels', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details[0]).toMatchObject({
      field: 'ids',
      message: 'Send either the shipment ids or the filter of the list, one of the two',
    });
    const both = await post(alice.access_token, '/bulk/cancel', { ids: [alice.id], filter: {} }, 'ar');
    expect(both.statusCode).toBe(400);
    expect(both.json().details[0]).toMatchObject({
      field: 'filter',
      message: 'أرسل أرقام الشحنات أو عامل تصفية القائمة، أحدهما فقط',
    });
  });
});

describe('bulk cancel', () => {
  it("cancels each selected shipment and says why not for the others; another owner's is not found and untouched", async () => {
    const pending = await shipment(alice, 'CNL-1');
    const draft = await shipment(alice, 'CNL-2', { draftOnly: true });
    const delivered = await shipment(alice, 'CNL-3');
    await app.db.update(shipments).set({ status: ShipmentStatus.Delivered }).where(eq(shipments.id, delivered.id));
    const bobs = await shipment(bob, 'CNL-BOB');

    const response = await post(
      alice.access_token,
      '/bulk/cancel',
      { ids: [pending.id, draft.id, delivered.id, bobs.id], note: 'Customer changed their mind' },
      'ar',
    );
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({ cancelled: 2, notCancelled: 2 });
    expect(result.items).toEqual([
      {
        id: pending.id,
        trackingNumber: pending.trackingNumber,
        reference: 'CNL-1',
        outcome: 'cancelled',
        message: 'أُلغيت',
      },
      { id: draft.id, trackingNumber: null, reference: 'CNL-2', outcome: 'cancelled', message: 'أُلغيت' },
      {
        id: delivered.id,
        trackingNumber: delivered.trackingNumber,
        reference: 'CNL-3',
        outcome: 'cannotCancel',
        message: 'لم يعد بالإمكان إلغاء هذه الشحنة',
      },
      {
        id: bobs.id,
        trackingNumber: null,
        reference: null,
        outcome: 'notFound',
        message: 'العنصر المطلوب غير موجود',
      },
    ]);
    const [bobsRow] = await app.db.select().from(shipments).where(eq(shipments.id, bobs.id));
    expect(bobsRow.status).toBe(ShipmentStatus.Pending);
    const [pendingRow] = await app.db.select().from(shipments).where(eq(shipments.id, pending.id));
    expect(pendingRow.status).toBe(ShipmentStatus.Cancelled);
  });

  it('cancels all matching a filter in the caller’s scope only, and refuses more than the limit', async () => {
    const mine = await shipment(alice, 'FLT-CANCEL');
    const bobs = await shipment(bob, 'FLT-CANCEL');
    const response = await post(alice.access_token, '/bulk/cancel', { filter: { reference: 'FLT-CANCEL' } });
    expect(response.json()).toMatchObject({ cancelled: 1, notCancelled: 0, items: [{ id: mine.id }] });
    const [bobsRow] = await app.db.select().from(shipments).where(eq(shipments.id, bobs.id));
    expect(bobsRow.status).toBe(ShipmentStatus.Pending);

    const owner = await bulkRows(BULK_LIMIT + 1);
    const tooMany = await post(owner.access_token, '/bulk/cancel', { filter: { tab: 'pending' } });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().details[0]).toMatchObject({
      field: 'filter',
      message: `At most ${BULK_LIMIT} shipments can be cancelled at once: narrow the filters`,
    });
    // Nothing half-done: none of them was cancelled.
    const [{ cancelled }] = await app.db
      .select({ cancelled: sql<number>`count(*)::int` })
      .from(shipments)
      .where(sql`${shipments.createdByUserId} = ${owner.id} and ${shipments.status} = ${ShipmentStatus.Cancelled}`);
    expect(cancelled).toBe(0);
  });
});

describe('the list export', () => {
  it('writes one CSV row per shipment with every field, the reference, headers in English or Arabic, formula-safe', async () => {
    const owner = await createUserAndLogin(app);
    const booked = await shipment(owner, 'EXP-1');
    await shipment(owner, '=HYPERLINK("http://evil.example","x")');
    const cancelled = await shipment(owner, 'EXP-3');
    await post(owner.access_token, `/${cancelled.id}/cancel`, {});
    const draft = await shipment(owner, 'EXP-4', { draftOnly: true });
    await shipment(bob, 'EXP-BOB');

    const response = await post(owner.access_token, '/export', { filter: {}, format: 'csv' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="shipments-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers['x-total-rows']).toBe('4');
    const [header, ...rows] = csvRows(response.body);
    expect(header).toEqual([
      'Tracking number',
      'Reference',
      'Status',
      'Courier',
      'Service',
      'Sender name',
      'Sender phone',
      'Recipient name',
      'Recipient phone',
      'Origin city',
      'Destination city',
      'Total weight (kg)',
      'Chargeable weight (kg)',
      'Payment',
      'Amount to collect (JOD)',
      'Price (JOD)',
      'Created',
      'Processed',
      'Expected pick-up',
      'Expected delivery',
      'Delivered',
    ]);
    expect(rows).toHaveLength(4);
    // Newest first.
    const [draftRow, cancelledRow, riskyRow, bookedRow] = rows;
    expect(bookedRow.slice(0, 16)).toEqual([
      booked.trackingNumber,
      'EXP-1',
      'Pending',
      'Falcon Express',
      'Standard',
      `${owner.email} home`,
      // A leading + would start a formula: the spreadsheet-safe apostrophe keeps the number as typed.
      "'+962 79 555 0101",
      'Hala Saleh',
      "'+962 78 512 3344",
      'Amman',
      'Irbid',
      '2',
      expect.stringMatching(/^\d+(\.\d+)?$/),
      'Cash on delivery',
      '12.5',
      expect.stringMatching(/^\d+(\.\d+)?$/),
    ]);
    expect(bookedRow[18]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(bookedRow[19]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // A formula is text in a spreadsheet: the leading apostrophe.
    expect(riskyRow[1]).toBe('\'=HYPERLINK("http://evil.example","x")');
    // A cancelled shipment shows no expected dates; a draft has no tracking number and its parties from the address book.
    expect(cancelledRow.slice(0, 3)).toEqual([cancelled.trackingNumber, 'EXP-3', 'Cancelled']);
    expect(cancelledRow.slice(18, 20)).toEqual(['', '']);
    expect(draftRow.slice(0, 3)).toEqual(['', 'EXP-4', 'Draft']);
    expect(draftRow[7]).toBe('Hala Saleh');
    expect(draftRow[10]).toBe('Irbid');
    expect(response.body).not.toContain('EXP-BOB');

    const arabic = await post(owner.access_token, '/export', { ids: [booked.id, draft.id] }, 'ar');
    const [arHeader, ...arRows] = csvRows(arabic.body);
    expect(arHeader.slice(0, 5)).toEqual(['رقم التتبع', 'المرجع', 'الحالة', 'شركة الشحن', 'الخدمة']);
    expect(arRows.map((row) => row[1])).toEqual(['EXP-4', 'EXP-1']);
    expect(arRows[1][2]).toBe('قيد الانتظار');
    expect(arRows[1][10]).toBe('إربد');
    expect(draft.id).toBeTruthy();
  });

  it("exports only the caller's shipments among the ids given", async () => {
    const mine = await shipment(alice, 'IDS-MINE');
    const bobs = await shipment(bob, 'IDS-BOB');
    const response = await post(alice.access_token, '/export', { ids: [mine.id, bobs.id] });
    expect(response.headers['x-total-rows']).toBe('1');
    const [, ...rows] = csvRows(response.body);
    expect(rows.map((row) => row[1])).toEqual(['IDS-MINE']);
  });

  it('reads past its first page of 1,000 rows without repeating or skipping one, ties within a microsecond included', async () => {
    const owner = await createUserAndLogin(app);
    // 2,500 rows on 7 instants a microsecond apart: the keyset must break ties by id, at the microsecond.
    await app.db.execute(sql`
      insert into ${shipments} (created_by_user_id, organization_id, readiness, status, tracking_number, parcel_quantity, created_at)
      select ${owner.id}, null, 1, 1, 'PT6' || lpad(g::text, 6, '0') || ${owner.id.slice(0, 4)}, 1,
        '2026-11-01T10:00:00.123456Z'::timestamptz - (g % 7) * interval '1 microsecond'
      from generate_series(1, 2500) g`);
    const response = await post(owner.access_token, '/export', { filter: {} });
    expect(response.headers['x-total-rows']).toBe('2500');
    const [, ...rows] = csvRows(response.body);
    expect(rows).toHaveLength(2500);
    expect(new Set(rows.map((row) => row[0])).size).toBe(2500);
  });

  it('writes a readable XLSX with the same columns, Arabic headers and a right-to-left sheet', async () => {
    const owner = await createUserAndLogin(app);
    const booked = await shipment(owner, '=1+2');
    const response = await post(owner.access_token, '/export', { filter: {}, format: 'xlsx' }, 'ar');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('الشحنات')!;
    expect(sheet.views[0]).toMatchObject({ rightToLeft: true });
    expect(sheet.getRow(1).getCell(1).value).toBe('رقم التتبع');
    expect(sheet.getRow(1).getCell(2).value).toBe('المرجع');
    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toBe(booked.trackingNumber);
    // Text, not a formula: a spreadsheet shows it and runs nothing.
    expect(row.getCell(2).value).toBe('=1+2');
    expect(row.getCell(2).type).toBe(ExcelJS.ValueType.String);
    expect(row.getCell(15).value).toBe(12.5);
    expect(sheet.rowCount).toBe(2);
  });

  // 100,000 rows loaded into PGlite: minutes on a busy two-core machine.
  it(`refuses more than ${EXPORT_ROW_LIMIT.toLocaleString('en')} rows with a 400 asking to narrow the filters`, async () => {
    const owner = await bulkRows(EXPORT_ROW_LIMIT + 1, false);
    const response = await post(owner.access_token, '/export', { filter: {} }, 'ar');
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0]).toMatchObject({
      field: 'filter',
      message: `لا يزيد التصدير عن ${EXPORT_ROW_LIMIT} صف: ضيّق عوامل التصفية`,
    });
    // A narrower filter passes.
    const narrowed = await post(owner.access_token, '/export', { filter: { dateTo: '2000-01-01' } });
    expect(narrowed.statusCode).toBe(200);
    expect(narrowed.headers['x-total-rows']).toBe('0');
  }, 300_000);
});

describe('API keys', () => {
  it('may print labels and export with a read-only key, and not cancel with it', async () => {
    const owner = await createUserAndLogin(app);
    const booked = await shipment(owner, 'KEY-1');
    const key = generateApiKey('client');
    await app.db.insert(apiKeys).values({
      kind: 'client',
      name: 'read only',
      prefix: key.prefix,
      secretHash: key.secretHash,
      status: ApiKeyStatus.Active,
      ownerUserId: owner.id,
      scope: 'read',
    });
    expect((await post(key.plaintext, '/export', { ids: [booked.id] })).statusCode).toBe(200);
    expect((await post(key.plaintext, '/bulk/labels', { ids: [booked.id] })).statusCode).toBe(200);
    const cancel = await post(key.plaintext, '/bulk/cancel', { ids: [booked.id] });
    expect(cancel.statusCode).toBe(403);
    expect(cancel.json().message).toBe('This API key is read-only: it cannot change data');
  });
});
