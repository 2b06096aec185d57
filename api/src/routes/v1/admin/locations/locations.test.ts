import { Role } from '@portal/shared/domain';
import { eq } from 'drizzle-orm';
import { createUser, createUserAndLogin } from '../../../../../test/support/fixtures';
import { addresses, cities, countries, regions } from '../../../../db/schema';
import { type AdminTestKit, startAdminKit } from '../admin-test-kit';

let kit: AdminTestKit;
let jordanId: string;
let ammanRegionId: string;

beforeAll(async () => {
  kit = await startAdminKit();
  [{ id: jordanId }] = await kit.app.db.select({ id: countries.id }).from(countries).where(eq(countries.code, 'JO'));
  [{ id: ammanRegionId }] = await kit.app.db.select({ id: regions.id }).from(regions).where(eq(regions.name, 'Amman'));
});
afterAll(() => kit?.close());

describe('countries', () => {
  it('creates, reads, updates with the version and deletes, auditing each change with before and after', async () => {
    const created = await kit.admin('POST', '/countries', {
      body: { name: ' Oman ', nameAr: 'عُمان', code: 'om', latitude: 21.5, longitude: 55.9 },
    });
    expect(created.statusCode).toBe(201);
    const oman = created.json();
    expect(oman).toMatchObject({ name: 'Oman', nameAr: 'عُمان', code: 'OM', latitude: 21.5, version: 1 });

    const updated = await kit.admin('PUT', `/countries/${oman.id}`, {
      body: { name: 'Sultanate of Oman', nameAr: 'سلطنة عمان', code: 'OM', version: 1 },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Sultanate of Oman', version: 2, latitude: null });

    const stale = await kit.admin('PUT', `/countries/${oman.id}`, {
      body: { name: 'Oman again', nameAr: 'عمان', code: 'OM', version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('Someone else changed this item. Reload it and try again');
    expect((await kit.admin('GET', `/countries/${oman.id}`)).json().name).toBe('Sultanate of Oman');

    expect((await kit.admin('DELETE', `/countries/${oman.id}`)).statusCode).toBe(204);
    expect((await kit.admin('GET', `/countries/${oman.id}`)).statusCode).toBe(404);

    const audit = await kit.auditOf(oman.id);
    expect(audit.map((row) => row.action).sort()).toEqual(['create', 'delete', 'update']);
    const update = audit.find((row) => row.action === 'update')!;
    expect(update.actorUserId).toBe(kit.adminId);
    expect(update.entityType).toBe('country');
    expect(update.data).toMatchObject({
      before: { name: 'Oman', version: 1 },
      after: { name: 'Sultanate of Oman', version: 2 },
    });
    expect((update.data as { after: Record<string, unknown> }).after).not.toHaveProperty('searchText');
  });

  it('validates the body with a message per field', async () => {
    const response = await kit.admin('POST', '/countries', { body: { name: '', code: 'X1', latitude: 91 } });
    expect(response.statusCode).toBe(400);
    const fields = Object.fromEntries(
      (response.json().details as { field: string; message: string }[]).map((detail) => [detail.field, detail.message]),
    );
    expect(fields).toEqual({
      name: 'This field is required',
      nameAr: 'This field is required',
      code: 'This value has the wrong format',
      latitude: 'This value must be at most 90',
    });
  });

  it('refuses a duplicate code with 409 naming the field, in Arabic for an Arabic admin', async () => {
    const response = await kit.admin('POST', '/countries', {
      body: { name: 'Jordan 2', nameAr: 'الأردن ٢', code: 'jo' },
      lang: 'ar',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'هذا العنصر موجود بالفعل',
      details: [{ field: 'code' }],
    });
  });

  it('refuses to delete a country in use, keeping it and saying why', async () => {
    const response = await kit.admin('DELETE', `/countries/${jordanId}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'This location is still used by other locations, addresses, rates, zones or shipments, so it cannot be deleted',
    );
    expect((await kit.admin('GET', `/countries/${jordanId}`)).statusCode).toBe(200);
  });
});

describe('lists', () => {
  it('pages, sorts and searches regardless of Arabic spelling variants', async () => {
    const page = await kit.admin('GET', `/regions?countryId=${jordanId}&pageSize=5&page=2&sort=-name`);
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body).toMatchObject({ total: 12, page: 2, pageSize: 5 });
    expect(body.items).toHaveLength(5);
    const names = body.items.map((item: { name: string }) => item.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => b.localeCompare(a)));
    expect(body.items[0].country).toEqual({ id: jordanId, name: 'Jordan', nameAr: 'الأردن' });

    // "اربد" without the hamza finds Irbid (إربد).
    const search = (await kit.admin('GET', `/regions?q=${encodeURIComponent('اربد')}`)).json();
    expect(search.items.map((item: { name: string }) => item.name)).toEqual(['Irbid']);
  });

  it('rejects an unknown sort field', async () => {
    const response = await kit.admin('GET', '/cities?sort=password');
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([{ field: 'sort', message: 'This value is not allowed' }]);
  });
});

describe('cities and villages', () => {
  it('requires the region where the country has regions and checks that it belongs to the country', async () => {
    const noRegion = await kit.admin('POST', '/cities', {
      body: { name: 'New Town', nameAr: 'البلدة الجديدة', countryId: jordanId },
    });
    expect(noRegion.statusCode).toBe(400);
    expect(noRegion.json().details).toEqual([
      { field: 'regionId', message: 'Choose a region: this country has regions' },
    ]);

    const [saudi] = await kit.app.db.select().from(countries).where(eq(countries.code, 'SA'));
    const wrongRegion = await kit.admin('POST', '/cities', {
      body: { name: 'New Town', nameAr: 'البلدة الجديدة', countryId: saudi.id, regionId: ammanRegionId },
    });
    expect(wrongRegion.json().details).toEqual([
      { field: 'regionId', message: 'This region is not in the chosen country' },
    ]);

    const regionless = await kit.admin('POST', '/cities', {
      body: { name: 'Tabuk', nameAr: 'تبوك', countryId: saudi.id },
    });
    expect(regionless.statusCode).toBe(201);
    expect(regionless.json()).toMatchObject({ regionId: null, region: null, country: { name: 'Saudi Arabia' } });
  });

  it('adds a city with an Arabic name that Arabic search finds, then a village under it', async () => {
    const city = (
      await kit.admin('POST', '/cities', {
        body: { name: 'Tlaa Gardens', nameAr: 'حدائق تلاع', countryId: jordanId, regionId: ammanRegionId },
      })
    ).json();
    // Typed with yaa instead of the hamza seat: still found.
    const found = (await kit.admin('GET', `/cities?q=${encodeURIComponent('حدايق تلاع')}`)).json();
    expect(found.items.map((item: { id: string }) => item.id)).toEqual([city.id]);
    expect(found.items[0].region).toMatchObject({ name: 'Amman' });

    const village = await kit.admin('POST', '/villages', {
      body: { name: 'Al Kursi', nameAr: 'الكرسي', cityId: city.id },
    });
    expect(village.statusCode).toBe(201);
    expect(village.json().city).toEqual({ id: city.id, name: 'Tlaa Gardens', nameAr: 'حدائق تلاع' });
    expect(village.json()).toMatchObject({ countryId: jordanId, regionId: ammanRegionId });

    const missingParent = await kit.admin('POST', '/villages', {
      body: { name: 'X', nameAr: 'س', cityId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(missingParent.json().details).toEqual([
      { field: 'cityId', message: 'The chosen item does not exist (it may have been deleted)' },
    ]);

    // In use by the village: refused; once the village is gone the city can go.
    expect((await kit.admin('DELETE', `/cities/${city.id}`)).statusCode).toBe(409);
    expect((await kit.admin('DELETE', `/villages/${village.json().id}`)).statusCode).toBe(204);
    expect((await kit.admin('DELETE', `/cities/${city.id}`)).statusCode).toBe(204);
  });

  it('refuses to delete a city an address uses', async () => {
    const [city] = await kit.app.db.select().from(cities).where(eq(cities.regionId, ammanRegionId)).limit(1);
    const owner = await createUser(kit.app, { role: Role.IndividualUser });
    await kit.app.db.insert(addresses).values({
      createdByUserId: owner.id,
      name: 'Home',
      phoneNumber: '+962790000000',
      countryId: jordanId,
      regionId: ammanRegionId,
      cityId: city.id,
      addressLine: 'Street 1',
      type: 1,
    });
    const response = await kit.admin('DELETE', `/cities/${city.id}`);
    expect(response.statusCode).toBe(409);
    expect((await kit.admin('GET', `/cities/${city.id}`)).statusCode).toBe(200);
  });
});

describe('access', () => {
  it('is for system admins and the super user only', async () => {
    for (const role of [Role.OrgAdmin, Role.OrgUser, Role.IndividualUser]) {
      const { access_token } = await createUserAndLogin(kit.app, { role });
      expect((await kit.admin('GET', '/countries', { token: access_token })).statusCode).toBe(403);
      expect(
        (await kit.admin('POST', '/countries', { token: access_token, body: { name: 'X', nameAr: 'س', code: 'XX' } }))
          .statusCode,
      ).toBe(403);
    }
    const superUser = await createUserAndLogin(kit.app, { role: Role.SuperUser });
    expect((await kit.admin('GET', '/countries', { token: superUser.access_token })).statusCode).toBe(200);
  });
});
