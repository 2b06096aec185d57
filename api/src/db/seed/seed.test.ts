import { ROLES, Readiness, ShipmentStatus } from '@portal/shared/domain';
import { toE164 } from '@portal/shared/domain/phone';
import { and, count, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { buildTestApp, call, type TestApp } from '../../../test/support/test-app';
import { createTestDatabase } from '../../../test/support/test-database';
import {
  addresses,
  apiKeys,
  availabilityZones,
  cities,
  countries,
  couriers,
  memberships,
  organizations,
  parcelTypes,
  rates,
  regions,
  serviceTypes,
  shipments,
  shipmentTypes,
  trackingEvents,
  users,
  villages,
} from '../schema';
import { seedDatabase } from '.';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  // Seeded on start, as the server does in demo mode.
  app = await buildTestApp(database, { seed: { demo: true } });
});

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

const countOf = async (table: PgTable, where?: SQL) =>
  (await app.db.select({ n: count() }).from(table).where(where))[0].n;

describe('demo seed', () => {
  it('loads the reference data: 8 countries, 12 governorates, 77 cities, 43 villages with Arabic names and coordinates', async () => {
    expect(await countOf(countries)).toBe(8);
    expect(await countOf(regions)).toBe(12);
    expect(await countOf(cities)).toBe(77);
    expect(await countOf(villages)).toBe(43);
    const [irbid] = await app.db.select().from(cities).where(eq(cities.name, 'Irbid'));
    expect(irbid).toMatchObject({ nameAr: 'إربد', latitude: expect.any(Number), longitude: expect.any(Number) });
    expect(irbid.searchText).toContain('اربد'); // normalized: hamza folded
    expect((await app.db.select().from(serviceTypes)).map((s) => s.code).sort()).toEqual([
      'express',
      'same-day',
      'standard',
    ]);
    expect((await app.db.select().from(parcelTypes)).map((p) => p.code).sort()).toEqual([
      'envelope',
      'large-box',
      'medium-box',
      'small-box',
    ]);
    expect(await countOf(shipmentTypes)).toBeGreaterThanOrEqual(3);
  });

  it('creates three couriers with PNG logos, rates and zones that leave part of Jordan uncovered', async () => {
    const courierRows = await app.db.select().from(couriers);
    expect(courierRows).toHaveLength(3);
    for (const courier of courierRows) {
      expect(courier.logoMimeType).toBe('image/png');
      expect(courier.logo!.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      expect(await countOf(rates, eq(rates.courierId, courier.id))).toBeGreaterThan(0);
    }
    const coveredRegionIds = new Set(
      (await app.db.selectDistinct({ id: availabilityZones.destinationRegionId }).from(availabilityZones)).map(
        (r) => r.id,
      ),
    );
    const allRegions = await app.db.select().from(regions);
    const uncovered = allRegions.filter((r) => !coveredRegionIds.has(r.id)).map((r) => r.name);
    expect(uncovered).toEqual(['Tafilah']);
  });

  it('creates the five demo accounts, each able to log in with Portal#2026', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const response = await call(app, 'POST', '/api/v1/auth/login', {
        body: { email: account.email, password: DEMO_PASSWORD },
      });
      expect(response.statusCode).toBe(200);
      const me = (await call(app, 'GET', '/api/v1/auth/me', { token: response.json().access_token })).json();
      expect(me.role).toBe(account.role);
    }
    expect(DEMO_ACCOUNTS.map((a) => a.role).sort()).toEqual([...ROLES].sort());
  });

  it('puts the org admin and org user in an approved organization; one application waits, one was refused', async () => {
    const all = await app.db.select().from(organizations);
    expect(all.map((row) => [row.name, row.approvalStatus]).sort()).toEqual([
      ['Aqaba Express Logistics', 2],
      ['Desert Movers', 3],
      ['Petra Trading Co.', 1],
    ]);
    const members = await app.db
      .select({ email: users.email, role: memberships.role })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId));
    expect(members.sort((a, b) => a.role - b.role)).toEqual([
      { email: 'orgadmin@portal.local', role: 2 },
      { email: 'orguser@portal.local', role: 3 },
    ]);
  });

  it('gives the individual user and the organization an address book with one primary pick-up each', async () => {
    const primaries = await app.db
      .select()
      .from(addresses)
      .where(and(eq(addresses.isPrimary, true), eq(addresses.type, 2)));
    expect(primaries).toHaveLength(2);
    expect(await countOf(addresses)).toBeGreaterThan(15);
  });

  it('spreads a few hundred shipments over the last 90 days, in every status, with tracking events', async () => {
    const total = await countOf(shipments);
    expect(total).toBeGreaterThanOrEqual(200);
    expect(total).toBeLessThanOrEqual(500);
    const byStatus = await app.db
      .select({ readiness: shipments.readiness, status: shipments.status, n: count() })
      .from(shipments)
      .groupBy(shipments.readiness, shipments.status);
    const statuses = new Set(byStatus.map((row) => row.status));
    for (const status of Object.values(ShipmentStatus)) expect(statuses).toContain(status);
    expect(byStatus.find((row) => row.readiness === Readiness.Draft && row.status === null)?.n).toBeGreaterThan(0);

    const [range] = await app.db
      .select({ oldest: sql<string>`min(${shipments.createdAt})`, newest: sql<string>`max(${shipments.createdAt})` })
      .from(shipments);
    expect(Date.now() - new Date(range.oldest).getTime()).toBeLessThanOrEqual(91 * 24 * 3600 * 1000);
    expect(Date.now() - new Date(range.newest).getTime()).toBeLessThan(24 * 3600 * 1000);

    // Every processed shipment has a tracking number, snapshots, a price and a first tracking event.
    const processed = await app.db.select().from(shipments).where(isNotNull(shipments.status));
    for (const shipment of processed) {
      expect(shipment.trackingNumber).toMatch(/^PT\d{11}$/);
      expect(shipment.senderSnapshot?.cityName).toBeTruthy();
      expect(shipment.recipientSnapshot?.cityName).toBeTruthy();
      expect(shipment.courierSnapshot?.name).toBeTruthy();
      expect(shipment.priceFils).toBe(shipment.priceSnapshot?.totalFils);
    }
    const withoutEvents = await app.db
      .select({ id: shipments.id })
      .from(shipments)
      .leftJoin(trackingEvents, eq(trackingEvents.shipmentId, shipments.id))
      .where(and(isNotNull(shipments.status), isNull(trackingEvents.id)));
    expect(withoutEvents).toEqual([]);
    const delivered = processed.find((s) => s.status === ShipmentStatus.Delivered)!;
    const events = await app.db
      .select()
      .from(trackingEvents)
      .where(eq(trackingEvents.shipmentId, delivered.id))
      .orderBy(trackingEvents.occurredAt);
    expect(events.map((e) => e.status)).toEqual([1, 2, 3, 4]);
  });

  it("gives most demo shipments the merchant's order number, which the list's search finds", async () => {
    const rows = await app.db
      .select({ reference: shipments.reference, organizationId: shipments.organizationId })
      .from(shipments)
      .where(isNotNull(shipments.reference));
    expect(rows.length).toBeGreaterThan(150);
    // One numbering per owner: no order number twice within an organization or an individual's shipments.
    const keys = rows.map((row) => `${row.organizationId}|${row.reference}`);
    expect(new Set(keys).size).toBe(keys.length);
    const login = await call(app, 'POST', '/api/v1/auth/login', {
      body: { email: 'orguser@portal.local', password: DEMO_PASSWORD },
    });
    const list = await call(app, 'GET', '/api/v1/shipments?q=ux-1011', { token: login.json().access_token });
    expect(list.json().items).toEqual([expect.objectContaining({ reference: 'UX-1011' })]);
  });

  it('includes API keys in several states', async () => {
    const statuses = new Set((await app.db.select({ status: apiKeys.status }).from(apiKeys)).map((k) => k.status));
    expect([...statuses].sort()).toEqual([1, 2, 3, 4]);
  });

  it("uses phone numbers the portal's phone rule accepts, in E.164 where the API stores them so", async () => {
    const inE164 = [
      ...(await app.db.select({ phone: users.phoneNumber }).from(users)),
      ...(await app.db.select({ phone: addresses.phoneNumber }).from(addresses)),
      ...(await app.db.select({ phone: sql<string>`${shipments.senderSnapshot}->>'phoneNumber'` }).from(shipments)),
      ...(await app.db.select({ phone: sql<string>`${shipments.recipientSnapshot}->>'phoneNumber'` }).from(shipments)),
    ].flatMap((row) => (row.phone === null ? [] : [row.phone]));
    expect(inE164.length).toBeGreaterThan(100);
    expect(inE164.filter((phone) => toE164(phone) !== phone)).toEqual([]);
    // Organizations' numbers too.
    const organizationPhones = await app.db.select({ phone: organizations.phoneNumber }).from(organizations);
    const typed = organizationPhones.flatMap((row) => (row.phone === null ? [] : [row.phone]));
    expect(typed.length).toBe(2);
    expect(typed.filter((phone) => toE164(phone) !== phone)).toEqual([]);
  });

  it('adds nothing on a second start', async () => {
    const tables = [
      countries,
      regions,
      cities,
      villages,
      couriers,
      rates,
      availabilityZones,
      users,
      organizations,
      addresses,
      shipments,
      trackingEvents,
      apiKeys,
    ];
    const before = await Promise.all(tables.map((t) => countOf(t)));
    const again = await seedDatabase(app.db, { demo: true, passwords: app.passwords });
    expect(again.demoSeeded).toBe(false);
    expect(await Promise.all(tables.map((t) => countOf(t)))).toEqual(before);
  });
});

describe('production seed', () => {
  it('loads reference data but never demo accounts, couriers or shipments', async () => {
    const fresh = await createTestDatabase();
    try {
      await seedDatabase(fresh.db, { demo: false, passwords: app.passwords });
      const n = async (table: typeof users | typeof couriers | typeof shipments | typeof cities) =>
        (await fresh.db.select({ n: count() }).from(table))[0].n;
      expect(await n(cities)).toBe(77);
      expect(await n(users)).toBe(0);
      expect(await n(couriers)).toBe(0);
      expect(await n(shipments)).toBe(0);
    } finally {
      await fresh.dispose();
    }
  });
});
