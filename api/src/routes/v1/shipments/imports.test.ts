import { Readiness, Role } from '@portal/shared/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { seedDatabase } from '../../../db/seed';
import { addresses, imports, shipments } from '../../../db/schema';
import { createOrganization, createUserAndLogin } from '../../../../test/support/fixtures';
import { buildTestApp, call, multipartFile, type TestApp } from '../../../../test/support/test-app';
import { createTestDatabase } from '../../../../test/support/test-database';
import { SHIPMENT_IMPORT_COLUMNS } from '../../../services/imports/csv';
import { addAddress } from '../../../../test/support/shipments';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: TestApp;
type Account = Awaited<ReturnType<typeof createUserAndLogin>>;
let alice: Account;
let bob: Account;
let orgAdmin: Account;
let orgUser: Account;
let aliceHome: { id: string };

async function primaryPickUp(owner: Account, city = 'Amman') {
  const row = await addAddress(app, owner, { city, name: `${owner.email} pick-up`, type: 2 });
  await app.db.update(addresses).set({ isPrimary: true }).where(eq(addresses.id, row.id));
  return row;
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database);
  await seedDatabase(app.db, { demo: false, passwords: app.passwords });
  alice = await createUserAndLogin(app);
  bob = await createUserAndLogin(app);
  const organization = await createOrganization(app);
  orgAdmin = await createUserAndLogin(app, { role: Role.OrgAdmin, organizationId: organization.id });
  orgUser = await createUserAndLogin(app, { role: Role.OrgUser, organizationId: organization.id });
  aliceHome = await primaryPickUp(alice);
  await primaryPickUp(orgAdmin, 'Irbid');
});

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

function upload(
  token: string,
  content: string | Buffer,
  options: { lang?: string; fileName?: string; fieldsBefore?: [string, string][]; cutBytes?: number } = {},
) {
  const body = multipartFile(content, { fileName: options.fileName ?? 'shipments.csv', ...options });
  return app.inject({
    method: 'POST',
    url: '/api/v1/shipments/imports',
    payload: options.cutBytes ? body.payload.subarray(0, -options.cutBytes) : body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}`, 'accept-language': options.lang ?? 'en' },
  });
}

const HEADER = SHIPMENT_IMPORT_COLUMNS.map((c) => c.key).join(',');
const AR_HEADER = SHIPMENT_IMPORT_COLUMNS.map((c) => c.ar).join(',');
/** A row in the column order, from the fields given (blank elsewhere). */
function line(fields: Partial<Record<(typeof SHIPMENT_IMPORT_COLUMNS)[number]['key'], string>>) {
  return SHIPMENT_IMPORT_COLUMNS.map((c) => fields[c.key] ?? '').join(',');
}
const good = (overrides: Parameters<typeof line>[0] = {}) =>
  line({
    recipient_name: 'Hala Saleh',
    recipient_phone: '0791234567',
    country: 'Jordan',
    city: 'Irbid',
    address_line: 'University Street',
    quantity: '1',
    weight_kg: '1',
    ...overrides,
  });

async function countsOf(userId: string) {
  const [shipmentRows, importRows] = await Promise.all([
    app.db.select({ id: shipments.id }).from(shipments).where(eq(shipments.createdByUserId, userId)),
    app.db
      .select({ id: imports.id })
      .from(imports)
      .where(and(eq(imports.createdByUserId, userId), eq(imports.status, 'imported'))),
  ]);
  return { shipments: shipmentRows.length, imports: importRows.length };
}

describe('template', () => {
  it('downloads a UTF-8 CSV with a BOM, the header and an example row that imports as is', async () => {
    const response = await call(app, 'GET', '/api/v1/shipments/imports/template', { token: alice.access_token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="shipments-template.csv"');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(HEADER);
    expect(lines[0]).toContain('payment_type');

    const imported = await upload(orgUser.access_token, response.rawPayload, { fileName: 'template.csv' });
    expect(imported.statusCode).toBe(201);
    const [draft] = await app.db.select().from(shipments).where(eq(shipments.id, imported.json().shipmentIds[0]));
    expect(draft).toMatchObject({
      paymentType: 'cod',
      codAmountFils: 12_500,
      weightKg: 1.5,
      recipientSnapshot: { villageName: 'Abdoun', cityName: 'Amman', phoneNumber: '+962791234567' },
    });
  });
});

describe('the template in the caller’s language', () => {
  it('has Arabic headers and Arabic place names for an Arabic caller, and imports as is', async () => {
    const response = await call(app, 'GET', '/api/v1/shipments/imports/template', {
      token: alice.access_token,
      headers: { 'accept-language': 'ar' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers.vary).toMatch(/accept-language/i);
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, example] = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe(AR_HEADER);
    expect(example).toContain('الأردن,عمّان,عمّان,عبدون');

    const imported = await upload(orgUser.access_token, response.rawPayload, { fileName: 'قالب.csv', lang: 'ar' });
    expect(imported.statusCode).toBe(201);
    const [draft] = await app.db.select().from(shipments).where(eq(shipments.id, imported.json().shipmentIds[0]));
    expect(draft).toMatchObject({
      paymentType: 'cod',
      codAmountFils: 12_500,
      recipientSnapshot: { villageName: 'Abdoun', cityName: 'Amman', phoneNumber: '+962791234567' },
    });
  });

  it('is English for an English caller or one with no language', async () => {
    for (const headers of [{ 'accept-language': 'en-GB,en;q=0.9' }, {}] as Record<string, string>[]) {
      const response = await call(app, 'GET', '/api/v1/shipments/imports/template', {
        token: alice.access_token,
        headers,
      });
      expect(response.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(HEADER);
    }
  });
});

describe('problems named in the file’s own words', () => {
  it('names the column by the header the file uses, the message in the caller’s language', async () => {
    const text = [AR_HEADER, good({ recipient_phone: '07912', parcel_type: 'crate' })].join('\n');
    const response = await upload(alice.access_token, text, { lang: 'ar' });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      { row: 2, column: 'هاتف المستلم', message: 'رقم الهاتف غير صالح' },
      { row: 2, column: 'نوع الطرد', message: 'لا يوجد عنصر بهذا الاسم' },
    ]);
  });
});

describe('import', () => {
  it('creates one draft per row, owned by the caller, from a file with BOM, CRLF and quoted fields', async () => {
    const text = `\uFEFF${[
      HEADER,
      good({ recipient_name: '"Saleh, Hala"', address_line: '"University Street\nnear the mosque"' }),
      good({
        recipient_name: 'Omar',
        recipient_phone: '+962 78 512 3344',
        recipient_email: 'omar@example.com',
        region: 'Amman',
        city: 'Amman',
        village: 'Shmeisani',
        parcel_type: 'Small box',
        quantity: '2',
        weight_kg: '3.5',
        length_cm: '30',
        width_cm: '20',
        height_cm: '10',
        notes: 'Fragile',
        payment_type: 'COD',
        cod_amount: '25.750',
      }),
      good({ recipient_name: 'Lina', payment_type: 'prepaid', reference: 'ORDER-7' }),
    ].join('\r\n')}\r\n`;
    const response = await upload(alice.access_token, text, { fileName: 'march.csv' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.import).toMatchObject({ fileName: 'march.csv', rowCount: 3, status: 'imported' });
    expect(body.shipmentIds).toHaveLength(3);
    const rows = await app.db.select().from(shipments).where(inArray(shipments.id, body.shipmentIds));
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row).toMatchObject({
        createdByUserId: alice.id,
        organizationId: null,
        importId: body.import.id,
        readiness: Readiness.Draft,
        status: null,
        senderAddressId: aliceHome.id,
        recipientAddressId: null,
      });
    }
    const byName = new Map(rows.map((row) => [row.recipientSnapshot!.name, row]));
    expect(byName.get('Saleh, Hala')!.recipientSnapshot).toMatchObject({
      addressLine: 'University Street\nnear the mosque',
      cityName: 'Irbid',
      regionName: 'Irbid',
      phoneNumber: '+962791234567',
    });
    expect(byName.get('Omar')).toMatchObject({
      parcelQuantity: 2,
      weightKg: 3.5,
      heightCm: 10,
      parcelNotes: 'Fragile',
      paymentType: 'cod',
      codAmountFils: 25_750,
      recipientSnapshot: { email: 'omar@example.com', villageName: 'Shmeisani', phoneNumber: '+962785123344' },
    });
    expect(byName.get('Lina')).toMatchObject({ paymentType: 'prepaid', codAmountFils: 0 });

    // The drafts are ordinary drafts: the list and the details show them.
    const details = await call(app, 'GET', `/api/v1/shipments/${body.shipmentIds[0]}`, { token: alice.access_token });
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({ readiness: Readiness.Draft, sender: { cityName: 'Amman' } });
    const drafts = await call(app, 'GET', '/api/v1/shipments?tab=draft&q=Omar', { token: alice.access_token });
    expect(drafts.json().total).toBe(1);
    // The merchant's order reference finds its draft too, and the list shows it.
    const byReference = await call(app, 'GET', '/api/v1/shipments?q=order-7', { token: alice.access_token });
    expect(byReference.json().items).toEqual([
      expect.objectContaining({ recipientName: 'Lina', reference: 'ORDER-7' }),
    ]);
  });

  it('reads Arabic headers and Arabic place names; a member’s drafts belong to the organization', async () => {
    const text = [
      AR_HEADER,
      line({
        recipient_name: 'رنا جابر',
        recipient_phone: '٠٧٩١٢٣٤٥٦٨',
        country: 'الاردن',
        region: 'اربد',
        city: 'إربد',
        village: 'ايدون',
        address_line: 'شارع الجامعة',
        quantity: '١',
        weight_kg: '٢',
        payment_type: 'cod',
        cod_amount: '٥',
      }),
      line({
        recipient_name: 'سامي',
        recipient_phone: '0781234567',
        country: 'JO',
        city: 'عمان',
        address_line: 'شارع الرينبو',
        quantity: '3',
        parcel_type: 'صندوق صغير',
      }),
    ].join('\n');
    const response = await upload(orgUser.access_token, text, { fileName: 'عربي.csv' });
    expect(response.statusCode).toBe(201);
    const rows = await app.db.select().from(shipments).where(inArray(shipments.id, response.json().shipmentIds));
    expect(rows).toHaveLength(2);
    for (const row of rows)
      expect(row).toMatchObject({ createdByUserId: orgUser.id, organizationId: orgUser.organizationId });
    const rana = rows.find((row) => row.recipientSnapshot!.name === 'رنا جابر')!;
    expect(rana).toMatchObject({
      codAmountFils: 5000,
      recipientSnapshot: { cityName: 'Irbid', villageName: 'Aydoun', phoneNumber: '+962791234568' },
    });
    // The organization's sender: its primary pick-up address (the admin's, in Irbid).
    const [sender] = await app.db.select().from(addresses).where(eq(addresses.id, rana.senderAddressId!));
    expect(sender.organizationId).toBe(orgUser.organizationId);

    // Another member sees the import in the history.
    const history = await call(app, 'GET', '/api/v1/shipments/imports', { token: orgAdmin.access_token });
    expect(history.json().items.map((item: { fileName: string }) => item.fileName)).toContain('عربي.csv');
  });

  it('reports every problem with its row and column, in the caller’s language, and writes nothing', async () => {
    const before = await countsOf(alice.id);
    const text = [
      HEADER,
      good({ recipient_name: 'Fine row' }),
      good({ recipient_name: '', recipient_phone: '12', recipient_email: 'not-an-email' }),
      good({ country: 'Atlantis', quantity: '0' }),
      good({ region: 'Amman', city: 'Irbid', quantity: '101' }),
      good({ city: 'Irbid', village: 'Abdoun', quantity: '1.5', weight_kg: '-2', length_cm: '301' }),
      good({ parcel_type: 'crate', payment_type: 'barter', notes: 'x'.repeat(501) }),
      good({ payment_type: 'cod' }),
      good({ payment_type: 'cod', cod_amount: '1.2345' }),
      good({ payment_type: 'cod', cod_amount: '100001' }),
      good({ city: 'Nowhere', address_line: '' }),
      `"Quoted\nname",0791234567,,Jordan,,Irbid,,,,,,abc`,
    ].join('\r\n');
    const response = await upload(alice.access_token, text);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toBe('The file has 22 problems in its rows: nothing was imported');
    const found = body.details.map((d: { row: number; column: string }) => `${d.row}:${d.column}`);
    expect(found).toEqual([
      '3:recipient_name',
      '3:recipient_phone',
      '3:recipient_email',
      '4:country',
      '4:quantity',
      '5:city',
      '5:quantity',
      '6:village',
      '6:quantity',
      '6:weight_kg',
      '6:length_cm',
      '7:parcel_type',
      '7:notes',
      '7:payment_type',
      '8:cod_amount',
      '9:cod_amount',
      '10:cod_amount',
      '11:address_line',
      '11:city',
      '12:address_line',
      '12:quantity',
      '12:weight_kg',
    ]);
    const message = (key: string) =>
      body.details.find((d: { row: number; column: string }) => `${d.row}:${d.column}` === key).message;
    expect(message('3:recipient_phone')).toBe('Invalid phone number');
    expect(message('4:country')).toBe('Nothing with this name exists');
    expect(message('5:city')).toBe('This city is not in the chosen region or country');
    expect(message('6:village')).toBe('This village is not in the chosen city');
    expect(message('5:quantity')).toBe('This value must be at most 100');
    expect(message('9:cod_amount')).toMatch(/JOD/);
    expect(await countsOf(alice.id)).toEqual(before);

    const arabic = await upload(alice.access_token, [HEADER, good({ recipient_phone: 'abc' })].join('\n'), {
      lang: 'ar',
    });
    expect(arabic.json().details).toEqual([{ row: 2, column: 'recipient_phone', message: 'رقم الهاتف غير صالح' }]);
  });

  it('refuses control characters cell by cell and in the file name, and keeps a line break inside a quoted cell', async () => {
    const before = await countsOf(alice.id);
    const text = [
      HEADER,
      good({ recipient_name: 'Hala\u0001Saleh', notes: 'Ring\u007Ftwice' }),
      good({ address_line: '"University Street\nGate 2"' }),
    ].join('\r\n');
    const en = 'This text has characters that are not allowed (control characters or broken Unicode)';
    const ar = 'يحتوي هذا النص على أحرف غير مسموح بها (أحرف تحكم أو ترميز Unicode غير سليم)';
    for (const [lang, message] of [
      ['en', en],
      ['ar', ar],
    ]) {
      const response = await upload(alice.access_token, text, { lang });
      expect(response.statusCode).toBe(400);
      expect(response.json().details).toEqual([
        { row: 2, column: 'recipient_name', message },
        { row: 2, column: 'notes', message },
      ]);
    }
    const named = await upload(alice.access_token, [HEADER, good()].join('\n'), { fileName: 'ship\u0000ments.csv' });
    expect(named.statusCode).toBe(400);
    expect(named.json().details).toEqual([{ field: 'file', message: en }]);
    expect(await countsOf(alice.id)).toEqual(before);
  });

  it('refuses the same file twice for the same owner, naming the earlier import', async () => {
    const text = [HEADER, good({ recipient_name: 'Twice' })].join('\n');
    expect((await upload(bob.access_token, text)).statusCode).toBe(400); // no pick-up address yet
    expect((await upload(orgAdmin.access_token, text, { fileName: 'first.csv' })).statusCode).toBe(201);
    const again = await upload(orgUser.access_token, text, { fileName: 'second.csv' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(
      /^This file was already imported on \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(first\.csv\)$/,
    );
    // Another owner may import the same file.
    expect((await upload(alice.access_token, text)).statusCode).toBe(201);
  });

  it('enforces the limits: 5 MB (413), 10,000 rows, a CSV file', async () => {
    const before = await countsOf(alice.id);
    const big = await upload(alice.access_token, `${HEADER}\n${'x'.repeat(5 * 1024 * 1024)}`);
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('PAYLOAD_TOO_LARGE');

    const many = await upload(alice.access_token, [HEADER, ...Array.from({ length: 10_001 }, () => good())].join('\n'));
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toBe('The file may have at most 10000 rows');

    const binary = await upload(alice.access_token, Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x08, 0x00]));
    expect(binary.statusCode).toBe(400);
    expect(binary.json().message).toMatch(/not a CSV file/);
    const prose = await upload(alice.access_token, 'Dear team,\nplease find our orders below.\n');
    expect(prose.statusCode).toBe(400);
    expect(prose.json().message).toMatch(/not a CSV file/);
    const missing = await upload(alice.access_token, 'recipient_name,city\nHala,Irbid\n');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details[0]).toMatchObject({ row: 1, column: expect.stringContaining('recipient_phone') });
    const headerOnly = await upload(alice.access_token, `${HEADER}\r\n`);
    expect(headerOnly.json().message).toBe('The file has no rows');
    expect(await countsOf(alice.id)).toEqual(before);
  });

  it('needs a primary pick-up address', async () => {
    const response = await upload(bob.access_token, [HEADER, good()].join('\n'));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('There is no primary pick-up address yet. Create one on the addresses page');
    expect(response.json().details).toEqual([
      {
        field: 'senderAddressId',
        message: 'There is no primary pick-up address yet. Create one on the addresses page',
      },
    ]);
    expect(await countsOf(bob.id)).toEqual({ shipments: 0, imports: 0 });
  });
});

describe('limits of the file and the form', () => {
  let carol: Account;
  beforeAll(async () => {
    carol = await createUserAndLogin(app);
    await primaryPickUp(carol);
  });

  it('refuses a header of more than 40 columns as soon as it is read, in both languages', async () => {
    const before = await countsOf(carol.id);
    const wide = `${HEADER},${Array.from({ length: 40 - SHIPMENT_IMPORT_COLUMNS.length }, (_, i) => `extra_${i}`).join(',')}`;
    expect((await upload(carol.access_token, [wide, good({ reference: 'WIDE-40' })].join('\n'))).statusCode).toBe(201);

    // One column more, then a quote left open: the header alone decides, the rest is never parsed.
    const refused = await upload(carol.access_token, [`${wide},one_more`, good(), '"never closed'].join('\n'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'The file may have at most 40 columns',
      details: [{ row: 1, column: '', message: 'The file may have at most 40 columns' }],
    });
    const arabic = await upload(carol.access_token, `${wide},one_more\n${good()}`, { lang: 'ar' });
    expect(arabic.json().message).toBe('يجب ألا يزيد عدد أعمدة الملف عن 40');

    const tenThousand = await upload(carol.access_token, `${HEADER}${',x'.repeat(10_000)}\n${good()}`);
    expect(tenThousand.json().message).toBe('The file may have at most 40 columns');
    // The tester's file: 5 MB, one header of 2.5 million columns. Its first 64 KB refuse it (the reading
    // stops there: lib/uploads.test.ts; the time it takes: npm run bench:upload).
    const commas = await upload(carol.access_token, `recipient_name${',x'.repeat(2.5 * 1024 * 1024 - 8)}`);
    expect(commas.statusCode).toBe(400);
    expect(commas.json().details).toEqual([{ row: 1, column: '', message: 'A row of the file may be at most 64 KB' }]);
    expect(await countsOf(carol.id)).toEqual({
      ...before,
      shipments: before.shipments + 1,
      imports: before.imports + 1,
    });
  });

  it('refuses a row over 64 KB as soon as it is read, naming its row, in both languages', async () => {
    const before = await countsOf(carol.id);
    const row = (bytes: number) => {
      const start = good({ notes: '' });
      // The notes cell pads the row (line break included) to the bytes asked for.
      return good({ notes: 'n'.repeat(bytes - Buffer.byteLength(`${start}\n`)) });
    };
    const atLimit = await upload(carol.access_token, [HEADER, row(64 * 1024), ''].join('\n'));
    expect(atLimit.json().details).toEqual([
      { row: 2, column: 'notes', message: 'This field must have at most 500 characters' },
    ]);

    const over = await upload(carol.access_token, [HEADER, good(), row(64 * 1024 + 1), '"never closed'].join('\n'));
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'A row of the file may be at most 64 KB',
      details: [{ row: 3, column: '', message: 'A row of the file may be at most 64 KB' }],
    });
    const arabic = await upload(carol.access_token, [HEADER, row(64 * 1024 + 1), ''].join('\n'), { lang: 'ar' });
    expect(arabic.json().message).toBe('يجب ألا يزيد حجم صف في الملف عن 64 كيلوبايت');

    // Rows of empty cells are no smaller: a row is measured in bytes, delimiters included.
    const commas = await upload(carol.access_token, `${HEADER}\n${','.repeat(5 * 1024 * 1024 - 1000)}`);
    expect(commas.json().details).toEqual([{ row: 2, column: '', message: 'A row of the file may be at most 64 KB' }]);
    // A single cell of 5 MB, quoted, is stopped the same way.
    const quoted = await upload(carol.access_token, `${HEADER}\n"${'q'.repeat(5 * 1024 * 1024 - 1000)}"`);
    expect(quoted.json().details).toEqual([{ row: 2, column: '', message: 'A row of the file may be at most 64 KB' }]);
    expect(await countsOf(carol.id)).toEqual(before);
  });

  it('answers a form cut off before its end with 400, in both languages, and writes nothing', async () => {
    const before = await countsOf(carol.id);
    const text = [HEADER, good({ reference: 'CUT' })].join('\n');
    // Cut inside the file, and after it before the form's closing boundary.
    for (const cutBytes of [10, 40]) {
      const response = await upload(carol.access_token, text, { cutBytes });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'Some fields are not valid',
        details: [{ field: 'file', message: 'The upload ended before the whole file arrived. Send the file again' }],
      });
    }
    const arabic = await upload(carol.access_token, text, { cutBytes: 10, lang: 'ar' });
    expect(arabic.json().details).toEqual([
      { field: 'file', message: 'انتهى الرفع قبل وصول الملف كاملًا. أرسل الملف مرة أخرى' },
    ]);
    expect(await countsOf(carol.id)).toEqual(before);
  });

  it('answers more than 5 text fields before the file with 400, in both languages, and writes nothing', async () => {
    const before = await countsOf(carol.id);
    const text = [HEADER, good({ reference: 'FIELDS' })].join('\n');
    const fields = (count: number) => Array.from({ length: count }, (_, i) => [`note${i}`, 'x'] as [string, string]);
    const five = await upload(carol.access_token, text, { fieldsBefore: fields(5) });
    expect(five.statusCode).toBe(201);
    const six = await upload(carol.access_token, `${text}\n`, { fieldsBefore: fields(6) });
    expect(six.statusCode).toBe(400);
    expect(six.json().details).toEqual([
      { field: 'file', message: 'Send the file with at most 5 other fields in the form' },
    ]);
    const arabic = await upload(carol.access_token, `${text}\n`, { fieldsBefore: fields(6), lang: 'ar' });
    expect(arabic.json().details).toEqual([
      { field: 'file', message: 'أرسل الملف مع 5 حقول أخرى على الأكثر في النموذج' },
    ]);
    expect(await countsOf(carol.id)).toEqual({
      ...before,
      shipments: before.shipments + 1,
      imports: before.imports + 1,
    });
  });
});

describe('row numbers', () => {
  it('counts rows as a spreadsheet shows them: a multi-line cell is one row, blank lines none', async () => {
    const text = [
      HEADER,
      good({ address_line: '"First line\nsecond line\nthird line"' }),
      '',
      good({ quantity: 'many' }),
    ].join('\n');
    const response = await upload(alice.access_token, text);
    expect(response.json().details).toEqual([{ row: 3, column: 'quantity', message: expect.any(String) }]);
  });

  it('lists the first 1000 problems and then, on no row, how many there were', async () => {
    const text = [HEADER, ...Array.from({ length: 1200 }, () => good({ quantity: 'x' }))].join('\n');
    const details = (await upload(alice.access_token, text)).json().details as { row?: number; message: string }[];
    expect(details).toHaveLength(1001);
    expect(details[999].row).toBe(1001);
    expect(details[1000]).toEqual({
      column: '',
      message: 'The first 1000 of 1200 problems are listed. Fix them and upload the file again',
    });
  });
});

describe('history', () => {
  it("lists the caller's imports with their creator, never another person's", async () => {
    const mine = await call(app, 'GET', '/api/v1/shipments/imports', { token: alice.access_token });
    expect(mine.statusCode).toBe(200);
    const items = mine.json().items as { fileName: string; createdBy: { id: string; username: string } }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.createdBy.id === alice.id)).toBe(true);
    expect(items[0].createdBy.username).toBe(alice.email.split('@')[0]);
    expect(items.map((item) => item.fileName)).toContain('march.csv');

    // Refused files are in the history too, with how many problems they had.
    const refused = items.filter((item) => (item as { status?: string }).status === 'failed') as unknown as {
      rowCount: number;
      errorCount: number;
      draftCount: number;
    }[];
    expect(refused.length).toBeGreaterThan(0);
    expect(refused).toContainEqual(expect.objectContaining({ rowCount: 11, errorCount: 22, draftCount: 0 }));
    const march = items.find((item) => item.fileName === 'march.csv') as unknown as Record<string, unknown>;
    expect(march).toMatchObject({ status: 'imported', rowCount: 3, errorCount: 0, draftCount: 3, processedCount: 0 });

    const others = await call(app, 'GET', '/api/v1/shipments/imports', { token: bob.access_token });
    expect(others.json()).toMatchObject({ items: [], total: 0, page: 1 });
    const organization = await call(app, 'GET', '/api/v1/shipments/imports?q=first', { token: orgUser.access_token });
    expect(organization.json().items.map((item: { fileName: string }) => item.fileName)).toEqual(['first.csv']);
  });
});
