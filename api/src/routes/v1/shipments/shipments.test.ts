import { canTransition, Readiness, Role, SHIPMENT_TABS, ShipmentStatus } from '@portal/shared/domain';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { seedDatabase } from '../../../db/seed';
import { demoCourierKey } from '../../../db/seed/demo';
import { addresses, shipments, trackingEvents } from '../../../db/schema';
import { isValidTrackingNumber } from '../../../lib/tracking-number';
import { searchTextOf } from '../../../services/shipment-search-text';
import { createOrganization, createUserAndLogin } from '../../../../test/support/fixtures';
import { buildTestApp, call, type TestApp } from '../../../../test/support/test-app';
import { createTestDatabase } from '../../../../test/support/test-database';
import { addAddress, courierKey, pdfText, referenceIds } from '../../../../test/support/shipments';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: TestApp;
let ids: Awaited<ReturnType<typeof referenceIds>>;
type Account = Awaited<ReturnType<typeof createUserAndLogin>>;
let alice: Account;
let bob: Account;
let aliceHome: { id: string };
let aliceIrbid: { id: string };
let aliceTafilah: { id: string };
let aliceKarak: { id: string };

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database);
  await seedDatabase(app.db, { demo: true, passwords: app.passwords });
  ids = await referenceIds(app);
  alice = await createUserAndLogin(app);
  bob = await createUserAndLogin(app);
  aliceHome = await addAddress(app, alice, { city: 'Amman', name: 'Alice Home', type: 2 });
  aliceIrbid = await addAddress(app, alice, {
    city: 'Irbid',
    name: 'Hala Saleh',
    phoneNumber: '+962 78 512 3344',
    addressLine: 'University Street',
  });
  aliceTafilah = await addAddress(app, alice, { city: 'Tafilah', name: 'Basel Hijazi' });
  aliceKarak = await addAddress(app, alice, { city: 'Karak', name: 'Noor Tamimi' });
});

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

const smallBox = () => ({ parcelTypeId: ids.parcel.get('small-box')!, parcelQuantity: 1, weightKg: 1 });

async function draft(token: string, body: Record<string, unknown>) {
  const response = await call(app, 'POST', '/api/v1/shipments', { token, body });
  expect(response.statusCode).toBe(201);
  return response.json() as {
    id: string;
    version: number;
    readiness: number;
    status: number | null;
    trackingNumber: string | null;
  };
}

async function processed(
  token = alice.access_token,
  recipientAddressId = aliceIrbid.id,
  courier = 'FALCON',
  service = 'standard',
  extra: Record<string, unknown> = {},
) {
  const created = await draft(token, {
    senderAddressId: aliceHome.id,
    recipientAddressId,
    ...smallBox(),
    paymentType: 'cod',
    codAmountFils: 12_500,
    ...extra,
  });
  const response = await call(app, 'POST', `/api/v1/shipments/${created.id}/process`, {
    token,
    body: { courierId: ids.courier.get(courier)!, serviceTypeId: ids.service.get(service)! },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    id: string;
    trackingNumber: string;
    status: number;
    version: number;
    priceFils: number;
    reference: string | null;
  };
}

describe('drafts', () => {
  it('saves a draft at any step, updates it with its version and refuses a stale version', async () => {
    const created = await draft(alice.access_token, { senderAddressId: aliceHome.id });
    expect(created).toMatchObject({ readiness: Readiness.Draft, status: null, trackingNumber: null, version: 1 });
    const updated = await call(app, 'PATCH', `/api/v1/shipments/${created.id}`, {
      token: alice.access_token,
      body: { version: 1, recipientAddressId: aliceIrbid.id, ...smallBox(), parcelNotes: 'Fragile' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      version: 2,
      parcelNotes: 'Fragile',
      recipient: { name: 'Hala Saleh', cityName: 'Irbid' },
      sender: { name: 'Alice Home' },
    });
    const stale = await call(app, 'PATCH', `/api/v1/shipments/${created.id}`, {
      token: alice.access_token,
      body: { version: 1, parcelNotes: 'Other' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'Someone else changed this item. Reload it and try again',
    });
  });

  it("keeps the merchant's reference set through the API: trimmed, blank clears it, at most 100 characters", async () => {
    const created = await draft(alice.access_token, { senderAddressId: aliceHome.id, reference: '  UX-1011 ' });
    expect(created).toMatchObject({ reference: 'UX-1011' });
    const read = await call(app, 'GET', `/api/v1/shipments/${created.id}`, { token: alice.access_token });
    expect(read.json()).toMatchObject({ reference: 'UX-1011' });
    const cleared = await call(app, 'PATCH', `/api/v1/shipments/${created.id}`, {
      token: alice.access_token,
      body: { version: 1, reference: '   ' },
    });
    expect(cleared.json()).toMatchObject({ version: 2, reference: null });
    const tooLong = await call(app, 'POST', '/api/v1/shipments', {
      token: alice.access_token,
      body: { senderAddressId: aliceHome.id, reference: 'R'.repeat(101) },
    });
    expect(tooLong.statusCode).toBe(400);
    const longest = await draft(alice.access_token, { senderAddressId: aliceHome.id, reference: 'R'.repeat(100) });
    expect(longest).toMatchObject({ reference: 'R'.repeat(100) });
  });

  it('takes a typed-in recipient and checks that its city exists in its country', async () => {
    const irbid = (await app.db.query.cities.findFirst({ where: (c, { eq: equals }) => equals(c.name, 'Irbid') }))!;
    const created = await draft(alice.access_token, {
      senderAddressId: aliceHome.id,
      recipient: {
        name: 'رنا جابر',
        phoneNumber: '+962 78 900 4455',
        countryId: irbid.countryId,
        cityId: irbid.id,
        addressLine: 'شارع الجامعة',
      },
    });
    const details = (await call(app, 'GET', `/api/v1/shipments/${created.id}`, { token: alice.access_token })).json();
    expect(details.recipient).toMatchObject({
      name: 'رنا جابر',
      cityName: 'Irbid',
      cityNameAr: 'إربد',
      regionName: 'Irbid',
    });
    const wrong = await call(app, 'POST', '/api/v1/shipments', {
      token: alice.access_token,
      body: {
        recipient: {
          name: 'X',
          phoneNumber: '+962 78 900 4455',
          countryId: aliceHome.id,
          cityId: irbid.id,
          addressLine: 'Y',
        },
      },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details).toEqual([{ field: 'recipient.cityId', message: 'This value is not allowed' }]);
  });

  it("reads a typed-in recipient's phone number with the portal's one rule and keeps it in E.164", async () => {
    const irbid = (await app.db.query.cities.findFirst({ where: (c, { eq: equals }) => equals(c.name, 'Irbid') }))!;
    const recipient = { name: 'X', countryId: irbid.countryId, cityId: irbid.id, addressLine: 'Y' };
    const refused = await call(app, 'POST', '/api/v1/shipments', {
      token: alice.access_token,
      body: { recipient: { ...recipient, phoneNumber: '1234567' } },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toContainEqual({ field: 'recipient.phoneNumber', message: 'Invalid phone number' });
    const created = await draft(alice.access_token, { recipient: { ...recipient, phoneNumber: '078 900 4455' } });
    const details = (await call(app, 'GET', `/api/v1/shipments/${created.id}`, { token: alice.access_token })).json();
    expect(details.recipient.phoneNumber).toBe('+962789004455');
  });

  it('refuses a client-supplied price or unknown field', async () => {
    const response = await call(app, 'POST', '/api/v1/shipments', {
      token: alice.access_token,
      body: { priceFils: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([{ field: 'priceFils', message: 'This field is not allowed' }]);
  });
});

describe('rating', () => {
  it('lists one row per courier and service covering the route, priced from the rate table with transit days', async () => {
    const created = await draft(alice.access_token, {
      senderAddressId: aliceHome.id,
      recipientAddressId: aliceIrbid.id,
      ...smallBox(),
    });
    const response = await call(app, 'GET', `/api/v1/shipments/${created.id}/rates`, { token: alice.access_token });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.covered).toBe(true);
    const rows = body.items.map(
      (r: { courier: { code: string }; serviceType: { code: string }; priceFils: number; transitDays: number }) => [
        r.courier.code,
        r.serviceType.code,
        r.priceFils,
        r.transitDays,
      ],
    );
    // Amman → Irbid: country-wide tariffs (same-day only inside Amman); small box 1 kg → 2 kg chargeable (volumetric 1.8).
    expect(rows).toEqual(
      expect.arrayContaining([
        ['FALCON', 'standard', 3000, 2],
        ['FALCON', 'express', 4500, 1],
        ['NABATEAN', 'standard', 2700, 3],
        ['NABATEAN', 'express', 4050, 2],
        ['DESERTROSE', 'standard', 3300, 2],
      ]),
    );
    expect(rows).toHaveLength(5);
    expect(body.items.map((r: { priceFils: number }) => r.priceFils)).toEqual(
      [...body.items.map((r: { priceFils: number }) => r.priceFils)].sort((a, b) => a - b),
    );
    for (const rate of body.items) {
      for (const date of [rate.expectedPickupDate, rate.expectedDeliveryDate])
        expect([5, 6]).not.toContain(new Date(`${date}T00:00:00Z`).getUTCDay());
    }
  });

  it('charges the per-kg price for the chargeable weight above the included weight', async () => {
    const created = await draft(alice.access_token, {
      senderAddressId: aliceHome.id,
      recipientAddressId: aliceIrbid.id,
      parcelTypeId: ids.parcel.get('small-box')!,
      parcelQuantity: 2,
      weightKg: 6.2,
    });
    const body = (
      await call(app, 'POST', `/api/v1/shipments/${created.id}/rates`, { token: alice.access_token })
    ).json();
    const falcon = body.items.find(
      (r: { courier: { code: string }; serviceType: { code: string } }) =>
        r.courier.code === 'FALCON' && r.serviceType.code === 'standard',
    );
    // 2 pieces of 3.1 kg (volumetric 1.8 each) = 6.2 → 6.5 kg chargeable; 4.5 kg above the included 2 kg at 500 fils.
    expect(falcon).toMatchObject({
      chargeableWeightKg: 6.5,
      basePriceFils: 3000,
      weightPriceFils: 2250,
      priceFils: 5250,
    });
  });

  it("says 'area not covered' (in the caller's language) when no courier covers the route", async () => {
    const created = await draft(alice.access_token, {
      senderAddressId: aliceHome.id,
      recipientAddressId: aliceTafilah.id,
      ...smallBox(),
    });
    const english = (
      await call(app, 'GET', `/api/v1/shipments/${created.id}/rates`, { token: alice.access_token })
    ).json();
    expect(english).toEqual({ items: [], covered: false, message: 'Area not covered', weight: expect.any(Object) });
    const arabic = (
      await call(app, 'GET', `/api/v1/shipments/${created.id}/rates`, { token: alice.access_token, lang: 'ar' })
    ).json();
    expect(arabic.message).toBe('المنطقة غير مشمولة بالتغطية');
    const refused = await call(app, 'POST', `/api/v1/shipments/${created.id}/process`, {
      token: alice.access_token,
      body: { courierId: ids.courier.get('FALCON')!, serviceTypeId: ids.service.get('standard')! },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Area not covered');
  });

  it("lists only the draft's preferred service when it names one", async () => {
    const created = await draft(alice.access_token, {
      senderAddressId: aliceHome.id,
      recipientAddressId: aliceIrbid.id,
      ...smallBox(),
      serviceTypeId: ids.service.get('express')!,
    });
    const body = (
      await call(app, 'GET', `/api/v1/shipments/${created.id}/rates`, { token: alice.access_token })
    ).json();
    expect(
      body.items
        .map(
          (r: { courier: { code: string }; serviceType: { code: string } }) =>
            `${r.courier.code}/${r.serviceType.code}`,
        )
        .sort(),
    ).toEqual(['FALCON/express', 'NABATEAN/express']);
  });

  it('quotes an unsaved shipment and names what is missing on an incomplete draft', async () => {
    const quote = await call(app, 'POST', '/api/v1/shipments/rates', {
      token: alice.access_token,
      body: { senderAddressId: aliceHome.id, recipientAddressId: aliceKarak.id, ...smallBox() },
    });
    expect(quote.statusCode).toBe(200);
    // Karak is in the south: DESERTROSE does not go there; the southern tariff applies.
    expect(quote.json().items.map((r: { courier: { code: string } }) => r.courier.code)).not.toContain('DESERTROSE');
    expect(
      quote
        .json()
        .items.find(
          (r: { courier: { code: string }; serviceType: { code: string } }) =>
            r.courier.code === 'FALCON' && r.serviceType.code === 'standard',
        ).priceFils,
    ).toBe(4000);
    const incomplete = await draft(alice.access_token, { senderAddressId: aliceHome.id });
    const response = await call(app, 'GET', `/api/v1/shipments/${incomplete.id}/rates`, { token: alice.access_token });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((d: { field: string }) => d.field)).toEqual([
      'recipientAddressId',
      // No parcel type: a custom parcel, which needs its weight.
      'weightKg',
    ]);
  });
});

describe('the chargeable weight beside the rates', () => {
  it('says the weight every rate is priced on and whether it is the weight entered or the volume', async () => {
    const largeBox = { parcelTypeId: ids.parcel.get('large-box')!, parcelQuantity: 1 };
    const bulky = await call(app, 'POST', '/api/v1/shipments/rates', {
      token: alice.access_token,
      body: { senderAddressId: aliceHome.id, recipientAddressId: aliceKarak.id, ...largeBox, weightKg: 6 },
    });
    expect(bulky.statusCode).toBe(200);
    // 60×40×40 cm / 5000 = 19.2 kg, more than the 6 kg entered: charged by volume, rounded up to 0.5 kg.
    expect(bulky.json().weight).toEqual({ actualKg: 6, volumetricKg: 19.2, chargeableKg: 19.5, basis: 'volumetric' });
    expect(bulky.json().items[0].chargeableWeightKg).toBe(19.5);

    const heavy = await draft(alice.access_token, {
      senderAddressId: aliceHome.id,
      recipientAddressId: aliceKarak.id,
      ...smallBox(),
      weightKg: 3.2,
    });
    const rates = await call(app, 'GET', `/api/v1/shipments/${heavy.id}/rates`, { token: alice.access_token });
    expect(rates.json().weight).toEqual({ actualKg: 3.2, volumetricKg: 1.8, chargeableKg: 3.5, basis: 'actual' });
  });
});

describe('processing', () => {
  it('re-prices, assigns a valid tracking number, sets pending with working-day dates and snapshots the parties', async () => {
    const shipment = await processed();
    expect(isValidTrackingNumber(shipment.trackingNumber)).toBe(true);
    const details = (await call(app, 'GET', `/api/v1/shipments/${shipment.id}`, { token: alice.access_token })).json();
    expect(details).toMatchObject({
      readiness: Readiness.Ready,
      status: ShipmentStatus.Pending,
      priceFils: 3000,
      price: { totalFils: 3000, chargeableWeightKg: 2, transitDays: 2, currency: 'JOD' },
      courier: { code: 'FALCON', name: 'Falcon Express' },
      serviceType: { code: 'standard' },
      sender: { name: 'Alice Home', cityName: 'Amman' },
      recipient: { name: 'Hala Saleh', cityName: 'Irbid' },
      events: [{ status: ShipmentStatus.Pending, source: 'portal', location: 'Amman' }],
    });
    for (const date of [details.expectedPickupDate, details.expectedDeliveryDate])
      expect([5, 6]).not.toContain(new Date(`${date}T00:00:00Z`).getUTCDay());
    expect(details.expectedDeliveryDate > details.expectedPickupDate).toBe(true);

    // Editing the address book later never changes the booked shipment.
    await app.db.update(addresses).set({ name: 'Renamed' }).where(eq(addresses.id, aliceIrbid.id));
    const again = (await call(app, 'GET', `/api/v1/shipments/${shipment.id}`, { token: alice.access_token })).json();
    expect(again.recipient.name).toBe('Hala Saleh');
    await app.db.update(addresses).set({ name: 'Hala Saleh' }).where(eq(addresses.id, aliceIrbid.id));
  });

  it('is idempotent: processing again (even at once, or with another courier) returns the same shipment and tracking number', async () => {
    const created = await draft(alice.access_token, {
      senderAddressId: aliceHome.id,
      recipientAddressId: aliceIrbid.id,
      ...smallBox(),
    });
    const body = { courierId: ids.courier.get('NABATEAN')!, serviceTypeId: ids.service.get('express')! };
    const responses = await Promise.all(
      Array.from({ length: 4 }, () =>
        call(app, 'POST', `/api/v1/shipments/${created.id}/process`, { token: alice.access_token, body }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const numbers = new Set(responses.map((r) => r.json().trackingNumber));
    expect(numbers.size).toBe(1);
    const other = await call(app, 'POST', `/api/v1/shipments/${created.id}/process`, {
      token: alice.access_token,
      body: { courierId: ids.courier.get('FALCON')!, serviceTypeId: ids.service.get('standard')! },
    });
    expect(other.json()).toMatchObject({
      trackingNumber: [...numbers][0],
      courier: { code: 'NABATEAN' },
      priceFils: 4050,
    });
    const events = await app.db.select().from(trackingEvents).where(eq(trackingEvents.shipmentId, created.id));
    expect(events).toHaveLength(1);
  });

  it('gives random, non-sequential tracking numbers', async () => {
    const numbers = [
      (await processed()).trackingNumber,
      (await processed()).trackingNumber,
      (await processed()).trackingNumber,
    ];
    const payloads = numbers.map((n) => Number(n.slice(2, 12)));
    expect(new Set(numbers).size).toBe(3);
    expect(Math.abs(payloads[1] - payloads[0])).toBeGreaterThan(1);
    expect(Math.abs(payloads[2] - payloads[1])).toBeGreaterThan(1);
  });
});

/** Puts a shipment straight into a state (for the transition table). */
async function inState(state: ShipmentStatus | 'draft') {
  if (state === 'draft')
    return draft(alice.access_token, {
      senderAddressId: aliceHome.id,
      recipientAddressId: aliceIrbid.id,
      ...smallBox(),
    });
  const shipment = await processed();
  if (state !== ShipmentStatus.Pending)
    await app.db.update(shipments).set({ status: state }).where(eq(shipments.id, shipment.id));
  return shipment;
}

describe('transitions', () => {
  const states = ['draft', 1, 2, 3, 4, 5, 6] as const;

  it.each(states)('a user cancels from %s only where allowed (draft or pending), 409 otherwise', async (state) => {
    const shipment = await inState(state);
    const response = await call(app, 'POST', `/api/v1/shipments/${shipment.id}/cancel`, {
      token: alice.access_token,
      body: {},
    });
    const allowed = canTransition(state === 'draft' ? null : state, ShipmentStatus.Cancelled);
    expect(response.statusCode).toBe(allowed ? 200 : 409);
    if (allowed) {
      expect(response.json()).toMatchObject({ status: ShipmentStatus.Cancelled, readiness: Readiness.Ready });
      expect(response.json().events.at(-1)).toMatchObject({ status: ShipmentStatus.Cancelled, source: 'portal' });
    } else {
      expect(response.json().message).toBe('This shipment can no longer be cancelled');
    }
  });

  it('a cancelled draft cannot be processed', async () => {
    const shipment = await inState('draft');
    await call(app, 'POST', `/api/v1/shipments/${shipment.id}/cancel`, { token: alice.access_token });
    const response = await call(app, 'POST', `/api/v1/shipments/${shipment.id}/process`, {
      token: alice.access_token,
      body: { courierId: ids.courier.get('FALCON')!, serviceTypeId: ids.service.get('standard')! },
    });
    expect(response.statusCode).toBe(409);
  });

  const courierSteps = [
    ShipmentStatus.PickUp,
    ShipmentStatus.OnGoing,
    ShipmentStatus.Delivered,
    ShipmentStatus.Returned,
  ];
  const pairs = ([1, 2, 3, 4, 5, 6] as ShipmentStatus[]).flatMap((from) =>
    courierSteps.map((to) => [from, to] as const),
  );

  it.each(pairs)('a courier moves a shipment from %i to %i only where the domain allows it', async (from, to) => {
    const key = await courierKey(app, ids.courier.get('FALCON')!);
    const shipment = await inState(from);
    const response = await call(app, 'POST', `/api/v1/partner/shipments/${shipment.trackingNumber}/events`, {
      token: key,
      body: { eventId: `evt-${from}-${to}-${shipment.id}`, status: to, location: 'Amman hub' },
    });
    const allowed = canTransition(from, to);
    expect(response.statusCode).toBe(allowed ? 201 : 409);
    const [row] = await app.db.select().from(shipments).where(eq(shipments.id, shipment.id));
    expect(row.status).toBe(allowed ? to : from);
  });
});

describe('scoping', () => {
  it("hides another owner's shipments (404), lists only the caller's, and refuses another owner's address", async () => {
    const shipment = await processed();
    for (const [method, url] of [
      ['GET', `/api/v1/shipments/${shipment.id}`],
      ['GET', `/api/v1/shipments/${shipment.id}/label`],
      ['POST', `/api/v1/shipments/${shipment.id}/cancel`],
    ] as const) {
      expect((await call(app, method, url, { token: bob.access_token })).statusCode).toBe(404);
    }
    const list = (await call(app, 'GET', '/api/v1/shipments?pageSize=100', { token: bob.access_token })).json();
    expect(list.total).toBe(0);
    const stolen = await call(app, 'POST', '/api/v1/shipments', {
      token: bob.access_token,
      body: { senderAddressId: aliceHome.id },
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().details).toEqual([{ field: 'senderAddressId', message: 'This value is not allowed' }]);
  });

  it("shows organization members the organization's shipments", async () => {
    const organization = await createOrganization(app);
    const admin = await createUserAndLogin(app, { role: Role.OrgAdmin, organizationId: organization.id });
    const member = await createUserAndLogin(app, { role: Role.OrgUser, organizationId: organization.id });
    const home = await addAddress(app, admin, { city: 'Amman', name: 'Org warehouse', type: 2 });
    const created = await draft(admin.access_token, { senderAddressId: home.id });
    expect((await call(app, 'GET', `/api/v1/shipments/${created.id}`, { token: member.access_token })).statusCode).toBe(
      200,
    );
    expect((await call(app, 'GET', `/api/v1/shipments/${created.id}`, { token: alice.access_token })).statusCode).toBe(
      404,
    );
  });

  it('is closed to system admins and to callers without a token', async () => {
    const sysadmin = await createUserAndLogin(app, { role: Role.SystemAdmin });
    expect((await call(app, 'GET', '/api/v1/shipments', { token: sysadmin.access_token })).statusCode).toBe(403);
    expect((await call(app, 'GET', '/api/v1/shipments')).statusCode).toBe(401);
  });
});

describe('list', () => {
  let carol: Account;
  const made: { id: string; trackingNumber: string | null }[] = [];

  beforeAll(async () => {
    carol = await createUserAndLogin(app);
    const home = await addAddress(app, carol, { city: 'Amman', name: 'Carol Home', type: 2 });
    const salt = await addAddress(app, carol, { city: 'Salt', name: 'مُنى الحدّاد' });
    const zarqa = await addAddress(app, carol, { city: 'Zarqa', name: 'Zaid Kareem' });
    for (const [recipient, courier] of [
      [salt, 'FALCON'],
      [zarqa, 'NABATEAN'],
      [salt, 'NABATEAN'],
    ] as const) {
      const created = await draft(carol.access_token, {
        senderAddressId: home.id,
        recipientAddressId: recipient.id,
        ...smallBox(),
      });
      const done = await call(app, 'POST', `/api/v1/shipments/${created.id}/process`, {
        token: carol.access_token,
        body: { courierId: ids.courier.get(courier)!, serviceTypeId: ids.service.get('standard')! },
      });
      made.push(done.json());
    }
    made.push(await draft(carol.access_token, { senderAddressId: home.id, recipientAddressId: zarqa.id }));
    const key = await courierKey(app, ids.courier.get('NABATEAN')!);
    await call(app, 'POST', `/api/v1/partner/shipments/${made[1].trackingNumber}/events`, {
      token: key,
      body: { eventId: 'list-1', status: 2 },
    });
  });

  it('counts every tab in one call', async () => {
    const response = await call(app, 'GET', '/api/v1/shipments/tab-counts', { token: carol.access_token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      all: 4,
      pending: 2,
      'in-transit': 1,
      delivered: 0,
      returned: 0,
      'on-going': 0,
      cancelled: 0,
      draft: 1,
      active: 3,
    });
    expect(Object.keys(response.json()).sort()).toEqual(SHIPMENT_TABS.map((t) => t.key).sort());
  });

  it('filters by tab, courier, search (tracking number or recipient, Arabic-insensitive) and sorts and pages', async () => {
    const list = (query: string) =>
      call(app, 'GET', `/api/v1/shipments?${query}`, { token: carol.access_token }).then((r) => r.json());
    expect((await list('tab=pending')).items.map((s: { id: string }) => s.id).sort()).toEqual(
      [made[0].id, made[2].id].sort(),
    );
    expect((await list('tab=draft')).items).toEqual([
      expect.objectContaining({
        id: made[3].id,
        readiness: 2,
        status: null,
        recipientName: 'Zaid Kareem',
        recipientCityName: 'Zarqa',
      }),
    ]);
    expect((await list(`courierId=${ids.courier.get('NABATEAN')}`)).total).toBe(2);
    expect((await list(`q=${made[1].trackingNumber}`)).items.map((s: { id: string }) => s.id)).toEqual([made[1].id]);
    // Typed without diacritics and with a plain alef: still found.
    expect((await list(`q=${encodeURIComponent('منى الحداد')}`)).total).toBe(2);
    expect((await list(`q=zaid`)).total).toBe(2);
    const page1 = await list('pageSize=2&sort=createdAt');
    const page2 = await list('pageSize=2&page=2&sort=createdAt');
    expect(page1).toMatchObject({ total: 4, page: 1, pageSize: 2 });
    expect([...page1.items, ...page2.items].map((s: { id: string }) => s.id)).toEqual(made.map((s) => s.id));
    const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
    expect((await list(`dateFrom=${today}&dateTo=${today}`)).total).toBe(4);
    expect((await list('dateTo=2020-01-01')).total).toBe(0);
    const counts = (
      await call(app, 'GET', `/api/v1/shipments/tab-counts?courierId=${ids.courier.get('NABATEAN')}`, {
        token: carol.access_token,
      })
    ).json();
    expect(counts).toMatchObject({ all: 2, pending: 1, 'in-transit': 1, draft: 0 });
  });

  it("finds a shipment by the merchant's reference (q, any case) and filters by the exact reference", async () => {
    const dave = await createUserAndLogin(app);
    const home = await addAddress(app, dave, { city: 'Amman', name: 'Dave Home', type: 2 });
    const irbid = await addAddress(app, dave, { city: 'Irbid', name: 'Rami Haddad' });
    const booked = await draft(dave.access_token, {
      senderAddressId: home.id,
      recipientAddressId: irbid.id,
      ...smallBox(),
      reference: 'UX-1011',
    });
    await call(app, 'POST', `/api/v1/shipments/${booked.id}/process`, {
      token: dave.access_token,
      body: { courierId: ids.courier.get('FALCON')!, serviceTypeId: ids.service.get('standard')! },
    });
    const longer = await draft(dave.access_token, { senderAddressId: home.id, reference: 'UX-10112' });
    await draft(dave.access_token, { senderAddressId: home.id, recipientAddressId: irbid.id });
    // Another owner's shipment with the same reference is never found.
    await draft(carol.access_token, { reference: 'UX-1011' });
    const list = (query: string) =>
      call(app, 'GET', `/api/v1/shipments?${query}`, { token: dave.access_token }).then((r) => r.json());
    const ids_ = (page: { items: { id: string }[] }) => page.items.map((s) => s.id).sort();

    expect(ids_(await list('q=ux-1011'))).toEqual([booked.id, longer.id].sort());
    const exact = await list('reference=UX-1011');
    expect(exact.total).toBe(1);
    expect(exact.items).toEqual([
      expect.objectContaining({ id: booked.id, reference: 'UX-1011', recipientName: 'Rami Haddad' }),
    ]);
    expect((await list('reference=ux-1011')).total).toBe(0);
    expect((await list('reference=UX-1011&tab=draft')).total).toBe(0);
    const counts = await call(app, 'GET', '/api/v1/shipments/tab-counts?reference=UX-10112', {
      token: dave.access_token,
    });
    expect(counts.json()).toMatchObject({ all: 1, draft: 1, pending: 0 });
    const tooLong = await call(app, 'GET', `/api/v1/shipments?reference=${'R'.repeat(101)}`, {
      token: dave.access_token,
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it('finds shipments stored before the reference was searchable once the migration has run', async () => {
    const erin = await createUserAndLogin(app);
    const references = ['  UX-2042 ', 'طلبيّة  ٥-أ'];
    await app.db
      .insert(shipments)
      .values(references.map((reference) => ({ createdByUserId: erin.id, reference, searchText: 'hala saleh' })));
    const migration = readFileSync(
      path.join(__dirname, '../../../../drizzle/0013_shipment_reference_search.sql'),
      'utf8',
    );
    // Twice: a second run changes nothing.
    await app.db.execute(sql.raw(migration));
    await app.db.execute(sql.raw(migration));
    const rows = await app.db.select().from(shipments).where(eq(shipments.createdByUserId, erin.id));
    expect(rows.map((row) => row.searchText).sort()).toEqual(
      references.map((reference) => searchTextOf(null, null, null, `Hala Saleh ${reference}`)).sort(),
    );
    const list = (q: string) =>
      call(app, 'GET', `/api/v1/shipments?q=${encodeURIComponent(q)}`, { token: erin.access_token }).then((r) =>
        r.json(),
      );
    expect((await list('ux-2042')).total).toBe(1);
    expect((await list('طلبية ٥')).total).toBe(1);
  });
});

describe('label', () => {
  it('is a 4×6 in PDF (or A4) carrying the tracking number, parties, courier, service, COD amount and reference', async () => {
    const shipment = await processed(alice.access_token, aliceIrbid.id, 'FALCON', 'standard', { reference: 'UX-1011' });
    expect(shipment.reference).toBe('UX-1011');
    const response = await call(app, 'GET', `/api/v1/shipments/${shipment.id}/label`, { token: alice.access_token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 288 432\]/);
    const text = pdfText(pdf);
    expect(text).toContain(shipment.trackingNumber);
    for (const expected of [
      'Hala Saleh',
      'Alice Home',
      'Falcon Express',
      'Standard',
      'COD 12.500 JOD',
      'Irbid',
      'Ref: UX-1011',
    ])
      expect(text).toContain(expected);

    const a4 = await call(app, 'GET', `/api/v1/shipments/${shipment.id}/label?size=a4`, { token: alice.access_token });
    expect(a4.rawPayload.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    expect(pdfText(a4.rawPayload)).toContain(shipment.trackingNumber);
    expect(pdfText(a4.rawPayload)).toContain('Ref: UX-1011');
    // Without a reference the label has no reference line.
    const plain = await processed();
    const plainLabel = await call(app, 'GET', `/api/v1/shipments/${plain.id}/label`, { token: alice.access_token });
    expect(pdfText(plainLabel.rawPayload)).not.toContain('Ref:');
  });

  it('prints an Arabic recipient with the embedded Arabic font (shaped glyphs, not boxes)', async () => {
    const irbid = (await app.db.query.cities.findFirst({ where: (c, { eq: equals }) => equals(c.name, 'Irbid') }))!;
    const created = await draft(alice.access_token, {
      senderAddressId: aliceHome.id,
      recipient: {
        name: 'رنا جابر',
        phoneNumber: '+962 78 900 4455',
        countryId: irbid.countryId,
        cityId: irbid.id,
        addressLine: 'شارع الجامعة',
      },
      ...smallBox(),
    });
    await call(app, 'POST', `/api/v1/shipments/${created.id}/process`, {
      token: alice.access_token,
      body: { courierId: ids.courier.get('FALCON')!, serviceTypeId: ids.service.get('standard')! },
    });
    const pdf = (
      await call(app, 'GET', `/api/v1/shipments/${created.id}/label`, { token: alice.access_token })
    ).rawPayload.toString('latin1');
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansArabic-Bold/);
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansArabic-Regular/);
  });

  it('does not exist for a draft', async () => {
    const created = await draft(alice.access_token, { senderAddressId: aliceHome.id });
    const response = await call(app, 'GET', `/api/v1/shipments/${created.id}/label`, { token: alice.access_token });
    expect(response.statusCode).toBe(409);
  });
});

describe('public tracking', () => {
  it('shows status, dates and a city-level timeline to anyone, never names, phones or addresses', async () => {
    const shipment = await processed();
    const key = await courierKey(app, ids.courier.get('FALCON')!);
    await call(app, 'POST', `/api/v1/partner/shipments/${shipment.trackingNumber}/events`, {
      token: key,
      body: { eventId: 'pub-1', status: 2, location: 'Amman', note: 'Collected from Alice Home' },
    });
    const response = await call(app, 'GET', `/api/v1/tracking/${shipment.trackingNumber}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      trackingNumber: shipment.trackingNumber,
      status: ShipmentStatus.PickUp,
      originCity: { name: 'Amman' },
      destinationCity: { name: 'Irbid', nameAr: 'إربد' },
      events: [
        { status: 1, location: 'Amman' },
        { status: 2, location: 'Amman' },
      ],
    });
    // An individual who chose no sender name shows no brand (not the sender address's name).
    expect(body.sender).toBeNull();
    const raw = response.body;
    for (const secret of ['Hala Saleh', 'Alice Home', '+962', 'University Street', 'Rainbow Street', 'Collected from'])
      expect(raw).not.toContain(secret);
  });

  it("answers 'No tracking data' for an unknown or mistyped number, and for a draft's id", async () => {
    const shipment = await processed();
    const wrongCheckDigit =
      shipment.trackingNumber.slice(0, -1) + String((Number(shipment.trackingNumber.at(-1)) + 1) % 10);
    for (const number of [wrongCheckDigit, 'PT00000000000', 'hello']) {
      const response = await call(app, 'GET', `/api/v1/tracking/${number}`, { lang: 'ar' });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('لا توجد بيانات تتبع');
    }
  });
});

describe('a cancelled shipment', () => {
  async function cancelledShipment() {
    const shipment = await processed();
    const cancel = await call(app, 'POST', `/api/v1/shipments/${shipment.id}/cancel`, {
      token: alice.access_token,
      body: { version: shipment.version },
    });
    expect(cancel.statusCode).toBe(200);
    return shipment;
  }

  it('carries no expected dates in its document, the list, public tracking or the courier partner API', async () => {
    const shipment = await cancelledShipment();
    const document = (await call(app, 'GET', `/api/v1/shipments/${shipment.id}`, { token: alice.access_token })).json();
    expect(document).toMatchObject({ status: ShipmentStatus.Cancelled, expectedPickupDate: null });
    expect(document.expectedDeliveryDate).toBeNull();

    const list = await call(app, 'GET', `/api/v1/shipments?q=${shipment.trackingNumber}`, {
      token: alice.access_token,
    });
    expect(list.json().items).toEqual([
      expect.objectContaining({ id: shipment.id, status: ShipmentStatus.Cancelled, expectedDeliveryDate: null }),
    ]);

    const tracking = (await call(app, 'GET', `/api/v1/tracking/${shipment.trackingNumber}`)).json();
    expect(tracking).toMatchObject({
      status: ShipmentStatus.Cancelled,
      expectedPickupDate: null,
      expectedDeliveryDate: null,
    });
    expect(tracking.cancelledAt).toBe(document.cancelledAt);

    const key = await courierKey(app, ids.courier.get('FALCON')!);
    const partner = await call(app, 'GET', `/api/v1/partner/shipments/${shipment.trackingNumber}`, { token: key });
    expect(partner.json()).toMatchObject({
      status: ShipmentStatus.Cancelled,
      expectedPickupDate: null,
      expectedDeliveryDate: null,
    });
  });

  it('says when and by whom it was cancelled', async () => {
    const shipment = await cancelledShipment();
    const document = (await call(app, 'GET', `/api/v1/shipments/${shipment.id}`, { token: alice.access_token })).json();
    expect(document.cancelledAt).toBe(document.events.at(-1).occurredAt);
    expect(document.cancelledBy).toEqual({ id: alice.id, username: alice.email.split('@')[0] });

    const pending = await processed();
    const open = (await call(app, 'GET', `/api/v1/shipments/${pending.id}`, { token: alice.access_token })).json();
    expect(open).toMatchObject({ cancelledAt: null, cancelledBy: null });
    expect(open.expectedDeliveryDate).toEqual(expect.any(String));
  });

  it('has no label: 409 saying so, in English and Arabic', async () => {
    const shipment = await cancelledShipment();
    const english = await call(app, 'GET', `/api/v1/shipments/${shipment.id}/label`, { token: alice.access_token });
    expect(english.statusCode).toBe(409);
    expect(english.json().message).toBe('A cancelled shipment has no label');
    const arabic = await call(app, 'GET', `/api/v1/shipments/${shipment.id}/label`, {
      token: alice.access_token,
      lang: 'ar',
    });
    expect(arabic.statusCode).toBe(409);
    expect(arabic.json().message).toBe('لا بوليصة لشحنة ملغاة');
  });
});

describe('courier partner API', () => {
  it("lists only the courier's own shipments and hides the others (404)", async () => {
    const mine = await processed(alice.access_token, aliceIrbid.id, 'FALCON');
    const theirs = await processed(alice.access_token, aliceIrbid.id, 'NABATEAN');
    const key = await courierKey(app, ids.courier.get('FALCON')!);
    const list = await call(app, 'GET', '/api/v1/partner/shipments?pageSize=100&status=1', { token: key });
    expect(list.statusCode).toBe(200);
    const numbers = list.json().items.map((s: { trackingNumber: string }) => s.trackingNumber);
    expect(numbers).toContain(mine.trackingNumber);
    expect(numbers).not.toContain(theirs.trackingNumber);
    const rows = await app.db.select({ courierId: shipments.courierId }).from(shipments);
    expect(list.json().total).toBeLessThanOrEqual(rows.filter((r) => r.courierId === ids.courier.get('FALCON')).length);
    expect(
      (await call(app, 'GET', `/api/v1/partner/shipments/${theirs.trackingNumber}`, { token: key })).statusCode,
    ).toBe(404);
    const foreign = await call(app, 'POST', `/api/v1/partner/shipments/${theirs.trackingNumber}/events`, {
      token: key,
      body: { eventId: 'x-1', status: 2 },
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await call(app, 'GET', `/api/v1/partner/shipments/${mine.trackingNumber}`, { token: key })).json(),
    ).toMatchObject({
      trackingNumber: mine.trackingNumber,
      recipient: { name: 'Hala Saleh', cityName: 'Irbid', providerCityId: null },
      codAmountFils: 12_500,
    });
  });

  it('is idempotent on the event id: a repeat changes nothing', async () => {
    const shipment = await processed();
    const key = await courierKey(app, ids.courier.get('FALCON')!);
    const post = () =>
      call(app, 'POST', `/api/v1/partner/shipments/${shipment.trackingNumber}/events`, {
        token: key,
        body: { eventId: 'same-event', status: 2, location: 'Amman' },
      });
    const first = await post();
    const second = await post();
    expect([first.statusCode, second.statusCode]).toEqual([201, 200]);
    expect(second.json()).toMatchObject({ replayed: true, status: 2, event: { id: first.json().event.id } });
    const events = await app.db
      .select()
      .from(trackingEvents)
      .where(eq(trackingEvents.shipmentId, shipment.id))
      .orderBy(trackingEvents.occurredAt);
    expect(events.map((e) => e.status)).toEqual([1, 2]);
  });

  it("accepts the demo couriers' seeded keys (what npm run demo:courier plays with)", async () => {
    const mine = await processed(alice.access_token, aliceIrbid.id, 'DESERTROSE');
    const response = await call(app, 'GET', `/api/v1/partner/shipments/${mine.trackingNumber}`, {
      token: demoCourierKey('DESERTROSE').plaintext,
    });
    expect(response.statusCode).toBe(200);
    expect(
      (
        await call(app, 'GET', `/api/v1/partner/shipments/${mine.trackingNumber}`, {
          token: demoCourierKey('FALCON').plaintext,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('takes courier keys only: users are refused, and a courier key cannot call user routes', async () => {
    const key = await courierKey(app, ids.courier.get('FALCON')!);
    expect((await call(app, 'GET', '/api/v1/partner/shipments', { token: alice.access_token })).statusCode).toBe(403);
    expect((await call(app, 'GET', '/api/v1/shipments', { token: key })).statusCode).toBe(403);
    expect((await call(app, 'GET', '/api/v1/partner/shipments')).statusCode).toBe(401);
  });

  it('refuses cancelling through the partner API (only the sender cancels)', async () => {
    const shipment = await processed();
    const key = await courierKey(app, ids.courier.get('FALCON')!);
    const response = await call(app, 'POST', `/api/v1/partner/shipments/${shipment.trackingNumber}/events`, {
      token: key,
      body: { eventId: 'c-1', status: 5 },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('courier catalogue', () => {
  it('lists active couriers with logo, website, service types and covered regions', async () => {
    const response = await call(app, 'GET', '/api/v1/couriers', { token: alice.access_token });
    expect(response.statusCode).toBe(200);
    const falcon = response.json().items.find((c: { code: string }) => c.code === 'FALCON');
    expect(falcon).toMatchObject({
      name: 'Falcon Express',
      website: 'https://falcon-express.example',
      logoUrl: expect.stringMatching(/^\/api\/v1\/lookups\/couriers\/.+\/logo/),
    });
    expect(falcon.serviceTypes.map((s: { code: string }) => s.code).sort()).toEqual([
      'express',
      'same-day',
      'standard',
    ]);
    expect(falcon.regions.map((r: { name: string }) => r.name)).toEqual(expect.arrayContaining(['Amman', 'Irbid']));
    expect(falcon.regions.map((r: { name: string }) => r.name)).not.toContain('Tafilah');
    const logo = await call(app, 'GET', falcon.logoUrl);
    expect(logo.headers['content-type']).toBe('image/png');
    const orgUser = await createUserAndLogin(app, { role: Role.OrgUser });
    expect((await call(app, 'GET', '/api/v1/couriers', { token: orgUser.access_token })).statusCode).toBe(403);
  });
});
