import { eq, ne } from 'drizzle-orm';
import { cities, countries, regions, villages } from '../db/schema';
import { seedDatabase } from '../db/seed';
import { buildTestApp, type TestApp } from '../../test/support/test-app';
import { createTestDatabase } from '../../test/support/test-database';
import { areaProblems } from './areas';

const MISSING = '00000000-0000-4000-8000-000000000000';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: TestApp;
// A village with its city, region and country, and places outside each of them.
let place: { countryId: string; regionId: string; cityId: string; villageId: string };
let elsewhere: { countryId: string; regionId: string; cityId: string };

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database);
  await seedDatabase(app.db, { demo: false, passwords: app.passwords });
  const [village] = await app.db.select().from(villages).limit(1);
  const [city] = await app.db.select().from(cities).where(eq(cities.id, village.cityId));
  // The seeded cities all lie in a region.
  const regionId = city.regionId!;
  place = { countryId: city.countryId, regionId, cityId: city.id, villageId: village.id };
  const [otherRegion] = await app.db.select().from(regions).where(ne(regions.id, regionId)).limit(1);
  const [otherCity] = await app.db.select().from(cities).where(eq(cities.regionId, otherRegion.id)).limit(1);
  const [otherCountry] = await app.db
    .insert(countries)
    .values({ code: 'ZZ', name: 'Elsewhere', nameAr: 'مكان آخر' })
    .returning();
  elsewhere = { countryId: otherCountry.id, regionId: otherRegion.id, cityId: otherCity.id };
});
afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

describe('areaProblems', () => {
  it('finds none for a village inside its city, region and country, or for an area left blank', async () => {
    expect(await areaProblems(app.db, place, 'origin')).toEqual([]);
    expect(await areaProblems(app.db, { countryId: null, regionId: null, cityId: null }, 'origin')).toEqual([]);
    expect(await areaProblems(app.db, { countryId: null, regionId: null, cityId: place.cityId }, 'origin')).toEqual([]);
  });

  it('names each level that does not exist, with the prefix of the fields', async () => {
    expect(
      await areaProblems(
        app.db,
        { countryId: MISSING, regionId: MISSING, cityId: MISSING, villageId: MISSING },
        'destination',
      ),
    ).toEqual([
      { field: 'destinationCountryId', messageKey: 'parentMissing' },
      { field: 'destinationRegionId', messageKey: 'parentMissing' },
      { field: 'destinationCityId', messageKey: 'parentMissing' },
      { field: 'destinationVillageId', messageKey: 'parentMissing' },
    ]);
  });

  it('names a region outside the country', async () => {
    expect(
      await areaProblems(app.db, { countryId: elsewhere.countryId, regionId: place.regionId, cityId: null }, ''),
    ).toEqual([{ field: 'RegionId', messageKey: 'regionNotInCountry' }]);
  });

  it('names a city outside the country, or outside the region', async () => {
    expect(
      await areaProblems(app.db, { countryId: elsewhere.countryId, regionId: null, cityId: place.cityId }, 'origin'),
    ).toEqual([{ field: 'originCityId', messageKey: 'cityNotInArea' }]);
    expect(
      await areaProblems(
        app.db,
        { countryId: place.countryId, regionId: elsewhere.regionId, cityId: place.cityId },
        'origin',
      ),
    ).toEqual([{ field: 'originCityId', messageKey: 'cityNotInArea' }]);
  });

  it('names a village outside the city, and takes a village without a city', async () => {
    expect(
      await areaProblems(
        app.db,
        { countryId: null, regionId: null, cityId: elsewhere.cityId, villageId: place.villageId },
        'origin',
      ),
    ).toEqual([{ field: 'originVillageId', messageKey: 'villageNotInCity' }]);
    expect(
      await areaProblems(
        app.db,
        { countryId: null, regionId: null, cityId: null, villageId: place.villageId },
        'origin',
      ),
    ).toEqual([]);
  });
});
