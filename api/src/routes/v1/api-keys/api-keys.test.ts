import { ApiKeyStatus, Role } from '@portal/shared/domain';
import { eq } from 'drizzle-orm';
import { createUserAndLogin } from '../../../../test/support/fixtures';
import { buildTestApp, call, type TestApp } from '../../../../test/support/test-app';
import { createTestDatabase } from '../../../../test/support/test-database';
import { apiKeys, auditLog } from '../../../db/schema';
import { generateApiKey } from '../../../lib/api-keys';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: TestApp;
let adminToken: string;
/** The API's clock for keys: tests move it to expire keys and end rotation overlaps. */
let clock = new Date('2026-11-24T08:00:00Z');
const HOUR = 3600 * 1000;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database, { now: () => clock });
  adminToken = (await createUserAndLogin(app, { role: Role.SystemAdmin })).access_token;
});
afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

type Method = 'GET' | 'POST';
const mine = (method: Method, path: string, token: string, body?: unknown) =>
  call(app, method, `/api/v1/api-keys${path}`, { token, body });
const admin = (method: Method, path: string, body?: unknown) =>
  call(app, method, `/api/v1/admin/api-keys${path}`, { token: adminToken, body });
/** A call made with an API key instead of a session. */
const withKey = (key: string, path = '/api/v1/shipments') => call(app, 'GET', path, { token: key });

const REQUEST = { name: 'Shop', purpose: 'Books shipments from our online shop', expiresInDays: 90 };

async function requestKey(token: string, body: Record<string, unknown> = REQUEST) {
  const response = await mine('POST', '', token, body);
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string; version: number; prefix: string };
}

/** An individual user with an approved, revealed key. */
async function activeKey() {
  const owner = await createUserAndLogin(app);
  const requested = await requestKey(owner.access_token);
  const approved = await admin('POST', `/${requested.id}/approve`, { version: requested.version });
  expect(approved.statusCode).toBe(200);
  const revealed = await mine('POST', `/${requested.id}/reveal`, owner.access_token);
  expect(revealed.statusCode).toBe(200);
  return { owner, id: requested.id, secret: revealed.json().secret as string, apiKey: revealed.json().apiKey };
}

describe('requesting, approving and revealing once', () => {
  it('request → pending (refused with its reason) → approve → reveal once → the key acts as its owner', async () => {
    const owner = await createUserAndLogin(app);
    const requested = await requestKey(owner.access_token);
    expect(requested).toMatchObject({
      status: ApiKeyStatus.Pending,
      name: 'Shop',
      requestedExpiryDays: 90,
      expires_at: null,
      last_used_at: null,
      revealedAt: null,
    });
    expect(requested.prefix).toMatch(/^pk_[0-9a-f]{16}$/);
    expect((await mine('POST', `/${requested.id}/reveal`, owner.access_token)).statusCode).toBe(409);

    const approved = (await admin('POST', `/${requested.id}/approve`, { version: requested.version })).json();
    expect(approved).toMatchObject({ status: ApiKeyStatus.Active, owner: { id: owner.id } });
    expect(new Date(approved.expires_at).getTime() - clock.getTime()).toBe(90 * 24 * HOUR);
    await app.mail.processOutbox();
    expect(app.sentMail.sent.some((mail) => mail.to === owner.email && mail.subject.includes('approved'))).toBe(true);

    const revealed = await mine('POST', `/${requested.id}/reveal`, owner.access_token);
    expect(revealed.statusCode).toBe(200);
    const secret: string = revealed.json().secret;
    expect(secret).toMatch(new RegExp(`^${requested.prefix}_[0-9A-Za-z]{38}$`));
    // Shown once: a second reveal is refused, and no answer ever carries it again.
    const again = await mine('POST', `/${requested.id}/reveal`, owner.access_token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already shown once/);
    const listed = await mine('GET', '', owner.access_token);
    expect(listed.body).not.toContain(secret.slice(-38));
    const [row] = await app.db.select().from(apiKeys).where(eq(apiKeys.id, requested.id));
    expect(row.secretHash).not.toContain(secret.slice(-38));

    // The key calls what its owner may call, and sees only the owner's rows.
    const draft = await call(app, 'POST', '/api/v1/shipments', {
      token: owner.access_token,
      body: { parcelNotes: 'mine' },
    });
    const stranger = await createUserAndLogin(app);
    await call(app, 'POST', '/api/v1/shipments', { token: stranger.access_token, body: { parcelNotes: 'theirs' } });
    const list = await withKey(secret);
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((item: { id: string }) => item.id)).toEqual([draft.json().id]);
    // A key cannot manage keys (a signed-in session only).
    expect((await mine('GET', '', secret)).statusCode).toBe(403);
  });

  it('denied with a reason; each refused state says why', async () => {
    const owner = await createUserAndLogin(app);
    const pending = await requestKey(owner.access_token);
    expect((await admin('POST', `/${pending.id}/deny`, { reason: ' ', version: pending.version })).statusCode).toBe(
      400,
    );
    const denied = await admin('POST', `/${pending.id}/deny`, {
      reason: 'Say what it is for',
      version: pending.version,
    });
    expect(denied.json()).toMatchObject({ status: ApiKeyStatus.Denied, denialReason: 'Say what it is for' });
    // Approving a denied request is not a transition.
    expect((await admin('POST', `/${pending.id}/approve`, { version: denied.json().version })).statusCode).toBe(409);
    expect((await mine('POST', `/${pending.id}/reveal`, owner.access_token)).statusCode).toBe(409);

    // Keys in each refused state: their secrets exist only in the database here.
    const { secret, id, apiKey } = await activeKey();
    const refusal = async (status: number) => {
      await app.db.update(apiKeys).set({ status }).where(eq(apiKeys.id, id));
      const response = await withKey(secret);
      return [response.statusCode, response.json().message];
    };
    expect(await refusal(ApiKeyStatus.Pending)).toEqual([401, 'This API key is waiting for approval']);
    expect(await refusal(ApiKeyStatus.Denied)).toEqual([401, 'This API key request was denied']);
    expect(await refusal(ApiKeyStatus.Revoked)).toEqual([401, 'This API key was revoked']);
    await app.db.update(apiKeys).set({ status: ApiKeyStatus.Active }).where(eq(apiKeys.id, id));
    expect((await withKey(secret)).statusCode).toBe(200);

    // Expiry by the clock: lists show it before any use does, and filter it as expired.
    clock = new Date(new Date(apiKey.expires_at).getTime() + 1000);
    try {
      const listed = (await admin('GET', `?status=${ApiKeyStatus.Expired}&pageSize=100`)).json();
      expect(listed.items.find((item: { id: string }) => item.id === id)).toMatchObject({
        status: ApiKeyStatus.Expired,
      });
      const active = (await admin('GET', `?status=${ApiKeyStatus.Active}&pageSize=100`)).json();
      expect(active.items.map((item: { id: string }) => item.id)).not.toContain(id);
      expect(await refusal(ApiKeyStatus.Active)).toEqual([401, 'This API key has expired']);
      const [row] = await app.db.select().from(apiKeys).where(eq(apiKeys.id, id));
      expect(row.status).toBe(ApiKeyStatus.Expired);
    } finally {
      clock = new Date('2026-11-24T08:00:00Z');
    }
  });

  it('refuses a mistyped key by its checksum, before looking it up', async () => {
    const { secret } = await activeKey();
    const last = secret.at(-1)!;
    const typo = `${secret.slice(0, -1)}${last === 'a' ? 'b' : 'a'}`;
    const refused = await withKey(typo);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('This API key is not valid: check that it was copied whole');
    // A well-formed key nobody has is refused differently (it was looked up).
    expect((await withKey(generateApiKey('client').plaintext)).json().message).toBe('This API key is not valid');
  });

  it('only roles holding client-api-keys may request; another person’s key is not found', async () => {
    for (const role of [Role.OrgUser, Role.SystemAdmin]) {
      const user = await createUserAndLogin(app, { role });
      expect((await mine('POST', '', user.access_token, REQUEST)).statusCode).toBe(403);
    }
    const orgAdmin = await createUserAndLogin(app, { role: Role.OrgAdmin });
    const requested = await requestKey(orgAdmin.access_token);
    const [row] = await app.db.select().from(apiKeys).where(eq(apiKeys.id, requested.id));
    expect(row.ownerOrganizationId).toBe(orgAdmin.organizationId);
    const { id } = await activeKey();
    for (const action of ['reveal', 'rotate', 'revoke'])
      expect((await mine('POST', `/${id}/${action}`, orgAdmin.access_token)).statusCode).toBe(404);
    const bad = await mine('POST', '', orgAdmin.access_token, { ...REQUEST, expiresInDays: 45 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('expiresInDays');
  });
});

describe('rotation, revocation and use', () => {
  it('rotating gives a new secret; the old one works for 24 hours, then stops', async () => {
    const { owner, id, secret: oldSecret } = await activeKey();
    const rotated = await mine('POST', `/${id}/rotate`, owner.access_token);
    expect(rotated.statusCode).toBe(200);
    const newSecret: string = rotated.json().secret;
    expect(newSecret).not.toBe(oldSecret);
    expect(newSecret.slice(0, 20)).toBe(oldSecret.slice(0, 20)); // same prefix: the same key
    expect(rotated.json().apiKey.previousSecretExpiresAt).toBe(new Date(clock.getTime() + 24 * HOUR).toISOString());
    expect((await withKey(oldSecret)).statusCode).toBe(200);
    expect((await withKey(newSecret)).statusCode).toBe(200);

    const start = clock;
    clock = new Date(start.getTime() + 24 * HOUR + 1000);
    try {
      expect((await withKey(oldSecret)).statusCode).toBe(401);
      expect((await withKey(newSecret)).statusCode).toBe(200);
    } finally {
      clock = start;
    }
  });

  it('revoking stops the key at once (its overlap too) and is audited', async () => {
    const { owner, id, secret } = await activeKey();
    const rotated = (await mine('POST', `/${id}/rotate`, owner.access_token)).json();
    const revoked = await mine('POST', `/${id}/revoke`, owner.access_token);
    expect(revoked.json()).toMatchObject({ status: ApiKeyStatus.Revoked });
    expect((await withKey(secret)).statusCode).toBe(401);
    expect((await withKey(rotated.secret)).json().message).toBe('This API key was revoked');
    expect((await mine('POST', `/${id}/revoke`, owner.access_token)).statusCode).toBe(409);
    const audit = await app.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit.map((entry) => entry.action).sort()).toEqual(['approve', 'request', 'reveal', 'revoke', 'rotate']);
    expect(JSON.stringify(audit)).not.toMatch(/secretHash|previousSecretHash/);
  });

  it('a pending request is withdrawn by its owner (removed), not revoked', async () => {
    const owner = await createUserAndLogin(app);
    const requested = await requestKey(owner.access_token);
    expect((await mine('POST', `/${requested.id}/revoke`, owner.access_token)).statusCode).toBe(409);
    const other = await createUserAndLogin(app);
    expect(
      (await call(app, 'DELETE', `/api/v1/api-keys/${requested.id}`, { token: other.access_token })).statusCode,
    ).toBe(404);
    expect(
      (await call(app, 'DELETE', `/api/v1/api-keys/${requested.id}`, { token: owner.access_token })).statusCode,
    ).toBe(204);
    expect((await mine('GET', '', owner.access_token)).json().total).toBe(0);
    const { id, owner: activeOwner } = await activeKey();
    expect((await call(app, 'DELETE', `/api/v1/api-keys/${id}`, { token: activeOwner.access_token })).statusCode).toBe(
      409,
    );
  });

  it('writes last_used_at at most once a minute, not once per request', async () => {
    const { secret, id } = await activeKey();
    const lastUsed = async () => (await app.db.select().from(apiKeys).where(eq(apiKeys.id, id)))[0].lastUsedAt;
    await withKey(secret);
    const first = await lastUsed();
    expect(first?.toISOString()).toBe(clock.toISOString());
    const start = clock;
    clock = new Date(start.getTime() + 30_000);
    try {
      await withKey(secret);
      expect((await lastUsed())?.toISOString()).toBe(first?.toISOString());
      clock = new Date(start.getTime() + 61_000);
      await withKey(secret);
      expect((await lastUsed())?.toISOString()).toBe(clock.toISOString());
    } finally {
      clock = start;
    }
  });

  it('limits requests per key (429 with Retry-After), whatever the caller’s address', async () => {
    const limitedDb = await createTestDatabase();
    const limited = await buildTestApp(limitedDb, { rateLimits: { apiKeyRequests: { max: 3, windowMs: 60_000 } } });
    try {
      const owner = await createUserAndLogin(limited);
      const systemAdmin = await createUserAndLogin(limited, { role: Role.SystemAdmin });
      const requested = (
        await call(limited, 'POST', '/api/v1/api-keys', { token: owner.access_token, body: REQUEST })
      ).json();
      await call(limited, 'POST', `/api/v1/admin/api-keys/${requested.id}/approve`, {
        token: systemAdmin.access_token,
        body: { version: 1 },
      });
      const { secret } = (
        await call(limited, 'POST', `/api/v1/api-keys/${requested.id}/reveal`, { token: owner.access_token })
      ).json();
      const statuses = [];
      for (let index = 0; index < 4; index++)
        statuses.push(
          await call(limited, 'GET', '/api/v1/shipments', { token: secret, ip: `10.0.0.${index}` }).then((response) => [
            response.statusCode,
            response.headers['retry-after'] !== undefined,
            // The key's own budget, not the address's (which is far larger).
            response.headers['x-ratelimit-limit'],
            response.headers['x-ratelimit-remaining'],
            Number(response.headers['x-ratelimit-reset']) <= 60,
          ]),
        );
      expect(statuses).toEqual([
        [200, false, '3', '2', true],
        [200, false, '3', '1', true],
        [200, false, '3', '0', true],
        [429, true, expect.anything(), expect.anything(), expect.anything()],
      ]);
      // The 429 says when the key's window starts afresh (at most its minute).
      const retryAfter = Number(
        (await call(limited, 'GET', '/api/v1/shipments', { token: secret })).headers['retry-after'],
      );
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      // The owner's own session is not limited by the key's budget.
      expect((await call(limited, 'GET', '/api/v1/shipments', { token: owner.access_token })).statusCode).toBe(200);
    } finally {
      await limited.close();
      await limitedDb.dispose();
    }
  });
});

describe('admin API keys', () => {
  it('lists client keys pending first, filters by status and owner, searches; courier keys stay out', async () => {
    const owner = await createUserAndLogin(app);
    const requested = await requestKey(owner.access_token, { ...REQUEST, name: 'Findable warehouse key' });
    const all = (await admin('GET', '?pageSize=100')).json();
    expect(all.items[0].status).toBe(ApiKeyStatus.Pending);
    expect(all.items.every((item: { prefix: string }) => item.prefix.startsWith('pk_'))).toBe(true);
    const byOwner = (await admin('GET', `?ownerId=${owner.id}`)).json();
    expect(byOwner.items).toEqual([
      expect.objectContaining({ id: requested.id, owner: expect.objectContaining({ email: owner.email }) }),
    ]);
    expect((await admin('GET', '?q=findable%20warehouse')).json().items.map((item: { id: string }) => item.id)).toEqual(
      [requested.id],
    );
    expect((await admin('GET', `?q=${encodeURIComponent(owner.email)}`)).json().total).toBe(1);
    const pending = (await admin('GET', `?status=${ApiKeyStatus.Pending}`)).json();
    expect(pending.items.every((item: { status: number }) => item.status === ApiKeyStatus.Pending)).toBe(true);
    expect((await admin('GET', '?sort=secretHash')).statusCode).toBe(400);

    expect((await admin('GET', `/${requested.id}`)).json()).toMatchObject({
      id: requested.id,
      owner: { id: owner.id },
    });
    expect((await admin('GET', '/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    // A request is denied, not revoked; an active key may be revoked; stale versions are refused.
    expect((await admin('POST', `/${requested.id}/revoke`, { version: requested.version })).statusCode).toBe(409);
    const active = await activeKey();
    const current = (await admin('GET', `/${active.id}`)).json();
    expect((await admin('POST', `/${active.id}/revoke`, { version: 99 })).statusCode).toBe(409);
    expect((await admin('POST', `/${active.id}/revoke`, { version: current.version })).json().status).toBe(
      ApiKeyStatus.Revoked,
    );
    expect((await withKey(active.secret)).statusCode).toBe(401);
    // Not for other roles.
    expect((await call(app, 'GET', '/api/v1/admin/api-keys', { token: owner.access_token })).statusCode).toBe(403);
  });
});
