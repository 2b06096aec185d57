// The rating rules with a fixed clock and a courier of the test's own, so each rule is pinned by a
// figure: the most specific rate wins, same-day pick-up, Amman's calendar day, Thursday → Sunday,
// and couriers that do not carry a parcel type are not offered.
import { and, eq } from 'drizzle-orm';
import {
  availabilityZones,
  courierParcelTypes,
  couriers,
  courierServiceTypes,
  courierShipmentTypes,
  rates,
  shipmentTypes,
} from '../../../db/schema';
import { seedDatabase } from '../../../db/seed';
import { cityNamed } from '../../../../test/support/fixtures';
import { buildTestApp, type TestApp } from '../../../../test/support/test-app';
import { createTestDatabase } from '../../../../test/support/test-database';
import type { RoutePoint } from '../../../services/shipments/places';
import { expectedDates, findRates, piecesOf } from '../../../services/shipments/rating';
import { referenceIds } from '../../../../test/support/shipments';

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

describe('the pieces a shipment is priced on', () => {
  const box = { weight: 2, length: 30, width: 20, height: 10 };

  it('splits the total weight over equal pieces of the given size', () => {
    const piece = { weightKg: 1.5, lengthCm: 40, widthCm: 30, heightCm: 20 };
    expect(piecesOf({ parcelQuantity: 2, weightKg: 3, lengthCm: 40, widthCm: 30, heightCm: 20 })).toEqual([
      piece,
      piece,
    ]);
  });

  it('takes what was not entered from the parcel type: its weight per piece, its size', () => {
    const piece = { weightKg: 2, lengthCm: 30, widthCm: 20, heightCm: 10 };
    expect(
      piecesOf({ parcelQuantity: 3, weightKg: null, lengthCm: null, widthCm: null, heightCm: null, parcelType: box }),
    ).toEqual([piece, piece, piece]);
    expect(
      piecesOf({ parcelQuantity: 1, weightKg: 5, lengthCm: 50, widthCm: null, heightCm: 12, parcelType: box }),
    ).toEqual([{ weightKg: 5, lengthCm: 50, widthCm: 20, heightCm: 12 }]);
  });

  it('counts a quantity under one as one piece', () => {
    expect(piecesOf({ parcelQuantity: 0, weightKg: 4, lengthCm: 10, widthCm: 10, heightCm: 10 })).toEqual([
      { weightKg: 4, lengthCm: 10, widthCm: 10, heightCm: 10 },
    ]);
  });

  it('prices a custom parcel (no parcel type) by its weight alone when no dimensions are given', () => {
    expect(piecesOf({ parcelQuantity: 2, weightKg: 3, lengthCm: null, widthCm: null, heightCm: null })).toEqual([
      { weightKg: 1.5, lengthCm: 0, widthCm: 0, heightCm: 0 },
      { weightKg: 1.5, lengthCm: 0, widthCm: 0, heightCm: 0 },
    ]);
  });

  it.each([
    ['weight', { weightKg: null }],
    ['length', { lengthCm: null }],
    ['width', { widthCm: null }],
    ['height', { heightCm: null }],
  ])('is unknown without a parcel type when the %s is missing (dimensions are all three or none)', (_part, missing) => {
    expect(
      piecesOf({ parcelQuantity: 1, weightKg: 1, lengthCm: 10, widthCm: 10, heightCm: 10, ...missing }),
    ).toBeNull();
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

  it('prefers an origin region over the country, and sums the specificities (whatever order the rates come in)', async () => {
    await app.db.insert(rates).values(rate(7000, {}));
    await app.db.insert(rates).values(rate(6500, { originRegionId: from.regionId }));
    expect(await pricesFor()).toEqual([6500]);
    await app.db.insert(rates).values(rate(6000, { destinationRegionId: to.regionId }));
    await app.db.insert(rates).values(rate(5500, { destinationRegionId: to.regionId, originRegionId: from.regionId }));
    expect(await pricesFor()).toEqual([5500]);
    await app.db.insert(rates).values(rate(5000, { destinationCityId: to.cityId }));
    await app.db.insert(rates).values(rate(4500, { destinationCityId: to.cityId, originCityId: from.cityId }));
    expect(await pricesFor()).toEqual([4500]);
  });

  it('offers the courier only for shipment types it handles', async () => {
    await app.db.insert(rates).values(rate(7000, {}));
    const types = await app.db.select().from(shipmentTypes);
    const [handled, other] = types;
    await app.db.insert(courierShipmentTypes).values({ courierId, shipmentTypeId: handled.id });
    try {
      expect(await pricesFor({ shipmentTypeId: handled.id })).toEqual([7000]);
      expect(await pricesFor({ shipmentTypeId: other.id })).toEqual([]);
    } finally {
      await app.db.delete(courierShipmentTypes).where(eq(courierShipmentTypes.courierId, courierId));
    }
  });

  it('answers each option with its courier, service, price parts and dates, cheapest first', async () => {
    const express = ids.service.get('express')!;
    await app.db.insert(courierServiceTypes).values({ courierId, serviceTypeId: express });
    try {
      await app.db
        .insert(rates)
        .values([
          rate(9000, { serviceTypeId: express, transitDays: 0 }),
          rate(5000, { includedWeightKg: 1, perKgPriceFils: 1000, transitDays: 2 }),
        ]);
      const options = await findRates(app.db, {
        origin: from,
        destination: to,
        pieces: [{ weightKg: 3.5, lengthCm: 10, widthCm: 10, heightCm: 10 }],
        courierId,
        now: amman('2026-11-26T10:00'),
      });
      expect(options).toEqual([
        {
          rateId: expect.any(String),
          courier: {
            id: courierId,
            code: 'rating-test',
            name: 'Rating Test',
            nameAr: 'اختبار التسعير',
            website: null,
            logoUrl: null,
          },
          serviceType: { id: ids.service.get('standard'), code: 'standard', name: 'Standard', nameAr: 'عادي' },
          priceFils: 7500,
          chargeableWeightKg: 3.5,
          basePriceFils: 5000,
          weightPriceFils: 2500,
          transitDays: 2,
          expectedPickupDate: '2026-11-29',
          expectedDeliveryDate: '2026-12-01',
        },
        expect.objectContaining({
          serviceType: expect.objectContaining({ code: 'express' }),
          priceFils: 9000,
          expectedPickupDate: '2026-11-26',
          expectedDeliveryDate: '2026-11-26',
        }),
      ]);
      // Only the service asked for.
      expect(await pricesFor({ serviceTypeId: express })).toEqual([9000]);
    } finally {
      await app.db
        .delete(courierServiceTypes)
        .where(and(eq(courierServiceTypes.courierId, courierId), eq(courierServiceTypes.serviceTypeId, express)));
    }
  });

  it('orders equal prices by fewer transit days, then by courier name', async () => {
    const [other] = await app.db
      .insert(couriers)
      .values({ code: 'rating-test-2', name: 'Another Rating Test', nameAr: 'اختبار آخر' })
      .returning();
    try {
      await app.db
        .insert(courierServiceTypes)
        .values({ courierId: other.id, serviceTypeId: ids.service.get('standard')! });
      await app.db.insert(availabilityZones).values({ courierId: other.id, originCountryId: from.countryId });
      await app.db
        .insert(rates)
        .values([rate(7000, { transitDays: 1 }), { ...rate(7000, { transitDays: 1 }), courierId: other.id }]);
      const names = async () =>
        (await findRates(app.db, { origin: from, destination: to, pieces }))
          .filter((option) => option.courier.code.startsWith('rating-test'))
          .map((option) => option.courier.name);
      expect(await names()).toEqual(['Another Rating Test', 'Rating Test']);
      await app.db.update(rates).set({ transitDays: 3 }).where(eq(rates.courierId, other.id));
      expect(await names()).toEqual(['Rating Test', 'Another Rating Test']);
      await app.db.update(rates).set({ basePriceFils: 6999 }).where(eq(rates.courierId, other.id));
      expect(await names()).toEqual(['Another Rating Test', 'Rating Test']);
    } finally {
      await app.db.delete(couriers).where(eq(couriers.id, other.id));
    }
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
