import { ShipmentStatus } from '@portal/shared/domain';
import { eq } from 'drizzle-orm';
import { createUserAndLogin } from '../../../../test/support/fixtures';
import { bookParcel } from '../../../../test/support/parcels';
import { addAddress, courierKey, referenceIds } from '../../../../test/support/shipments';
import { call, startTestApp, type StartedTestApp } from '../../../../test/support/test-app';
import { seedDatabase } from '../../../db/seed';
import { cities } from '../../../db/schema';

/** A courier names an event's city by id: every tracking answer gives its name in both languages. */

let app: StartedTestApp;
let ids: Awaited<ReturnType<typeof referenceIds>>;
let alice: Awaited<ReturnType<typeof createUserAndLogin>>;
let key: string;
let zarqa: { id: string; name: string; nameAr: string };

beforeAll(async () => {
  app = await startTestApp();
  await seedDatabase(app.db, { demo: true, passwords: app.passwords });
  ids = await referenceIds(app);
  alice = await createUserAndLogin(app);
  key = await courierKey(app, ids.courier.get('FALCON')!);
  [zarqa] = await app.db
    .select({ id: cities.id, name: cities.name, nameAr: cities.nameAr })
    .from(cities)
    .where(eq(cities.name, 'Zarqa'));
});

afterAll(async () => {
  await app?.closeWithDatabase();
});

async function booked() {
  const home = await addAddress(app, alice, { city: 'Amman', name: 'Alice Home', type: 2 });
  const to = await addAddress(app, alice, { city: 'Irbid', name: 'Hala Saleh' });
  return bookParcel(app, alice, ids, { from: home.id, to: to.id });
}

const postEvent = (trackingNumber: string, body: Record<string, unknown>, language = 'en') =>
  call(app, 'POST', `/api/v1/partner/shipments/${trackingNumber}/events`, {
    token: key,
    body,
    headers: { 'accept-language': language },
  });

describe('a tracking event with a city id', () => {
  it('is answered, tracked publicly and shown to the owner with the city in English and Arabic', async () => {
    expect(zarqa.nameAr).toBe('الزرقاء');
    const shipment = await booked();
    const posted = await postEvent(shipment.trackingNumber, {
      eventId: 'evt-city-1',
      status: ShipmentStatus.PickUp,
      cityId: zarqa.id,
    });
    expect(posted.statusCode).toBe(201);
    expect(posted.json().event).toMatchObject({
      location: null,
      city: { id: zarqa.id, name: 'Zarqa', nameAr: 'الزرقاء' },
    });

    const tracked = await call(app, 'GET', `/api/v1/tracking/${shipment.trackingNumber}`);
    expect(tracked.json().events.at(-1)).toMatchObject({
      location: null,
      city: { name: 'Zarqa', nameAr: 'الزرقاء' },
    });

    const owned = await call(app, 'GET', `/api/v1/shipments/${shipment.id}`, { token: alice.access_token });
    expect(owned.json().events.at(-1)).toMatchObject({
      city: { id: zarqa.id, name: 'Zarqa', nameAr: 'الزرقاء' },
    });
  });

  it('keeps free text as sent, with no city, when no id is given', async () => {
    const shipment = await booked();
    const posted = await postEvent(shipment.trackingNumber, {
      eventId: 'evt-city-2',
      status: ShipmentStatus.PickUp,
      location: 'Amman hub',
    });
    expect(posted.json().event).toMatchObject({ location: 'Amman hub', city: null });
    const tracked = await call(app, 'GET', `/api/v1/tracking/${shipment.trackingNumber}`);
    expect(tracked.json().events.at(-1)).toMatchObject({ location: 'Amman hub', city: null });
  });

  it('refuses an unknown city id naming the field, in the caller language', async () => {
    const shipment = await booked();
    const refused = await postEvent(
      shipment.trackingNumber,
      { eventId: 'evt-city-3', status: ShipmentStatus.PickUp, cityId: '00000000-0000-4000-8000-000000000000' },
      'ar',
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([{ field: 'cityId', message: expect.stringMatching(/[\u0600-\u06ff]/) }]);
    // Nothing happened to the shipment.
    const tracked = await call(app, 'GET', `/api/v1/tracking/${shipment.trackingNumber}`);
    expect(tracked.json().status).toBe(ShipmentStatus.Pending);
  });
});
