// Webhooks end to end: a user registers an endpoint on a receiver of their own (127.0.0.1, allowed by
// WEBHOOKS_ALLOW_PRIVATE in the suite's API) in the Webhooks page, copies the signing secret shown once,
// books a shipment, sees the signed delivery arrive and in the page's delivery log, and resends it.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../support/access';
import { addAxe, seriousViolations } from '../support/axe';
import { baseUrl, pagesPerTest } from '../support/browser';
import { signIn, waitForPath } from '../support/portal';

const { newPage } = pagesPerTest();

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

let receiver: http.Server;
let receiverUrl: string;
const received: Received[] = [];

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method === 'POST')
        received.push({ path: req.url ?? '/', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('thanks from the receiver');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});

afterAll(async () => {
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});

/** The verification snippet of docs/webhooks.md, exactly as a reader copies it. */
function documentedVerifier(): (header: string, rawBody: string, secret: string) => boolean {
  const doc = readFileSync(path.resolve(__dirname, '../../docs/webhooks.md'), 'utf8');
  const [block] = [...doc.matchAll(/```js\n([\s\S]*?)```/g)].map((match) => match[1]);
  return new Function('require', `${block}\nreturn verifyPortalSignature;`)(require);
}

async function api<T>(route: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl()}/api/v1${route}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${route} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Waits (polling, not sleeping a fixed time) until `check` returns something. */
async function eventually<T>(what: string, check: () => T | undefined | Promise<T | undefined>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Presses Refresh in the delivery log until `locator` shows up (the worker sends on its own timer). */
async function refreshUntil(drawer: Locator, locator: Locator, timeoutMs = 30_000): Promise<void> {
  await eventually(
    'the delivery log shows it',
    async () => {
      if ((await locator.count()) > 0 && (await locator.first().isVisible())) return true;
      await drawer.getByRole('button', { name: 'Refresh' }).click();
      await drawer.page().waitForTimeout(500);
      return undefined;
    },
    timeoutMs,
  );
}

/** A draft from one of the user's addresses to another, booked with the first rate offered. */
async function bookShipment(token: string): Promise<{ id: string; trackingNumber: string }> {
  type Place = { id: string; name: string; regionId: string | null };
  const jordan = (await api<{ items: Place[] }>('/lookups/countries', token)).items.find(
    (country) => country.name === 'Jordan',
  )!;
  const cities = (await api<{ items: Place[] }>(`/lookups/cities?countryId=${jordan.id}`, token)).items;
  const address = (city: string, name: string, type: number) => {
    const place = cities.find((c) => c.name === city)!;
    return api<{ id: string }>('/addresses', token, {
      name,
      phoneNumber: '0791112223',
      countryId: jordan.id,
      regionId: place.regionId,
      cityId: place.id,
      addressLine: 'Rainbow Street 12',
      type,
    });
  };
  const sender = await address('Amman', 'Hook Warehouse', 2);
  const recipient = await address('Irbid', 'Hala Saleh', 1);
  const parcel = (await api<{ items: { id: string; code: string }[] }>('/lookups/parcel-types', token)).items.find(
    (type) => type.code === 'small-box',
  )!;
  const draft = await api<{ id: string }>('/shipments', token, {
    senderAddressId: sender.id,
    recipientAddressId: recipient.id,
    parcelTypeId: parcel.id,
    parcelQuantity: 1,
    weightKg: 1,
    paymentType: 'prepaid',
  });
  const rates = await api<{ items: { courier: { id: string }; serviceType: { id: string } }[] }>(
    `/shipments/${draft.id}/rates`,
    token,
  );
  expect(rates.items.length).toBeGreaterThan(0);
  return api(`/shipments/${draft.id}/process`, token, {
    courierId: rates.items[0].courier.id,
    serviceTypeId: rates.items[0].serviceType.id,
  });
}

/** Serious or critical axe violations once the dialogs' opening animations are over. */
async function axeOf(page: Page, where: string): Promise<string[]> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  return seriousViolations(page, where);
}

const noWiderThanScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

it('registers an endpoint, receives a signed shipment.processed, sees it in the log and resends it', async () => {
  const email = `hooks-${randomBytes(3).toString('hex')}@example.com`;
  const signUp = await fetch(`${baseUrl()}/api/v1/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'Hook owner', email, password: DEMO_PASSWORD }),
  });
  expect(signUp.status).toBe(201);
  const page = await newPage();
  await addAxe(page.context());
  const { accessToken } = await signIn(page, email);
  const violations: string[] = [];

  // From the navigation, beside API keys.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Webhooks' }).first().click();
  await waitForPath(page, '/webhooks');
  await page.getByText('No webhook endpoints yet').waitFor();

  // The endpoint: the receiver, for processed shipments.
  const hookUrl = `${receiverUrl}/portal-hooks`;
  await page.getByRole('button', { name: 'Add endpoint' }).first().click();
  const form = page.getByRole('dialog', { name: 'Add a webhook endpoint' });
  violations.push(...(await axeOf(page, 'the endpoint form')));
  await form.getByRole('textbox', { name: 'Endpoint URL' }).fill(hookUrl);
  await expect(form.getByRole('checkbox', { name: /Shipment processed/ }).isChecked()).resolves.toBe(true);
  await form.getByRole('button', { name: 'Add endpoint' }).click();

  // The signing secret, once.
  const shown = page.getByRole('alertdialog', { name: /^Signing secret for / });
  await shown.getByText('Copy this secret now. You will not see it again: the portal shows it only once.').waitFor();
  const secret = (await shown.getByTestId('webhook-secret').textContent())?.trim() ?? '';
  violations.push(...(await axeOf(page, 'the signing secret')));
  expect(secret).toMatch(/^whsec_\S{20,}$/);
  await shown.getByRole('button', { name: 'Copy' }).click();
  await shown.getByRole('button', { name: /^(Copied|Copy)$/ }).waitFor();
  await shown.getByRole('button', { name: 'Done' }).click();
  await shown.waitFor({ state: 'detached' });
  expect(await page.locator('body').textContent()).not.toContain(secret);
  const card = page.getByRole('listitem').filter({ hasText: hookUrl });
  await card.getByText('Enabled').waitFor();

  // A shipment is booked: the worker sends shipment.processed, signed with that secret.
  const booked = await bookShipment(accessToken);
  const processed = await eventually('the receiver gets shipment.processed', () =>
    received.find((request) => JSON.parse(request.body).type === 'shipment.processed'),
  );
  expect(processed.path).toBe('/portal-hooks');
  const event = JSON.parse(processed.body) as { id: string; data: { id: string; trackingNumber: string } };
  expect(event.data).toMatchObject({ id: booked.id, trackingNumber: booked.trackingNumber });
  expect(processed.headers['portal-event-id']).toBe(event.id);
  const verify = documentedVerifier();
  expect(verify(String(processed.headers['portal-signature']), processed.body, secret)).toBe(true);
  expect(verify(String(processed.headers['portal-signature']), processed.body, `${secret}x`)).toBe(false);

  // The delivery log shows it delivered, with the receiver's answer.
  await card.getByRole('button', { name: /^Deliveries to / }).click();
  const drawer = page.getByRole('dialog', { name: 'Deliveries' });
  const delivery = drawer.getByRole('listitem').filter({ hasText: 'shipment.processed' });
  await refreshUntil(drawer, delivery.getByText('Delivered', { exact: true }));
  const attempts = delivery.getByRole('table', { name: 'Attempts of Shipment processed' });
  await attempts.getByRole('cell', { name: '200', exact: true }).waitFor();
  await attempts.getByText('thanks from the receiver').waitFor();
  expect(await attempts.getByRole('row').count()).toBe(2);
  violations.push(...(await axeOf(page, 'the delivery log')));

  // The log fits a phone's screen.
  await page.setViewportSize({ width: 375, height: 812 });
  await delivery.getByText('Delivered', { exact: true }).waitFor();
  expect(await noWiderThanScreen(page)).toBeLessThanOrEqual(0);

  // Resent: a second attempt of the same event reaches the receiver and the log.
  await delivery.getByRole('button', { name: /^Resend Shipment processed/ }).click();
  await page.getByText('Delivery queued again').first().waitFor();
  const again = await eventually('the receiver gets the event again', () => {
    const copies = received.filter((request) => request.headers['portal-event-id'] === event.id);
    return copies.length >= 2 ? copies[1] : undefined;
  });
  expect(again.body).toBe(processed.body);
  expect(verify(String(again.headers['portal-signature']), again.body, secret)).toBe(true);
  await refreshUntil(drawer, attempts.getByRole('row').nth(2));
  expect(await attempts.getByRole('row').count()).toBe(3);
  await delivery.getByText('Delivered', { exact: true }).waitFor();
  expect(await noWiderThanScreen(page)).toBeLessThanOrEqual(0);

  // Back to the list with Escape; it fits the phone too.
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'detached' });
  expect(await noWiderThanScreen(page)).toBeLessThanOrEqual(0);
  violations.push(...(await axeOf(page, 'the list')));
  expect(violations).toEqual([]);
});
