import { Readiness, Role, ShipmentStatus } from '@portal/shared/domain';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { seedDatabase } from '../../../db/seed';
import { couriers, shipmentRollups, shipments, users } from '../../../db/schema';
import { latestDay } from '../../../lib/accepted-input';
import { cityNamed, createOrganization, createUserAndLogin } from '../../../../test/support/fixtures';
import { buildTestApp, call, type TestApp } from '../../../../test/support/test-app';
import { createTestDatabase } from '../../../../test/support/test-database';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: TestApp;
type Account = Awaited<ReturnType<typeof createUserAndLogin>>;
let alice: Account;
let bob: Account;
let orgAdmin: Account;
let orgUser: Account;
let admin: Account;
let superUser: Account;
let usernames = new Map<string, string>();
const nameOf = (account: Account) => usernames.get(account.id);
const courier: Record<'falcon' | 'formula', string> = { falcon: '', formula: '' };
const city: Record<'amman' | 'irbid' | 'zarqa', string> = { amman: '', irbid: '', zarqa: '' };

// The clock the dashboard counts back from: 20 November 2026, 13:00 in Amman.
const NOW = new Date('2026-11-20T10:00:00Z');

interface Booked {
  owner: Account;
  courier: keyof typeof courier;
  from: keyof typeof city;
  to: keyof typeof city;
  status: number;
  priceFils: number;
  codFils?: number;
  /** Amman wall-clock time, e.g. '2026-11-03T09:00'. */
  at: string;
  draft?: boolean;
}

async function book(shipment: Booked) {
  const createdAt = new Date(`${shipment.at}:00+03:00`);
  await app.db.insert(shipments).values({
    createdByUserId: shipment.owner.id,
    organizationId: shipment.owner.organizationId ?? null,
    readiness: shipment.draft ? Readiness.Draft : Readiness.Ready,
    status: shipment.draft ? null : shipment.status,
    courierId: courier[shipment.courier],
    originCityId: city[shipment.from],
    destinationCityId: city[shipment.to],
    priceFils: shipment.priceFils,
    paymentType: shipment.codFils ? 'cod' : 'prepaid',
    codAmountFils: shipment.codFils ?? 0,
    processedAt: shipment.draft ? null : createdAt,
    createdAt,
    updatedAt: createdAt,
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database, { now: () => NOW });
  await seedDatabase(app.db, { demo: false, passwords: app.passwords });
  alice = await createUserAndLogin(app);
  bob = await createUserAndLogin(app);
  const organization = await createOrganization(app);
  orgAdmin = await createUserAndLogin(app, { role: Role.OrgAdmin, organizationId: organization.id });
  orgUser = await createUserAndLogin(app, { role: Role.OrgUser, organizationId: organization.id });
  admin = await createUserAndLogin(app, { role: Role.SystemAdmin });
  superUser = await createUserAndLogin(app, { role: Role.SuperUser });
  usernames = new Map((await app.db.select().from(users)).map((u) => [u.id, u.username]));
  const inserted = await app.db
    .insert(couriers)
    .values([
      { code: 'FALCON-R', name: 'Falcon Reports', nameAr: 'فالكون للتقارير' },
      // A name a spreadsheet would run as a formula if exported as it is.
      { code: 'FORMULA', name: '=HYPERLINK("http://evil.example","Formula")', nameAr: 'معادلة' },
    ])
    .returning({ id: couriers.id });
  courier.falcon = inserted[0].id;
  courier.formula = inserted[1].id;
  city.amman = (await cityNamed(app, 'Amman')).id;
  city.irbid = (await cityNamed(app, 'Irbid')).id;
  city.zarqa = (await cityNamed(app, 'Zarqa')).id;
  const { Delivered, Cancelled, Returned, Pending } = ShipmentStatus;
  for (const shipment of [
    // Alice: two with Falcon (one cancelled), one with the other courier; a draft and an October one that never count.
    {
      owner: alice,
      courier: 'falcon',
      from: 'amman',
      to: 'irbid',
      status: Delivered,
      priceFils: 5000,
      codFils: 10_000,
      at: '2026-11-03T09:00',
    },
    {
      owner: alice,
      courier: 'falcon',
      from: 'amman',
      to: 'zarqa',
      status: Cancelled,
      priceFils: 4000,
      codFils: 2000,
      at: '2026-11-20T08:00',
    },
    {
      owner: alice,
      courier: 'formula',
      from: 'amman',
      to: 'irbid',
      status: Returned,
      priceFils: 3000,
      at: '2026-11-20T12:00',
    },
    {
      owner: alice,
      courier: 'falcon',
      from: 'amman',
      to: 'irbid',
      status: Pending,
      priceFils: 9000,
      at: '2026-11-10T09:00',
      draft: true,
    },
    // 31 October 23:30 in Amman is 20:30 UTC: October for Amman, though November is near.
    {
      owner: alice,
      courier: 'falcon',
      from: 'amman',
      to: 'irbid',
      status: Delivered,
      priceFils: 1000,
      at: '2026-10-31T23:30',
    },
    {
      owner: bob,
      courier: 'formula',
      from: 'irbid',
      to: 'amman',
      status: Pending,
      priceFils: 7000,
      at: '2026-11-05T10:00',
    },
    {
      owner: orgAdmin,
      courier: 'falcon',
      from: 'irbid',
      to: 'amman',
      status: Delivered,
      priceFils: 6000,
      at: '2026-11-06T10:00',
    },
    {
      owner: orgUser,
      courier: 'falcon',
      from: 'irbid',
      to: 'zarqa',
      status: Pending,
      priceFils: 6000,
      codFils: 5000,
      at: '2026-11-07T10:00',
    },
    {
      owner: orgUser,
      courier: 'falcon',
      from: 'irbid',
      to: 'zarqa',
      status: Pending,
      priceFils: 6000,
      codFils: 5000,
      at: '2026-11-08T10:00',
    },
  ] satisfies Booked[])
    await book(shipment);
});

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

const NOVEMBER = 'dateFrom=2026-11-01&dateTo=2026-11-30';
const report = (account: Account, query: string, lang = 'en') =>
  call(app, 'GET', `/api/v1/reports/shipments?${query}`, { token: account.access_token, lang });
type Row = {
  name: string;
  shipments: number;
  delivered: number;
  returned: number;
  cancelled: number;
  codTotalFils: number;
  shippingCostFils: number;
};

describe('shipments report', () => {
  it('groups the caller’s booked shipments of the period by courier, with totals', async () => {
    const response = await report(alice, `${NOVEMBER}&groupBy=courier`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ groupBy: 'courier', dateFrom: '2026-11-01', dateTo: '2026-11-30' });
    expect(body.rows).toEqual([
      {
        id: courier.falcon,
        name: 'Falcon Reports',
        nameAr: 'فالكون للتقارير',
        shipments: 2,
        delivered: 1,
        returned: 0,
        cancelled: 1,
        codTotalFils: 10_000,
        shippingCostFils: 5000,
      },
      {
        id: courier.formula,
        name: expect.stringContaining('Formula'),
        nameAr: 'معادلة',
        shipments: 1,
        delivered: 0,
        returned: 1,
        cancelled: 0,
        codTotalFils: 0,
        shippingCostFils: 3000,
      },
    ]);
    expect(body.totals).toEqual({
      shipments: 3,
      delivered: 1,
      returned: 1,
      cancelled: 1,
      codTotalFils: 10_000,
      shippingCostFils: 8000,
    });
  });

  it('groups by destination and by origin city', async () => {
    const byDestination = (await report(alice, `${NOVEMBER}&groupBy=destination`)).json().rows as Row[];
    expect(byDestination.map((r) => [r.name, r.shipments])).toEqual([
      ['Irbid', 2],
      ['Zarqa', 1],
    ]);
    const byOrigin = (await report(orgAdmin, `${NOVEMBER}&groupBy=origin`)).json().rows as Row[];
    expect(byOrigin.map((r) => [r.name, r.shipments, r.codTotalFils])).toEqual([['Irbid', 3, 10_000]]);
  });

  it('counts Amman calendar days: the last day of the period is included, the day before it starts is not', async () => {
    const oneDay = (await report(alice, 'dateFrom=2026-11-20&dateTo=2026-11-20&groupBy=courier')).json();
    expect(oneDay.totals.shipments).toBe(2);
    const october = (await report(alice, 'dateFrom=2026-10-31&dateTo=2026-10-31&groupBy=courier')).json();
    expect(october.totals).toMatchObject({ shipments: 1, delivered: 1, shippingCostFils: 1000 });
  });

  it('is scoped: an organization sees its own, an individual theirs, a system admin everyone', async () => {
    const byUser = (await report(orgAdmin, `${NOVEMBER}&groupBy=user`)).json().rows as Row[];
    expect(byUser.map((r) => [r.name, r.shipments])).toEqual([
      [nameOf(orgUser), 2],
      [nameOf(orgAdmin), 1],
    ]);
    expect((await report(orgUser, `${NOVEMBER}&groupBy=courier`)).json().totals.shipments).toBe(3);
    expect((await report(bob, `${NOVEMBER}&groupBy=courier`)).json().totals).toMatchObject({
      shipments: 1,
      shippingCostFils: 7000,
    });
    const everyone = (await report(admin, `${NOVEMBER}&groupBy=courier`)).json();
    expect((everyone.rows as Row[]).map((r) => r.shipments)).toEqual([5, 2]);
    expect(everyone.totals.shipments).toBe(7);
    const users = (await report(admin, `${NOVEMBER}&groupBy=user`)).json().rows as Row[];
    expect(users).toHaveLength(4);
  });

  it('keeps the by-user report for those with user-report', async () => {
    for (const account of [orgUser, alice]) {
      const response = await report(account, `${NOVEMBER}&groupBy=user`);
      expect(response.statusCode).toBe(403);
    }
  });

  it('asks for both dates, in order, in the caller’s language', async () => {
    const missing = await report(alice, 'dateFrom=2026-11-01&groupBy=courier');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: 'Please select start and end dates',
      details: [{ field: 'dateTo' }],
    });
    expect((await report(alice, 'groupBy=courier', 'ar')).json().message).toBe('يرجى تحديد تاريخي البداية والنهاية');
    const reversed = await report(alice, 'dateFrom=2026-11-30&dateTo=2026-11-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().details).toEqual([
      { field: 'dateTo', message: 'The end date must be on or after the start date' },
    ]);
    expect((await report(alice, 'dateFrom=2020-01-01&dateTo=2026-11-01')).statusCode).toBe(400);
    // Dates the database cannot hold (no year 0) or no report needs: a 400 naming the field, never a 500.
    const yearZero = await report(alice, 'dateFrom=0000-01-01&dateTo=0000-01-02');
    expect(yearZero.statusCode).toBe(400);
    expect(yearZero.json().details).toEqual([
      { field: 'dateFrom', message: `Choose a date between 2000-01-01 and ${latestDay()}` },
      { field: 'dateTo', message: `Choose a date between 2000-01-01 and ${latestDay()}` },
    ]);
    const statistics = await call(app, 'GET', '/api/v1/reports/statistics?dateFrom=0000-01-01&dateTo=2026-01-01', {
      token: alice.access_token,
    });
    expect(statistics.statusCode).toBe(400);
    for (const bad of ['dateFrom=2026-13-01&dateTo=2026-11-01', `${NOVEMBER}&groupBy=planet`, `${NOVEMBER}&extra=1`])
      expect((await report(alice, bad)).statusCode).toBe(400);
  });
});

describe('statistics', () => {
  it('lists the five busiest users, couriers, origins and destinations of the period', async () => {
    const response = await call(app, 'GET', `/api/v1/reports/statistics?${NOVEMBER}`, { token: orgAdmin.access_token });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.topUsers.map((r: Row) => [r.name, r.shipments])).toEqual([
      [nameOf(orgUser), 2],
      [nameOf(orgAdmin), 1],
    ]);
    expect(body.topCouriers.map((r: Row) => [r.name, r.shipments])).toEqual([['Falcon Reports', 3]]);
    expect(body.topOriginCities.map((r: Row) => r.name)).toEqual(['Irbid']);
    expect(body.topDestinationCities.map((r: Row) => [r.name, r.shipments])).toEqual([
      ['Zarqa', 2],
      ['Amman', 1],
    ]);
  });

  it('gives the top users only to those with user-report, as the by-user report', async () => {
    const statisticsOf = async (account: Account) => {
      const response = await call(app, 'GET', `/api/v1/reports/statistics?${NOVEMBER}`, {
        token: account.access_token,
      });
      expect(response.statusCode).toBe(200);
      return response.json();
    };
    for (const account of [orgUser, alice]) {
      const body = await statisticsOf(account);
      expect(body).not.toHaveProperty('topUsers');
      expect(body.topCouriers.length).toBeGreaterThan(0);
    }
    for (const account of [orgAdmin, admin, superUser])
      expect((await statisticsOf(account)).topUsers.length).toBeGreaterThan(0);
  });
});

describe('export', () => {
  const exported = (account: Account, query: string, lang = 'en') =>
    call(app, 'GET', `/api/v1/reports/shipments/export?${query}`, { token: account.access_token, lang });

  it('writes the report as CSV: BOM, header in the caller’s language, formulas neutralized, totals last', async () => {
    const response = await exported(alice, `${NOVEMBER}&groupBy=courier&format=csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="shipments-report-courier-2026-11-01-2026-11-30.csv"',
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toEqual([
      'Courier,Name (Arabic),Shipments,Delivered,Returned,Cancelled,COD total (JOD),Shipping cost (JOD)',
      'Falcon Reports,فالكون للتقارير,2,1,0,1,10,5',
      `"'=HYPERLINK(""http://evil.example"",""Formula"")",معادلة,1,0,1,0,0,3`,
      'Total,,3,1,1,1,10,8',
      '',
      'COD total and shipping cost leave cancelled shipments out; the shipment counts include them.',
    ]);
    const arabic = await exported(alice, `${NOVEMBER}&groupBy=destination&format=csv`, 'ar');
    const arabicLines = arabic.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(arabicLines[0]).toBe(
      'مدينة الوجهة,الاسم (بالعربية),الشحنات,تم التسليم,مرتجعة,ملغاة,إجمالي الدفع عند الاستلام (دينار),تكلفة الشحن (دينار)',
    );
    expect(arabicLines.at(-1)).toBe(
      'لا يشمل إجمالي الدفع عند الاستلام وتكلفة الشحن الشحناتِ الملغاة، ويشملها عدد الشحنات.',
    );
  });

  it('writes the report as an Excel workbook that reads back', async () => {
    const response = await exported(orgAdmin, `${NOVEMBER}&groupBy=user&format=xlsx`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const rows = sheet
      .getSheetValues()
      .filter(Boolean)
      .map((row) => (row as unknown[]).slice(1));
    expect(rows).toEqual([
      ['User', 'Shipments', 'Delivered', 'Returned', 'Cancelled', 'COD total (JOD)', 'Shipping cost (JOD)'],
      [nameOf(orgUser), 2, 0, 0, 0, 10, 12],
      [nameOf(orgAdmin), 1, 1, 0, 0, 0, 6],
      ['Total', 3, 1, 0, 0, 10, 18],
      ['COD total and shipping cost leave cancelled shipments out; the shipment counts include them.'],
    ]);
  });

  it('is refused like the report: by user without user-report, dates missing', async () => {
    expect((await exported(orgUser, `${NOVEMBER}&groupBy=user&format=csv`)).statusCode).toBe(403);
    expect((await exported(alice, 'format=xlsx')).statusCode).toBe(400);
  });
});

describe('dashboard', () => {
  it('gives the last 30 Amman days, zero-filled, with spend, and the top couriers and destinations', async () => {
    const response = await call(app, 'GET', '/api/v1/reports/dashboard', { token: alice.access_token });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.series).toHaveLength(30);
    expect(body.series[0].date).toBe('2026-10-22');
    expect(body.series[29]).toEqual({ date: '2026-11-20', shipments: 2, spendFils: 3000 });
    expect(body.series.find((d: { date: string }) => d.date === '2026-10-31')).toMatchObject({ shipments: 1 });
    expect(body.series.reduce((sum: number, d: { shipments: number }) => sum + d.shipments, 0)).toBe(4);
    expect(body.topCouriers.map((r: Row) => [r.name, r.shipments])).toEqual([
      ['Falcon Reports', 3],
      [expect.stringContaining('Formula'), 1],
    ]);
    expect(body.topDestinations[0]).toMatchObject({ name: 'Irbid', shipments: 3 });
    expect(body.platform).toBeNull();
  });

  it('shows the super user the platform’s waiting work; a system admin has no dashboard (the role table gives them none)', async () => {
    const platform = (await call(app, 'GET', '/api/v1/reports/dashboard', { token: superUser.access_token })).json();
    expect(platform.platform).toMatchObject({
      organizations: { approved: 1, pending: 0, rejected: 0 },
      pendingApiKeys: 0,
    });
    expect(platform.platform.users).toBeGreaterThanOrEqual(6);
    expect(platform.series.reduce((sum: number, d: { shipments: number }) => sum + d.shipments, 0)).toBe(8);
    expect((await call(app, 'GET', '/api/v1/reports/dashboard', { token: admin.access_token })).statusCode).toBe(403);
  });
});

describe('kept up to date with every change', () => {
  it('follows a status change, a cancelled booking, a courier change and a deletion', async () => {
    const bobReport = async () => (await report(bob, 'dateFrom=2026-11-24&dateTo=2026-11-24&groupBy=courier')).json();
    expect((await bobReport()).rows).toEqual([]);
    await book({
      owner: bob,
      courier: 'falcon',
      from: 'amman',
      to: 'irbid',
      status: ShipmentStatus.Pending,
      priceFils: 2500,
      codFils: 4000,
      at: '2026-11-24T10:00',
    });
    const [row] = await app.db
      .select()
      .from(shipments)
      .where(and(eq(shipments.createdByUserId, bob.id), eq(shipments.priceFils, 2500)));
    expect((await bobReport()).totals).toMatchObject({ shipments: 1, delivered: 0, codTotalFils: 4000 });

    await app.db.update(shipments).set({ status: ShipmentStatus.Delivered }).where(eq(shipments.id, row.id));
    expect((await bobReport()).totals).toMatchObject({ shipments: 1, delivered: 1, codTotalFils: 4000 });

    await app.db.update(shipments).set({ status: ShipmentStatus.Cancelled }).where(eq(shipments.id, row.id));
    expect((await bobReport()).totals).toMatchObject({
      shipments: 1,
      delivered: 0,
      cancelled: 1,
      codTotalFils: 0,
      shippingCostFils: 0,
    });

    await app.db.update(shipments).set({ courierId: courier.formula }).where(eq(shipments.id, row.id));
    expect(((await bobReport()).rows as Row[]).map((r) => [r.name, r.shipments])).toEqual([
      [expect.stringContaining('Formula'), 1],
    ]);

    // Untouched columns (a note) change nothing; a deletion takes the shipment out.
    await app.db.update(shipments).set({ parcelNotes: 'note' }).where(eq(shipments.id, row.id));
    expect((await bobReport()).totals.shipments).toBe(1);
    await app.db.delete(shipments).where(eq(shipments.id, row.id));
    expect((await bobReport()).rows).toEqual([]);
    expect((await bobReport()).totals.shipments).toBe(0);
  });

  it('counts a shipment booked through the API once it is processed, never as a draft', async () => {
    const before = (await report(alice, 'dateFrom=2026-11-01&dateTo=2026-11-30&groupBy=courier')).json().totals
      .shipments;
    // A draft (now: 20 November) does not count.
    await book({
      owner: alice,
      courier: 'falcon',
      from: 'amman',
      to: 'irbid',
      status: ShipmentStatus.Pending,
      priceFils: 1,
      at: '2026-11-21T10:00',
      draft: true,
    });
    expect((await report(alice, 'dateFrom=2026-11-01&dateTo=2026-11-30&groupBy=courier')).json().totals.shipments).toBe(
      before,
    );
    const [draft] = await app.db
      .select()
      .from(shipments)
      .where(and(eq(shipments.createdByUserId, alice.id), eq(shipments.priceFils, 1)));
    await app.db
      .update(shipments)
      .set({
        readiness: Readiness.Ready,
        status: ShipmentStatus.Pending,
        processedAt: new Date('2026-11-21T07:00:00Z'),
      })
      .where(eq(shipments.id, draft.id));
    expect((await report(alice, 'dateFrom=2026-11-01&dateTo=2026-11-30&groupBy=courier')).json().totals.shipments).toBe(
      before + 1,
    );
  });

  it('agrees with a count of every shipment from scratch', async () => {
    const snapshot = async () =>
      (await app.db.select().from(shipmentRollups))
        .filter((row) => row.shipments !== 0)
        .map((row) => JSON.stringify(row))
        .sort();
    const kept = await snapshot();
    expect(kept.length).toBeGreaterThan(0);
    await app.db.execute(sql`select shipment_rollups_rebuild()`);
    expect(await snapshot()).toEqual(kept);
  });
});
