import { createUserAndLogin } from '../../../../test/support/fixtures';
import { buildTestApp, call, type TestApp } from '../../../../test/support/test-app';
import { createTestDatabase } from '../../../../test/support/test-database';
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

  it('refuses coordinates off the globe', async () => {
    const response = await nearest(95, 35);
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([{ field: 'lat', message: 'This value must be at most 90' }]);
  });
});
