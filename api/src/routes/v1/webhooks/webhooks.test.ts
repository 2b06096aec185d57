import { ApiKeyStatus, Role } from '@portal/shared/domain';
import { eq } from 'drizzle-orm';
import { createOrganization, createUserAndLogin } from '../../../../test/support/fixtures';
import { call, startTestApp, type StartedTestApp } from '../../../../test/support/test-app';
import { apiKeys, outbox, webhookDeliveryAttempts, webhookEndpoints } from '../../../db/schema';
import { generateApiKey } from '../../../lib/api-keys';
import { decryptSecret } from '../../../lib/webhook-crypto';

let app: StartedTestApp;

beforeAll(async () => {
  app = await startTestApp({ webhooks: { allowPrivate: false } });
});

afterAll(async () => {
  await app?.closeWithDatabase();
});

const request = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  token: string,
  body?: unknown,
  lang?: string,
) => call(app, method, `/api/v1/webhooks${url}`, { token, body, lang });

const endpointBody = (overrides: Record<string, unknown> = {}) => ({
  url: 'https://hooks.example.com/portal',
  events: ['shipment.processed', 'shipment.cancelled'],
  ...overrides,
});

async function createEndpoint(token: string, overrides: Record<string, unknown> = {}) {
  const response = await request('POST', '', token, endpointBody(overrides));
  expect(response.statusCode).toBe(201);
  return response.json() as { endpoint: { id: string; version: number }; secret: string };
}

async function clientKey(ownerUserId: string, scope: 'read' | 'read-write') {
  const key = generateApiKey('client');
  await app.db.insert(apiKeys).values({
    kind: 'client',
    name: 'integration',
    prefix: key.prefix,
    secretHash: key.secretHash,
    status: ApiKeyStatus.Active,
    ownerUserId,
    scope,
  });
  return key.plaintext;
}

describe('webhook endpoints', () => {
  it('creates one with its secret shown once, stored encrypted, never shown again', async () => {
    const user = await createUserAndLogin(app);
    const created = await createEndpoint(user.access_token);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(created.endpoint).toMatchObject({
      url: 'https://hooks.example.com/portal',
      events: ['shipment.processed', 'shipment.cancelled'],
      enabled: true,
      version: 1,
    });

    const [row] = await app.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, created.endpoint.id));
    expect(row.secretCiphertext).not.toContain(created.secret.slice(6));
    expect(decryptSecret(app.webhooks.key, row.secretCiphertext)).toBe(created.secret);

    const read = await request('GET', `/${created.endpoint.id}`, user.access_token);
    expect(read.statusCode).toBe(200);
    expect(read.body).not.toContain('whsec_');
    const list = await request('GET', '', user.access_token);
    expect(list.json().items.map((e: { id: string }) => e.id)).toEqual([created.endpoint.id]);
  });

  it('updates with the current version, refuses a stale one (409) and deletes', async () => {
    const user = await createUserAndLogin(app);
    const { endpoint } = await createEndpoint(user.access_token);
    const updated = await request('PATCH', `/${endpoint.id}`, user.access_token, {
      version: 1,
      events: ['shipment.status_changed'],
      enabled: false,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ events: ['shipment.status_changed'], enabled: false, version: 2 });
    const stale = await request('PATCH', `/${endpoint.id}`, user.access_token, { version: 1, enabled: true });
    expect(stale.statusCode).toBe(409);
    expect((await request('DELETE', `/${endpoint.id}`, user.access_token)).statusCode).toBe(204);
    expect((await request('GET', `/${endpoint.id}`, user.access_token)).statusCode).toBe(404);
  });

  it('rotates the secret: a new one shown once, the previous one kept for 24 hours', async () => {
    const user = await createUserAndLogin(app);
    const created = await createEndpoint(user.access_token);
    const rotated = await request('POST', `/${created.endpoint.id}/rotate-secret`, user.access_token, {});
    expect(rotated.statusCode).toBe(200);
    const { secret, endpoint } = rotated.json();
    expect(secret).toMatch(/^whsec_/);
    expect(secret).not.toBe(created.secret);
    const overlapHours = (Date.parse(endpoint.previousSecretExpiresAt) - app.now().getTime()) / 3_600_000;
    expect(Math.round(overlapHours)).toBe(24);
    const [row] = await app.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, created.endpoint.id));
    expect(decryptSecret(app.webhooks.key, row.previousSecretCiphertext!)).toBe(created.secret);
  });

  it('refuses http://, credentials in the address, unknown events and long addresses, naming the field in English and Arabic', async () => {
    const user = await createUserAndLogin(app);
    const http = await request('POST', '', user.access_token, endpointBody({ url: 'http://hooks.example.com/x' }));
    expect(http.statusCode).toBe(400);
    expect(http.json().details).toEqual([{ field: 'url', message: 'The address must start with https://' }]);
    const arabic = await request('POST', '', user.access_token, endpointBody({ url: 'ftp://x.example.com' }), 'ar');
    expect(arabic.json().details).toEqual([{ field: 'url', message: 'يجب أن يبدأ العنوان بـ https://' }]);

    const credentials = await request(
      'POST',
      '',
      user.access_token,
      endpointBody({ url: 'https://me:pw@hooks.example.com/' }),
    );
    expect(credentials.json().details).toEqual([
      { field: 'url', message: 'The address must not contain a user name or password' },
    ]);
    const notUrl = await request('POST', '', user.access_token, endpointBody({ url: 'hooks' }));
    expect(notUrl.json().details[0].field).toBe('url');

    const badEvent = await request('POST', '', user.access_token, endpointBody({ events: ['shipment.exploded'] }));
    expect(badEvent.statusCode).toBe(400);
    expect(badEvent.json().details[0].field).toMatch(/^events/);
    const noEvents = await request('POST', '', user.access_token, endpointBody({ events: [] }));
    expect(noEvents.statusCode).toBe(400);
    const long = await request(
      'POST',
      '',
      user.access_token,
      endpointBody({ url: `https://x.example.com/${'a'.repeat(2000)}` }),
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().details[0].field).toBe('url');
    expect((await request('GET', '', user.access_token)).json().items).toEqual([]);
  });

  it('allows 10 endpoints per owner, the 11th is a 409 in the caller’s language', async () => {
    const user = await createUserAndLogin(app);
    for (let index = 0; index < 10; index++)
      await createEndpoint(user.access_token, { url: `https://h${index}.example.com/` });
    const eleventh = await request('POST', '', user.access_token, endpointBody(), 'ar');
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().message).toBe('وصلت إلى الحد الأقصى وهو 10 نقاط webhook. احذف نقطة لم تعد تستخدمها');
  });
});

describe('who may manage endpoints', () => {
  it("answers 404 for a stranger's endpoint; an organization's admins share them; org users may not manage them", async () => {
    const organization = await createOrganization(app);
    const admin = await createUserAndLogin(app, { role: Role.OrgAdmin, organizationId: organization.id });
    const secondAdmin = await createUserAndLogin(app, { role: Role.OrgAdmin, organizationId: organization.id });
    const orgUser = await createUserAndLogin(app, { role: Role.OrgUser, organizationId: organization.id });
    const stranger = await createUserAndLogin(app);
    const { endpoint } = await createEndpoint(admin.access_token);

    expect((await request('GET', `/${endpoint.id}`, secondAdmin.access_token)).statusCode).toBe(200);
    for (const [method, url, body] of [
      ['GET', `/${endpoint.id}`, undefined],
      ['PATCH', `/${endpoint.id}`, { version: 1, enabled: false }],
      ['DELETE', `/${endpoint.id}`, undefined],
      ['POST', `/${endpoint.id}/rotate-secret`, {}],
      ['POST', `/${endpoint.id}/test`, {}],
    ] as const)
      expect((await request(method, url, stranger.access_token, body)).statusCode).toBe(404);
    expect((await request('GET', '', stranger.access_token)).json().items).toEqual([]);

    expect((await request('GET', '', orgUser.access_token)).statusCode).toBe(403);
    expect((await request('POST', '', orgUser.access_token, endpointBody())).statusCode).toBe(403);
    const admin1 = await createUserAndLogin(app, { role: Role.SystemAdmin });
    expect((await request('GET', '', admin1.access_token)).statusCode).toBe(403);
    expect((await call(app, 'GET', '/api/v1/webhooks')).statusCode).toBe(401);
  });

  it('lets a read-write client key manage them and a read-only key only read them', async () => {
    const user = await createUserAndLogin(app);
    const readWrite = await clientKey(user.id, 'read-write');
    const readOnly = await clientKey(user.id, 'read');
    const created = await createEndpoint(readWrite);
    expect((await request('GET', `/${created.endpoint.id}`, readOnly)).statusCode).toBe(200);
    const refused = await request('POST', '', readOnly, endpointBody());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This API key is read-only: it cannot change data');
    expect((await request('DELETE', `/${created.endpoint.id}`, readOnly)).statusCode).toBe(403);
    expect((await request('GET', '', user.access_token)).json().items).toHaveLength(1);
  });
});

describe('with private targets not allowed (the production default)', () => {
  it.each(['https://127.0.0.1/hook', 'https://10.1.2.3/hook', 'https://169.254.169.254/latest', 'https://[::1]/hook'])(
    'logs a refused attempt to %s instead of connecting',
    async (url) => {
      const user = await createUserAndLogin(app);
      const { endpoint } = await createEndpoint(user.access_token, { url });
      expect((await request('POST', `/${endpoint.id}/test`, user.access_token, {})).statusCode).toBe(202);
      await app.webhooks.processDeliveries();
      const [delivery] = await app.db.select().from(outbox).where(eq(outbox.endpointId, endpoint.id));
      expect(delivery.status).toBe('pending');
      const [attempt] = await app.db
        .select()
        .from(webhookDeliveryAttempts)
        .where(eq(webhookDeliveryAttempts.deliveryId, delivery.id));
      expect(attempt).toMatchObject({ statusCode: null });
      expect(attempt.error).toMatch(/resolves to a private address/);
    },
  );
});
