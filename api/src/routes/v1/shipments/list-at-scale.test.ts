import { Role, SHIPMENT_TABS } from '@portal/shared/domain';
import { eq, sql } from 'drizzle-orm';
import { seedDatabase } from '../../../db/seed';
import { addresses, shipments } from '../../../db/schema';
import { SHIPMENT_IMPORT_COLUMNS } from '../../../services/imports/csv';
import { createOrganization, createUserAndLogin } from '../../../../test/support/fixtures';
import { buildTestApp, call, multipartFile, type TestApp } from '../../../../test/support/test-app';
import { createTestDatabase } from '../../../../test/support/test-database';
import { SEARCH_COUNT_CAP, TOTAL_COUNT_CAP } from '../../../services/shipments/queries';
import { addAddress, courierKey, referenceIds } from '../../../../test/support/shipments';

/** The list's capped total, its pages across the caller's owners, and the tab counts the triggers keep. */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: TestApp;
let ids: Awaited<ReturnType<typeof referenceIds>>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database);
  await seedDatabase(app.db, { demo: true, passwords: app.passwords });
  ids = await referenceIds(app);
});

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

const get = (token: string, url: string) => call(app, 'GET', url, { token }).then((r) => r.json());

/** `count` booked shipments of one owner, one a minute back from `newest`, in one statement. */
async function bulkShipments(owner: { id: string; organizationId: string | null }, count: number, newest: Date) {
  await app.db.execute(sql`
    insert into ${shipments} (created_by_user_id, organization_id, readiness, status, tracking_number, parcel_quantity, created_at)
    select ${owner.id}, ${owner.organizationId}, 1, 4, 'PT8' || lpad(g::text, 6, '0') || ${owner.id.slice(0, 4)}, 1,
      ${newest.toISOString()}::timestamptz - g * interval '1 minute'
    from generate_series(1, ${count}::int) g`);
}

describe('the list total', () => {
  it(`is exact up to ${TOTAL_COUNT_CAP} rows under a filter, then "more than" it, and the pages past it still come`, async () => {
    const owner = await createUserAndLogin(app);
    await bulkShipments(owner, TOTAL_COUNT_CAP + 25, new Date('2026-06-01T12:00:00Z'));
    // A filter every row passes: the rows are counted, up to the cap.
    const filtered = '/api/v1/shipments?dateFrom=2000-01-01&pageSize=20';
    const first = await get(owner.access_token, filtered);
    expect(first).toMatchObject({ total: TOTAL_COUNT_CAP, totalIsCapped: true, page: 1, pageSize: 20 });
    expect(first.items).toHaveLength(20);
    // Past the cap the count goes to the end of the page asked for: page 51 knows a page 52 exists, which
    // is the last, and exact.
    const page51 = await get(owner.access_token, `${filtered}&page=51`);
    expect(page51).toMatchObject({ total: 1020, totalIsCapped: true });
    const last = await get(owner.access_token, `${filtered}&page=52`);
    expect(last).toMatchObject({ total: TOTAL_COUNT_CAP + 25, totalIsCapped: false });
    expect(last.items).toHaveLength(5);
    // Without a filter (the list as it opens, or a tab) the total is the kept count of the tab badges: exact.
    const opened = await get(owner.access_token, '/api/v1/shipments?pageSize=20');
    expect(opened).toMatchObject({ total: TOTAL_COUNT_CAP + 25, totalIsCapped: false });
    expect(opened.items).toEqual(first.items);
    expect(await get(owner.access_token, '/api/v1/shipments?tab=delivered&page=52')).toMatchObject({
      total: TOTAL_COUNT_CAP + 25,
      totalIsCapped: false,
    });
    // A search or tab under the cap is exact.
    expect(await get(owner.access_token, '/api/v1/shipments?tab=pending')).toMatchObject({
      total: 0,
      totalIsCapped: false,
    });
    // A recipient search reads rows for matches: its count stops at 100.
    await app.db.execute(
      sql`update ${shipments} set search_text = 'hala saleh' where created_by_user_id = ${owner.id}`,
    );
    expect(await get(owner.access_token, '/api/v1/shipments?q=Hala')).toMatchObject({
      total: SEARCH_COUNT_CAP,
      totalIsCapped: true,
    });
    // The tab counts stay exact: kept by the triggers, not counted.
    expect((await get(owner.access_token, '/api/v1/shipments/tab-counts')).delivered).toBe(TOTAL_COUNT_CAP + 25);
  });

  it("pages an organization member's list through the organization's rows and their own earlier ones in one order", async () => {
    const organization = await createOrganization(app);
    const member = await createUserAndLogin(app, { role: Role.OrgUser, organizationId: organization.id });
    const colleague = await createUserAndLogin(app, { role: Role.OrgUser, organizationId: organization.id });
    // The member's own rows from before they joined (no organization) interleave with the organization's.
    await bulkShipments({ id: member.id, organizationId: null }, 7, new Date('2026-06-01T12:00:30Z'));
    await bulkShipments({ id: colleague.id, organizationId: organization.id }, 8, new Date('2026-06-01T12:00:00Z'));
    // Someone else's rows are never listed.
    const outsider = await createUserAndLogin(app);
    await bulkShipments(outsider, 5, new Date('2026-06-01T12:00:10Z'));

    const pages = await Promise.all(
      [1, 2, 3, 4].map((page) => get(member.access_token, `/api/v1/shipments?pageSize=4&page=${page}`)),
    );
    expect(pages[0]).toMatchObject({ total: 15, totalIsCapped: false });
    const listed = pages.flatMap((p) => p.items as { id: string; createdAt: string }[]);
    expect(listed).toHaveLength(15);
    expect(new Set(listed.map((s) => s.id)).size).toBe(15);
    const times = listed.map((s) => s.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    // Oldest first too, and a tab.
    const ascending = await get(member.access_token, '/api/v1/shipments?pageSize=100&sort=createdAt');
    expect(ascending.items.map((s: { createdAt: string }) => s.createdAt)).toEqual([...times].reverse());
    expect((await get(member.access_token, '/api/v1/shipments?tab=delivered&pageSize=3&page=5')).items).toHaveLength(3);
  });
});

describe('the list asked the same way by different callers', () => {
  it("answers each with their own rows, counts and filter values (one prepared statement, each request's values)", async () => {
    const first = await createUserAndLogin(app);
    const second = await createUserAndLogin(app);
    await bulkShipments(first, 3, new Date('2026-05-01T12:00:00Z'));
    await bulkShipments(second, 5, new Date('2026-05-03T12:00:00Z'));
    const url = (day: string) => `/api/v1/shipments?tab=delivered&dateFrom=${day}&pageSize=2&page=2`;
    const a = await get(first.access_token, url('2026-05-01'));
    const b = await get(second.access_token, url('2026-05-03'));
    expect(a).toMatchObject({ total: 3, totalIsCapped: false, page: 2 });
    expect(a.items).toHaveLength(1);
    expect(b).toMatchObject({ total: 5, page: 2 });
    expect(b.items).toHaveLength(2);
    // The first caller again, a later day: only their rows of that day (the newest, at noon on the 1st, falls on
    // the 1st in Amman; none on the 2nd).
    expect(await get(first.access_token, url('2026-05-02'))).toMatchObject({ total: 0, items: [] });
    const own = new Set(
      (await get(first.access_token, '/api/v1/shipments?pageSize=100')).items.map((s: { id: string }) => s.id),
    );
    expect(a.items.every((s: { id: string }) => own.has(s.id))).toBe(true);
    // The tab counts too, kept and counted.
    for (const [caller, rows] of [
      [first, 3],
      [second, 5],
    ] as const) {
      expect((await get(caller.access_token, '/api/v1/shipments/tab-counts')).delivered).toBe(rows);
      expect((await get(caller.access_token, '/api/v1/shipments/tab-counts?dateFrom=2026-05-01')).delivered).toBe(rows);
    }
  });
});

describe('the recipient search', () => {
  it("finds a recipient's rows (an Arabic name spelled either way) from the trigram index instead of reading every row", async () => {
    const owner = await createUserAndLogin(app);
    await bulkShipments(owner, 50, new Date('2026-06-01T12:00:00Z'));
    await app.db.execute(
      sql`update ${shipments} set search_text = 'pt8 هاله صالح' where created_by_user_id = ${owner.id} and tracking_number like 'PT800000%'`,
    );
    // "هالة" (ta marbuta) folds to the stored "هاله".
    const found = await get(owner.access_token, `/api/v1/shipments?q=${encodeURIComponent('هالة صالح')}`);
    expect(found).toMatchObject({ total: 9, totalIsCapped: false });
    // The plan the database would pick if the table were large (a small table is read whole anyway).
    const plan = await app.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = (await tx.execute(
        sql`explain select id from ${shipments} where search_text like ${'%هاله صالح%'}`,
      )) as unknown as { rows: { 'QUERY PLAN': string }[] };
      return result.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('shipments_search_trgm_idx');
  });
});

describe('the tab counts', () => {
  /** The kept counts, and the same counted from the rows (a filter that every row passes makes the API count). */
  async function counts(token: string) {
    const [kept, counted] = await Promise.all([
      get(token, '/api/v1/shipments/tab-counts'),
      get(token, '/api/v1/shipments/tab-counts?dateFrom=2000-01-01'),
    ]);
    expect(kept).toEqual(counted);
    return kept as Record<(typeof SHIPMENT_TABS)[number]['key'], number>;
  }

  it('follow drafts, processing, cancelling, deleting, courier events and uploads, per owner', async () => {
    const organization = await createOrganization(app);
    const admin = await createUserAndLogin(app, { role: Role.OrgAdmin, organizationId: organization.id });
    const member = await createUserAndLogin(app, { role: Role.OrgUser, organizationId: organization.id });
    const loner = await createUserAndLogin(app);
    const home = await addAddress(app, admin, { city: 'Amman', name: 'Org warehouse', type: 2 });
    // The upload's drafts leave from the organization's primary pick-up.
    await app.db.update(addresses).set({ isPrimary: true }).where(eq(addresses.id, home.id));
    const recipient = await addAddress(app, admin, { city: 'Irbid', name: 'هالة صالح' });
    const body = {
      senderAddressId: home.id,
      recipientAddressId: recipient.id,
      parcelTypeId: ids.parcel.get('small-box')!,
      parcelQuantity: 1,
      weightKg: 1,
    };
    const drafts = [];
    for (let i = 0; i < 4; i++)
      drafts.push((await call(app, 'POST', '/api/v1/shipments', { token: admin.access_token, body })).json());
    expect(await counts(member.access_token)).toMatchObject({ all: 4, draft: 4, pending: 0, active: 0 });
    expect(await counts(loner.access_token)).toMatchObject({ all: 0, draft: 0 });

    const process = (id: string) =>
      call(app, 'POST', `/api/v1/shipments/${id}/process`, {
        token: member.access_token,
        body: { courierId: ids.courier.get('FALCON')!, serviceTypeId: ids.service.get('standard')! },
      }).then((r) => {
        expect(r.statusCode).toBe(200);
        return r.json();
      });
    const booked = [await process(drafts[0].id), await process(drafts[1].id)];
    expect(await counts(admin.access_token)).toMatchObject({ all: 4, draft: 2, pending: 2, active: 2 });

    await call(app, 'POST', `/api/v1/shipments/${booked[0].id}/cancel`, { token: admin.access_token });
    const deleted = await call(app, 'DELETE', `/api/v1/shipments/${drafts[2].id}?version=${drafts[2].version}`, {
      token: admin.access_token,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await counts(admin.access_token)).toMatchObject({ all: 3, draft: 1, pending: 1, cancelled: 1, active: 1 });

    const key = await courierKey(app, ids.courier.get('FALCON')!);
    for (const [eventId, status] of [
      ['tab-1', 2],
      ['tab-2', 3],
    ] as const)
      await call(app, 'POST', `/api/v1/partner/shipments/${booked[1].trackingNumber}/events`, {
        token: key,
        body: { eventId, status },
      });
    expect(await counts(admin.access_token)).toMatchObject({
      all: 3,
      pending: 0,
      'in-transit': 0,
      'on-going': 1,
      active: 1,
    });

    const row = (fields: Record<string, string>) => SHIPMENT_IMPORT_COLUMNS.map((c) => fields[c.key] ?? '').join(',');
    const place = {
      country: 'Jordan',
      city: 'Irbid',
      address_line: 'University Street',
      quantity: '1',
      weight_kg: '1',
    };
    const csv = [
      SHIPMENT_IMPORT_COLUMNS.map((c) => c.key).join(','),
      row({ recipient_name: 'Hala Saleh', recipient_phone: '0791234567', ...place }),
      row({ recipient_name: 'عمر حداد', recipient_phone: '0791234568', ...place }),
    ].join('\n');
    const upload = multipartFile(csv, { fileName: 'shipments.csv' });
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/v1/shipments/imports',
      payload: upload.payload,
      headers: { ...upload.headers, authorization: `Bearer ${member.access_token}` },
    });
    expect(uploaded.statusCode).toBe(201);
    expect(await counts(admin.access_token)).toMatchObject({ all: 5, draft: 3 });
    // Nobody else's counts moved.
    expect(await counts(loner.access_token)).toMatchObject({ all: 0 });
  });
});
