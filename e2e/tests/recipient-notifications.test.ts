// Recipient notifications end to end: the demo organization's admin turns SMS on for delivered, names
// the sender and uploads a logo on the settings page, sees the Arabic preview, saves, reloads and finds
// it kept; then the public tracking page of one of the organization's booked shipments shows that
// name and logo. A visitor asks for a parcel's updates by e-mail on its tracking page, confirms with the
// code mailed under the sender's name, hears of the courier's next event and stops the next one with
// the message's link. The organization's settings go back to the defaults afterwards.
import type { Page } from 'playwright-core';
import { demoCourierKey } from '../../api/src/db/seed/demo';
import { baseUrl, pagesPerTest } from '../support/browser';
import { mailsTo, waitForMail } from '../support/mail';
import { signIn, waitForPath } from '../support/portal';

const { newPage } = pagesPerTest();

/** A 1 × 1 PNG: the server decodes it and stores it anew. */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const SENDER = 'Haddad Test Store';

let token = '';

async function api<T>(route: string, method = 'GET', body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl()}/api/v1${route}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${route} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

afterAll(async () => {
  if (!token) return;
  // Other suites book the demo organization's shipments: they get its defaults back.
  await api('/recipient-notifications/logo', 'DELETE');
  const off = { email: false, sms: false };
  const mail = { email: true, sms: false };
  await api('/recipient-notifications', 'PUT', {
    channels: { processed: mail, pickedUp: off, onGoing: mail, delivered: mail, returned: off, cancelled: off },
    senderName: null,
    replyTo: null,
    smsAtNight: false,
  });
});

const noWiderThanScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

it('keeps SMS on delivered, the sender name and logo, previews Arabic, and brands the tracking page', async () => {
  const page = await newPage();
  ({ accessToken: token } = await signIn(page, 'orgadmin@portal.local'));

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Recipient notifications' })
    .first()
    .click();
  await waitForPath(page, '/recipient-notifications');
  const deliveredSms = page.getByRole('checkbox', { name: 'Delivered: SMS' });
  await deliveredSms.waitFor({ state: 'attached' });
  expect(await deliveredSms.isChecked()).toBe(false);
  // By keyboard: the grid's checkboxes take focus and Space toggles one.
  await deliveredSms.focus();
  await page.keyboard.press('Space');
  expect(await deliveredSms.isChecked()).toBe(true);
  await page.getByRole('textbox', { name: 'Sender name' }).fill(SENDER);

  // The logo is stored at once and shown from its public URL.
  await page.getByLabel('Logo', { exact: true }).setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: PNG_1X1,
  });
  const logo = page.getByRole('img', { name: 'Your logo as recipients see it' });
  await logo.waitFor();
  const logoUrl = (await logo.getAttribute('src')) ?? '';
  expect(logoUrl).toMatch(/^\/api\/v1\/recipient-notifications\/logos\/[0-9a-f-]{36}\?v=\d+$/);

  // The Arabic preview of "delivered", with the name typed but not saved yet.
  const arabic = page.getByRole('region', { name: 'Arabic' });
  await arabic.getByText(`${SENDER}: شحنتك`).first().waitFor();
  await arabic.getByText(/^2 parts · UCS-2 · \d+ characters$/).waitFor();
  const frame = arabic.frameLocator('iframe');
  await frame.locator('html[dir="rtl"]').waitFor({ state: 'attached' });
  // Absolute, on the portal's PUBLIC_URL: a mail client has no page to resolve a path against.
  const mailLogo = (await frame.locator('img').getAttribute('src')) ?? '';
  expect(mailLogo).toMatch(/^https?:\/\/[^/]+\/api\//);
  expect(mailLogo.endsWith(logoUrl)).toBe(true);

  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Recipient notification settings saved').first().waitFor();

  // At 375 px nothing overflows the screen.
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await noWiderThanScreen(page)).toBeLessThanOrEqual(0);

  await page.reload();
  await page.getByRole('checkbox', { name: 'Delivered: SMS' }).waitFor({ state: 'attached' });
  expect(await page.getByRole('checkbox', { name: 'Delivered: SMS' }).isChecked()).toBe(true);
  expect(await page.getByRole('textbox', { name: 'Sender name' }).inputValue()).toBe(SENDER);
  expect(await page.getByRole('img', { name: 'Your logo as recipients see it' }).getAttribute('src')).toBe(logoUrl);

  // A visitor on the public tracking page of one of the organization's booked shipments.
  const shipments = await api<{ items: { trackingNumber: string | null }[] }>('/shipments?tab=active');
  const booked = shipments.items.find((shipment) => shipment.trackingNumber);
  expect(booked).toBeDefined();
  const visitor = await newPage();
  await visitor.goto(`/track/${booked!.trackingNumber}`);
  const brand = visitor.getByTestId('sender-brand');
  await brand.getByText(SENDER).waitFor();
  const shown = brand.getByRole('img', { name: `Logo of ${SENDER}` });
  expect(await shown.getAttribute('src')).toBe(logoUrl);
  await visitor.waitForFunction(
    () => (document.querySelector('[data-testid="sender-brand"] img') as HTMLImageElement | null)?.naturalWidth === 1,
  );
});

/** A courier's status for the parcel through the partner API, with the demo key of its courier. */
async function courierSays(shipmentId: string, trackingNumber: string, status: number) {
  const { courier } = await api<{ courier: { code: string } }>(`/shipments/${shipmentId}`);
  const response = await fetch(`${baseUrl()}/api/v1/partner/shipments/${trackingNumber}/events`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${demoCourierKey(courier.code).plaintext}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ eventId: `e2e-follow-${trackingNumber}-${status}`, status }),
  });
  expect(response.status).toBe(201);
}

/** Follows the parcel by API, with the code from the mail: a second follower, who does not stop. */
async function followByApi(trackingNumber: string, to: string) {
  const send = (route: string, body: unknown) =>
    fetch(`${baseUrl()}/api/v1/tracking/${trackingNumber}/subscriptions${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  expect((await send('', { channel: 'email', to })).status).toBe(202);
  const [, code] = await waitForMail(to, /Enter (\d{6}) on the tracking page/);
  expect((await send('/confirm', { channel: 'email', to, code })).status).toBe(200);
}

it('lets a visitor follow a parcel by e-mail with a code, tells them of the next event and stops with its link', async () => {
  const page = await newPage();
  ({ accessToken: token } = await signIn(page, 'orgadmin@portal.local'));
  const mail = { email: true, sms: false };
  await api('/recipient-notifications', 'PUT', {
    channels: { processed: mail, pickedUp: mail, onGoing: mail, delivered: mail, returned: mail, cancelled: mail },
    senderName: SENDER,
    replyTo: 'care@haddad.example',
    smsAtNight: false,
  });
  // One of the organization's parcels still to be picked up (else one picked up): its next two events.
  type Listed = { items: { id: string; status: number; trackingNumber: string | null }[] };
  const parcel = [
    ...(await api<Listed>('/shipments?tab=pending')).items,
    ...(await api<Listed>('/shipments?tab=in-transit')).items,
  ].find((shipment) => shipment.trackingNumber);
  expect(parcel).toBeDefined();
  const { id, status, trackingNumber } = parcel as { id: string; status: number; trackingNumber: string };
  const said: Record<number, string> = {
    2: 'was picked up by the courier',
    3: 'is out for delivery',
    4: 'was delivered',
  };
  const stamp = Date.now();
  const follower = `follower-${stamp}@example.com`;
  const witness = `witness-${stamp}@example.com`;

  const visitor = await newPage();
  await visitor.goto(`/track/${trackingNumber}`);
  const card = visitor.getByTestId('ask-for-updates');
  await card.getByRole('heading', { name: 'Get updates on this parcel' }).waitFor();
  await card.getByRole('textbox', { name: 'E-mail address' }).fill(follower);
  await card.getByRole('button', { name: 'Send me a code' }).click();
  await card.getByText(/We sent a 6-digit code to/).waitFor();

  // The code's e-mail comes under the sender's name, with replies to its address.
  const [codeMail, code] = await waitForMail(follower, /^[\s\S]*Enter (\d{6}) on the tracking page[\s\S]*$/);
  expect(codeMail).toMatch(/^From: "?Haddad Test Store"? </m);
  expect(codeMail).toMatch(/^Reply-To: care@haddad\.example/m);
  await card.getByRole('textbox', { name: 'Code' }).fill(code);
  await card.getByRole('button', { name: 'Confirm' }).click();
  await card.getByText(`Done: updates on this parcel will go to`, { exact: false }).waitFor();

  await followByApi(trackingNumber, witness);
  await courierSays(id, trackingNumber, status + 1);
  const [, stopLink] = await waitForMail(
    follower,
    new RegExp(
      `Your parcel ${trackingNumber} from ${SENDER} ${said[status + 1]}[\\s\\S]*Stop these messages: (\\S+/api/u/m[A-Za-z0-9_-]{30})`,
    ),
  );

  // The link's page (on this portal) stops the sender's messages with one button.
  await visitor.goto(new URL(stopLink).pathname);
  await visitor.getByText(`Parcel ${trackingNumber}`).waitFor();
  await visitor.getByRole('button', { name: 'Stop these messages · أوقف هذه الرسائل' }).click();
  await visitor.getByText('You will receive no more messages from this sender.').waitFor();

  // The next event reaches the other follower, not this one.
  await courierSays(id, trackingNumber, status + 2);
  await waitForMail(witness, new RegExp(`Your parcel ${trackingNumber} from ${SENDER} ${said[status + 2]}`));
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const told = (await mailsTo(follower)).filter((text) => text.includes(said[status + 2]));
  expect(told).toEqual([]);
});
