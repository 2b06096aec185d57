import { createUserAndLogin } from '../../../../test/support/fixtures';
import { buildTestApp, call, type TestApp } from '../../../../test/support/test-app';
import { createTestDatabase } from '../../../../test/support/test-database';
import { eq } from 'drizzle-orm';
import { villages } from '../../../db/schema';
import { seedReferenceData } from '../../../db/seed/reference';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: TestApp;
let token: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database);
  await seedReferenceData(app.db);
  token = (await createUserAndLogin(app)).access_token;
});

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

const nearest = (lat: number, lng: number, lang?: string) =>
  call(app, 'GET', `/api/v1/locations/nearest?lat=${lat}&lng=${lng}`, { token, lang });

describe('GET /locations/nearest', () => {
  it('resolves a point in Irbid to Irbid, Jordan', async () => {
    // Downtown Irbid, near Yarmouk University.
    const response = await nearest(32.5568, 35.8469);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      country: { name: 'Jordan', nameAr: 'الأردن' },
      region: { name: 'Irbid', nameAr: 'إربد' },
      city: { name: 'Irbid', nameAr: 'إربد' },
      village: null,
    });
    expect(response.json().distanceKm).toBeLessThan(1);
  });

  it('picks a village when it is the nearest place, with its city', async () => {
    const response = await nearest(31.9585, 35.8655);
    expect(response.json()).toMatchObject({
      region: { name: 'Amman' },
      city: { name: 'Amman' },
      village: { name: 'Sweifieh', nameAr: expect.any(String) },
    });
  });

  it('says "failed to get address details" far from every place (in the caller’s language)', async () => {
    // The middle of the Mediterranean.
    const response = await nearest(34.5, 25.0);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'failed to get address details' });
    expect((await nearest(34.5, 25.0, 'ar')).json().message).toBe('تعذّر الحصول على تفاصيل العنوان');
  });

  it('answers when a point and a stored place are too close to zero for a float product (no underflow)', async () => {
    // Found by the fuzzer: a village stored at lat 1e-200 (valid input) and a query at -7.5e-249 made
    // the haversine's square underflow in PostgreSQL, a 500 for every later nearest lookup.
    const [village] = await app.db.select({ id: villages.id }).from(villages).limit(1);
    await app.db.update(villages).set({ latitude: 1e-200, longitude: 180 }).where(eq(villages.id, village.id));
    const response = await nearest(-7.551877273880821e-249, 179.99999999999986);
    expect(response.statusCode).toBe(200);
    expect(response.json().distanceKm).toBeLessThan(0.001);
  });

  it('refuses coordinates off the globe', async () => {
    const response = await nearest(95, 35);
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([{ field: 'lat', message: 'This value must be at most 90' }]);
  });
});
