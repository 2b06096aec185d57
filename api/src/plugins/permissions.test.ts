import { ApiKeyStatus, ROLES, Role, roleCan } from '@portal/shared/domain';
import { eq } from 'drizzle-orm';
import { createUserAndLogin } from '../../test/support/fixtures';
import { buildTestApp, call, type TestApp } from '../../test/support/test-app';
import { createTestDatabase } from '../../test/support/test-database';
import { buildApp } from '../app';
import { apiKeys, couriers, memberships, users } from '../db/schema';
import { generateApiKey } from '../lib/api-keys';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: TestApp;
const tokens = new Map<Role, string>();
const accounts: { id: string; role: Role; organizationId: string | null }[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database);
  for (const role of ROLES) {
    const account = await createUserAndLogin(app, { role });
    tokens.set(role, account.access_token);
    accounts.push({ id: account.id, role, organizationId: account.organizationId });
  }
});

/** Puts every caller back in its role and organization: a route the guard let through may change them (leave). */
async function restoreAccounts() {
  for (const account of accounts) {
    await app.db.update(users).set({ role: account.role }).where(eq(users.id, account.id));
    if (account.organizationId)
      await app.db
        .insert(memberships)
        .values({ userId: account.id, organizationId: account.organizationId, role: account.role })
        .onConflictDoNothing();
  }
}

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

const GUARD_REFUSAL = 'You are not authorized to do this';
const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';
const concreteUrl = (url: string) => url.replace(/:[A-Za-z]+/g, SAMPLE_ID);
const hasBody = (method: string) => ['POST', 'PUT', 'PATCH'].includes(method);
const routeCall = (method: string, url: string, token?: string) =>
  call(app, method as 'GET', concreteUrl(url), { token, ...(hasBody(method) ? { body: {} } : {}) });

describe('permission matrix: every /api/v1 route × every role', () => {
  it('knows the routes (the matrix grows with them)', () => {
    const urls = app.routeAccess.map((route) => `${route.method} ${route.url}`);
    expect(urls).toEqual(
      expect.arrayContaining(['POST /api/v1/auth/login', 'GET /api/v1/auth/me', 'PATCH /api/v1/auth/me']),
    );
  });

  it('answers 403 exactly when the role lacks the subject in the role table, and never 401 to a signed-in user', async () => {
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const route of app.routeAccess) {
      if ('public' in route.access) continue;
      for (const role of ROLES) {
        const response = await routeCall(route.method, route.url, tokens.get(role));
        const label = `${route.method} ${route.url} as role ${role}`;
        // The guard's refusal is the generic 403; a 403 with a reason of its own (e.g. "only an organization admin")
        // comes from the route, after the guard let the role in.
        const refusedByGuard = response.statusCode === 403 && response.json().message === GUARD_REFUSAL;
        outcomes.push(
          `${label}: ${refusedByGuard ? 'forbidden' : response.statusCode === 401 ? 'unauthenticated' : 'allowed'}`,
        );
        // Courier-partner routes are for courier keys only.
        const allowed = 'subject' in route.access && roleCan(role, route.access.subject);
        expected.push(`${label}: ${allowed ? 'allowed' : 'forbidden'}`);
        await restoreAccounts();
      }
    }
    expect(outcomes).toEqual(expected);
  });

  it('asks anonymous callers to log in on every non-public route', async () => {
    for (const route of app.routeAccess.filter((r) => !('public' in r.access))) {
      const response = await routeCall(route.method, route.url);
      expect(`${route.method} ${route.url}: ${response.statusCode}`).toBe(`${route.method} ${route.url}: 401`);
    }
  });

  it('lets anonymous callers reach public routes (an empty body gets a validation answer, not 401/403)', async () => {
    for (const route of app.routeAccess.filter((r) => 'public' in r.access)) {
      const response = await routeCall(route.method, route.url);
      expect(`${route.method} ${route.url}: ${[401, 403].includes(response.statusCode) ? 'refused' : 'reached'}`).toBe(
        `${route.method} ${route.url}: reached`,
      );
    }
  });

  it('refuses to start when a /api/v1 route declares no access', async () => {
    const bare = await buildApp({
      database: { instance: database },
      jwtSecret: 'x'.repeat(40),
      mail: { transport: app.sentMail },
      outbox: { workerIntervalMs: false },
    });
    try {
      expect(() => bare.get('/api/v1/undeclared', async () => ({}))).toThrow(
        'Route GET /api/v1/undeclared declares no config.access',
      );
    } finally {
      await bare.close();
    }
  });
});

describe('API keys act through the same checks', () => {
  async function insertKey(values: Partial<typeof apiKeys.$inferInsert> & { kind: 'client' | 'courier' }) {
    const key = generateApiKey(values.kind);
    const [row] = await app.db
      .insert(apiKeys)
      .values({ name: 'test', prefix: key.prefix, secretHash: key.secretHash, status: ApiKeyStatus.Active, ...values })
      .returning();
    return { ...row, plaintext: key.plaintext };
  }

  it('lets an active client key call what its owner may call, but not change the password', async () => {
    const owner = await createUserAndLogin(app, { role: Role.IndividualUser });
    const key = await insertKey({ kind: 'client', ownerUserId: owner.id });
    const me = await call(app, 'GET', '/api/v1/auth/me', { token: key.plaintext });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(owner.id);
    const [used] = await app.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(used.lastUsedAt).toBeInstanceOf(Date);

    const change = await call(app, 'POST', '/api/v1/auth/change-password', {
      token: key.plaintext,
      body: { currentPassword: 'x', new_password: 'Secret#123' },
    });
    expect(change.statusCode).toBe(403);
    expect(change.json().message).toBe('API keys are for shipping: sign in to the portal to do this');
  });

  it('refuses pending, revoked, denied, expired and tampered keys', async () => {
    const owner = await createUserAndLogin(app);
    for (const status of [ApiKeyStatus.Pending, ApiKeyStatus.Revoked, ApiKeyStatus.Denied]) {
      const key = await insertKey({ kind: 'client', ownerUserId: owner.id, status });
      expect((await call(app, 'GET', '/api/v1/auth/me', { token: key.plaintext })).statusCode).toBe(401);
    }
    const expired = await insertKey({ kind: 'client', ownerUserId: owner.id, expiresAt: new Date(Date.now() - 1000) });
    expect((await call(app, 'GET', '/api/v1/auth/me', { token: expired.plaintext })).statusCode).toBe(401);
    const [row] = await app.db.select().from(apiKeys).where(eq(apiKeys.id, expired.id));
    expect(row.status).toBe(ApiKeyStatus.Expired);

    const valid = await insertKey({ kind: 'client', ownerUserId: owner.id });
    const tampered = valid.plaintext.slice(0, -3) + (valid.plaintext.endsWith('AAA') ? 'BBB' : 'AAA');
    expect((await call(app, 'GET', '/api/v1/auth/me', { token: tampered })).statusCode).toBe(401);
  });

  it('keeps courier keys off user routes', async () => {
    const [courier] = await app.db
      .insert(couriers)
      .values({ code: 'TEST', name: 'Test Courier', nameAr: 'ناقل' })
      .returning();
    const key = await insertKey({ kind: 'courier', ownerCourierId: courier.id });
    expect((await call(app, 'GET', '/api/v1/auth/me', { token: key.plaintext })).statusCode).toBe(403);
  });
});
