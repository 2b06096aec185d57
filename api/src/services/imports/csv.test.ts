import { AddressType, Role } from '@portal/shared/domain';
import { parse } from 'csv-parse/sync';
import {
  addresses,
  cities,
  countries,
  memberships,
  organizations,
  parcelTypes,
  regions,
  users,
  villages,
} from '../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database';
import { primaryPickUpAddress } from './imports';
import {
  decodeCsvText,
  type ImportPlaces,
  parseShipmentCsv,
  SHIPMENT_IMPORT_COLUMNS,
  SHIPMENT_IMPORT_TEMPLATE,
  type ShipmentImportColumn,
  shipmentImportPlaces,
  shipmentImportTemplateCsv,
} from './csv';
import type { UserPrincipal } from '../../plugins/auth';

let database: TestDatabase;
let places: ImportPlaces;
// The reference data the rows are checked against (inserted here, so every name is known).
const ids = {} as Record<
  | 'jordan'
  | 'egypt'
  | 'bahrain'
  | 'ammanRegion'
  | 'irbidRegion'
  | 'cairoRegion'
  | 'amman'
  | 'irbid'
  | 'mazarAmman'
  | 'mazarIrbid'
  | 'cairo'
  | 'manama'
  | 'abdoun'
  | 'husn'
  | 'sweifieh'
  | 'smallBox',
  string
>;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  const country = async (code: string, name: string, nameAr: string) =>
    (await db.insert(countries).values({ code, name, nameAr }).returning())[0].id;
  const region = async (countryId: string, name: string, nameAr: string) =>
    (await db.insert(regions).values({ countryId, name, nameAr }).returning())[0].id;
  const city = async (countryId: string, regionId: string | null, name: string, nameAr: string) =>
    (await db.insert(cities).values({ countryId, regionId, name, nameAr }).returning())[0].id;
  const village = async (cityId: string, name: string, nameAr: string) =>
    (await db.insert(villages).values({ cityId, name, nameAr }).returning())[0].id;
  ids.jordan = await country('JO', 'Jordan', 'الأردن');
  ids.egypt = await country('EG', 'Egypt', 'مصر');
  ids.bahrain = await country('BH', 'Bahrain', 'البحرين');
  ids.ammanRegion = await region(ids.jordan, 'Amman', 'عمان');
  ids.irbidRegion = await region(ids.jordan, 'Irbid', 'إربد');
  ids.cairoRegion = await region(ids.egypt, 'Cairo Governorate', 'محافظة القاهرة');
  ids.amman = await city(ids.jordan, ids.ammanRegion, 'Amman', 'عمّان');
  ids.irbid = await city(ids.jordan, ids.irbidRegion, 'Irbid', 'إربد');
  // One town name in two regions: the region tells them apart.
  ids.mazarAmman = await city(ids.jordan, ids.ammanRegion, 'Mazar', 'المزار');
  ids.mazarIrbid = await city(ids.jordan, ids.irbidRegion, 'Mazar', 'المزار');
  ids.cairo = await city(ids.egypt, ids.cairoRegion, 'Cairo', 'القاهرة');
  ids.manama = await city(ids.bahrain, null, 'Manama', 'المنامة');
  ids.abdoun = await village(ids.amman, 'Abdoun', 'عبدون');
  ids.husn = await village(ids.irbid, 'Husn', 'الحصن');
  // A place whose Arabic name was left as its English one.
  ids.sweifieh = await village(ids.amman, 'Sweifieh', 'Sweifieh');
  [{ id: ids.smallBox }] = await db
    .insert(parcelTypes)
    .values({
      code: 'small-box',
      name: 'Small box',
      nameAr: 'صندوق صغير',
      length: 30,
      width: 20,
      height: 15,
      weight: 2,
    })
    .returning();
  places = await shipmentImportPlaces(db);
});
afterAll(() => database?.dispose());

type Fields = Partial<Record<ShipmentImportColumn, string>>;
const HEADER = SHIPMENT_IMPORT_COLUMNS.map((column) => column.key);
/** A CSV line of the cells given, in the order of `header` (blank elsewhere); cells with a comma are quoted. */
const line = (fields: Fields, header: readonly string[] = HEADER) =>
  header.map((key) => fields[key as ShipmentImportColumn] ?? '').join(',');
const REQUIRED: Fields = {
  recipient_name: 'Hala Saleh',
  recipient_phone: '0791234567',
  country: 'Jordan',
  city: 'Irbid',
  address_line: 'University Street',
  quantity: '1',
  // The least a row's parcel gives: no parcel type, the weight (a custom parcel).
  weight_kg: '1',
};
const csv = (...rows: Fields[]) => [HEADER.join(','), ...rows.map((row) => line({ ...REQUIRED, ...row }))].join('\n');
const parsed = (text: string) => parseShipmentCsv(text, places);
/** The problems of a file of one row with these cells (over the required ones). */
const problemsOf = async (fields: Fields) => {
  const result = await parsed(csv(fields));
  if (result.ok || !('errors' in result)) throw new Error(`expected row errors, got ${JSON.stringify(result)}`);
  return result.errors.map(({ column, messageKey, params }) => ({ column, messageKey, ...(params ? { params } : {}) }));
};
/** The one imported row of a file of one row with these cells. */
const rowOf = async (fields: Fields) => {
  const result = await parsed(csv(fields));
  if (!result.ok) throw new Error(`expected a valid row, got ${JSON.stringify(result)}`);
  expect(result.rows).toHaveLength(1);
  return result.rows[0];
};

describe('shipmentImportTemplateCsv', () => {
  it('is a UTF-8 CSV with a BOM and CRLF line ends whose header and example row read back as the template', async () => {
    const text = shipmentImportTemplateCsv();
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines).toEqual([HEADER.join(','), expect.any(String), '']);
    // Only a cell with a comma is quoted: the spreadsheet shows the others exactly as written.
    expect(lines[1]).toBe(
      'Rana Jaber,0791234567,rana@example.com,Jordan,Amman,Amman,Abdoun,"Rainbow Street 12, 2nd floor",7,small-box,1,1.5,30,20,15,Call before delivery,cod,12.500,ORDER-1001',
    );
    expect(parse(text, { bom: true })).toEqual(SHIPMENT_IMPORT_TEMPLATE.en);
  });

  it('imports as it is: the example row is a valid cash-on-delivery draft', async () => {
    const result = await parsed(shipmentImportTemplateCsv());
    expect(result).toEqual({
      ok: true,
      rows: [
        {
          row: 2,
          recipient: {
            name: 'Rana Jaber',
            phoneNumber: '+962791234567',
            email: 'rana@example.com',
            countryId: ids.jordan,
            regionId: ids.ammanRegion,
            cityId: ids.amman,
            villageId: ids.abdoun,
            addressLine: 'Rainbow Street 12, 2nd floor',
            buildingNumber: '7',
          },
          parcelTypeId: ids.smallBox,
          parcelQuantity: 1,
          weightKg: 1.5,
          lengthCm: 30,
          widthCm: 20,
          heightCm: 15,
          parcelNotes: 'Call before delivery',
          paymentType: 'cod',
          codAmountFils: 12_500,
          reference: 'ORDER-1001',
        },
      ],
    });
  });
});

describe('the Arabic template', () => {
  it('has the Arabic headers and an example row in Arabic, which imports as the English one does', async () => {
    const text = shipmentImportTemplateCsv('ar');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, example] = parse(text, { bom: true }) as string[][];
    expect(header).toEqual(SHIPMENT_IMPORT_COLUMNS.map((column) => column.ar));
    expect(example).toEqual(SHIPMENT_IMPORT_TEMPLATE.ar[1]);
    expect(example.slice(3, 7)).toEqual(['الأردن', 'عمّان', 'عمّان', 'عبدون']);
    const english = await parsed(shipmentImportTemplateCsv('en'));
    const arabic = await parsed(text);
    if (!english.ok || !arabic.ok) throw new Error(`expected both templates to import, got ${JSON.stringify(arabic)}`);
    // The same place, parcel type and payment, named in Arabic.
    expect(arabic.rows[0]).toMatchObject({
      recipient: {
        countryId: ids.jordan,
        regionId: ids.ammanRegion,
        cityId: ids.amman,
        villageId: ids.abdoun,
        phoneNumber: '+962791234567',
      },
      parcelTypeId: ids.smallBox,
      paymentType: 'cod',
      codAmountFils: 12_500,
    });
    expect({ ...arabic.rows[0], recipient: {} }).toEqual({
      ...english.rows[0],
      recipient: {},
      parcelNotes: expect.any(String),
    });
  });

  it('is the English one by default', () => {
    expect(shipmentImportTemplateCsv()).toBe(shipmentImportTemplateCsv('en'));
  });
});

describe('the column a problem names', () => {
  it('is the header as the file writes it, Arabic or English, so the user finds it in the file', async () => {
    const arabicHeader = SHIPMENT_IMPORT_COLUMNS.map((column) => column.ar);
    const arabic = await parsed(
      [arabicHeader.join(','), line({ ...REQUIRED, recipient_phone: '07912', parcel_type: 'crate' })].join('\n'),
    );
    expect(arabic.ok || !('errors' in arabic) ? arabic : arabic.errors).toEqual([
      { row: 2, column: 'هاتف المستلم', messageKey: 'phone' },
      { row: 2, column: 'نوع الطرد', messageKey: 'unknownName' },
    ]);
    const spaced = await parsed(
      [HEADER.map((key) => (key === 'city' ? ' City ' : key)).join(','), line({ ...REQUIRED, city: 'Nowhere' })].join(
        '\n',
      ),
    );
    expect(spaced.ok || !('errors' in spaced) ? spaced : spaced.errors).toEqual([
      { row: 2, column: 'City', messageKey: 'unknownName' },
    ]);
  });

  it('is the column’s own name when the file has no such column', async () => {
    const header = HEADER.filter((key) => key !== 'cod_amount');
    const result = await parsed([header.join(','), line({ ...REQUIRED, payment_type: 'cod' }, header)].join('\n'));
    expect(result.ok || !('errors' in result) ? result : result.errors).toEqual([
      { row: 2, column: 'cod_amount', messageKey: 'required' },
    ]);
  });
});

describe('decodeCsvText', () => {
  it('returns UTF-8 text, and null for bytes that are no text (a NUL byte, invalid UTF-8)', async () => {
    expect(decodeCsvText(Buffer.from('اسم المستلم,x\n', 'utf8'))).toBe('اسم المستلم,x\n');
    expect(decodeCsvText(Buffer.from([0x61, 0x00, 0x62]))).toBeNull();
    expect(decodeCsvText(Buffer.from([0x61, 0xc3, 0x28]))).toBeNull();
  });
});

describe('shipmentImportPlaces', () => {
  it('indexes countries by code and both names, and places under their parent by both names, normalized', async () => {
    // Read again here, not only in beforeAll: a mutation run changes the code only while a test runs.
    const places = await shipmentImportPlaces(database.db);
    expect(places.countries.get('jo')?.map((c) => c.id)).toEqual([ids.jordan]);
    expect(places.countries.get('jordan')?.map((c) => c.id)).toEqual([ids.jordan]);
    expect(places.countries.get('الاردن')?.map((c) => c.id)).toEqual([ids.jordan]);
    expect(places.regions.get(`${ids.jordan}|irbid`)?.map((r) => r.id)).toEqual([ids.irbidRegion]);
    expect(places.regions.get(`${ids.jordan}|اربد`)?.map((r) => r.id)).toEqual([ids.irbidRegion]);
    expect(places.regions.get(`${ids.egypt}|irbid`)).toBeUndefined();
    expect([...places.regionNames]).toEqual(
      expect.arrayContaining(['amman', 'عمان', 'irbid', 'اربد', 'cairo governorate', 'محافظه القاهره']),
    );
    expect(places.cities.get(`${ids.jordan}|mazar`)?.map((c) => [c.id, c.regionId, c.countryId])).toEqual([
      [ids.mazarAmman, ids.ammanRegion, ids.jordan],
      [ids.mazarIrbid, ids.irbidRegion, ids.jordan],
    ]);
    expect(places.cities.get(`${ids.jordan}|عمان`)?.map((c) => c.id)).toEqual([ids.amman]);
    expect(places.cityNames.has('cairo') && places.cityNames.has('القاهره')).toBe(true);
    expect(places.villages.get(`${ids.amman}|abdoun`)?.map((v) => v.id)).toEqual([ids.abdoun]);
    expect(places.villages.get(`${ids.irbid}|الحصن`)?.map((v) => v.id)).toEqual([ids.husn]);
    expect(places.villageNames.has('husn') && places.villageNames.has('عبدون')).toBe(true);
    // Listed once, not once per name.
    expect(places.villages.get(`${ids.amman}|sweifieh`)?.map((v) => v.id)).toEqual([ids.sweifieh]);
    expect(['small-box', 'small box', 'صندوق صغير'].map((name) => places.parcelTypes.get(name))).toEqual([
      ids.smallBox,
      ids.smallBox,
      ids.smallBox,
    ]);
  });

  it('reads the same inside a transaction (one query at a time)', async () => {
    const inTransaction = await database.db.transaction((tx) => shipmentImportPlaces(tx));
    expect(inTransaction.countries.get('jordan')?.map((c) => c.id)).toEqual([ids.jordan]);
    expect(inTransaction).toEqual(await shipmentImportPlaces(database.db));
  });
});

describe('primaryPickUpAddress', () => {
  it("is the organization's primary pick-up address for a member, else the user's own", async () => {
    const { db } = database;
    const user = async (label: string) =>
      (
        await db
          .insert(users)
          .values({ email: `${label}@example.com`, username: label, passwordHash: 'x' })
          .returning()
      )[0].id;
    const [organization] = await db.insert(organizations).values({ name: 'Org', referralCode: 'PICKUP1' }).returning();
    const [other] = await db.insert(organizations).values({ name: 'Other', referralCode: 'PICKUP2' }).returning();
    const member = await user('member');
    const colleague = await user('colleague');
    const individual = await user('individual');
    const stranger = await user('stranger');
    await db.insert(memberships).values([
      { organizationId: organization.id, userId: member, role: Role.OrgAdmin },
      { organizationId: organization.id, userId: colleague, role: Role.OrgUser },
    ]);
    const address = async (
      name: string,
      createdByUserId: string,
      organizationId: string | null,
      isPrimary: boolean,
      type: number = AddressType.PickUp,
    ) =>
      (
        await db
          .insert(addresses)
          .values({
            name,
            createdByUserId,
            organizationId,
            isPrimary,
            type,
            phoneNumber: '+962791234567',
            countryId: ids.jordan,
            cityId: ids.amman,
            addressLine: 'Street',
          })
          .returning()
      )[0];
    // Rows that are not the answer, each for one reason.
    await address('individual, not primary', individual, null, false);
    await address('individual, drop-off', individual, null, false, AddressType.DropOff);
    await address("individual's, for an organization", individual, other.id, true);
    await address("stranger's primary", stranger, null, true);
    await address('member, personal primary', member, null, true);
    await address('organization, not primary', member, organization.id, false);
    const organizationPrimary = await address('organization primary', colleague, organization.id, true);
    const individualPrimary = await address('individual primary', individual, null, true);

    const principal = (userId: string, organizationId: string | null) =>
      ({ kind: 'user', userId, organizationId, role: Role.IndividualUser }) as UserPrincipal;
    expect((await primaryPickUpAddress(db, principal(member, organization.id)))?.id).toBe(organizationPrimary.id);
    expect((await primaryPickUpAddress(db, principal(individual, null)))?.id).toBe(individualPrimary.id);
    expect(await primaryPickUpAddress(db, principal(colleague, null))).toBeUndefined();
    const [third] = await db.insert(organizations).values({ name: 'Third', referralCode: 'PICKUP3' }).returning();
    expect(await primaryPickUpAddress(db, principal(individual, third.id))).toBeUndefined();
  });
});

describe('parseShipmentCsv: the file', () => {
  it('refuses a file that is not CSV, naming the line where reading failed', async () => {
    expect(await parsed(`${HEADER.join(',')}\n${line(REQUIRED)}\n"Hala" Saleh,0791234567`)).toEqual({
      ok: false,
      file: { kind: 'notCsv', row: 3 },
    });
  });

  it('calls a file without rows empty: nothing, blank lines, or only the header', async () => {
    expect(await parsed('')).toEqual({ ok: false, file: { kind: 'empty' } });
    expect(await parsed('\n  \n , ,\n')).toEqual({ ok: false, file: { kind: 'empty' } });
    expect(await parsed(`${HEADER.join(',')}\n\n,,,\n`)).toEqual({ ok: false, file: { kind: 'empty' } });
  });

  it('refuses a header without any known column as not a shipment CSV, and names the required columns missing', async () => {
    expect(await parsed('name,phone\nHala,0791234567')).toEqual({ ok: false, file: { kind: 'notCsv', row: 1 } });
    expect(await parsed('recipient_name,notes,recipient_email\nHala,x,')).toEqual({
      ok: false,
      file: { kind: 'columns', missing: ['recipient_phone', 'country', 'city', 'address_line', 'quantity'] },
    });
  });

  it('reads headers in either language, whatever their case, spaces, underscores, dashes, brackets and dots', async () => {
    const header = [
      '\uFEFF Recipient Name',
      'RECIPIENT_PHONE',
      'recipient-email',
      'الدولة',
      'المدينة',
      'Address Line',
      'Weight (kg)',
      'Quantity',
      'payment.type',
      'مبلغ الدفع عند الاستلام',
    ];
    const text = `${header.join(',')}\nHala,0791234567,hala@example.com,Jordan,Irbid,Street,2.5,3,cod,4`;
    expect(await parsed(text)).toMatchObject({
      ok: true,
      rows: [
        {
          recipient: { name: 'Hala', email: 'hala@example.com', cityId: ids.irbid },
          weightKg: 2.5,
          parcelQuantity: 3,
          paymentType: 'cod',
          codAmountFils: 4000,
        },
      ],
    });
  });

  it('takes the first of two columns of one name, and reads short rows (optional cells left out) as blank', async () => {
    const text = [
      'recipient_name,recipient_phone,country,city,address_line,quantity,weight_kg,recipient_name,notes',
      'Hala,0791234567,Jordan,Irbid,Street,1,2,Omar,Fragile',
      'Lina,0791234567,Jordan,Irbid,Street,2,3',
    ].join('\n');
    const result = await parsed(text);
    expect(result.ok && result.rows.map((row) => [row.recipient.name, row.parcelNotes])).toEqual([
      ['Hala', 'Fragile'],
      ['Lina', null],
    ]);
  });

  it('numbers rows as the spreadsheet shows them: the header is 1, blank lines are skipped, a quoted cell may span lines', async () => {
    const text = [
      HEADER.join(','),
      '',
      line({ ...REQUIRED, address_line: '"Street\nsecond line"' }),
      ' , ,',
      line({ ...REQUIRED, quantity: 'x' }),
      line({ ...REQUIRED, quantity: '1.5' }),
    ].join('\r\n');
    expect(await parsed(text)).toEqual({
      ok: false,
      errors: [
        { row: 3, column: 'quantity', messageKey: 'integer' },
        { row: 4, column: 'quantity', messageKey: 'integer' },
      ],
      errorCount: 2,
      rowCount: 3,
    });
  });

  it('keeps a row with some blank cells (only a wholly blank row is skipped)', async () => {
    const result = await parsed(`${HEADER.join(',')}\n${line(REQUIRED)}`);
    expect(result.ok && result.rows.map((row) => row.row)).toEqual([2]);
  });

  it('reads up to 10,000 rows and refuses more', async () => {
    const rows = (count: number) => Array.from({ length: count }, () => line({ recipient_name: 'x\u0001' }));
    const atLimit = await parsed([HEADER.join(','), ...rows(10_000)].join('\n'));
    expect(atLimit).toMatchObject({ ok: false, errorCount: 10_000, rowCount: 10_000 });
    expect(await parsed([HEADER.join(','), ...rows(10_001)].join('\n'))).toEqual({
      ok: false,
      file: { kind: 'tooManyRows' },
    });
  });

  it('lists at most 1000 problems, then one detail of the file with how many there were', async () => {
    const withErrors = (count: number) =>
      parsed(
        [HEADER.join(','), ...Array.from({ length: count }, () => line({ ...REQUIRED, quantity: '0' }))].join('\n'),
      );
    const thousand = await withErrors(1000);
    expect(thousand).toMatchObject({ ok: false, errorCount: 1000, rowCount: 1000 });
    expect(!thousand.ok && 'errors' in thousand && thousand.errors).toHaveLength(1000);

    const more = await withErrors(1001);
    if (more.ok || !('errors' in more)) throw new Error('expected row errors');
    expect(more).toMatchObject({ errorCount: 1001, rowCount: 1001 });
    expect(more.errors).toHaveLength(1001);
    expect(more.errors[0]).toEqual({ row: 2, column: 'quantity', messageKey: 'minimum', params: { limit: 1 } });
    expect(more.errors[999]).toEqual({ row: 1001, column: 'quantity', messageKey: 'minimum', params: { limit: 1 } });
    expect(more.errors[1000]).toEqual({
      column: '',
      messageKey: 'csvMoreErrors',
      params: { shown: 1000, total: 1001 },
    });
  });

  it('reports every problem of every row, and no rows, when any row is wrong', async () => {
    const result = await parsed(csv({}, { recipient_name: '' }, {}, { country: 'Atlantis', quantity: '' }));
    expect(result).toEqual({
      ok: false,
      errors: [
        { row: 3, column: 'recipient_name', messageKey: 'required' },
        { row: 5, column: 'country', messageKey: 'unknownName' },
        { row: 5, column: 'quantity', messageKey: 'required' },
      ],
      errorCount: 3,
      rowCount: 4,
    });
  });
});

describe('parseShipmentCsv: a row', () => {
  it('reads a row with only the required cells and a weight as a prepaid custom parcel with nothing else set', async () => {
    expect(await rowOf({})).toEqual({
      row: 2,
      recipient: {
        name: 'Hala Saleh',
        phoneNumber: '+962791234567',
        email: null,
        countryId: ids.jordan,
        regionId: ids.irbidRegion,
        cityId: ids.irbid,
        villageId: null,
        addressLine: 'University Street',
        buildingNumber: null,
      },
      parcelTypeId: null,
      parcelQuantity: 1,
      weightKg: 1,
      lengthCm: null,
      widthCm: null,
      heightCm: null,
      parcelNotes: null,
      paymentType: 'prepaid',
      codAmountFils: 0,
      reference: null,
    });
  });

  it('trims cells, and drops the apostrophe that keeps a spreadsheet from running a formula', async () => {
    const row = await rowOf({
      recipient_name: '  Hala  ',
      recipient_phone: "'+962791234567",
      notes: "'=1+1",
      reference: "'-5",
      building_number: "'@home",
      address_line: "'Street' x'=y",
    });
    expect(row.recipient).toMatchObject({
      name: 'Hala',
      phoneNumber: '+962791234567',
      addressLine: "'Street' x'=y",
      buildingNumber: '@home',
    });
    expect(row).toMatchObject({ parcelNotes: '=1+1', reference: '-5' });
  });

  it('refuses cells with control characters, and checks nothing else of that row', async () => {
    expect(
      await problemsOf({ recipient_name: 'Hala\u0007', recipient_phone: 'not a phone', notes: 'a\u0000b' }),
    ).toEqual([
      { column: 'recipient_name', messageKey: 'textCharacters' },
      { column: 'notes', messageKey: 'textCharacters' },
    ]);
  });

  it('needs the name, a valid phone number, the address line and a valid e-mail if one is given', async () => {
    expect(
      await problemsOf({ recipient_name: ' ', recipient_phone: '', address_line: '', recipient_email: 'hala@' }),
    ).toEqual([
      { column: 'recipient_name', messageKey: 'required' },
      { column: 'recipient_phone', messageKey: 'required' },
      { column: 'recipient_email', messageKey: 'emailFormat' },
      { column: 'address_line', messageKey: 'required' },
    ]);
    expect(await problemsOf({ recipient_phone: '12345' })).toEqual([
      { column: 'recipient_phone', messageKey: 'phone' },
    ]);
    expect((await rowOf({ recipient_email: 'Hala@Example.com' })).recipient.email).toBe('Hala@Example.com');
  });

  it('holds each text to its length limit', async () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
    expect(email).toHaveLength(254);
    const atLimit = await rowOf({
      recipient_name: 'n'.repeat(120),
      recipient_email: email,
      address_line: 'a'.repeat(300),
      building_number: 'b'.repeat(40),
      notes: 'o'.repeat(500),
      reference: 'r'.repeat(100),
    });
    expect(atLimit.recipient).toMatchObject({ email, buildingNumber: 'b'.repeat(40) });
    expect(atLimit.recipient.name).toHaveLength(120);
    expect(atLimit.recipient.addressLine).toHaveLength(300);
    expect(atLimit.parcelNotes).toHaveLength(500);
    expect(atLimit.reference).toHaveLength(100);
    expect(
      await problemsOf({
        recipient_name: 'n'.repeat(121),
        recipient_email: `a${email}`,
        address_line: 'a'.repeat(301),
        building_number: 'b'.repeat(41),
        notes: 'o'.repeat(501),
        reference: 'r'.repeat(101),
      }),
    ).toEqual([
      { column: 'recipient_name', messageKey: 'tooLongLimit', params: { limit: 120 } },
      { column: 'recipient_email', messageKey: 'tooLongLimit', params: { limit: 254 } },
      { column: 'address_line', messageKey: 'tooLongLimit', params: { limit: 300 } },
      { column: 'building_number', messageKey: 'tooLongLimit', params: { limit: 40 } },
      { column: 'notes', messageKey: 'tooLongLimit', params: { limit: 500 } },
      { column: 'reference', messageKey: 'tooLongLimit', params: { limit: 100 } },
    ]);
  });
});

describe('parseShipmentCsv: places', () => {
  it('finds the country by code or either name, the region within it, the city within them and the village within the city', async () => {
    expect((await rowOf({ country: 'jo', region: 'AMMAN', city: 'amman', village: 'abdoun' })).recipient).toMatchObject(
      {
        countryId: ids.jordan,
        regionId: ids.ammanRegion,
        cityId: ids.amman,
        villageId: ids.abdoun,
      },
    );
    // Arabic names, with or without hamza and diacritics.
    expect(
      (await rowOf({ country: 'الاردن', region: 'اربد', city: 'إربد', village: 'الحصن' })).recipient,
    ).toMatchObject({
      countryId: ids.jordan,
      regionId: ids.irbidRegion,
      cityId: ids.irbid,
      villageId: ids.husn,
    });
    expect((await rowOf({ country: 'Bahrain', city: 'Manama' })).recipient).toMatchObject({
      countryId: ids.bahrain,
      regionId: null,
      cityId: ids.manama,
    });
  });

  it("takes the region from the city when the row names none, and tells apart a town's namesakes by the region", async () => {
    expect((await rowOf({ city: 'Amman' })).recipient.regionId).toBe(ids.ammanRegion);
    expect((await rowOf({ region: 'Irbid', city: 'Mazar' })).recipient).toMatchObject({
      regionId: ids.irbidRegion,
      cityId: ids.mazarIrbid,
    });
    expect((await rowOf({ region: 'Amman', city: 'Mazar' })).recipient).toMatchObject({
      regionId: ids.ammanRegion,
      cityId: ids.mazarAmman,
    });
  });

  it('needs the country and the city, and says when a name is unknown', async () => {
    expect(await problemsOf({ country: '', city: '' })).toEqual([
      { column: 'country', messageKey: 'required' },
      { column: 'city', messageKey: 'required' },
    ]);
    expect(await problemsOf({ country: 'Atlantis', region: 'Nowhere', city: 'Nowhere', village: 'Nowhere' })).toEqual([
      { column: 'country', messageKey: 'unknownName' },
    ]);
    // A region not found: the city is not looked for in it.
    expect(await problemsOf({ region: 'Nowhere', city: 'Amman' })).toEqual([
      { column: 'region', messageKey: 'unknownName' },
    ]);
    expect(await problemsOf({ region: 'Nowhere', city: 'Nowhere' })).toEqual([
      { column: 'region', messageKey: 'unknownName' },
    ]);
    expect(await problemsOf({ city: 'Nowhere', village: 'Nowhere' })).toEqual([
      { column: 'city', messageKey: 'unknownName' },
    ]);
    expect(await problemsOf({ city: 'Amman', village: 'Nowhere' })).toEqual([
      { column: 'village', messageKey: 'unknownName' },
    ]);
  });

  it('says when a known place lies outside the place it must be in', async () => {
    expect(await problemsOf({ region: 'Cairo Governorate', city: 'Cairo' })).toEqual([
      { column: 'region', messageKey: 'regionNotInCountry' },
    ]);
    expect(await problemsOf({ region: 'Amman', city: 'Irbid' })).toEqual([
      { column: 'city', messageKey: 'cityNotInArea' },
    ]);
    expect(await problemsOf({ city: 'Cairo' })).toEqual([{ column: 'city', messageKey: 'cityNotInArea' }]);
    expect(await problemsOf({ city: 'Amman', village: 'Husn' })).toEqual([
      { column: 'village', messageKey: 'villageNotInCity' },
    ]);
  });

  it('finds the parcel type by code or either name, and says when it is unknown', async () => {
    expect((await rowOf({ parcel_type: 'Small Box' })).parcelTypeId).toBe(ids.smallBox);
    expect((await rowOf({ parcel_type: 'صندوق صغير' })).parcelTypeId).toBe(ids.smallBox);
    expect(await problemsOf({ parcel_type: 'crate' })).toEqual([{ column: 'parcel_type', messageKey: 'unknownName' }]);
  });
});

describe('parseShipmentCsv: numbers', () => {
  it('reads Arabic-Indic and Persian digits, the Arabic decimal point and thousands separator', async () => {
    const row = await rowOf({
      quantity: '٣',
      weight_kg: '١٫٥',
      length_cm: '۴۰',
      width_cm: '12.25',
      height_cm: '300',
      payment_type: 'cod',
      cod_amount: '١٬٠٠٠',
    });
    expect(row).toMatchObject({
      parcelQuantity: 3,
      weightKg: 1.5,
      lengthCm: 40,
      widthCm: 12.25,
      heightCm: 300,
      codAmountFils: 1_000_000,
    });
    expect((await rowOf({ quantity: '۹' })).parcelQuantity).toBe(9);
  });

  it('needs a whole quantity from 1 to 100', async () => {
    expect((await rowOf({ quantity: '100' })).parcelQuantity).toBe(100);
    expect((await rowOf({ quantity: '12' })).parcelQuantity).toBe(12);
    for (const [quantity, problem] of [
      ['', { messageKey: 'required' }],
      ['1.5', { messageKey: 'integer' }],
      ['x1', { messageKey: 'integer' }],
      ['1x', { messageKey: 'integer' }],
      ['0', { messageKey: 'minimum', params: { limit: 1 } }],
      ['101', { messageKey: 'maximum', params: { limit: 100 } }],
    ] as const)
      expect([quantity, await problemsOf({ quantity })]).toEqual([quantity, [{ column: 'quantity', ...problem }]]);
  });

  it('needs a custom parcel’s weight, and its three dimensions or none', async () => {
    expect(await problemsOf({ weight_kg: '' })).toEqual([{ column: 'weight_kg', messageKey: 'weightOrParcelType' }]);
    expect(await problemsOf({ length_cm: '40' })).toEqual([
      { column: 'width_cm', messageKey: 'dimensionsTogether' },
      { column: 'height_cm', messageKey: 'dimensionsTogether' },
    ]);
    // A parcel type gives what the row leaves empty.
    expect(await rowOf({ parcel_type: 'small-box', weight_kg: '', length_cm: '40' })).toMatchObject({
      parcelTypeId: ids.smallBox,
      weightKg: null,
      lengthCm: 40,
    });
  });

  it('needs weight and dimensions to be positive numbers up to their maximum', async () => {
    expect(await rowOf({ weight_kg: '1000', length_cm: '0.5', width_cm: '1', height_cm: '1' })).toMatchObject({
      weightKg: 1000,
      lengthCm: 0.5,
    });
    for (const [value, problem] of [
      ['x1', { messageKey: 'number' }],
      ['1x', { messageKey: 'number' }],
      ['1.', { messageKey: 'number' }],
      ['.5', { messageKey: 'number' }],
      ['1.2.3', { messageKey: 'number' }],
      ['0', { messageKey: 'positiveNumber' }],
      ['0.0', { messageKey: 'positiveNumber' }],
      ['1000.5', { messageKey: 'maximum', params: { limit: 1000 } }],
    ] as const)
      expect([value, await problemsOf({ weight_kg: value })]).toEqual([value, [{ column: 'weight_kg', ...problem }]]);
    expect(await problemsOf({ length_cm: '301', width_cm: '-1', height_cm: '300.01' })).toEqual([
      { column: 'length_cm', messageKey: 'maximum', params: { limit: 300 } },
      { column: 'width_cm', messageKey: 'number' },
      { column: 'height_cm', messageKey: 'maximum', params: { limit: 300 } },
    ]);
  });
});

describe('parseShipmentCsv: payment', () => {
  it('is prepaid when blank, and reads the payment type in either language', async () => {
    expect((await rowOf({})).paymentType).toBe('prepaid');
    expect((await rowOf({ payment_type: ' PREPAID ' })).paymentType).toBe('prepaid');
    expect((await rowOf({ payment_type: 'مدفوع مسبقاً' })).paymentType).toBe('prepaid');
    expect((await rowOf({ payment_type: 'COD', cod_amount: '1' })).paymentType).toBe('cod');
    expect((await rowOf({ payment_type: 'الدفع عند الاستلام', cod_amount: '1' })).paymentType).toBe('cod');
    expect(await problemsOf({ payment_type: 'cash', cod_amount: '5' })).toEqual([
      { column: 'payment_type', messageKey: 'paymentTypeValue' },
    ]);
  });

  it('needs a cash-on-delivery amount above zero and up to 100,000 JOD, in fils', async () => {
    expect((await rowOf({ payment_type: 'cod', cod_amount: '12.5' })).codAmountFils).toBe(12_500);
    expect((await rowOf({ payment_type: 'cod', cod_amount: '0.001' })).codAmountFils).toBe(1);
    expect((await rowOf({ payment_type: 'cod', cod_amount: '100000' })).codAmountFils).toBe(100_000_000);
    for (const [amount, problem] of [
      ['', { messageKey: 'required' }],
      ['abc', { messageKey: 'jodAmount' }],
      ['0', { messageKey: 'jodAmount' }],
      ['-5', { messageKey: 'jodAmount' }],
      ['100000.001', { messageKey: 'maximum', params: { limit: 100_000 } }],
    ] as const)
      expect([amount, await problemsOf({ payment_type: 'cod', cod_amount: amount })]).toEqual([
        amount,
        [{ column: 'cod_amount', ...problem }],
      ]);
  });

  it('refuses an amount on a prepaid row unless it is zero', async () => {
    expect((await rowOf({ payment_type: 'prepaid', cod_amount: '0.000' })).codAmountFils).toBe(0);
    expect((await rowOf({ cod_amount: '0' })).codAmountFils).toBe(0);
    expect(await problemsOf({ cod_amount: '5' })).toEqual([{ column: 'cod_amount', messageKey: 'codAmountPrepaid' }]);
    expect(await problemsOf({ payment_type: 'prepaid', cod_amount: 'abc' })).toEqual([
      { column: 'cod_amount', messageKey: 'codAmountPrepaid' },
    ]);
  });
});
