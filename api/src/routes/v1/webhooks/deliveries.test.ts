import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ShipmentStatus } from '@portal/shared/domain';
import { eq } from 'drizzle-orm';
import { createUserAndLogin } from '../../../../test/support/fixtures';
import { addAddress, courierKey, referenceIds } from '../../../../test/support/shipments';
import { call, multipartFile, startTestApp, type StartedTestApp } from '../../../../test/support/test-app';
import { seedDatabase } from '../../../db/seed';
import { SHIPMENT_IMPORT_COLUMNS } from '../../../services/imports/csv';
import { addresses, outbox, webhookDeliveryAttempts, webhookEndpoints } from '../../../db/schema';

/**
 * Events from real shipment changes, sent by the worker to a receiver on 127.0.0.1 (the test app allows
 * private targets, as WEBHOOKS_ALLOW_PRIVATE does), on a clock the tests move.
 */

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

let app: StartedTestApp;
let receiver: http.Server;
let base: string;
const received: Received[] = [];
/** Per path: status codes to answer in turn (then 200); 'hang' never answers. */
const answers = new Map<string, (number | 'hang')[]>();
/** How far the app's clock is ahead of the real one (rows are stamped by the database's real now()). */
let offset = 0;
const clockNow = () => Date.now() + offset;
let ids: Awaited<ReturnType<typeof referenceIds>>;
let alice: Awaited<ReturnType<typeof createUserAndLogin>>;
let home: { id: string };
let irbid: { id: string };

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const answer = answers.get(path)?.shift() ?? 200;
      if (answer === 'hang') return;
      res.writeHead(answer, { 'content-type': 'text/plain' }).end(answer === 200 ? 'ok' : `refused ${answer}`);
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  app = await startTestApp({
    now: () => new Date(clockNow()),
    webhooks: { timeoutMs: 500, allowPrivate: true },
  });
  await seedDatabase(app.db, { demo: true, passwords: app.passwords });
  ids = await referenceIds(app);
  alice = await createUserAndLogin(app);
  home = await addAddress(app, alice, { city: 'Amman', name: 'Alice Home', type: 2 });
  irbid = await addAddress(app, alice, { city: 'Irbid', name: 'Hala Saleh' });
});

// Each test starts on the real clock: rows are stamped by the database's now(), the worker reads the app's.
beforeEach(() => {
  offset = 0;
});

afterAll(async () => {
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
  await app?.closeWithDatabase();
});

const ALL_EVENTS = ['shipment.created', 'shipment.processed', 'shipment.status_changed', 'shipment.cancelled'];

async function endpointAt(path: string, token = alice.access_token, events = ALL_EVENTS) {
  const response = await call(app, 'POST', '/api/v1/webhooks', { token, body: { url: `${base}${path}`, events } });
  expect(response.statusCode).toBe(201);
  return response.json() as { endpoint: { id: string }; secret: string };
}

/** The signatures of a Portal-Signature header that match this secret (a receiver's check). */
function signedWith(header: string, body: string, secret: string): boolean {
  const parts = header.split(',');
  const t = parts.find((part) => part.startsWith('t='))!.slice(2);
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return parts.filter((part) => part.startsWith('v1=')).some((part) => part.slice(3) === expected);
}

async function draft(token = alice.access_token) {
  const response = await call(app, 'POST', '/api/v1/shipments', {
    token,
    body: {
      senderAddressId: home.id,
      recipientAddressId: irbid.id,
      parcelTypeId: ids.parcel.get('small-box')!,
      parcelQuantity: 1,
      weightKg: 1,
      paymentType: 'prepaid',
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string };
}

async function processDraft(id: string, token = alice.access_token) {
  const response = await call(app, 'POST', `/api/v1/shipments/${id}/process`, {
    token,
    body: { courierId: ids.courier.get('FALCON')!, serviceTypeId: ids.service.get('standard')! },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { id: string; trackingNumber: string };
}

const to = (path: string) => received.filter((request) => request.path === path);
const attemptsOf = (deliveryId: string) =>
  app.db.select().from(webhookDeliveryAttempts).where(eq(webhookDeliveryAttempts.deliveryId, deliveryId));

describe('events sent to a receiver', () => {
  it('sends created, processed, status changed and cancelled, signed, in sequence, with the shipment as GET returns it', async () => {
    const { secret } = await endpointAt('/all');
    const first = await draft();
    const booked = await processDraft(first.id);
    const key = await courierKey(app, ids.courier.get('FALCON')!);
    const moved = await call(app, 'POST', `/api/v1/partner/shipments/${booked.trackingNumber}/events`, {
      token: key,
      body: { eventId: `evt-${booked.id}`, status: ShipmentStatus.PickUp, location: 'Amman hub' },
    });
    expect(moved.statusCode).toBe(201);
    const second = await draft();
    expect(
      (await call(app, 'POST', `/api/v1/shipments/${second.id}/cancel`, { token: alice.access_token })).statusCode,
    ).toBe(200);

    await app.webhooks.processDeliveries();
    const events = to('/all').map((request) => ({ request, event: JSON.parse(request.body) }));
    for (const { request } of events) {
      expect(signedWith(String(request.headers['portal-signature']), request.body, secret)).toBe(true);
      expect(request.headers['portal-event-id']).toBe(JSON.parse(request.body).id);
    }
    const ofFirst = events
      .filter(({ event }) => event.data.id === first.id)
      .sort((a, b) => a.event.sequence - b.event.sequence)
      .map(({ event }) => [event.type, event.sequence, event.data.status]);
    expect(ofFirst).toEqual([
      ['shipment.created', 1, null],
      ['shipment.processed', 2, ShipmentStatus.Pending],
      ['shipment.status_changed', 3, ShipmentStatus.PickUp],
    ]);
    const processed = events.find(({ event }) => event.type === 'shipment.processed')!.event;
    expect(processed.data).toMatchObject({ id: first.id, trackingNumber: booked.trackingNumber });
    expect(Date.parse(processed.created_at)).not.toBeNaN();
    const ofSecond = events.filter(({ event }) => event.data.id === second.id).map(({ event }) => event.type);
    expect(ofSecond.sort()).toEqual(['shipment.cancelled', 'shipment.created']);
    // Sent once: a second pass finds nothing due.
    expect(await app.webhooks.processDeliveries()).toBe(0);
  });

  it('sends only the events an endpoint subscribes to, and nothing to a turned-off endpoint', async () => {
    const owner = await createUserAndLogin(app);
    const ownerHome = await addAddress(app, owner, { city: 'Amman', name: 'Home', type: 2 });
    const response = await call(app, 'POST', '/api/v1/webhooks', {
      token: owner.access_token,
      body: { url: `${base}/cancelled-only`, events: ['shipment.cancelled'] },
    });
    const off = await call(app, 'POST', '/api/v1/webhooks', {
      token: owner.access_token,
      body: { url: `${base}/off`, events: ALL_EVENTS, enabled: false },
    });
    expect([response.statusCode, off.statusCode]).toEqual([201, 201]);
    const created = await call(app, 'POST', '/api/v1/shipments', {
      token: owner.access_token,
      body: { senderAddressId: ownerHome.id },
    });
    await call(app, 'POST', `/api/v1/shipments/${created.json().id}/cancel`, { token: owner.access_token });
    await app.webhooks.processDeliveries();
    expect(to('/cancelled-only').map((request) => JSON.parse(request.body).type)).toEqual(['shipment.cancelled']);
    expect(to('/off')).toEqual([]);
  });

  it('queues nothing for a change that is rolled back', async () => {
    await endpointAt('/rolled-back');
    const created = await draft();
    await app.webhooks.processDeliveries();
    const before = to('/rolled-back').length;
    // A stale version: the cancel is refused and its transaction rolled back.
    const refused = await call(app, 'POST', `/api/v1/shipments/${created.id}/cancel`, {
      token: alice.access_token,
      body: { version: 99 },
    });
    expect(refused.statusCode).toBe(409);
    await app.webhooks.processDeliveries();
    expect(to('/rolled-back')).toHaveLength(before);
  });
});

describe('an imported file', () => {
  it('sends import.completed with a summary once its drafts are created', async () => {
    const owner = await createUserAndLogin(app);
    const pickUp = await addAddress(app, owner, { city: 'Amman', name: 'Warehouse', type: 2 });
    await app.db.update(addresses).set({ isPrimary: true }).where(eq(addresses.id, pickUp.id));
    await endpointAt('/imports', owner.access_token, ['import.completed']);
    const row = (fields: Record<string, string>) => SHIPMENT_IMPORT_COLUMNS.map((c) => fields[c.key] ?? '').join(',');
    const recipient = {
      recipient_phone: '0791234567',
      country: 'Jordan',
      city: 'Irbid',
      address_line: 'University Street',
      quantity: '1',
      weight_kg: '1',
    };
    const text = [
      SHIPMENT_IMPORT_COLUMNS.map((c) => c.key).join(','),
      row({ ...recipient, recipient_name: 'Hala Saleh' }),
      row({ ...recipient, recipient_name: 'Lina Odeh' }),
    ].join('\n');
    const body = multipartFile(text, { fileName: 'april.csv' });
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/shipments/imports',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${owner.access_token}` },
    });
    expect(response.statusCode).toBe(201);
    await app.webhooks.processDeliveries();
    const [request] = to('/imports');
    expect(JSON.parse(request.body)).toMatchObject({
      type: 'import.completed',
      data: {
        id: response.json().import.id,
        fileName: 'april.csv',
        rowCount: 2,
        shipmentIds: response.json().shipmentIds,
      },
    });
  });
});

describe('retries, timeouts and the delivery log', () => {
  it('retries after a 500 with back-off, then succeeds; each attempt is logged', async () => {
    const { endpoint } = await endpointAt('/flaky', alice.access_token, ['shipment.created']);
    answers.set('/flaky', [500]);
    await draft();
    await app.webhooks.processDeliveries();
    const [delivery] = await app.db.select().from(outbox).where(eq(outbox.endpointId, endpoint.id));
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 500 });
    expect(delivery.nextAttemptAt.getTime()).toBeGreaterThan(clockNow());
    // Not due yet: nothing is sent.
    await app.webhooks.processDeliveries();
    expect(to('/flaky')).toHaveLength(1);

    offset += delivery.nextAttemptAt.getTime() - clockNow() + 1;
    await app.webhooks.processDeliveries();
    const [done] = await app.db.select().from(outbox).where(eq(outbox.id, delivery.id));
    expect(done).toMatchObject({ status: 'sent', attempts: 2, lastStatusCode: 200 });
    const log = (await attemptsOf(delivery.id)).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    expect(log.map((entry) => [entry.statusCode, entry.responseExcerpt, entry.error])).toEqual([
      [500, 'refused 500', 'answered 500'],
      [200, 'ok', null],
    ]);
    expect(log.every((entry) => entry.durationMs >= 0)).toBe(true);
    // The same event id and body on both attempts: a receiver can tell a retry.
    const [one, two] = to('/flaky');
    expect(two.headers['portal-event-id']).toBe(one.headers['portal-event-id']);
    expect(two.body).toBe(one.body);
  });

  it('gives up an attempt at the timeout and retries later, without holding up other endpoints', async () => {
    const slow = await endpointAt('/slow', alice.access_token, ['shipment.created']);
    const fast = await endpointAt('/fast', alice.access_token, ['shipment.created']);
    answers.set('/slow', ['hang']);
    await draft();
    await app.webhooks.processDeliveries();
    const [slowDelivery] = await app.db.select().from(outbox).where(eq(outbox.endpointId, slow.endpoint.id));
    const [fastDelivery] = await app.db.select().from(outbox).where(eq(outbox.endpointId, fast.endpoint.id));
    expect(fastDelivery.status).toBe('sent');
    expect(slowDelivery.status).toBe('pending');
    const [attempt] = await attemptsOf(slowDelivery.id);
    expect(attempt).toMatchObject({ statusCode: null, error: 'timed out after 500 ms' });
  });

  it('sends a test event on request, whatever the endpoint subscribes to', async () => {
    const { endpoint, secret } = await endpointAt('/test-event', alice.access_token, ['import.completed']);
    const response = await call(app, 'POST', `/api/v1/webhooks/${endpoint.id}/test`, {
      token: alice.access_token,
      body: {},
    });
    expect(response.statusCode).toBe(202);
    await app.webhooks.processDeliveries();
    const [request] = to('/test-event');
    expect(JSON.parse(request.body)).toMatchObject({ type: 'webhook.test', data: { endpointId: endpoint.id } });
    expect(signedWith(String(request.headers['portal-signature']), request.body, secret)).toBe(true);
  });
});

describe('the delivery log and resending', () => {
  it("lists an endpoint's deliveries with their attempts and resends one now; a stranger gets 404", async () => {
    const { endpoint } = await endpointAt('/resend', alice.access_token, ['shipment.created']);
    answers.set('/resend', [502]);
    await draft();
    await app.webhooks.processDeliveries();
    const log = await call(app, 'GET', `/api/v1/webhooks/${endpoint.id}/deliveries`, { token: alice.access_token });
    expect(log.statusCode).toBe(200);
    const [delivery] = log.json().items;
    expect(delivery).toMatchObject({
      eventType: 'shipment.created',
      status: 'pending',
      attempts: [{ statusCode: 502, response: 'refused 502', error: 'answered 502' }],
    });

    const stranger = await createUserAndLogin(app);
    const url = `/api/v1/webhooks/${endpoint.id}/deliveries/${delivery.id}/resend`;
    expect((await call(app, 'POST', url, { token: stranger.access_token, body: {} })).statusCode).toBe(404);
    expect(
      (await call(app, 'GET', `/api/v1/webhooks/${endpoint.id}/deliveries`, { token: stranger.access_token }))
        .statusCode,
    ).toBe(404);

    // Resent now, although its back-off would have waited.
    expect((await call(app, 'POST', url, { token: alice.access_token, body: {} })).statusCode).toBe(202);
    await app.webhooks.processDeliveries();
    const after = await call(app, 'GET', `/api/v1/webhooks/${endpoint.id}/deliveries`, { token: alice.access_token });
    expect(after.json().items[0]).toMatchObject({ id: delivery.id, status: 'delivered' });
    expect(after.json().items[0].attempts.map((attempt: { statusCode: number }) => attempt.statusCode)).toEqual([
      502, 200,
    ]);
  });
});

describe('rotation and failing endpoints', () => {
  it('signs with both secrets during the 24-hour overlap, then with the new one only', async () => {
    const created = await endpointAt('/rotated', alice.access_token, ['shipment.created']);
    const rotated = await call(app, 'POST', `/api/v1/webhooks/${created.endpoint.id}/rotate-secret`, {
      token: alice.access_token,
      body: {},
    });
    const newSecret = rotated.json().secret as string;
    await draft();
    await app.webhooks.processDeliveries();
    const [during] = to('/rotated');
    const header = String(during.headers['portal-signature']);
    expect(header.match(/v1=/g)).toHaveLength(2);
    expect(signedWith(header, during.body, created.secret)).toBe(true);
    expect(signedWith(header, during.body, newSecret)).toBe(true);

    offset += 24 * 3_600_000 + 1_000;
    await draft();
    await app.webhooks.processDeliveries();
    const after = to('/rotated')[1];
    const afterHeader = String(after.headers['portal-signature']);
    expect(afterHeader.match(/v1=/g)).toHaveLength(1);
    expect(signedWith(afterHeader, after.body, newSecret)).toBe(true);
    expect(signedWith(afterHeader, after.body, created.secret)).toBe(false);
  });

  it('turns off an endpoint whose deliveries failed for three days and e-mails its owner', async () => {
    const owner = await createUserAndLogin(app);
    const ownerHome = await addAddress(app, owner, { city: 'Amman', name: 'Home', type: 2 });
    const { endpoint } = await endpointAt('/down', owner.access_token, ['shipment.created']);
    answers.set('/down', Array(100).fill(503));
    const makeDraft = () =>
      call(app, 'POST', '/api/v1/shipments', { token: owner.access_token, body: { senderAddressId: ownerHome.id } });
    await makeDraft();
    await app.webhooks.processDeliveries();
    offset += 2 * 24 * 3_600_000;
    await makeDraft();
    await app.webhooks.processDeliveries();
    let [row] = await app.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(row.enabled).toBe(true);

    offset += 24 * 3_600_000 + 1_000;
    await app.webhooks.processDeliveries();
    [row] = await app.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(row).toMatchObject({ enabled: false, disabledReason: 'Every delivery failed for three days' });
    await app.mail.processOutbox();
    const mail = app.sentMail.sent.find((sent) => sent.to === owner.email);
    expect(mail?.subject).toBe('A webhook endpoint was turned off');
    expect(mail?.text).toContain(`${base}/down`);
    // The first delivery's three days are over too: it is given up, not retried for ever.
    const deliveries = await app.db.select().from(outbox).where(eq(outbox.endpointId, endpoint.id));
    expect(deliveries.map((delivery) => delivery.status).sort()).toEqual(['failed', 'failed']);
  });
});

describe('the verification snippet of docs/webhooks.md', () => {
  it('accepts a real delivery signed with the secret and refuses a tampered body or another secret', async () => {
    const doc = readFileSync(path.join(__dirname, '../../../../../docs/webhooks.md'), 'utf8');
    const blocks = [...doc.matchAll(/```js\n([\s\S]*?)```/g)].map((match) => match[1]);
    expect(blocks).toHaveLength(1);
    expect(blocks[0].trim().split('\n').length).toBeLessThanOrEqual(12);
    // The block exactly as a reader copies it, run as CommonJS.
    const verify = new Function('require', `${blocks[0]}\nreturn verifyPortalSignature;`)(require) as (
      header: string,
      rawBody: string,
      secret: string,
    ) => boolean;

    const { secret } = await endpointAt('/documented', alice.access_token, ['shipment.created']);
    await draft();
    await app.webhooks.processDeliveries();
    const [request] = to('/documented');
    const header = String(request.headers['portal-signature']);
    expect(verify(header, request.body, secret)).toBe(true);
    expect(verify(header, request.body.replace('shipment.created', 'shipment.cancelled'), secret)).toBe(false);
    expect(verify(header, request.body, 'whsec_another')).toBe(false);
  });
});
