import { Role, ShipmentStatus } from '@portal/shared/domain';
import { and, eq } from 'drizzle-orm';
import { seedDatabase } from '../../db/seed';
import { demoCourierKey } from '../../db/seed/demo';
import { rates, shipments } from '../../db/schema';
import { latestDay } from '../../lib/accepted-input';
import { cityNamed, createUserAndLogin } from '../../../test/support/fixtures';
import { call, type StartedTestApp, startTestApp } from '../../../test/support/test-app';
import { RATE_BOUNDS } from './admin/rates/schemas';
import { addAddress, referenceIds } from '../../../test/support/shipments';

/**
 * What the API accepts (docs/architecture.md#accepted-input), through representative routes of every kind of
 * input that used to reach the database and end in a 500: a 400 naming the field, in English and Arabic.
 */

let app: StartedTestApp;
let ids: Awaited<ReturnType<typeof referenceIds>>;
let alice: Awaited<ReturnType<typeof createUserAndLogin>>;
let adminToken: string;
let home: { id: string };
let irbid: { id: string };
const falconKey = demoCourierKey('FALCON').plaintext;

beforeAll(async () => {
  app = await startTestApp();
  await seedDatabase(app.db, { demo: true, passwords: app.passwords });
  ids = await referenceIds(app);
  alice = await createUserAndLogin(app);
  adminToken = (await createUserAndLogin(app, { role: Role.SystemAdmin })).access_token;
  home = await addAddress(app, alice, { city: 'Amman', name: 'Alice Home', type: 2 });
  irbid = await addAddress(app, alice, { city: 'Irbid', name: 'Hala Saleh' });
});

afterAll(() => app?.closeWithDatabase());

/** An admin list is read as the system admin, any other as Alice. */
const tokenFor = (path: string) => (path.includes('/admin/') ? adminToken : alice.access_token);

type Details = { field: string; message: string }[];

/** The request in English and in Arabic: both 400 VALIDATION_FAILED naming `field`, with the two messages. */
async function expectRefused(
  send: (lang: string) => ReturnType<typeof call>,
  field: string,
  messages: { en: string | RegExp; ar: string | RegExp },
) {
  for (const lang of ['en', 'ar'] as const) {
    const response = await send(lang);
    expect({ status: response.statusCode, body: response.json() }).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED' },
    });
    const detail = (response.json().details as Details).find((d) => d.field === field);
    const message = messages[lang];
    expect(detail?.message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
  }
}

const TEXT = {
  en: 'This text has characters that are not allowed (control characters or broken Unicode)',
  ar: 'يحتوي هذا النص على أحرف غير مسموح بها (أحرف تحكم أو ترميز Unicode غير سليم)',
};

async function newAddressBody(overrides: Record<string, unknown> = {}) {
  const amman = await cityNamed(app, 'Amman');
  return {
    name: 'Office',
    phoneNumber: '+962 79 555 0101',
    countryId: amman.countryId,
    regionId: amman.regionId,
    cityId: amman.id,
    addressLine: 'Rainbow Street 12',
    type: 1,
    ...overrides,
  };
}

describe('text', () => {
  it.each([
    '/api/v1/addresses',
    '/api/v1/shipments',
    '/api/v1/shipments/imports',
    '/api/v1/admin/couriers',
    '/api/v1/admin/users',
    '/api/v1/admin/cities',
  ])('refuses a NUL in the search of %s', async (path) => {
    await expectRefused(
      (lang) =>
        call(app, 'GET', `${path}?q=a%00b`, {
          token: tokenFor(path),
          lang,
        }),
      'q',
      TEXT,
    );
  });

  it('refuses a NUL in a stored text (address name) and stores nothing', async () => {
    const body = await newAddressBody({ name: 'Off\u0000ice' });
    await expectRefused(
      (lang) => call(app, 'POST', '/api/v1/addresses', { token: alice.access_token, body, lang }),
      'name',
      TEXT,
    );
    const list = await call(app, 'GET', '/api/v1/addresses?q=Off', { token: alice.access_token });
    expect(list.json().total).toBe(0);
  });

  it('refuses a lone surrogate sent as a JSON escape in a recipient name', async () => {
    const irbidCity = await cityNamed(app, 'Irbid');
    const payload = `{"recipient":{"name":"Rana \\ud800","phoneNumber":"+962 78 900 4455","countryId":"${irbidCity.countryId}","cityId":"${irbidCity.id}","addressLine":"University Street"}}`;
    await expectRefused(
      (lang) =>
        call(app, 'POST', '/api/v1/shipments', {
          token: alice.access_token,
          body: payload,
          lang,
          headers: { 'content-type': 'application/json' },
        }),
      'recipient.name',
      TEXT,
    );
  });

  it('refuses a control character in a courier key name and an admin-typed name', async () => {
    const courierId = ids.courier.get('FALCON')!;
    await expectRefused(
      (lang) =>
        call(app, 'POST', `/api/v1/admin/couriers/${courierId}/keys`, {
          token: adminToken,
          body: { name: 'feed\u0007' },
          lang,
        }),
      'name',
      TEXT,
    );
  });

  it('refuses a NUL in a username at sign-up and in a courier event note, and creates nothing', async () => {
    const email = 'nul-user@example.com';
    await expectRefused(
      (lang) =>
        call(app, 'POST', '/api/v1/auth/signup', {
          body: { username: 'nul\u0000user', email, password: 'Portal#2026' },
          lang,
        }),
      'username',
      TEXT,
    );
    expect(
      (await call(app, 'POST', '/api/v1/auth/login', { body: { email, password: 'Portal#2026' } })).statusCode,
    ).toBe(401);
    const [shipment] = await app.db
      .select()
      .from(shipments)
      .where(eq(shipments.courierId, ids.courier.get('FALCON')!))
      .limit(1);
    await expectRefused(
      (lang) =>
        call(app, 'POST', `/api/v1/partner/shipments/${shipment.trackingNumber}/events`, {
          token: falconKey,
          body: { eventId: 'nul-note', status: 3, note: 'left at\u0000door', location: 'Amman\u001Bhub' },
          lang,
        }),
      'note',
      TEXT,
    );
  });

  it('keeps tabs, line breaks and Arabic in free text', async () => {
    const body = await newAddressBody({ name: 'مكتب\tالشركة', addressLine: 'Line one\r\nLine two' });
    const created = await call(app, 'POST', '/api/v1/addresses', { token: alice.access_token, body });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'مكتب\tالشركة', addressLine: 'Line one\r\nLine two' });
  });
});

describe('numbers', () => {
  it('bounds the page', async () => {
    await expectRefused(
      (lang) => call(app, 'GET', '/api/v1/addresses?page=1e300', { token: alice.access_token, lang }),
      'page',
      { en: 'This value must be at most 1000000', ar: 'يجب ألا تزيد القيمة عن 1000000' },
    );
    const last = await call(app, 'GET', '/api/v1/shipments?page=1000000', { token: alice.access_token });
    expect(last.statusCode).toBe(200);
    expect(last.json().items).toEqual([]);
  });

  it.each(['Infinity', '-Infinity', '1e400'])('refuses lat=%s', async (value) => {
    await expectRefused(
      (lang) =>
        call(app, 'GET', `/api/v1/locations/nearest?lat=${value}&lng=35.9`, { token: alice.access_token, lang }),
      'lat',
      { en: 'Enter a number between -2147483647 and 2147483647', ar: 'أدخل رقمًا بين -2147483647 و2147483647' },
    );
  });

  it('refuses a longitude of 1e400 in a JSON body', async () => {
    const body = JSON.stringify(await newAddressBody({ latitude: 31.9 })).replace(/}$/, ',"longitude":1e400}');
    await expectRefused(
      (lang) =>
        call(app, 'POST', '/api/v1/addresses', {
          token: alice.access_token,
          body,
          lang,
          headers: { 'content-type': 'application/json' },
        }),
      'longitude',
      { en: /^Enter a number between/, ar: /^أدخل رقمًا بين/ },
    );
  });

  it('refuses a version no integer column holds', async () => {
    const body = { ...(await newAddressBody()), version: 1e300 };
    await expectRefused(
      (lang) => call(app, 'PUT', `/api/v1/addresses/${home.id}`, { token: alice.access_token, body, lang }),
      'version',
      // The version's schema bound (the largest integer column) answers before the catch-all range.
      { en: 'This value must be at most 2147483647', ar: 'يجب ألا تزيد القيمة عن 2147483647' },
    );
  });
});

describe('dates', () => {
  const range = () => ({
    en: `Choose a date between 2000-01-01 and ${latestDay()}`,
    ar: `اختر تاريخًا بين 2000-01-01 و${latestDay()}`,
  });

  const notADate = { en: 'This date is not valid', ar: 'هذا التاريخ غير صالح' };
  const dateFrom = (day: string) => (lang: string) =>
    call(app, 'GET', `/api/v1/shipments?dateFrom=${encodeURIComponent(day)}`, { token: alice.access_token, lang });
  const updatedSince = (instant: string) => (lang: string) =>
    call(app, 'GET', `/api/v1/partner/shipments?updatedSince=${encodeURIComponent(instant)}`, {
      token: falconKey,
      lang,
    });

  it.each(['2024-02-30', 'abc', '2024-1-05', '2024-06-30T10:00:00Z'])(
    'refuses dateFrom=%s on the shipments list as not a date',
    (day) => expectRefused(dateFrom(day), 'dateFrom', notADate),
  );

  it.each(['yesterday', '2024-06-31T10:00:00Z', '2024-06-30T24:00:00Z', '2024-06-30T23:59:60Z'])(
    'refuses updatedSince=%s on the partner list as not a date',
    (instant) => expectRefused(updatedSince(instant), 'updatedSince', notADate),
  );

  it.each(['0000-01-01', '1999-12-31', '9999-12-31'])(
    'refuses dateFrom=%s on the shipments list as out of range',
    (day) => expectRefused(dateFrom(day), 'dateFrom', range()),
  );

  it.each(['0000-01-01T00:00:00Z', '9999-01-01T00:00:00Z'])(
    'refuses updatedSince=%s on the partner list as out of range',
    (instant) => expectRefused(updatedSince(instant), 'updatedSince', range()),
  );

  it('accepts a date in range, with an offset', async () => {
    const listed = await call(app, 'GET', '/api/v1/partner/shipments?updatedSince=2024-06-30T23:59:59%2B03:00', {
      token: falconKey,
    });
    expect(listed.statusCode).toBe(200);
  });

  it('refuses a courier event in year 9999 or before the shipment was processed, and records nothing', async () => {
    const [shipment] = await app.db
      .select()
      .from(shipments)
      .where(eq(shipments.courierId, ids.courier.get('FALCON')!))
      .limit(1);
    const before = new Date(shipment.processedAt!.getTime() - 10 * 60_000).toISOString();
    for (const occurredAt of ['9999-12-31T00:00:00Z', before]) {
      await expectRefused(
        (lang) =>
          call(app, 'POST', `/api/v1/partner/shipments/${shipment.trackingNumber}/events`, {
            token: falconKey,
            body: { eventId: `late-${occurredAt}`, status: 3, occurredAt },
            lang,
          }),
        'occurredAt',
        { en: /^Choose a date between/, ar: /^اختر تاريخًا بين/ },
      );
    }
    const [after] = await app.db.select().from(shipments).where(eq(shipments.id, shipment.id));
    expect(after.version).toBe(shipment.version);

    // A courier's clock a minute behind ours is not a lie: within the skew allowed, the event is taken.
    const [pending] = await app.db
      .select()
      .from(shipments)
      .where(and(eq(shipments.courierId, ids.courier.get('FALCON')!), eq(shipments.status, ShipmentStatus.Pending)))
      .limit(1);
    const skewed = new Date(pending.processedAt!.getTime() - 60_000).toISOString();
    const taken = await call(app, 'POST', `/api/v1/partner/shipments/${pending.trackingNumber}/events`, {
      token: falconKey,
      body: { eventId: 'skewed-clock', status: ShipmentStatus.PickUp, occurredAt: skewed },
    });
    expect(taken.statusCode).toBeLessThan(300);
  });
});

describe('sort', () => {
  it.each([
    ['/api/v1/addresses', 'constructor'],
    ['/api/v1/shipments', 'toString'],
    ['/api/v1/shipments/imports', 'hasOwnProperty'],
    ['/api/v1/admin/couriers', 'constructor'],
    ['/api/v1/admin/users', '-valueOf'],
  ])('refuses %s?sort=%s', async (path, sort) => {
    await expectRefused(
      (lang) =>
        call(app, 'GET', `${path}?sort=${sort}`, {
          token: tokenFor(path),
          lang,
        }),
      'sort',
      { en: 'This value is not allowed', ar: 'هذه القيمة غير مسموح بها' },
    );
  });

  it('still sorts by a real field', async () => {
    const response = await call(app, 'GET', '/api/v1/addresses?sort=-name', { token: alice.access_token });
    expect(response.statusCode).toBe(200);
    expect(response.json().items.map((a: { id: string }) => a.id)).toContain(irbid.id);
  });
});

describe('money', () => {
  it('never books a price its column cannot hold: the quote is left out, and processing says why', async () => {
    const courierId = ids.courier.get('FALCON')!;
    // The dearest rate an admin may set: 10,000 JOD a kg.
    await app.db.update(rates).set({ perKgPriceFils: RATE_BOUNDS.maxPriceFils }).where(eq(rates.courierId, courierId));
    const heavy = {
      senderAddressId: home.id,
      recipientAddressId: irbid.id,
      parcelTypeId: ids.parcel.get('small-box')!,
      parcelQuantity: 1,
      weightKg: 1000,
    };

    const quoted = await call(app, 'POST', '/api/v1/shipments/rates', { token: alice.access_token, body: heavy });
    expect(quoted.statusCode).toBe(200);
    const offered = quoted.json().items as { courier: { id: string }; priceFils: number }[];
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.map((item) => item.courier.id)).not.toContain(courierId);

    const draft = await call(app, 'POST', '/api/v1/shipments', {
      token: alice.access_token,
      body: { ...heavy, paymentType: 'prepaid' },
    });
    expect(draft.statusCode).toBe(201);
    await expectRefused(
      (lang) =>
        call(app, 'POST', `/api/v1/shipments/${draft.json().id}/process`, {
          token: alice.access_token,
          body: { courierId, serviceTypeId: ids.service.get('standard')! },
          lang,
        }),
      'weightKg',
      {
        en: 'This parcel would cost more than 2147483.647 JOD: check its weight and size, or split it into several shipments',
        ar: 'ستتجاوز تكلفة هذا الطرد 2147483.647 دينار: تحقق من وزنه وحجمه، أو قسّمه على عدة شحنات',
      },
    );
    const [row] = await app.db.select().from(shipments).where(eq(shipments.id, draft.json().id));
    expect(row).toMatchObject({ trackingNumber: null, priceFils: null });
  });
});
