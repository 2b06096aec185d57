import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ShipmentStatus } from '@portal/shared/domain';
import { documentSchemaCheck } from '../../test/support/document-schemas';
import { createUserAndLogin } from '../../test/support/fixtures';
import { addAddress, courierKey, importCsv, referenceIds } from '../../test/support/shipments';
import { call, multipartFile, startTestApp, type StartedTestApp } from '../../test/support/test-app';
import { seedDatabase } from '../db/seed';
import { apiRoot, repoRoot } from '../paths';

/**
 * An outside developer's client, built from the served document alone: openapi-typescript's CLI with
 * Redocly's `recommended` rules on (it refuses a document they reject), then the sample integration in
 * test/outside-client type-checked against the types it wrote.
 */
let app: StartedTestApp;
const sampleDir = path.join(apiRoot, 'test', 'outside-client');

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(() => app?.closeWithDatabase());

const bin = (name: string) => path.join(apiRoot, 'node_modules', '.bin', name);

it('generates a typed client with openapi-typescript under Redocly’s recommended rules, and a booking flow type-checks against it', async () => {
  const served = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(served.statusCode).toBe(200);
  const work = await mkdtemp(path.join(tmpdir(), 'portal-outside-client-'));
  try {
    await writeFile(path.join(work, 'openapi.json'), served.body);
    await writeFile(path.join(work, 'redocly.yaml'), 'extends:\n  - recommended\n');
    await mkdir(path.join(sampleDir, 'generated'), { recursive: true });
    const output = path.join(sampleDir, 'generated', 'api.ts');
    const generated = spawnSync(
      bin('openapi-typescript'),
      ['openapi.json', '--redocly', 'redocly.yaml', '--output', output],
      { cwd: work, encoding: 'utf8' },
    );
    expect({ exitCode: generated.status, errors: generated.stderr.match(/error.*/gi) ?? [] }).toEqual({
      exitCode: 0,
      errors: [],
    });
    const checked = spawnSync(bin('tsc'), ['-p', path.join(sampleDir, 'tsconfig.json')], { encoding: 'utf8' });
    expect({ exitCode: checked.status, output: checked.stdout.trim() }).toEqual({ exitCode: 0, output: '' });
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}, 180_000);

/** The sample receiver's runtime surface (its types are checked by tsc above, against the generated client). */
interface ReceiverModule {
  createWebhookReceiver(options: {
    secret: () => string;
    handlers: Record<'shipment' | 'importCompleted' | 'test', (event: { id: string; type: string }) => void>;
    verify?: (header: string, rawBody: string, secret: string) => boolean;
  }): http.Server;
  verifyPortalSignature(header: string, rawBody: string, secret: string): boolean;
}

/** docs/webhooks.md's verification snippet, exactly as a reader copies it, run as CommonJS. */
function documentedVerifier(): (header: string, rawBody: string, secret: string) => boolean {
  const doc = readFileSync(path.join(repoRoot, 'docs', 'webhooks.md'), 'utf8');
  const [snippet] = [...doc.matchAll(/```js\n([\s\S]*?)```/g)].map((match) => match[1]);
  return new Function('require', `${snippet}\nreturn verifyPortalSignature;`)(require);
}

it('runs the sample webhook receiver against real deliveries: each event verified with the documented snippet, handled by type, shaped as the document says', async () => {
  const receiver: ReceiverModule = await import(path.join(sampleDir, 'webhook-receiver'));
  const documented = documentedVerifier();
  const handled: { handler: string; type: string; body: unknown }[] = [];
  const raw: { header: string; body: string }[] = [];
  let secret = '';
  const handler = (name: string) => (event: { type: string }) => {
    handled.push({ handler: name, type: event.type, body: event });
  };
  const server = receiver.createWebhookReceiver({
    secret: () => secret,
    handlers: { shipment: handler('shipment'), importCompleted: handler('importCompleted'), test: handler('test') },
    verify: (header, body, key) => {
      raw.push({ header, body });
      return documented(header, body, key);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await seedDatabase(app.db, { demo: true, passwords: app.passwords });
    const ids = await referenceIds(app);
    const owner = await createUserAndLogin(app);
    const home = await addAddress(app, owner, { city: 'Amman', name: 'Warehouse', type: 2 });
    const irbid = await addAddress(app, owner, { city: 'Irbid', name: 'Hala Saleh' });
    const token = owner.access_token;
    // An import's drafts are sent from the primary pick-up address.
    expect((await call(app, 'POST', `/api/v1/addresses/${home.id}/primary`, { token, body: {} })).statusCode).toBe(200);
    // The test app allows http:// and loopback targets, as WEBHOOKS_ALLOW_PRIVATE does in the demo.
    const port = (server.address() as AddressInfo).port;
    const registered = await call(app, 'POST', '/api/v1/webhooks', {
      token,
      body: {
        url: `http://127.0.0.1:${port}/portal`,
        events: [
          'shipment.created',
          'shipment.processed',
          'shipment.status_changed',
          'shipment.cancelled',
          'import.completed',
        ],
      },
    });
    expect(registered.statusCode).toBe(201);
    secret = registered.json().secret;
    const endpointId = registered.json().endpoint.id;

    const draft = async () => {
      const response = await call(app, 'POST', '/api/v1/shipments', {
        token,
        body: { senderAddressId: home.id, recipientAddressId: irbid.id, weightKg: 1, paymentType: 'prepaid' },
      });
      expect(response.statusCode).toBe(201);
      return response.json() as { id: string };
    };
    const booked = await call(app, 'POST', `/api/v1/shipments/${(await draft()).id}/process`, {
      token,
      body: { courierId: ids.courier.get('FALCON')!, serviceTypeId: ids.service.get('standard')! },
    });
    expect(booked.statusCode).toBe(200);
    const moved = await call(app, 'POST', `/api/v1/partner/shipments/${booked.json().trackingNumber}/events`, {
      token: await courierKey(app, ids.courier.get('FALCON')!),
      body: { eventId: 'sample-receiver-1', status: ShipmentStatus.PickUp, location: 'Amman hub' },
    });
    expect(moved.statusCode).toBe(201);
    const cancelled = await call(app, 'POST', `/api/v1/shipments/${(await draft()).id}/cancel`, { token });
    expect(cancelled.statusCode).toBe(200);
    const file = multipartFile(importCsv(['Lina Odeh']), { fileName: 'orders.csv' });
    const imported = await app.inject({
      method: 'POST',
      url: '/api/v1/shipments/imports',
      payload: file.payload,
      headers: { ...file.headers, authorization: `Bearer ${token}` },
    });
    expect(imported.statusCode).toBe(201);
    expect((await call(app, 'POST', `/api/v1/webhooks/${endpointId}/test`, { token })).statusCode).toBe(202);

    // The worker's own entry point (its loop is off in tests).
    await app.webhooks.processDeliveries();

    expect(handled.map(({ handler, type }) => `${handler}: ${type}`).sort()).toEqual(
      [
        // Two drafts saved; an import's drafts are announced by import.completed alone.
        'shipment: shipment.created',
        'shipment: shipment.created',
        'shipment: shipment.processed',
        'shipment: shipment.status_changed',
        'shipment: shipment.cancelled',
        'importCompleted: import.completed',
        'test: webhook.test',
      ].sort(),
    );
    // Every delivery passed the documented check, and the sample's typed copy of it agrees.
    expect(raw.length).toBe(handled.length);
    for (const { header, body } of raw) expect(receiver.verifyPortalSignature(header, body, secret)).toBe(true);
    expect(receiver.verifyPortalSignature(raw[0].header, raw[0].body, 'whsec_another')).toBe(false);
    const attempts = await call(app, 'GET', `/api/v1/webhooks/${endpointId}/deliveries`, { token });
    expect(attempts.json().items.map((delivery: { status: string }) => delivery.status)).toEqual(
      handled.map(() => 'delivered'),
    );

    // Each body is what the served document's `webhooks` say it is.
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const check = documentSchemaCheck(document.components);
    const problems = handled.flatMap(({ type, body }) => {
      const schema = document.webhooks[type].post.requestBody.content['application/json'].schema;
      const problem = check(schema, body);
      return problem ? [`${type}: ${problem}`] : [];
    });
    expect(problems).toEqual([]);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}, 180_000);
