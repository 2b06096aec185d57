import { eq } from 'drizzle-orm';
import { cities, countries, couriers, regions, villages } from '../../../../db/schema';
import { type AdminTestKit, startAdminKit } from '../admin-test-kit';

let kit: AdminTestKit;
const ids: Record<string, string> = {};

beforeAll(async () => {
  kit = await startAdminKit();
  const db = kit.app.db;
  ids.jordan = (await db.select().from(countries).where(eq(countries.code, 'JO')))[0].id;
  ids.amman = (await db.select().from(regions).where(eq(regions.name, 'Amman')))[0].id;
  ids.irbid = (await db.select().from(regions).where(eq(regions.name, 'Irbid')))[0].id;
  const [village] = await db.select().from(villages).limit(1);
  ids.village = village.id;
  ids.villageCity = village.cityId;
  ids.otherCity = (await db.select().from(cities).where(eq(cities.regionId, ids.irbid)).limit(1))[0].id;
  ids.courier = (
    await db.insert(couriers).values({ code: 'ZONED', name: 'Zoned Cargo', nameAr: 'زوند' }).returning()
  )[0].id;
});
afterAll(() => kit?.close());

describe('availability zones', () => {
  it('keeps each place with the courier’s provider id, lists by courier and searches by place or provider id', async () => {
    const created = await kit.admin('POST', '/availability-zones', {
      body: {
        courierId: ids.courier,
        originCountryId: ids.jordan,
        originCountryProviderId: 'JO',
        originRegionId: ids.amman,
        originRegionProviderId: 'AMM-01',
        destinationCountryId: ids.jordan,
        destinationCountryProviderId: 'JO',
      },
    });
    expect(created.statusCode).toBe(201);
    const zone = created.json();
    expect(zone).toMatchObject({
      courier: { name: 'Zoned Cargo' },
      originRegion: { name: 'Amman' },
      originRegionProviderId: 'AMM-01',
      destinationRegion: null,
      destinationCityId: null,
    });
    const byCourier = (await kit.admin('GET', `/availability-zones?courierId=${ids.courier}`)).json();
    expect(byCourier.total).toBe(1);
    expect(
      (await kit.admin('GET', '/availability-zones?q=amm-01')).json().items.map((item: { id: string }) => item.id),
    ).toEqual([zone.id]);
    expect(
      (await kit.admin('GET', `/availability-zones?q=${encodeURIComponent('عمان')}`)).json().total,
    ).toBeGreaterThanOrEqual(1);

    const updated = await kit.admin('PUT', `/availability-zones/${zone.id}`, {
      body: {
        courierId: ids.courier,
        originCountryId: ids.jordan,
        destinationCountryId: ids.jordan,
        destinationCityId: ids.villageCity,
        destinationVillageId: ids.village,
        destinationVillageProviderId: ' V-7 ',
        version: 1,
      },
    });
    expect(updated.json()).toMatchObject({ originRegionId: null, destinationVillageProviderId: 'V-7', version: 2 });
    expect((await kit.admin('DELETE', `/availability-zones/${zone.id}`)).statusCode).toBe(204);
    expect((await kit.auditOf(zone.id)).map((row) => row.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('checks that each level lies inside the one above', async () => {
    const response = await kit.admin('POST', '/availability-zones', {
      body: {
        courierId: ids.courier,
        destinationCityId: ids.otherCity,
        destinationVillageId: ids.village,
        originRegionId: ids.irbid,
        originCityId: ids.villageCity,
      },
    });
    expect(response.statusCode).toBe(400);
    const fields = (response.json().details as { field: string }[]).map((detail) => detail.field).sort();
    expect(fields).toEqual(['destinationVillageId', 'originCityId']);
  });
});
