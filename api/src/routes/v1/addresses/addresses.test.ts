import { Role } from '@portal/shared/domain';
import { and, eq } from 'drizzle-orm';
import { createOrganization, createUserAndLogin } from '../../../../test/support/fixtures';
import { buildTestApp, call, type TestApp } from '../../../../test/support/test-app';
import { createTestDatabase } from '../../../../test/support/test-database';
import { addresses, cities, countries, regions, villages } from '../../../db/schema';
import { seedReferenceData } from '../../../db/seed/reference';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: TestApp;
const places: Record<string, string> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database);
  await seedReferenceData(app.db);
  const [jordan] = await app.db.select().from(countries).where(eq(countries.code, 'JO'));
  const [egypt] = await app.db.select().from(countries).where(eq(countries.code, 'EG'));
  const [irbidRegion] = await app.db.select().from(regions).where(eq(regions.name, 'Irbid'));
  const [ammanRegion] = await app.db.select().from(regions).where(eq(regions.name, 'Amman'));
  const [irbid] = await app.db
    .select()
    .from(cities)
    .where(and(eq(cities.name, 'Irbid'), eq(cities.regionId, irbidRegion.id)));
  const [amman] = await app.db
    .select()
    .from(cities)
    .where(and(eq(cities.name, 'Amman'), eq(cities.regionId, ammanRegion.id)));
  const [aydoun] = await app.db.select().from(villages).where(eq(villages.name, 'Aydoun'));
  const [sweifieh] = await app.db.select().from(villages).where(eq(villages.name, 'Sweifieh'));
  Object.assign(places, {
    jordan: jordan.id,
    egypt: egypt.id,
    irbidRegion: irbidRegion.id,
    ammanRegion: ammanRegion.id,
    irbid: irbid.id,
    amman: amman.id,
    aydoun: aydoun.id,
    sweifieh: sweifieh.id,
  });
});

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

type Token = string;
const request = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: Token, body?: unknown, lang?: string) =>
  call(app, method, `/api/v1${url}`, { token, body, lang });

const irbidAddress = (overrides: Record<string, unknown> = {}) => ({
  name: 'Hala Saleh',
  email: 'hala@example.com',
  phoneNumber: '0791234567',
  countryId: places.jordan,
  regionId: places.irbidRegion,
  cityId: places.irbid,
  villageId: places.aydoun,
  addressLine: 'University Street',
  buildingNumber: '4',
  type: 2,
  latitude: 32.51,
  longitude: 35.858,
  ...overrides,
});

async function createAddress(token: Token, overrides: Record<string, unknown> = {}) {
  const response = await request('POST', '/addresses', token, irbidAddress(overrides));
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string; version: number; isPrimary: boolean; name: string };
}

describe('addresses CRUD', () => {
  it('creates an address with the phone number in E.164 and the places named in both languages', async () => {
    const user = await createUserAndLogin(app);
    const response = await request('POST', '/addresses', user.access_token, irbidAddress());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Hala Saleh',
      email: 'hala@example.com',
      phoneNumber: '+962791234567',
      country: { id: places.jordan, name: 'Jordan', nameAr: 'الأردن' },
      region: { id: places.irbidRegion, name: 'Irbid' },
      city: { id: places.irbid, name: 'Irbid', nameAr: 'إربد' },
      village: { id: places.aydoun, name: 'Aydoun' },
      addressLine: 'University Street',
      buildingNumber: '4',
      language: null,
      type: 2,
      isPrimary: false,
      latitude: 32.51,
      longitude: 35.858,
      version: 1,
    });

    const id = response.json().id as string;
    const read = await request('GET', `/addresses/${id}`, user.access_token);
    expect(read.statusCode).toBe(200);
    expect(read.json().phoneNumber).toBe('+962791234567');
  });

  it('accepts international numbers and refuses invalid ones with the spec message, in English and Arabic', async () => {
    const user = await createUserAndLogin(app);
    const international = await createAddress(user.access_token, { phoneNumber: '+44 20 7946 0958' });
    expect((international as unknown as { phoneNumber: string }).phoneNumber).toBe('+442079460958');

    const bad = await request('POST', '/addresses', user.access_token, irbidAddress({ phoneNumber: '12345' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ field: 'phoneNumber', message: 'Invalid phone number' }],
    });

    const badArabic = await request(
      'POST',
      '/addresses',
      user.access_token,
      irbidAddress({ phoneNumber: '079' }),
      'ar',
    );
    expect(badArabic.json().details).toEqual([{ field: 'phoneNumber', message: 'رقم الهاتف غير صالح' }]);
  });

  it('keeps the language messages to the person are written in, and refuses one it does not know', async () => {
    const user = await createUserAndLogin(app);
    const created = await request('POST', '/addresses', user.access_token, irbidAddress({ language: 'ar' }));
    expect(created.json().language).toBe('ar');
    const read = await request('GET', `/addresses/${created.json().id}`, user.access_token);
    expect(read.json().language).toBe('ar');
    const bad = await request('POST', '/addresses', user.access_token, irbidAddress({ language: 'fr' }), 'ar');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([expect.objectContaining({ field: 'language' })]);
  });

  it('requires name, phone, country, city and address line, and a region where the country has regions', async () => {
    const user = await createUserAndLogin(app);
    const missing = await request('POST', '/addresses', user.access_token, { type: 2 });
    expect(missing.statusCode).toBe(400);
    const fields = (missing.json().details as { field: string; message: string }[]).map((d) => d.field).sort();
    expect(fields).toEqual(['addressLine', 'cityId', 'countryId', 'name', 'phoneNumber']);
    expect(missing.json().details[0].message).toBe('This field is required');

    const noRegion = await request(
      'POST',
      '/addresses',
      user.access_token,
      irbidAddress({ regionId: null, villageId: null }),
    );
    expect(noRegion.statusCode).toBe(400);
    expect(noRegion.json().details).toEqual([{ field: 'regionId', message: 'This field is required' }]);

    const badEmail = await request('POST', '/addresses', user.access_token, irbidAddress({ email: 'not-an-email' }));
    expect(badEmail.json().details).toEqual([{ field: 'email', message: 'Email format is incorrect' }]);

    const noEmail = await createAddress(user.access_token, { email: '', villageId: null, buildingNumber: null });
    expect(noEmail).toMatchObject({ email: null, village: null, buildingNumber: null });
  });

  it('refuses places that do not nest (a city outside the region, a village outside the city, a region of another country)', async () => {
    const user = await createUserAndLogin(app);
    const cityElsewhere = await request(
      'POST',
      '/addresses',
      user.access_token,
      irbidAddress({ cityId: places.amman, villageId: null }),
    );
    expect(cityElsewhere.json().details).toEqual([
      { field: 'cityId', message: 'This place is not in the selected area' },
    ]);

    const villageElsewhere = await request(
      'POST',
      '/addresses',
      user.access_token,
      irbidAddress({ villageId: places.sweifieh }),
    );
    expect(villageElsewhere.json().details).toEqual([
      { field: 'villageId', message: 'This place is not in the selected area' },
    ]);

    const regionElsewhere = await request(
      'POST',
      '/addresses',
      user.access_token,
      irbidAddress({ countryId: places.egypt }),
    );
    expect(regionElsewhere.statusCode).toBe(400);
    expect(regionElsewhere.json().details.map((d: { field: string }) => d.field)).toEqual(['regionId', 'cityId']);
  });

  it('updates with the current version, refuses a stale one (409) and deletes', async () => {
    const user = await createUserAndLogin(app);
    const created = await createAddress(user.access_token);

    const updated = await request('PUT', `/addresses/${created.id}`, user.access_token, {
      ...irbidAddress({ name: 'Hala Saleh — Office', phoneNumber: '+962 6 555 0100' }),
      version: created.version,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Hala Saleh — Office', phoneNumber: '+96265550100', version: 2 });

    const stale = await request('PUT', `/addresses/${created.id}`, user.access_token, {
      ...irbidAddress({ name: 'Lost edit' }),
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect((await request('GET', `/addresses/${created.id}`, user.access_token)).json().name).toBe(
      'Hala Saleh — Office',
    );

    expect((await request('DELETE', `/addresses/${created.id}`, user.access_token)).statusCode).toBe(204);
    expect((await request('GET', `/addresses/${created.id}`, user.access_token)).statusCode).toBe(404);
  });
});

describe('owner scoping', () => {
  it("answers 404 for another user's or another organization's address, and organization members share one book", async () => {
    const organization = await createOrganization(app);
    const orgAdmin = await createUserAndLogin(app, { role: Role.OrgAdmin, organizationId: organization.id });
    const orgUser = await createUserAndLogin(app, { role: Role.OrgUser, organizationId: organization.id });
    const outsider = await createUserAndLogin(app);
    const otherOrgUser = await createUserAndLogin(app, { role: Role.OrgUser });

    const shared = await createAddress(orgAdmin.access_token, { name: 'Warehouse' });
    // A colleague sees, edits and lists it.
    expect((await request('GET', `/addresses/${shared.id}`, orgUser.access_token)).statusCode).toBe(200);
    const colleagueList = await request('GET', '/addresses', orgUser.access_token);
    expect(colleagueList.json().items.map((a: { id: string }) => a.id)).toEqual([shared.id]);

    for (const stranger of [outsider, otherOrgUser]) {
      expect((await request('GET', `/addresses/${shared.id}`, stranger.access_token)).statusCode).toBe(404);
      expect(
        (await request('PUT', `/addresses/${shared.id}`, stranger.access_token, { ...irbidAddress(), version: 1 }))
          .statusCode,
      ).toBe(404);
      expect((await request('POST', `/addresses/${shared.id}/primary`, stranger.access_token, {})).statusCode).toBe(
        404,
      );
      expect((await request('DELETE', `/addresses/${shared.id}`, stranger.access_token)).statusCode).toBe(404);
      expect((await request('GET', '/addresses', stranger.access_token)).json()).toMatchObject({ items: [], total: 0 });
    }
    expect((await request('GET', `/addresses/${shared.id}`, orgAdmin.access_token)).json().name).toBe('Warehouse');
  });

  it('is closed to system admins (no addresses subject) and to anonymous callers', async () => {
    const admin = await createUserAndLogin(app, { role: Role.SystemAdmin });
    expect((await request('GET', '/addresses', admin.access_token)).statusCode).toBe(403);
    expect((await call(app, 'GET', '/api/v1/addresses')).statusCode).toBe(401);
  });
});

describe('the primary pick-up address', () => {
  it('moves the flag: making another address primary clears the previous one, and the query returns it', async () => {
    const user = await createUserAndLogin(app);
    // None yet is an answer, not an error: 200 with null (a new user's wizard logged a 404).
    const none = await request('GET', '/addresses/primary-pickup', user.access_token);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();

    const first = await createAddress(user.access_token, { name: 'First', isPrimary: true });
    expect(first.isPrimary).toBe(true);
    const second = await createAddress(user.access_token, { name: 'Second', isPrimary: true });
    expect(second.isPrimary).toBe(true);
    expect((await request('GET', `/addresses/${first.id}`, user.access_token)).json()).toMatchObject({
      isPrimary: false,
      version: 2,
    });

    const third = await createAddress(user.access_token, { name: 'Third' });
    const moved = await request('POST', `/addresses/${third.id}/primary`, user.access_token, {});
    expect(moved.json()).toMatchObject({ isPrimary: true });
    const primary = await request('GET', '/addresses/primary-pickup', user.access_token);
    expect(primary.json()).toMatchObject({ id: third.id, name: 'Third' });

    const rows = await app.db.select().from(addresses).where(eq(addresses.createdByUserId, user.id));
    expect(rows.filter((row) => row.isPrimary).map((row) => row.name)).toEqual(['Third']);
  });

  it('is only ever a pick-up address', async () => {
    const user = await createUserAndLogin(app);
    const dropOff = await request('POST', '/addresses', user.access_token, irbidAddress({ type: 1, isPrimary: true }));
    expect(dropOff.json().details).toEqual([
      { field: 'isPrimary', message: 'Only a pick-up address can be the primary address' },
    ]);
    const recipient = await createAddress(user.access_token, { type: 1 });
    expect((await request('POST', `/addresses/${recipient.id}/primary`, user.access_token, {})).statusCode).toBe(409);
  });

  it("is the organization's one primary, shared by its members", async () => {
    const orgAdmin = await createUserAndLogin(app, { role: Role.OrgAdmin });
    const orgUser = await createUserAndLogin(app, { role: Role.OrgUser, organizationId: orgAdmin.organizationId! });
    const byAdmin = await createAddress(orgAdmin.access_token, { name: 'HQ', isPrimary: true });
    const byUser = await createAddress(orgUser.access_token, { name: 'Branch', isPrimary: true });
    expect((await request('GET', `/addresses/${byAdmin.id}`, orgUser.access_token)).json().isPrimary).toBe(false);
    expect((await request('GET', '/addresses/primary-pickup', orgAdmin.access_token)).json().id).toBe(byUser.id);
  });

  it('lists the primary first by default', async () => {
    const user = await createUserAndLogin(app);
    await createAddress(user.access_token, { name: 'Older primary', isPrimary: true });
    await createAddress(user.access_token, { name: 'Newer' });
    const list = await request('GET', '/addresses', user.access_token);
    expect(list.json().items.map((a: { name: string }) => a.name)).toEqual(['Older primary', 'Newer']);
  });
});

describe('list', () => {
  let token: Token;
  beforeAll(async () => {
    token = (await createUserAndLogin(app)).access_token;
    await createAddress(token, { name: 'Ahmad Zoubi', type: 1 });
    await createAddress(token, { name: 'مكتبة الجامعة', type: 1, addressLine: 'شارع الرينبو' });
    await createAddress(token, { name: 'Basel Hijazi', type: 2 });
    await createAddress(token, {
      name: 'Carla Haddad',
      type: 1,
      cityId: places.amman,
      regionId: places.ammanRegion,
      villageId: null,
      phoneNumber: '0781112233',
    });
  });

  it('pages with { items, total, page, pageSize }', async () => {
    const first = await request('GET', '/addresses?pageSize=3&sort=name', token);
    expect(first.json()).toMatchObject({ total: 4, page: 1, pageSize: 3 });
    expect(first.json().items.map((a: { name: string }) => a.name)).toEqual([
      'Ahmad Zoubi',
      'Basel Hijazi',
      'Carla Haddad',
    ]);
    const second = await request('GET', '/addresses?pageSize=3&page=2&sort=name', token);
    expect(second.json().items.map((a: { name: string }) => a.name)).toEqual(['مكتبة الجامعة']);
  });

  it('sorts descending and by city', async () => {
    const byNameDesc = await request('GET', '/addresses?sort=-name', token);
    expect(byNameDesc.json().items[0].name).toBe('مكتبة الجامعة');
    const byCity = await request('GET', '/addresses?sort=city', token);
    expect(byCity.json().items[0].city.name).toBe('Amman');
    expect((await request('GET', '/addresses?sort=password', token)).statusCode).toBe(400);
  });

  it('filters by type', async () => {
    const pickUps = await request('GET', '/addresses?type=2', token);
    expect(pickUps.json().items.map((a: { name: string }) => a.name)).toEqual(['Basel Hijazi']);
    expect((await request('GET', '/addresses?type=1', token)).json().total).toBe(3);
  });

  it('searches names, places in both languages and phone numbers, ignoring Arabic letter forms', async () => {
    const names = async (q: string) =>
      (
        (await request('GET', `/addresses?q=${encodeURIComponent(q)}&sort=name`, token)).json().items as {
          name: string;
        }[]
      ).map((a) => a.name);
    expect(await names('basel')).toEqual(['Basel Hijazi']);
    // Taa marbuta written as haa, alef with hamza written bare.
    expect(await names('مكتبه')).toEqual(['مكتبة الجامعة']);
    expect(await names('عمان')).toEqual(['Carla Haddad']);
    expect(await names('0781112233')).toEqual(['Carla Haddad']);
    expect(await names('100%')).toEqual([]);
  });
});
