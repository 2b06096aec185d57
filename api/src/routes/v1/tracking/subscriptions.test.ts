import { ShipmentStatus } from '@portal/shared/domain';
import { eq } from 'drizzle-orm';
import { createUserAndLogin } from '../../../../test/support/fixtures';
import { comingNight } from '../../../../test/support/coming-night';
import { bookParcel, courierSays as courierSaid } from '../../../../test/support/parcels';
import { recordingDb } from '../../../../test/support/recording-db';
import { addAddress, courierKey, referenceIds } from '../../../../test/support/shipments';
import { call, startTestApp, type StartedTestApp, TEST_JWT_SECRET } from '../../../../test/support/test-app';
import { DEFAULT_RATE_LIMITS } from '../../../config';
import { seedDatabase } from '../../../db/seed';
import { requestUpdateCode, type SubscriptionDeps } from '../../../services/recipients/subscriptions';
import { smsSize } from '../../../sms/segments';
import {
  addresses,
  recipientNotices,
  recipientNotificationSettings,
  recipientOptOuts,
  trackingSubscriptions,
} from '../../../db/schema';

/** Following a parcel from its public tracking page: a code sent to the address, then its later events. */

let app: StartedTestApp;
let clock = new Date('2026-11-27T09:00:00Z'); // 12:00 in Amman
let ids: Awaited<ReturnType<typeof referenceIds>>;
let alice: Awaited<ReturnType<typeof createUserAndLogin>>;
let home: { id: string };
let key: string;

beforeAll(async () => {
  app = await startTestApp({
    now: () => clock,
    // The real limits: these tests are about them.
    rateLimits: {
      updateCodesPerParcel: DEFAULT_RATE_LIMITS.updateCodesPerParcel,
      updateCodesPerAddress: DEFAULT_RATE_LIMITS.updateCodesPerAddress,
    },
  });
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

let parcels = 0;
/** A booked parcel to a recipient with their own e-mail and phone, its booking messages already sent. */
async function parcel() {
  parcels += 1;
  const phoneNumber = `+9627955509${String(parcels).padStart(2, '0')}`;
  const to = await addAddress(app, alice, { city: 'Irbid', name: 'Hala Saleh', phoneNumber });
  await app.db
    .update(addresses)
    .set({ email: `hala${parcels}@example.com` })
    .where(eq(addresses.id, to.id));
  const booked = await bookParcel(app, alice, ids, { from: home.id, to: to.id });
  await deliverMessages();
  app.sentMail.sent.length = 0;
  app.sentSms.length = 0;
  return { ...booked, email: `hala${parcels}@example.com` };
}

async function deliverMessages() {
  await app.recipients.process();
  await app.outbox.process();
}

const ask = (trackingNumber: string, body: Record<string, unknown>, lang?: string) =>
  call(app, 'POST', `/api/v1/tracking/${trackingNumber}/subscriptions`, { body, lang });
const confirm = (trackingNumber: string, body: Record<string, unknown>, lang?: string) =>
  call(app, 'POST', `/api/v1/tracking/${trackingNumber}/subscriptions/confirm`, { body, lang });

/** The code in the last message to `to` (e-mail or SMS). */
async function codeSentTo(to: string) {
  await deliverMessages();
  const texts = [
    ...app.sentMail.sent.filter((mail) => mail.to === to).map((mail) => mail.text),
    ...app.sentSms.filter((sms) => sms.to === to).map((sms) => sms.text),
  ];
  const code = /\b(\d{6})\b/.exec(texts.at(-1) ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

/** The service's dependencies as the tracking routes build them, over the test app. */
const subscriptionDeps = (): SubscriptionDeps => ({
  db: app.db,
  secret: TEST_JWT_SECRET,
  now: () => clock,
  limiters: { perParcel: app.limiters.updateCodesPerParcel, perAddress: app.limiters.updateCodesPerAddress },
});

const courierSays = (trackingNumber: string, status: ShipmentStatus) => courierSaid(app, key, trackingNumber, status);

async function smsOn(brand: { replyTo?: string } = {}) {
  const on = { email: true, sms: true };
  const response = await call(app, 'PUT', '/api/v1/recipient-notifications', {
    token: alice.access_token,
    body: {
      channels: { processed: on, pickedUp: on, onGoing: on, delivered: on, returned: on, cancelled: on },
      senderName: 'Petra Gifts',
      replyTo: brand.replyTo ?? null,
      smsAtNight: false,
    },
  });
  expect(response.statusCode).toBe(200);
}

describe('asking for a parcel’s updates', () => {
  it('sends a 6-digit code to the e-mail, keeping only its hash, and subscribes with it', async () => {
    const { trackingNumber } = await parcel();
    const asked = await ask(trackingNumber, { channel: 'email', to: '  Sam@Example.COM ' });
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({
      message: 'If this address can receive updates, a code is on its way. Enter it within 15 minutes',
      expiresInMinutes: 15,
    });
    const code = await codeSentTo('sam@example.com');
    const [mail] = app.sentMail.sent;
    expect(mail.subject).toBe(`${code} is your code for parcel ${trackingNumber}`);
    const [row] = await app.db
      .select()
      .from(trackingSubscriptions)
      .where(eq(trackingSubscriptions.address, 'sam@example.com'));
    expect(row).toMatchObject({ address: 'sam@example.com', channel: 'email', confirmedAt: null });
    expect(row.codeHash).not.toContain(code);

    const confirmed = await confirm(trackingNumber, { channel: 'email', to: 'sam@example.com', code });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: 'You will receive the updates of this parcel', channel: 'email' });
    // The code works once.
    const again = await confirm(trackingNumber, { channel: 'email', to: 'sam@example.com', code });
    expect(again.statusCode).toBe(400);
  });

  it('sends no SMS code while the sender sends no SMS, and says so beside the channel in both languages', async () => {
    const { trackingNumber } = await parcel();
    const refused = await ask(trackingNumber, { channel: 'sms', to: '0795550321' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([
      { field: 'channel', message: 'This sender does not send updates by SMS: choose e-mail' },
    ]);
    const arabic = await ask(trackingNumber, { channel: 'sms', to: '0795550321' }, 'ar');
    expect(arabic.json().details[0].message).toBe('لا يرسل هذا المرسل التحديثات برسائل SMS: اختر البريد الإلكتروني');
    await deliverMessages();
    expect(app.sentSms).toEqual([]);
  });

  it('sends the code by SMS in the asker’s language to the number in E.164, however it was typed', async () => {
    await smsOn();
    const { trackingNumber } = await parcel();
    const asked = await ask(trackingNumber, { channel: 'sms', to: '079 555 0333' }, 'ar');
    expect(asked.statusCode).toBe(202);
    expect(asked.json().message).toMatch(/[\u0600-\u06FF]/);
    await deliverMessages();
    expect(app.sentSms).toEqual([
      expect.objectContaining({
        to: '+962795550333',
        text: expect.stringMatching(/^Petra Gifts: رمز متابعة الشحنة PT\d+: \d{6}/),
      }),
    ]);
    // One SMS part, even in Arabic (UCS-2: 70 characters).
    expect(smsSize(app.sentSms[0].text)).toMatchObject({ encoding: 'UCS-2', segments: 1 });
    const code = await codeSentTo('+962795550333');
    expect((await confirm(trackingNumber, { channel: 'sms', to: '+962795550333', code })).statusCode).toBe(200);
  });

  it('refuses a wrong code beside the field, and the right one after five wrong tries', async () => {
    const { trackingNumber } = await parcel();
    await ask(trackingNumber, { channel: 'email', to: 'guess@example.com' });
    const code = await codeSentTo('guess@example.com');
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await confirm(trackingNumber, { channel: 'email', to: 'guess@example.com', code: wrongCode });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details).toEqual([
      expect.objectContaining({ field: 'code', message: 'This code is not right. Check it and try again' }),
    ]);
    const arabic = await confirm(trackingNumber, { channel: 'email', to: 'guess@example.com', code: 'abc' }, 'ar');
    expect(arabic.json().details[0]).toMatchObject({
      field: 'code',
      message: 'هذا الرمز غير صحيح. تحقق منه وحاول مرة أخرى',
    });
    for (let i = 0; i < 3; i++)
      await confirm(trackingNumber, { channel: 'email', to: 'guess@example.com', code: wrongCode });
    const spent = await confirm(trackingNumber, { channel: 'email', to: 'guess@example.com', code });
    expect(spent.statusCode).toBe(400);
    expect(spent.json().details[0]).toMatchObject({
      field: 'code',
      message: 'This code has expired or was tried too often. Ask for a new one',
    });
  });

  it('refuses a code after 15 minutes', async () => {
    const { trackingNumber } = await parcel();
    await ask(trackingNumber, { channel: 'email', to: 'late@example.com' });
    const code = await codeSentTo('late@example.com');
    clock = new Date(clock.getTime() + 15 * 60_000);
    const late = await confirm(trackingNumber, { channel: 'email', to: 'late@example.com', code });
    expect(late.statusCode).toBe(400);
    expect(late.json().details[0]).toMatchObject({ field: 'code' });
    expect(late.json().details[0].message).toMatch(/expired/);
    expect(
      await app.db.select().from(trackingSubscriptions).where(eq(trackingSubscriptions.address, 'late@example.com')),
    ).toEqual([expect.objectContaining({ confirmedAt: null })]);
  });

  it('names the bad field in English and Arabic, and answers an unknown number as the tracking page does', async () => {
    const { trackingNumber } = await parcel();
    const email = await ask(trackingNumber, { channel: 'email', to: 'not-an-email' });
    expect(email.statusCode).toBe(400);
    expect(email.json().details).toEqual([expect.objectContaining({ field: 'to' })]);
    const phone = await ask(trackingNumber, { channel: 'sms', to: '12' }, 'ar');
    expect(phone.json().details).toEqual([expect.objectContaining({ field: 'to', message: 'رقم الهاتف غير صالح' })]);
    const channel = await ask(trackingNumber, { channel: 'pigeon', to: 'a@example.com' });
    expect(channel.statusCode).toBe(400);
    expect(channel.json().details.map((d: { field: string }) => d.field)).toContain('channel');

    const page = await call(app, 'GET', '/api/v1/tracking/PT00000000000');
    const unknown = await ask('PT00000000000', { channel: 'email', to: 'a@example.com' });
    expect(unknown.statusCode).toBe(page.statusCode);
    expect(unknown.json().message).toBe('No tracking data');
  });
});

describe('limits', () => {
  it('sends 3 codes an hour to one address, however its case, spaces or phone format vary', async () => {
    const first = await parcel();
    const second = await parcel();
    for (const [parcelOf, to] of [
      [first, 'Many@Example.com'],
      [second, ' many@example.com'],
      [first, 'MANY@EXAMPLE.COM  '],
    ] as const)
      expect((await ask(parcelOf.trackingNumber, { channel: 'email', to })).statusCode).toBe(202);
    const fourth = await ask(second.trackingNumber, { channel: 'email', to: 'many@example.com' });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.headers['retry-after']).toBeDefined();

    for (const to of ['0795550444', '+962 79 555 0444', '00962795550444'])
      expect((await ask(first.trackingNumber, { channel: 'sms', to })).statusCode).toBe(202);
    expect((await ask(second.trackingNumber, { channel: 'sms', to: '079-555-0444' })).statusCode).toBe(429);
  });

  it('sends 5 codes an hour for one parcel, whatever the addresses', async () => {
    const { trackingNumber } = await parcel();
    for (let i = 0; i < 5; i++)
      expect((await ask(trackingNumber, { channel: 'email', to: `p${i}@example.com` })).statusCode).toBe(202);
    expect((await ask(trackingNumber, { channel: 'email', to: 'p5@example.com' })).statusCode).toBe(429);
  });

  it('lets 10 people follow a parcel, not an 11th', async () => {
    const { id, trackingNumber } = await parcel();
    await app.db.insert(trackingSubscriptions).values(
      Array.from({ length: 10 }, (_, i) => ({
        shipmentId: id,
        channel: 'email' as const,
        address: `f${i}@example.com`,
        locale: 'en' as const,
        confirmedAt: clock,
      })),
    );
    const full = await ask(trackingNumber, { channel: 'email', to: 'eleventh@example.com' });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe('This parcel already has the most people following it');
  });
});

describe('followers hear of later events', () => {
  afterEach(async () => {
    await app.db.delete(recipientNotificationSettings);
  });

  it('gives an opted-out address the same answer and nothing else', async () => {
    const { trackingNumber } = await parcel();
    await app.db.insert(recipientOptOuts).values({
      organizationId: alice.organizationId,
      userId: alice.id,
      channel: 'email',
      address: 'gone@example.com',
    });
    const asked = await ask(trackingNumber, { channel: 'email', to: 'Gone@Example.com' });
    const other = await ask(trackingNumber, { channel: 'email', to: 'there@example.com' });
    expect(asked.statusCode).toBe(other.statusCode);
    expect(asked.json()).toEqual(other.json());
    await deliverMessages();
    expect(app.sentMail.sent.map((mail) => mail.to)).toEqual(['there@example.com']);
    const confirmed = await confirm(trackingNumber, { channel: 'email', to: 'gone@example.com', code: '123456' });
    expect(confirmed.statusCode).toBe(400);
  });

  it('sends the code under the sender’s brand: its name, logo line and reply-to, as its messages are', async () => {
    await smsOn({ replyTo: 'care@petra.example' });
    const { trackingNumber } = await parcel();
    await ask(trackingNumber, { channel: 'email', to: 'brand@example.com' }, 'ar');
    const code = await codeSentTo('brand@example.com');
    const [mail] = app.sentMail.sent.filter((sent) => sent.to === 'brand@example.com');
    expect(mail.from).toMatch(/^"Petra Gifts" </);
    expect(mail.replyTo).toBe('care@petra.example');
    expect(mail.subject).toBe(`${code} هو رمز الشحنة ${trackingNumber}`);
    expect(mail.text).toContain('— Petra Gifts');
    expect(mail.html).toMatch(/<p data-brand[^>]*>.*Petra Gifts/);

    await ask(trackingNumber, { channel: 'sms', to: '0795550777' });
    await codeSentTo('+962795550777');
    expect(app.sentSms.filter((sms) => sms.to === '+962795550777')).toEqual([
      expect.objectContaining({
        text: expect.stringMatching(/^Petra Gifts: Your code to follow parcel PT\d+: \d{6}\./),
      }),
    ]);
  });

  it('does the same work for a new, an opted-out, a following and the recipient’s address', async () => {
    const shipment = await parcel();
    await app.db.insert(recipientOptOuts).values({
      organizationId: alice.organizationId,
      userId: alice.id,
      channel: 'email',
      address: 'stopped@example.com',
    });
    await app.db.insert(trackingSubscriptions).values({
      shipmentId: shipment.id,
      channel: 'email',
      address: 'following@example.com',
      locale: 'en',
      confirmedAt: clock,
    });
    const statementsFor = async (to: string) => {
      const statements: string[] = [];
      await requestUpdateCode(
        { ...subscriptionDeps(), db: recordingDb(app.testDatabase, statements) },
        { trackingNumber: shipment.trackingNumber, channel: 'email', to, locale: 'en' },
      );
      return statements;
    };
    const fresh = await statementsFor('new@example.com');
    expect(fresh.some((statement) => statement.startsWith('insert into "tracking_subscriptions"'))).toBe(true);
    expect(await statementsFor('stopped@example.com')).toEqual(fresh);
    expect(await statementsFor('following@example.com')).toEqual(fresh);
    expect(await statementsFor(shipment.email)).toEqual(fresh);
  });

  it('sends the next status to each follower once, with an unsubscribe link that stops the next', async () => {
    await smsOn();
    const shipment = await parcel();
    const { trackingNumber } = shipment;
    await ask(trackingNumber, { channel: 'email', to: 'Follower@Example.com' }, 'ar');
    await confirm(
      trackingNumber,
      {
        channel: 'email',
        to: 'follower@example.com',
        code: await codeSentTo('follower@example.com'),
      },
      'ar',
    );
    await ask(trackingNumber, { channel: 'sms', to: '0795550555' });
    await confirm(trackingNumber, { channel: 'sms', to: '+962795550555', code: await codeSentTo('+962795550555') });
    // The recipient asking on the page too: still one message per event to that address.
    await ask(trackingNumber, { channel: 'email', to: shipment.email });
    await confirm(trackingNumber, { channel: 'email', to: shipment.email, code: await codeSentTo(shipment.email) });
    app.sentMail.sent.length = 0;
    app.sentSms.length = 0;

    await courierSays(trackingNumber, ShipmentStatus.PickUp);
    await courierSays(trackingNumber, ShipmentStatus.PickUp);
    await deliverMessages();
    await deliverMessages();
    const mails = app.sentMail.sent.filter((mail) => mail.to === 'follower@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Petra Gifts: شحنتك ${trackingNumber} استلمتها شركة الشحن`);
    expect(mails[0].text).toContain('لأنك طلبت تحديثات الشحنة');
    expect(mails[0].headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(/^<http:\/\/portal\.test\/api\/u\/m[A-Za-z0-9_-]{30}>$/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(app.sentMail.sent.filter((mail) => mail.to === shipment.email)).toHaveLength(1);
    const texts = app.sentSms.filter((sms) => sms.to === '+962795550555');
    expect(texts).toHaveLength(1);
    expect(texts[0].text).toMatch(/^Petra Gifts: your parcel PT\d+ was picked up by the courier\. .*\/api\/u\/p/);
    const [notice] = await app.db
      .select()
      .from(recipientNotices)
      .where(eq(recipientNotices.shipmentId, shipment.id))
      .then((rows) => rows.filter((row) => row.event === 'pickedUp'));
    expect(notice.outcome).toEqual({ email: 'queued', sms: 'queued', followers: 2 });

    // One click on the e-mail's link; the SMS link's page shows the parcel.
    const mailLink = /<(.+)>/.exec(mails[0].headers!['List-Unsubscribe'])![1].replace('http://portal.test', '');
    const stopped = await app.inject({
      method: 'POST',
      url: mailLink,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(stopped.statusCode).toBe(200);
    const smsLink = /(\/api\/u\/\S+)$/.exec(texts[0].text)![1];
    const smsPage = await call(app, 'GET', smsLink);
    expect(smsPage.body).toContain(`/track/${trackingNumber}`);

    app.sentMail.sent.length = 0;
    app.sentSms.length = 0;
    await courierSays(trackingNumber, ShipmentStatus.OnGoing);
    await deliverMessages();
    expect(app.sentMail.sent.map((mail) => mail.to)).toEqual([shipment.email]);
    // The SMS follower did not click: the recipient's and their SMS still go.
    expect(app.sentSms.map((sms) => sms.to)).toHaveLength(2);
    expect(app.sentSms.map((sms) => sms.to)).toContain('+962795550555');
  });

  it('holds a follower’s night SMS until 08:00 Amman time', async () => {
    await smsOn();
    const { trackingNumber } = await parcel();
    await ask(trackingNumber, { channel: 'sms', to: '0795550666' });
    await confirm(trackingNumber, { channel: 'sms', to: '0795550666', code: await codeSentTo('+962795550666') });
    app.sentSms.length = 0;
    const { night, morning } = comingNight();
    clock = night; // 23:30 in Amman
    await courierSays(trackingNumber, ShipmentStatus.PickUp);
    await deliverMessages();
    expect(app.sentSms.filter((sms) => sms.to === '+962795550666')).toEqual([]);
    clock = morning;
    await app.outbox.process();
    expect(app.sentSms.filter((sms) => sms.to === '+962795550666')).toHaveLength(1);
  });
});
