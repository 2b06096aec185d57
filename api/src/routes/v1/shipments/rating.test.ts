// The rating rules with a fixed clock and a courier of the test's own, so each rule is pinned by a
// figure: the most specific rate wins, same-day pick-up, Amman's calendar day, Thursday → Sunday,
// and couriers that do not carry a parcel type are not offered.
import { eq } from 'drizzle-orm';
import { availabilityZones, courierParcelTypes, couriers, courierServiceTypes, rates } from '../../../db/schema';
import { seedDatabase } from '../../../db/seed';
import { cityNamed } from '../../../../test/support/fixtures';
import { buildTestApp, type TestApp } from '../../../../test/support/test-app';
import { createTestDatabase } from '../../../../test/support/test-database';
import type { RoutePoint } from './places';
import { expectedDates, findRates } from './rating';
import { referenceIds } from './test-support';

// 2026-11-26 is a Thursday; Friday and Saturday are Jordan's weekend; Amman is UTC+3 all year.
const amman = (isoLocal: string) => new Date(`${isoLocal}+03:00`);

describe('expected pick-up and delivery dates', () => {
  it.each([
    ['Wednesday 23:30 in Amman books on Wednesday', '2026-11-25T23:30', 1, '2026-11-26', '2026-11-29'],
    [
      'Thursday 00:30 in Amman (still Wednesday in UTC) books on Thursday',
      '2026-11-26T00:30',
      1,
      '2026-11-29',
      '2026-11-30',
    ],
    ['Thursday → pick-up Sunday, three days → Wednesday', '2026-11-26T10:00', 3, '2026-11-29', '2026-12-02'],
    ['same day on a working day is picked up and delivered today', '2026-11-26T10:00', 0, '2026-11-26', '2026-11-26'],
    ['same day on a Friday waits for Sunday', '2026-11-27T10:00', 0, '2026-11-29', '2026-11-29'],
    ['same day on a Saturday waits for Sunday', '2026-11-28T22:00', 0, '2026-11-29', '2026-11-29'],
    ['Saturday 23:59 then one day: Sunday pick-up, Monday delivery', '2026-11-28T23:59', 1, '2026-11-29', '2026-11-30'],
  ])('%s', (_case, local, transitDays, pickup, delivery) => {
    expect(expectedDates(amman(local), transitDays)).toEqual({ pickup, delivery });
  });
});

describe('findRates', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let app: TestApp;
  let ids: Awaited<ReturnType<typeof referenceIds>>;
  let courierId: string;
  let from: RoutePoint;
  let to: RoutePoint;
  const pieces = [{ weightKg: 1, lengthCm: 10, widthCm: 10, heightCm: 10 }];

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildTestApp(database);
    await seedDatabase(app.db, { demo: false, passwords: app.passwords });
    ids = await referenceIds(app);
    const amman = await cityNamed(app, 'Amman');
    const irbid = await cityNamed(app, 'Irbid');
    from = { countryId: amman.countryId, regionId: amman.regionId, cityId: amman.id, villageId: null };
    to = { countryId: irbid.countryId, regionId: irbid.regionId, cityId: irbid.id, villageId: null };
    const [courier] = await app.db
      .insert(couriers)
      .values({ code: 'rating-test', name: 'Rating Test', nameAr: 'اختبار التسعير' })
      .returning();
    courierId = courier.id;
    await app.db.insert(courierServiceTypes).values({ courierId, serviceTypeId: ids.service.get('standard')! });
    await app.db.insert(courierParcelTypes).values({ courierId, parcelTypeId: ids.parcel.get('small-box')! });
    await app.db.insert(availabilityZones).values({ courierId, originCountryId: from.countryId });
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });
  afterEach(async () => {
    await app.db.delete(rates).where(eq(rates.courierId, courierId));
  });

  const rate = (price: number, place: Partial<typeof rates.$inferInsert>) => ({
    courierId,
    serviceTypeId: ids.service.get('standard')!,
    originCountryId: from.countryId,
    destinationCountryId: to.countryId,
    basePriceFils: price,
    ...place,
  });
  const pricesFor = async (request: Partial<Parameters<typeof findRates>[1]> = {}) =>
    (await findRates(app.db, { origin: from, destination: to, pieces, courierId, ...request })).map((o) => o.priceFils);

  it('prices the most specific rate of a service: destination city over origin city over region over country', async () => {
    // Inserted most specific first, so "the last candidate wins" would pick the country rate.
    await app.db
      .insert(rates)
      .values([
        rate(4000, { destinationCityId: to.cityId }),
        rate(5000, { originCityId: from.cityId }),
        rate(6000, { destinationRegionId: to.regionId }),
        rate(7000, {}),
      ]);
    expect(await pricesFor()).toEqual([4000]);
    await app.db.delete(rates).where(eq(rates.basePriceFils, 4000));
    expect(await pricesFor()).toEqual([5000]);
    await app.db.delete(rates).where(eq(rates.basePriceFils, 5000));
    expect(await pricesFor()).toEqual([6000]);
    await app.db.delete(rates).where(eq(rates.basePriceFils, 6000));
    expect(await pricesFor()).toEqual([7000]);
  });

  it('ignores a rate for another city, and an inactive rate however specific', async () => {
    const amman = await cityNamed(app, 'Amman');
    await app.db
      .insert(rates)
      .values([
        rate(3000, { destinationCityId: amman.id }),
        rate(3500, { destinationCityId: to.cityId, isActive: false }),
        rate(7000, {}),
      ]);
    expect(await pricesFor()).toEqual([7000]);
  });

  it('offers the courier only for parcel types it carries', async () => {
    await app.db.insert(rates).values(rate(7000, {}));
    expect(await pricesFor({ parcelTypeId: ids.parcel.get('small-box')! })).toEqual([7000]);
    expect(await pricesFor({ parcelTypeId: ids.parcel.get('medium-box')! })).toEqual([]);
  });

  it('dates a same-day rate booked on a Friday for Sunday', async () => {
    await app.db.insert(rates).values(rate(7000, { transitDays: 0 }));
    const [option] = await findRates(app.db, {
      origin: from,
      destination: to,
      pieces,
      courierId,
      now: amman('2026-11-27T09:00'),
    });
    expect(option).toMatchObject({
      transitDays: 0,
      expectedPickupDate: '2026-11-29',
      expectedDeliveryDate: '2026-11-29',
    });
  });
});
