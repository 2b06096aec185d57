import { ApiKeyStatus, OrganizationApproval, Readiness, Role, ShipmentStatus } from '@portal/shared/domain';
import { eq } from 'drizzle-orm';
import { apiKeys, cities, countries, couriers, memberships, organizations, shipments, users } from '../db/schema';
import type { UserPrincipal } from '../plugins/auth';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';
import { addDays, ammanDate, DASHBOARD_DAYS, dashboard, shipmentsReport, statistics } from './reports';

let database: TestDatabase;
const db = () => database.db;

type Row = { id: string; name: string; nameAr: string };
const courier: Record<string, Row> = {};
const city: Record<string, Row> = {};
const person: Record<string, { id: string; username: string }> = {};
let orgO: string;
let orgP: string;

const principal = (userId: string, role: Role, organizationId: string | null = null) =>
  ({ kind: 'user', userId, role, organizationId, email: 'x@example.com', username: 'x' }) as UserPrincipal;

/** A booked shipment (ready, processed): the database's trigger counts it in the rollups the reports read. */
async function book(options: {
  by: string;
  org?: string | null;
  courier?: string | null;
  origin?: string | null;
  destination?: string | null;
  status?: number;
  at: string;
  cod?: number;
  price?: number | null;
}) {
  const [row] = await db()
    .insert(shipments)
    .values({
      createdByUserId: options.by,
      organizationId: options.org ?? null,
      courierId: options.courier ?? null,
      originCityId: options.origin ?? null,
      destinationCityId: options.destination ?? null,
      readiness: Readiness.Ready,
      status: options.status ?? ShipmentStatus.Pending,
      processedAt: new Date(options.at),
      createdAt: new Date(options.at),
      paymentType: options.cod ? 'cod' : 'prepaid',
      codAmountFils: options.cod ?? 0,
      priceFils: options.price === undefined ? 1000 : options.price,
    })
    .returning();
  return row;
}

beforeAll(async () => {
  database = await createTestDatabase();
  const [jordan] = await db().insert(countries).values({ code: 'JO', name: 'Jordan', nameAr: 'الأردن' }).returning();
  for (const [name, nameAr] of [
    ['Amman', 'عمان'],
    ['Irbid', 'إربد'],
    ['Zarqa', 'الزرقاء'],
    ['Aqaba', 'العقبة'],
    ['Madaba', 'مادبا'],
    ['Jerash', 'جرش'],
  ])
    city[name] = (await db().insert(cities).values({ countryId: jordan.id, name, nameAr }).returning())[0];
  for (const [name, nameAr] of [
    ['Aramex', 'أرامكس'],
    ['Fetchr', 'فتشر'],
    ['Naqel', 'ناقل'],
    ['SMSA', 'سمسا'],
    ['Zajil', 'زاجل'],
    ['Jordan Post', 'البريد الأردني'],
  ])
    courier[name] = (
      await db()
        .insert(couriers)
        .values({ code: name.toLowerCase().replace(' ', '-'), name, nameAr })
        .returning()
    )[0];
  const organization = async (approvalStatus: number) =>
    (
      await db()
        .insert(organizations)
        .values({ name: `Org ${approvalStatus}-${Math.random()}`, referralCode: `R${Math.random()}`, approvalStatus })
        .returning()
    )[0].id;
  orgO = await organization(OrganizationApproval.Approved);
  orgP = await organization(OrganizationApproval.Approved);
  await organization(OrganizationApproval.Pending);
  await organization(OrganizationApproval.Rejected);
  await organization(OrganizationApproval.Rejected);
  const user = async (username: string, role: Role, organizationId?: string) => {
    const [row] = await db()
      .insert(users)
      .values({ email: `${username}@example.com`, username, passwordHash: 'not-used', role })
      .returning();
    if (organizationId) await db().insert(memberships).values({ organizationId, userId: row.id, role });
    person[username] = row;
  };
  await user('hala', Role.IndividualUser);
  await user('omar', Role.IndividualUser);
  await user('rana', Role.OrgAdmin, orgO);
  await user('sami', Role.OrgUser, orgO);
  await user('tala', Role.OrgAdmin, orgP);
  await user('admin', Role.SystemAdmin);
  await user('root', Role.SuperUser);
  for (let index = 1; index <= 6; index++) await user(`busy${index}`, Role.IndividualUser);
});
afterAll(() => database?.dispose());

describe('Amman days', () => {
  it('are UTC+3 calendar days all year', () => {
    expect(ammanDate(new Date('2026-03-01T20:59:59.999Z'))).toBe('2026-03-01');
    expect(ammanDate(new Date('2026-03-01T21:00:00.000Z'))).toBe('2026-03-02');
    expect(ammanDate(new Date('2026-07-31T21:30:00.000Z'))).toBe('2026-08-01');
  });

  it('are counted forwards and backwards across months and years', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2026-05-20', -29)).toBe('2026-04-21');
    expect(addDays('2026-05-20', 0)).toBe('2026-05-20');
  });
});

describe('shipmentsReport', () => {
  const march = { dateFrom: '2026-03-01', dateTo: '2026-03-31' };

  beforeAll(async () => {
    const { Aramex, Fetchr, Naqel } = courier;
    const { Amman, Irbid, Zarqa } = city;
    const hala = person.hala.id;
    // Hala's March: the first and the last Amman day of the month count, the days around them do not.
    await book({
      by: hala,
      courier: Aramex.id,
      origin: Amman.id,
      destination: Irbid.id,
      status: ShipmentStatus.Delivered,
      at: '2026-02-28T21:00:00Z',
      cod: 5000,
      price: 2500,
    });
    await book({
      by: hala,
      courier: Aramex.id,
      origin: Amman.id,
      destination: Zarqa.id,
      status: ShipmentStatus.Returned,
      at: '2026-03-15T10:00:00Z',
      price: 3000,
    });
    await book({
      by: hala,
      courier: Fetchr.id,
      origin: Irbid.id,
      destination: Irbid.id,
      status: ShipmentStatus.Cancelled,
      at: '2026-03-31T20:59:00Z',
      cod: 7000,
      price: 4000,
    });
    await book({ by: hala, at: '2026-03-10T10:00:00Z', price: null });
    await book({ by: hala, courier: Aramex.id, origin: Amman.id, destination: Irbid.id, at: '2026-02-28T20:59:00Z' });
    await book({ by: hala, courier: Aramex.id, origin: Amman.id, destination: Irbid.id, at: '2026-03-31T21:00:00Z' });
    // A booking deleted again leaves its counts at zero: no row.
    const deleted = await book({
      by: hala,
      courier: Naqel.id,
      origin: Zarqa.id,
      destination: Zarqa.id,
      at: '2026-03-05T10:00:00Z',
    });
    await db().delete(shipments).where(eq(shipments.id, deleted.id));
    // A draft is not booked.
    await db()
      .insert(shipments)
      .values({ createdByUserId: hala, courierId: Naqel.id, createdAt: new Date('2026-03-05T10:00:00Z') });

    await book({ by: person.omar.id, courier: Naqel.id, at: '2026-03-02T10:00:00Z', price: 900 });
    // Organization O: Rana's and Sami's bookings for it, and one Rana made on her own before joining.
    await book({
      by: person.rana.id,
      org: orgO,
      courier: Aramex.id,
      destination: Amman.id,
      at: '2026-03-03T10:00:00Z',
      cod: 1000,
      price: 1500,
    });
    await book({
      by: person.rana.id,
      org: orgO,
      courier: Naqel.id,
      destination: Amman.id,
      at: '2026-03-04T10:00:00Z',
      price: 1500,
    });
    await book({
      by: person.sami.id,
      org: orgO,
      courier: Naqel.id,
      destination: Irbid.id,
      status: ShipmentStatus.Delivered,
      at: '2026-03-04T11:00:00Z',
      price: 1200,
    });
    await book({
      by: person.rana.id,
      courier: Fetchr.id,
      destination: Zarqa.id,
      at: '2026-03-01T10:00:00Z',
      price: 800,
    });
    await book({ by: person.tala.id, org: orgP, courier: Fetchr.id, at: '2026-03-06T10:00:00Z', price: 700 });
  });

  it("counts an individual's own bookings of the period per courier, busiest first, with the money of those that went ahead", async () => {
    const report = await shipmentsReport(db(), principal(person.hala.id, Role.IndividualUser), march, 'courier');
    const counts = { delivered: 0, returned: 0, cancelled: 0 };
    expect(report).toEqual({
      rows: [
        {
          id: courier.Aramex.id,
          name: 'Aramex',
          nameAr: 'أرامكس',
          shipments: 2,
          ...counts,
          delivered: 1,
          returned: 1,
          codTotalFils: 5000,
          shippingCostFils: 5500,
        },
        // No courier: a row without a name (the all-zero key sorts first among equals).
        { id: null, name: '', nameAr: '', shipments: 1, ...counts, codTotalFils: 0, shippingCostFils: 0 },
        {
          id: courier.Fetchr.id,
          name: 'Fetchr',
          nameAr: 'فتشر',
          shipments: 1,
          ...counts,
          cancelled: 1,
          codTotalFils: 0,
          shippingCostFils: 0,
        },
      ],
      totals: { shipments: 4, delivered: 1, returned: 1, cancelled: 1, codTotalFils: 5000, shippingCostFils: 5500 },
    });
  });

  it('groups by destination or origin city with their names', async () => {
    const hala = principal(person.hala.id, Role.IndividualUser);
    const byDestination = await shipmentsReport(db(), hala, march, 'destination');
    expect(byDestination.rows.map((row) => [row.name, row.nameAr, row.shipments])).toEqual([
      ['Irbid', 'إربد', 2],
      ['', '', 1],
      ['Zarqa', 'الزرقاء', 1],
    ]);
    expect(byDestination.rows[0]).toMatchObject({
      id: city.Irbid.id,
      delivered: 1,
      cancelled: 1,
      codTotalFils: 5000,
      shippingCostFils: 2500,
    });
    const byOrigin = await shipmentsReport(db(), hala, march, 'origin');
    expect(byOrigin.rows.map((row) => [row.id, row.name, row.shipments])).toEqual([
      [city.Amman.id, 'Amman', 2],
      [null, '', 1],
      [city.Irbid.id, 'Irbid', 1],
    ]);
    expect(byOrigin.totals).toEqual(byDestination.totals);
  });

  it("shows an organization's members the organization's bookings and their own from before, and no one else's", async () => {
    const rana = await shipmentsReport(db(), principal(person.rana.id, Role.OrgAdmin, orgO), march, 'user');
    expect(rana.rows.map((row) => [row.name, row.nameAr, row.shipments])).toEqual([
      ['rana', 'rana', 3],
      ['sami', 'sami', 1],
    ]);
    expect(rana.rows[0].id).toBe(person.rana.id);
    expect(rana.totals).toEqual({
      shipments: 4,
      delivered: 1,
      returned: 0,
      cancelled: 0,
      codTotalFils: 1000,
      shippingCostFils: 5000,
    });
    const sami = await shipmentsReport(db(), principal(person.sami.id, Role.OrgUser, orgO), march, 'user');
    expect(sami.rows.map((row) => [row.name, row.shipments])).toEqual([
      ['rana', 2],
      ['sami', 1],
    ]);
    const omar = await shipmentsReport(db(), principal(person.omar.id, Role.IndividualUser), march, 'user');
    expect(omar.rows.map((row) => [row.name, row.shipments])).toEqual([['omar', 1]]);
  });

  it('shows system admins and the super user the whole platform', async () => {
    for (const platform of [principal(person.admin.id, Role.SystemAdmin), principal(person.root.id, Role.SuperUser)]) {
      const report = await shipmentsReport(db(), platform, march, 'courier');
      // Three couriers with three bookings each: equals in the order of their ids.
      const tied = [courier.Aramex, courier.Fetchr, courier.Naqel].sort((a, b) => (a.id < b.id ? -1 : 1));
      expect(report.rows.map((row) => [row.name, row.shipments])).toEqual([
        ...tied.map((row) => [row.name, 3]),
        ['', 1],
      ]);
      expect(report.totals).toMatchObject({ shipments: 10, delivered: 2, returned: 1, cancelled: 1 });
    }
  });

  it('looks up no names when no row has one (only bookings without a courier)', async () => {
    let selects = 0;
    const counting = new Proxy(db(), {
      get(target, property) {
        if (property === 'select') selects++;
        return Reflect.get(target, property, target);
      },
    });
    const day = { dateFrom: '2026-03-10', dateTo: '2026-03-10' };
    const report = await shipmentsReport(counting, principal(person.hala.id, Role.IndividualUser), day, 'courier');
    expect(report.rows).toEqual([
      {
        id: null,
        name: '',
        nameAr: '',
        shipments: 1,
        delivered: 0,
        returned: 0,
        cancelled: 0,
        codTotalFils: 0,
        shippingCostFils: 0,
      },
    ]);
    // The rows and the totals: no third query for names.
    expect(selects).toBe(2);
  });

  it('counts nothing in a period without bookings', async () => {
    const empty = await shipmentsReport(
      db(),
      principal(person.hala.id, Role.IndividualUser),
      { dateFrom: '2025-01-01', dateTo: '2025-01-31' },
      'courier',
    );
    expect(empty).toEqual({
      rows: [],
      totals: { shipments: 0, delivered: 0, returned: 0, cancelled: 0, codTotalFils: 0, shippingCostFils: 0 },
    });
  });
});

describe('statistics and the dashboard', () => {
  // In May: busyN books N shipments with courier, origin and destination number N, busy6 also seven without any.
  const couriersInOrder = ['Aramex', 'Fetchr', 'Naqel', 'SMSA', 'Zajil', 'Jordan Post'];
  const citiesInOrder = ['Amman', 'Irbid', 'Zarqa', 'Aqaba', 'Madaba', 'Jerash'];
  const may = { dateFrom: '2026-05-01', dateTo: '2026-05-31' };

  beforeAll(async () => {
    for (let n = 1; n <= 6; n++)
      for (let index = 0; index < n; index++)
        await book({
          by: person[`busy${n}`].id,
          courier: courier[couriersInOrder[n - 1]].id,
          origin: city[citiesInOrder[n - 1]].id,
          // The destinations run the other way round, so each list has its own order.
          destination: city[citiesInOrder[6 - n]].id,
          status: index === 0 && n === 6 ? ShipmentStatus.Cancelled : ShipmentStatus.Delivered,
          at: `2026-05-${String(10 + index).padStart(2, '0')}T09:00:00Z`,
          price: 100 * n,
        });
    for (let index = 0; index < 7; index++) await book({ by: person.busy6.id, at: '2026-05-20T09:00:00Z', price: 5 });
    // The Amman days around the dashboard's 30 (to 20 May): 20 April and 21 May are out, 21 April in.
    await book({ by: person.hala.id, at: '2026-04-20T20:59:00Z', price: 11 });
    await book({ by: person.hala.id, at: '2026-04-20T21:00:00Z', price: 13 });
    await book({ by: person.hala.id, at: '2026-05-20T21:00:00Z', price: 17 });
  });

  const platform = () => principal(person.admin.id, Role.SystemAdmin);
  const listed = (rows: { id: string | null; name: string; nameAr: string; shipments: number }[]) =>
    rows.map((row) => `${row.name}/${row.nameAr}: ${row.shipments}`);

  it('lists the five busiest users, couriers, origin and destination cities, each with a name', async () => {
    const result = await statistics(db(), platform(), may);
    expect(listed(result.topUsers ?? [])).toEqual([
      'busy6/busy6: 13',
      'busy5/busy5: 5',
      'busy4/busy4: 4',
      'busy3/busy3: 3',
      'busy2/busy2: 2',
    ]);
    expect(listed(result.topCouriers)).toEqual([
      'Jordan Post/البريد الأردني: 6',
      'Zajil/زاجل: 5',
      'SMSA/سمسا: 4',
      'Naqel/ناقل: 3',
      'Fetchr/فتشر: 2',
    ]);
    expect(listed(result.topOriginCities)).toEqual([
      'Jerash/جرش: 6',
      'Madaba/مادبا: 5',
      'Aqaba/العقبة: 4',
      'Zarqa/الزرقاء: 3',
      'Irbid/إربد: 2',
    ]);
    expect(listed(result.topDestinationCities)).toEqual([
      'Amman/عمان: 6',
      'Irbid/إربد: 5',
      'Zarqa/الزرقاء: 4',
      'Aqaba/العقبة: 3',
      'Madaba/مادبا: 2',
    ]);
    expect(result.topCouriers[0]).toEqual({
      id: courier['Jordan Post'].id,
      name: 'Jordan Post',
      nameAr: 'البريد الأردني',
      shipments: 6,
    });
  });

  it('scopes the statistics like the reports, and leaves out counts gone back to zero', async () => {
    const hala = await statistics(db(), principal(person.hala.id, Role.IndividualUser), {
      dateFrom: '2026-03-01',
      dateTo: '2026-03-31',
    });
    expect(listed(hala.topCouriers)).toEqual(['Aramex/أرامكس: 2', 'Fetchr/فتشر: 1']);
    // An individual holds no user-report: no top users, as no by-user report.
    expect(hala).not.toHaveProperty('topUsers');
    expect(listed(hala.topOriginCities)).toEqual(['Amman/عمان: 2', 'Irbid/إربد: 1']);
    expect(hala.topDestinationCities.map((row) => row.id)).toEqual([city.Irbid.id, city.Zarqa.id]);
  });

  it('shows the last 30 Amman days by day, with the spend of the bookings that went ahead, and the top couriers and destinations', async () => {
    const result = await dashboard(db(), platform(), new Date('2026-05-20T12:00:00Z'), false);
    expect(result.series).toHaveLength(DASHBOARD_DAYS);
    expect(result.series[0]).toEqual({ date: '2026-04-21', shipments: 1, spendFils: 13 });
    expect(result.series[1]).toEqual({ date: '2026-04-22', shipments: 0, spendFils: 0 });
    expect(result.series[29]).toEqual({ date: '2026-05-20', shipments: 7, spendFils: 35 });
    // 10 May: the first of each busy user's shipments, busy6's cancelled one spending nothing.
    expect(result.series.find((day) => day.date === '2026-05-10')).toEqual({
      date: '2026-05-10',
      shipments: 6,
      spendFils: 1500,
    });
    expect(result.series.map((day) => day.date)).toEqual(
      Array.from({ length: 30 }, (_, index) => addDays('2026-04-21', index)),
    );
    expect(result.series.reduce((sum, day) => sum + day.shipments, 0)).toBe(1 + 21 + 7);
    expect(listed(result.topCouriers)).toEqual([
      'Jordan Post/البريد الأردني: 6',
      'Zajil/زاجل: 5',
      'SMSA/سمسا: 4',
      'Naqel/ناقل: 3',
      'Fetchr/فتشر: 2',
    ]);
    expect(listed(result.topDestinations)).toEqual([
      'Amman/عمان: 6',
      'Irbid/إربد: 5',
      'Zarqa/الزرقاء: 4',
      'Aqaba/العقبة: 3',
      'Madaba/مادبا: 2',
    ]);
    expect(result.platform).toBeNull();
  });

  it("shows a user's dashboard from their own bookings only", async () => {
    const result = await dashboard(
      db(),
      principal(person.busy2.id, Role.IndividualUser),
      new Date('2026-05-31T12:00:00Z'),
      false,
    );
    expect(result.series.filter((day) => day.shipments > 0)).toEqual([
      { date: '2026-05-10', shipments: 1, spendFils: 200 },
      { date: '2026-05-11', shipments: 1, spendFils: 200 },
    ]);
    expect(listed(result.topCouriers)).toEqual(['Fetchr/فتشر: 2']);
    expect(listed(result.topDestinations)).toEqual(['Madaba/مادبا: 2']);
  });

  it("adds the platform's waiting work for the super user's view", async () => {
    await db()
      .insert(apiKeys)
      .values([
        { kind: 'client', name: 'a', prefix: 'pk_a', ownerUserId: person.hala.id, status: ApiKeyStatus.Pending },
        { kind: 'client', name: 'b', prefix: 'pk_b', ownerUserId: person.omar.id, status: ApiKeyStatus.Pending },
        { kind: 'client', name: 'c', prefix: 'pk_c', ownerUserId: person.omar.id, status: ApiKeyStatus.Active },
        { kind: 'courier', name: 'd', prefix: 'ck_d', ownerCourierId: courier.Aramex.id, status: ApiKeyStatus.Pending },
      ]);
    const result = await dashboard(
      db(),
      principal(person.root.id, Role.SuperUser),
      new Date('2026-05-20T12:00:00Z'),
      true,
    );
    expect(result.platform).toEqual({
      organizations: { approved: 2, pending: 1, rejected: 2 },
      pendingApiKeys: 2,
      users: 13,
    });
  });
});
