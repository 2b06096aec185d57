import { Role } from '@portal/shared/domain';
import { eq } from 'drizzle-orm';
import { createUserAndLogin } from '../../../../test/support/fixtures';
import { buildTestApp, call, type TestApp } from '../../../../test/support/test-app';
import { createTestDatabase } from '../../../../test/support/test-database';
import { countries, courierServiceTypes, couriers, serviceTypes } from '../../../db/schema';
import { seedReferenceData } from '../../../db/seed/reference';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: TestApp;
let token: string;

// The smallest valid PNG header is enough: the route serves the stored bytes as they are.
const PNG_BYTES = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database);
  await seedReferenceData(app.db);
  token = (await createUserAndLogin(app, { role: Role.OrgUser })).access_token;
});

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

const get = (url: string, as = token) => call(app, 'GET', `/api/v1/lookups${url}`, { token: as });

describe('location lookups', () => {
  it('lists countries by name with both names, coordinates and whether regions are required, cached per browser', async () => {
    const response = await get('/countries');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, max-age=300');
    const items = response.json().items as {
      code: string;
      name: string;
      nameAr: string;
      hasRegions: boolean;
      latitude: number;
    }[];
    const names = items.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const jordan = items.find((country) => country.code === 'JO')!;
    expect(jordan).toMatchObject({ name: 'Jordan', nameAr: 'الأردن', hasRegions: true });
    expect(typeof jordan.latitude).toBe('number');
    expect(items.filter((country) => country.code !== 'JO').every((country) => !country.hasRegions)).toBe(true);
  });

  it('cascades country → region → city → village through the parent ids', async () => {
    const [jordan] = await app.db.select().from(countries).where(eq(countries.code, 'JO'));
    const regionList = (await get(`/regions?countryId=${jordan.id}`)).json().items as {
      id: string;
      name: string;
      countryId: string;
    }[];
    expect(regionList).toHaveLength(12);
    expect(regionList.every((region) => region.countryId === jordan.id)).toBe(true);

    const amman = regionList.find((region) => region.name === 'Amman')!;
    const cityList = (await get(`/cities?regionId=${amman.id}`)).json().items as {
      id: string;
      regionId: string;
      countryId: string;
    }[];
    expect(cityList.length).toBeGreaterThan(0);
    expect(cityList.every((city) => city.regionId === amman.id && city.countryId === jordan.id)).toBe(true);

    const allJordanCities = (await get(`/cities?countryId=${jordan.id}`)).json().items as unknown[];
    expect(allJordanCities.length).toBeGreaterThan(cityList.length);

    const villageCity = (await get(`/villages`)).json().items[0] as { cityId: string };
    const villageList = (await get(`/villages?cityId=${villageCity.cityId}`)).json().items as { cityId: string }[];
    expect(villageList.length).toBeGreaterThan(0);
    expect(villageList.every((village) => village.cityId === villageCity.cityId)).toBe(true);
  });

  it('answers an unknown parent with an empty list and a malformed id with a 400', async () => {
    expect((await get('/regions?countryId=00000000-0000-4000-8000-000000000000')).json()).toEqual({ items: [] });
    const bad = await get('/cities?regionId=amman');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([{ field: 'regionId', message: 'This identifier is not valid' }]);
  });

  it('is open to every signed-in role and closed to anonymous callers', async () => {
    for (const role of [Role.SystemAdmin, Role.OrgAdmin, Role.IndividualUser, Role.SuperUser]) {
      const other = await createUserAndLogin(app, { role });
      expect((await get('/countries', other.access_token)).statusCode).toBe(200);
    }
    expect((await call(app, 'GET', '/api/v1/lookups/countries')).statusCode).toBe(401);
  });
});

describe('type and courier lookups', () => {
  it('lists only active types, with parcel dimensions', async () => {
    const [express] = await app.db
      .update(serviceTypes)
      .set({ isActive: false })
      .where(eq(serviceTypes.code, 'express'))
      .returning();
    try {
      const services = (await get('/service-types')).json().items as { code: string }[];
      expect(services.map((type) => type.code).sort()).toEqual(['same-day', 'standard']);
    } finally {
      await app.db.update(serviceTypes).set({ isActive: true }).where(eq(serviceTypes.id, express.id));
    }
    expect((await get('/shipment-types')).json().items).toHaveLength(4);
    const parcels = (await get('/parcel-types')).json().items as {
      code: string;
      length: number;
      unitOfMeasurement: string;
    }[];
    expect(parcels.find((type) => type.code === 'small-box')).toMatchObject({
      length: 30,
      width: 20,
      height: 15,
      weight: 2,
      unitOfMeasurement: 'cm-kg',
    });
  });

  it('lists active couriers only, with their service types and a logo URL that serves the image', async () => {
    const [active] = await app.db
      .insert(couriers)
      .values({
        code: 'ACT',
        name: 'Active Express',
        nameAr: 'أكتيف',
        logo: PNG_BYTES,
        logoMimeType: 'image/png',
        logoUpdatedAt: new Date(),
      })
      .returning();
    await app.db.insert(couriers).values([
      { code: 'INA', name: 'Inactive Post', nameAr: 'غير نشط', activeFlag: 'inactive' },
      { code: 'DIS', name: 'Disabled Cargo', nameAr: 'معطل', activeFlag: 'disabled' },
    ]);
    const [standard] = await app.db.select().from(serviceTypes).where(eq(serviceTypes.code, 'standard'));
    await app.db.insert(courierServiceTypes).values({ courierId: active.id, serviceTypeId: standard.id });

    const items = (await get('/couriers')).json().items as {
      code: string;
      logoUrl: string;
      serviceTypeIds: string[];
    }[];
    expect(items.map((courier) => courier.code)).toEqual(['ACT']);
    expect(items[0].serviceTypeIds).toEqual([standard.id]);

    const logo = await app.inject({ method: 'GET', url: items[0].logoUrl });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.rawPayload.equals(PNG_BYTES)).toBe(true);
    expect(logo.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 for a courier without a logo', async () => {
    const [plain] = await app.db
      .insert(couriers)
      .values({ code: 'NOLOGO', name: 'No Logo', nameAr: 'بلا شعار' })
      .returning();
    expect((await app.inject({ method: 'GET', url: `/api/v1/lookups/couriers/${plain.id}/logo` })).statusCode).toBe(
      404,
    );
  });
});

describe('caching', () => {
  it('lets errors and other API answers stay uncached', async () => {
    expect((await get('/cities?regionId=amman')).headers['cache-control']).toBe('no-store');
    expect((await call(app, 'GET', '/api/v1/auth/me', { token })).headers['cache-control']).toBe('no-store');
  });
});
