import { ShipmentStatus } from '@portal/shared/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { createUserAndLogin } from '../../../test/support/fixtures';
import { comingNight } from '../../../test/support/coming-night';
import { bookParcel, courierSays as courierSaid } from '../../../test/support/parcels';
import { recordingDb, statementsOn } from '../../../test/support/recording-db';
import { addAddress, courierKey, referenceIds } from '../../../test/support/shipments';
import {
  call,
  multipartFile,
  startTestApp,
  type StartedTestApp,
  TEST_JWT_SECRET,
} from '../../../test/support/test-app';
import { seedDatabase } from '../../db/seed';
import { addresses, recipientNotices, recipientNotificationSettings } from '../../db/schema';
import { smsSize } from '../../sms/segments';
import { publicTracking } from '../shipments/tracking';
import { createRecipientDispatcher } from './dispatch';

/** Status changes of real shipments told to their recipients, on a clock the tests set. */

let app: StartedTestApp;
let clock = new Date('2026-11-27T09:00:00Z'); // 12:00 in Amman
let ids: Awaited<ReturnType<typeof referenceIds>>;
let alice: Awaited<ReturnType<typeof createUserAndLogin>>;
let home: { id: string };
let key: string;

beforeAll(async () => {
  app = await startTestApp({ now: () => clock });
  await seedDatabase(app.db, { demo: true, passwords: app.passwords });
  ids = await referenceIds(app);
  alice = await createUserAndLogin(app);
  home = await addAddress(app, alice, { city: 'Amman', name: 'Alice Home', type: 2 });
  key = await courierKey(app, ids.courier.get('FALCON')!);
});

afterAll(async () => {
  await app?.closeWithDatabase();
});

beforeEach(() => {
  clock = new Date('2026-11-27T09:00:00Z');
  app.sentMail.sent.length = 0;
  app.sentSms.length = 0;
});

async function recipient(language: 'en' | 'ar' | null, email: string | null, phoneNumber = '+962795550101') {
  const row = await addAddress(app, alice, { city: 'Irbid', name: 'Hala Saleh', phoneNumber });
  await app.db.update(addresses).set({ language, email }).where(eq(addresses.id, row.id));
  return row;
}

const booked = (recipientId: string) => bookParcel(app, alice, ids, { from: home.id, to: recipientId });
const courierSays = (trackingNumber: string, status: ShipmentStatus, eventId?: string) =>
  courierSaid(app, key, trackingNumber, status, eventId);

async function deliverMessages() {
  await app.recipients.process();
  await app.mail.processOutbox();
  await app.outbox.process();
}

async function saveSettings(body: Record<string, unknown>) {
  const on = { email: true, sms: true };
  const response = await call(app, 'PUT', '/api/v1/recipient-notifications', {
    token: alice.access_token,
    body: {
      channels: { processed: on, pickedUp: on, onGoing: on, delivered: on, returned: on, cancelled: on },
      senderName: 'Petra Gifts',
      replyTo: 'care@petra.example',
      smsAtNight: false,
      ...body,
    },
  });
  expect(response.statusCode).toBe(200);
}

describe('recipient e-mail', () => {
  it('tells an Arabic recipient of the booking in Arabic, right to left, with a working tracking link', async () => {
    const to = await recipient('ar', 'hala@example.com');
    const shipment = await booked(to.id);
    await deliverMessages();
    const [mail] = app.sentMail.sent.filter((m) => m.to === 'hala@example.com');
    expect(mail.subject).toContain(shipment.trackingNumber);
    expect(mail.subject).toMatch(/شحنتك/);
    expect(mail.html).toContain('dir="rtl"');
    const trackingUrl = `http://portal.test/track/${shipment.trackingNumber}`;
    expect(mail.text).toContain(trackingUrl);
    // The sender's brand: its name as the mail's display name; one-click unsubscribe headers (RFC 8058).
    expect(mail.from).toMatch(/^"Alice Home" </);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(/^<http:\/\/portal\.test\/api\/u\/e[A-Za-z0-9_-]{30}>$/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const tracking = await call(app, 'GET', `/api/v1/tracking/${shipment.trackingNumber}`);
    expect(tracking.statusCode).toBe(200);
    // SMS stays off until the owner turns it on.
    expect(app.sentSms).toEqual([]);
  });

  it('signs with the owner’s sender name and sends replies to its reply-to address', async () => {
    await saveSettings({});
    const to = await recipient('en', 'brand@example.com');
    await booked(to.id);
    await deliverMessages();
    const [mail] = app.sentMail.sent.filter((m) => m.to === 'brand@example.com');
    expect(mail.from).toMatch(/^"Petra Gifts" </);
    expect(mail.replyTo).toBe('care@petra.example');
    expect(mail.subject).toMatch(/^Petra Gifts: your parcel PT\d+ is booked/);
    expect(mail.text).toMatch(/— Petra Gifts$/);
    await app.db.delete(recipientNotificationSettings);
  });

  it('shows the sender’s logo and name atop an Arabic e-mail, and the same brand on the tracking page', async () => {
    await saveSettings({});
    const png = await sharp({ create: { width: 120, height: 40, channels: 3, background: '#0a7d3e' } })
      .png()
      .toBuffer();
    const form = multipartFile(png, { field: 'logo', fileName: 'logo.png', contentType: 'image/png' });
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/v1/recipient-notifications/logo',
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${alice.access_token}` },
    });
    const logoUrl = uploaded.json().logoUrl as string;
    const to = await recipient('ar', 'logo@example.com');
    const shipment = await booked(to.id);
    await deliverMessages();
    const [mail] = app.sentMail.sent.filter((m) => m.to === 'logo@example.com');
    // Absolute, as a mail client has no page to resolve a path against; in the right-to-left body.
    const html = mail.html as string;
    expect(html).toContain(`<img src="http://portal.test${logoUrl}" alt="Petra Gifts"`);
    expect(html.indexOf('dir="rtl"')).toBeLessThan(html.indexOf('<img'));
    expect(html.indexOf('<img')).toBeLessThan(html.indexOf('مرحبًا'));

    const tracking = await call(app, 'GET', `/api/v1/tracking/${shipment.trackingNumber}`);
    expect(tracking.json().sender).toEqual({ name: 'Petra Gifts', logoUrl });
    expect((await app.inject({ method: 'GET', url: logoUrl })).statusCode).toBe(200);
    await app.db.delete(recipientNotificationSettings);
  });

  it('writes in English to an English recipient, and in the sender’s language when the address has none', async () => {
    const english = await recipient('en', 'sam@example.com');
    const unset = await recipient(null, 'noor@example.com');
    await booked(english.id);
    await booked(unset.id);
    await deliverMessages();
    const subjects = Object.fromEntries(app.sentMail.sent.map((m) => [m.to, m.subject]));
    expect(subjects['sam@example.com']).toMatch(/your parcel PT\d+ is booked/);
    expect(subjects['noor@example.com']).toMatch(/your parcel/); // Alice writes in English
  });

  it('tells each event once, however often it is reported, and stops after the one-click unsubscribe', async () => {
    const to = await recipient('en', 'once@example.com');
    const shipment = await booked(to.id);
    await deliverMessages();
    await app.recipients.process();
    const mails = app.sentMail.sent.filter((m) => m.to === 'once@example.com');
    expect(mails).toHaveLength(1);
    const unsubscribeUrl = /Stop these messages: (\S+)/.exec(mails[0].text)![1];
    const path = unsubscribeUrl.replace('http://portal.test', '');
    const pageAnswer = await call(app, 'GET', path);
    expect(pageAnswer.statusCode).toBe(200);
    expect(pageAnswer.body).toContain(`/track/${shipment.trackingNumber}`);
    const stopped = await app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.body).toContain('no more messages');

    await courierSays(shipment.trackingNumber, ShipmentStatus.PickUp);
    await courierSays(shipment.trackingNumber, ShipmentStatus.OnGoing);
    await deliverMessages();
    expect(app.sentMail.sent.filter((m) => m.to === 'once@example.com')).toHaveLength(1);
    const notices = await app.db.select().from(recipientNotices).where(eq(recipientNotices.shipmentId, shipment.id));
    expect(notices.find((n) => n.event === 'onGoing')?.outcome).toEqual({ email: 'opted-out', sms: 'off' });

    const forged = await call(app, 'POST', `${path.slice(0, -3)}AAA`);
    expect(forged.statusCode).toBe(404);
  });
});

describe('recipient SMS', () => {
  // Back to the defaults (SMS off) for whatever runs next.
  afterEach(async () => {
    await app.db.delete(recipientNotificationSettings);
  });

  it('sends the delivered SMS once when the owner turned SMS on, in Arabic within two parts', async () => {
    await saveSettings({ smsAtNight: false });
    const to = await recipient('ar', null, '+962795550177');
    const shipment = await booked(to.id);
    await courierSays(shipment.trackingNumber, ShipmentStatus.PickUp);
    await courierSays(shipment.trackingNumber, ShipmentStatus.OnGoing);
    await courierSays(shipment.trackingNumber, ShipmentStatus.Delivered);
    // The courier reports delivery again (same event id): still one message.
    await courierSays(shipment.trackingNumber, ShipmentStatus.Delivered);
    await deliverMessages();
    const delivered = app.sentSms.filter((sms) => sms.to === '+962795550177' && sms.text.includes('تم تسليمها'));
    expect(delivered).toHaveLength(1);
    expect(delivered[0].text).toContain('Petra Gifts');
    expect(delivered[0].text).toMatch(/http:\/\/portal\.test\/api\/u\/s[A-Za-z0-9_-]{30}/);
    expect(smsSize(delivered[0].text)).toMatchObject({ encoding: 'UCS-2' });
    expect(smsSize(delivered[0].text).segments).toBeLessThanOrEqual(2);
    // A recipient without an e-mail gets no mail, and the log says why.
    const notices = await app.db.select().from(recipientNotices).where(eq(recipientNotices.shipmentId, shipment.id));
    expect(notices.find((n) => n.event === 'delivered')?.outcome).toEqual({ email: 'no-address', sms: 'queued' });
  });

  it('keeps a night SMS until 08:00 Amman time unless the owner allows nights', async () => {
    await saveSettings({});
    const { night: lateEvening, justBeforeMorning, morning } = comingNight();
    clock = lateEvening; // 23:30 in Amman
    const to = await recipient('en', null, '+962795550188');
    await booked(to.id);
    await deliverMessages();
    expect(app.sentSms.filter((sms) => sms.to === '+962795550188')).toEqual([]);
    clock = justBeforeMorning; // 07:59
    await app.outbox.process();
    expect(app.sentSms.filter((sms) => sms.to === '+962795550188')).toEqual([]);
    clock = morning; // 08:00
    await app.outbox.process();
    expect(app.sentSms.filter((sms) => sms.to === '+962795550188')).toHaveLength(1);

    await saveSettings({ smsAtNight: true });
    clock = lateEvening;
    const night = await recipient('en', null, '+962795550199');
    await booked(night.id);
    await deliverMessages();
    expect(app.sentSms.filter((sms) => sms.to === '+962795550199')).toHaveLength(1);
  });
});

describe('reads per batch', () => {
  it('reads the senders, their settings, opt-outs and followers once for a batch of notices', async () => {
    await saveSettings({});
    const parcels = [];
    for (const n of [1, 2, 3]) {
      const to = await recipient('en', `batch${n}@example.com`, `+96279555030${n}`);
      parcels.push(await booked(to.id));
    }
    const statements: string[] = [];
    const dispatch = createRecipientDispatcher({
      db: recordingDb(app.testDatabase, statements),
      publicUrl: 'http://portal.test',
      secret: TEST_JWT_SECRET,
      now: () => clock,
      enqueueMail: (db, mail) => app.mail.enqueue(db, mail),
      enqueue: (db, message) => app.outbox.enqueue(db, message),
    });
    expect(await dispatch()).toBe(3);
    for (const table of ['users', 'recipient_notification_settings', 'recipient_opt_outs', 'tracking_subscriptions'])
      expect([table, statementsOn(statements, table)]).toEqual([table, 1]);
    await app.outbox.process();
    // Each recipient still told, by e-mail and SMS, under the brand.
    for (const n of [1, 2, 3]) {
      expect(app.sentMail.sent.filter((mail) => mail.to === `batch${n}@example.com`)).toEqual([
        expect.objectContaining({ from: expect.stringMatching(/^"Petra Gifts" </) }),
      ]);
      expect(app.sentSms.filter((sms) => sms.to === `+96279555030${n}`)).toHaveLength(1);
    }
    await app.db.delete(recipientNotificationSettings);
  });

  it('shows the tracking page without reading who booked the parcel', async () => {
    const to = await recipient('en', 'page@example.com');
    const shipment = await booked(to.id);
    const statements: string[] = [];
    const answer = await publicTracking(recordingDb(app.testDatabase, statements), shipment.trackingNumber);
    expect(answer.trackingNumber).toBe(shipment.trackingNumber);
    expect(statementsOn(statements, 'users')).toBe(0);
  });
});
