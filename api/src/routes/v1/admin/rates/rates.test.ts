import { Role } from '@portal/shared/domain';
import { eq } from 'drizzle-orm';
import { createUserAndLogin } from '../../../../../test/support/fixtures';
import { multipartFile } from '../../../../../test/support/test-app';
import { cities, countries, couriers, rates, regions, serviceTypes } from '../../../../db/schema';
import { type AdminTestKit, startAdminKit } from '../admin-test-kit';
import { csvCell } from '../../../../lib/csv';
import { RATE_CSV_COLUMNS } from '../../../../services/rates/csv';

let kit: AdminTestKit;
const ids: Record<string, string> = {};

beforeAll(async () => {
  kit = await startAdminKit();
  const db = kit.app.db;
  ids.jordan = (await db.select().from(countries).where(eq(countries.code, 'JO')))[0].id;
  ids.saudi = (await db.select().from(countries).where(eq(countries.code, 'SA')))[0].id;
  ids.amman = (await db.select().from(regions).where(eq(regions.name, 'Amman')))[0].id;
  ids.irbid = (await db.select().from(regions).where(eq(regions.name, 'Irbid')))[0].id;
  const [ammanCity] = await db.select().from(cities).where(eq(cities.regionId, ids.amman)).limit(1);
  ids.ammanCity = ammanCity.id;
  ids.ammanCityName = ammanCity.name;
  ids.standard = (await db.select().from(serviceTypes).where(eq(serviceTypes.code, 'standard')))[0].id;
  ids.express = (await db.select().from(serviceTypes).where(eq(serviceTypes.code, 'express')))[0].id;
  ids.courier = (
    await db.insert(couriers).values({ code: 'RATED', name: 'Rated Express', nameAr: 'ريتد' }).returning()
  )[0].id;
  ids.other = (
    await db.insert(couriers).values({ code: 'OTHER', name: 'Other Cargo', nameAr: 'أخرى' }).returning()
  )[0].id;
});
afterAll(() => kit?.close());

const rate = (overrides: Record<string, unknown> = {}) => ({
  courierId: ids.courier,
  serviceTypeId: ids.standard,
  originCountryId: ids.jordan,
  originRegionId: ids.amman,
  destinationCountryId: ids.jordan,
  destinationRegionId: ids.irbid,
  basePriceFils: 2500,
  includedWeightKg: 2,
  perKgPriceFils: 500,
  transitDaysMin: 1,
  transitDaysMax: 2,
  ...overrides,
});

describe('rates', () => {
  it('creates a rate with names of every area, updates it with the version and audits', async () => {
    const created = await kit.admin('POST', '/rates', { body: rate() });
    expect(created.statusCode).toBe(201);
    const item = created.json();
    expect(item).toMatchObject({
      courier: { name: 'Rated Express' },
      serviceType: { name: 'Standard' },
      originRegion: { name: 'Amman' },
      destinationRegion: { name: 'Irbid' },
      originCity: null,
      basePriceFils: 2500,
      transitDaysMin: 1,
      transitDaysMax: 2,
      isActive: true,
    });
    const updated = await kit.admin('PUT', `/rates/${item.id}`, {
      body: { ...rate({ basePriceFils: 3000 }), version: 1 },
    });
    expect(updated.json()).toMatchObject({ basePriceFils: 3000, version: 2 });
    const [audit] = (await kit.auditOf(item.id)).filter((row) => row.action === 'update');
    expect(audit.data).toMatchObject({ before: { basePriceFils: 2500 }, after: { basePriceFils: 3000 } });

    const listed = (await kit.admin('GET', `/rates?courierId=${ids.courier}&q=${encodeURIComponent('إربد')}`)).json();
    expect(listed.items.map((row: { id: string }) => row.id)).toEqual([item.id]);
    await kit.admin('DELETE', `/rates/${item.id}`);
  });

  it('refuses an overlapping active rate but allows a more specific area, another service or an inactive copy', async () => {
    const first = (await kit.admin('POST', '/rates', { body: rate() })).json();
    const overlap = await kit.admin('POST', '/rates', { body: rate({ basePriceFils: 9999 }) });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().message).toBe('A rate for this courier, service and route already exists');

    expect((await kit.admin('POST', '/rates', { body: rate({ originCityId: ids.ammanCity }) })).statusCode).toBe(201);
    expect((await kit.admin('POST', '/rates', { body: rate({ serviceTypeId: ids.express }) })).statusCode).toBe(201);
    expect((await kit.admin('POST', '/rates', { body: rate({ courierId: ids.other }) })).statusCode).toBe(201);
    const inactive = await kit.admin('POST', '/rates', { body: rate({ isActive: false }) });
    expect(inactive.statusCode).toBe(201);
    // …which cannot be switched on while the first one is active.
    const activate = await kit.admin('PUT', `/rates/${inactive.json().id}`, {
      body: { ...rate({ isActive: true }), version: 1 },
    });
    expect(activate.statusCode).toBe(409);
    // Updating the first rate itself is not an overlap with itself.
    expect(
      (await kit.admin('PUT', `/rates/${first.id}`, { body: { ...rate({ transitDaysMax: 3 }), version: 1 } }))
        .statusCode,
    ).toBe(200);
  });

  it('checks the areas and the transit days order', async () => {
    const response = await kit.admin('POST', '/rates', {
      body: rate({
        destinationCountryId: ids.saudi,
        destinationRegionId: ids.irbid,
        originCityId: ids.ammanCity,
        originRegionId: ids.irbid,
        transitDaysMin: 3,
        transitDaysMax: 1,
      }),
    });
    expect(response.statusCode).toBe(400);
    const fields = Object.fromEntries(
      (response.json().details as { field: string; message: string }[]).map((detail) => [detail.field, detail.message]),
    );
    expect(fields).toEqual({
      destinationRegionId: 'This region is not in the chosen country',
      originCityId: 'This city is not in the chosen region or country',
      transitDaysMax: 'The maximum transit days must not be less than the minimum',
    });
  });

  it('rejects negative money and a fractional fils amount', async () => {
    const response = await kit.admin('POST', '/rates', { body: rate({ basePriceFils: -1, perKgPriceFils: 1.5 }) });
    expect(response.statusCode).toBe(400);
    expect((response.json().details as { field: string }[]).map((detail) => detail.field).sort()).toEqual([
      'basePriceFils',
      'perKgPriceFils',
    ]);
  });
});

function csvUpload(courierId: string, text: string, lang = 'en', cutBytes = 0) {
  const body = multipartFile(text, { fileName: 'rates.csv' });
  return kit.app.inject({
    method: 'POST',
    url: `/api/v1/admin/rates/import?courierId=${courierId}`,
    payload: cutBytes ? body.payload.subarray(0, -cutBytes) : body.payload,
    headers: { ...body.headers, authorization: `Bearer ${kit.adminToken}`, 'accept-language': lang },
  });
}

const header = RATE_CSV_COLUMNS.join(',');

describe('rates CSV', () => {
  let csvCourier: string;
  beforeAll(async () => {
    csvCourier = (
      await kit.app.db.insert(couriers).values({ code: 'CSV', name: 'CSV Post', nameAr: 'سي اس في' }).returning()
    )[0].id;
  });

  it('imports every row or none, reporting each bad cell by row and column', async () => {
    const bad = [
      header,
      'standard,JO,Amman,,JO,Irbid,,2.500,2,0.500,1,2,yes',
      'overnight,JO,Atlantis,,JO,Irbid,,2.5,2,0.5,1,2,yes',
      'express,JO,Amman,,XX,,,abc,2,0.5,3,1,maybe',
    ].join('\n');
    const refused = await csvUpload(csvCourier, bad);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([
      { row: 3, column: 'service_type', message: 'Nothing with this name exists' },
      { row: 3, column: 'origin_region', message: 'Nothing with this name exists' },
      { row: 4, column: 'destination_country', message: 'Nothing with this name exists' },
      { row: 4, column: 'base_price_jod', message: 'This value has the wrong format' },
      { row: 4, column: 'transit_days_max', message: 'The maximum transit days must not be less than the minimum' },
      { row: 4, column: 'active', message: 'This field must be true or false' },
    ]);
    expect(await kit.app.db.select().from(rates).where(eq(rates.courierId, csvCourier))).toHaveLength(0);

    const good = [
      header,
      'standard,JO,Amman,,JO,إربد,,2.500,2,0.500,1,2,yes',
      `express,JO,Amman,${ids.ammanCityName},JO,,,4,1,1.250,0,1,no`,
    ].join('\n');
    const imported = await csvUpload(csvCourier, good);
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toEqual({ imported: 2, replaced: 0 });
    const stored = await kit.app.db.select().from(rates).where(eq(rates.courierId, csvCourier));
    expect(stored.map((row) => row.basePriceFils).sort()).toEqual([2500, 4000]);
    expect(stored.find((row) => row.basePriceFils === 4000)).toMatchObject({
      originCityId: ids.ammanCity,
      perKgPriceFils: 1250,
      isActive: false,
      transitDays: 0,
      transitDaysMax: 1,
    });

    const audit = (await kit.auditOf(csvCourier)).find((row) => row.action === 'import')!;
    expect(audit.data).toMatchObject({ imported: 2, replaced: 0 });
  });

  it('refuses a file without the template columns and duplicate routes inside one file, in Arabic', async () => {
    const noColumns = await csvUpload(csvCourier, 'service,price\nstandard,1', 'ar');
    expect(noColumns.json().details[0]).toMatchObject({
      row: 1,
      message: `يجب أن يحتوي الملف على الأعمدة التالية: ${RATE_CSV_COLUMNS.join(', ')}`,
    });
    const twice = await csvUpload(
      csvCourier,
      [header, 'standard,JO,,,JO,,,1,1,1,1,1,yes', 'standard,JO,,,JO,,,2,1,1,1,1,yes'].join('\n'),
    );
    expect(twice.json().details).toEqual([
      { row: 3, column: 'service_type', message: 'A rate for this courier, service and route already exists' },
    ]);
  });

  it('exports what it imports, with formula-looking text neutralized', async () => {
    const exported = await kit.admin('GET', `/rates/export?courierId=${csvCourier}`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(exported.headers['content-disposition']).toBe('attachment; filename="rates-csv.csv"');
    const lines = exported.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(header);
    expect(lines).toContain('standard,JO,Amman,,JO,Irbid,,2.500,2,0.500,1,2,yes');

    // Round trip: importing the export replaces the rates with the same ones.
    const again = await csvUpload(csvCourier, exported.body);
    expect(again.json()).toEqual({ imported: 2, replaced: 2 });

    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(-5)).toBe('-5');
  });

  it("holds the CSV to the JSON API's bounds and refuses control characters cell by cell, in both languages", async () => {
    const text = [
      header,
      'standard,JO,Amman,,JO,Irbid,,123456789,2,0.500,1,999,yes',
      'standard,JO,Am\u0001man,,JO,Irbid,,2.500,100001,10000.001,366,366,yes',
      'express,JO,Amman,,JO,Irbid,,10000,100000,10000,365,365,yes',
    ].join('\n');
    const english = await csvUpload(csvCourier, text);
    expect(english.statusCode).toBe(400);
    expect(english.json().details).toEqual([
      { row: 2, column: 'base_price_jod', message: 'This value must be at most 10000.000' },
      { row: 2, column: 'transit_days_max', message: 'This value must be at most 365' },
      {
        row: 3,
        column: 'origin_region',
        message: 'This text has characters that are not allowed (control characters or broken Unicode)',
      },
    ]);
    const arabic = await csvUpload(csvCourier, text, 'ar');
    expect(arabic.json().details[0]).toEqual({
      row: 2,
      column: 'base_price_jod',
      message: 'يجب ألا تزيد القيمة عن 10000.000',
    });

    const json = await kit.admin('POST', '/rates', {
      body: rate({
        courierId: csvCourier,
        basePriceFils: 10_000_001,
        perKgPriceFils: 1_000_000_000,
        transitDaysMax: 999,
      }),
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().details).toEqual([
      { field: 'basePriceFils', message: 'This value must be at most 10000000' },
      { field: 'perKgPriceFils', message: 'This value must be at most 10000000' },
      { field: 'transitDaysMax', message: 'This value must be at most 365' },
    ]);
    const nothingStored = await kit.app.db.select().from(rates).where(eq(rates.courierId, csvCourier));
    expect(nothingStored.map((row) => row.basePriceFils).sort()).toEqual([2500, 4000]);
  });

  it('refuses a header of more than 40 columns and a row over 64 KB as soon as they are read, in both languages', async () => {
    const before = await kit.app.db.select().from(rates).where(eq(rates.courierId, csvCourier));
    const row = 'standard,JO,Amman,,JO,Irbid,,2.500,2,0.500,1,2,yes';
    const wide = `${header},${Array.from({ length: 40 - RATE_CSV_COLUMNS.length + 1 }, (_, i) => `x${i}`).join(',')}`;
    // A quote left open after the limit: the limit is answered, the rest is never parsed.
    const columns = await csvUpload(csvCourier, [wide, row, '"never closed'].join('\n'));
    expect(columns.statusCode).toBe(400);
    expect(columns.json().details).toEqual([{ row: 1, column: '', message: 'The file may have at most 40 columns' }]);
    const arabicColumns = await csvUpload(csvCourier, [wide, row].join('\n'), 'ar');
    expect(arabicColumns.json().details).toEqual([
      { row: 1, column: '', message: 'يجب ألا يزيد عدد أعمدة الملف عن 40' },
    ]);

    const long = `${row}${','.repeat(64 * 1024)}`;
    const record = await csvUpload(csvCourier, [header, row, long, '"never closed'].join('\n'));
    expect(record.statusCode).toBe(400);
    expect(record.json().details).toEqual([{ row: 3, column: '', message: 'A row of the file may be at most 64 KB' }]);
    const arabicRecord = await csvUpload(csvCourier, [header, long].join('\n'), 'ar');
    expect(arabicRecord.json().details).toEqual([
      { row: 2, column: '', message: 'يجب ألا يزيد حجم صف في الملف عن 64 كيلوبايت' },
    ]);
    expect(await kit.app.db.select().from(rates).where(eq(rates.courierId, csvCourier))).toEqual(before);
  });

  it('answers a form cut off before its end with 400, in both languages, and changes nothing', async () => {
    const before = await kit.app.db.select().from(rates).where(eq(rates.courierId, csvCourier));
    const text = [header, 'standard,JO,Amman,,JO,Irbid,,9.500,2,0.500,1,2,yes'].join('\n');
    for (const [lang, message] of [
      ['en', 'The upload ended before the whole file arrived. Send the file again'],
      ['ar', 'انتهى الرفع قبل وصول الملف كاملًا. أرسل الملف مرة أخرى'],
    ]) {
      const response = await csvUpload(csvCourier, text, lang, 10);
      expect(response.statusCode).toBe(400);
      expect(response.json().details).toEqual([{ field: 'file', message }]);
    }
    expect(await kit.app.db.select().from(rates).where(eq(rates.courierId, csvCourier))).toEqual(before);
  });

  it('is for admins only', async () => {
    const user = await createUserAndLogin(kit.app, { role: Role.OrgAdmin });
    expect(
      (await kit.admin('GET', `/rates/export?courierId=${csvCourier}`, { token: user.access_token })).statusCode,
    ).toBe(403);
  });
});
