import { ApiKeyStatus, Role } from '@portal/shared/domain';
import { eq } from 'drizzle-orm';
import { createUser, createUserAndLogin, uniqueEmail } from '../../test/support/fixtures';
import { buildTestApp, call, type TestApp } from '../../test/support/test-app';
import { createTestDatabase } from '../../test/support/test-database';
import { apiKeys, couriers, memberships, users } from '../db/schema';
import { generateApiKey } from '../lib/api-keys';

/** What a client key may do: ship, not run the account. */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database);
});

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

const KEY_REFUSAL = 'API keys are for shipping: sign in to the portal to do this';
const READ_ONLY_REFUSAL = 'This API key is read-only: it cannot change data';

async function keyOf(ownerUserId: string, scope: 'read' | 'read-write' = 'read-write') {
  const key = generateApiKey('client');
  const [row] = await app.db
    .insert(apiKeys)
    .values({
      kind: 'client',
      name: 'integration',
      prefix: key.prefix,
      secretHash: key.secretHash,
      status: ApiKeyStatus.Active,
      ownerUserId,
      scope,
    })
    .returning();
  return { id: row.id, token: key.plaintext };
}

describe("an org admin's key cannot manage the organization", () => {
  it('refuses invitations and leaving, and leaves the admin in place', async () => {
    const admin = await createUser(app, { role: Role.OrgAdmin });
    const key = await keyOf(admin.id);
    const invite = await call(app, 'POST', '/api/v1/organization/invitations', {
      token: key.token,
      body: { emails: [uniqueEmail('new')], role: Role.OrgAdmin },
    });
    expect([invite.statusCode, invite.json().message]).toEqual([403, KEY_REFUSAL]);
    const leave = await call(app, 'POST', '/api/v1/organization/leave', { token: key.token });
    expect([leave.statusCode, leave.json().message]).toEqual([403, KEY_REFUSAL]);
    const [member] = await app.db.select().from(memberships).where(eq(memberships.userId, admin.id));
    expect(member?.organizationId).toBe(admin.organizationId);
  });

  it('still ships: lists shipments and addresses', async () => {
    const admin = await createUser(app, { role: Role.OrgAdmin });
    const key = await keyOf(admin.id);
    expect((await call(app, 'GET', '/api/v1/shipments?page=1', { token: key.token })).statusCode).toBe(200);
    expect((await call(app, 'GET', '/api/v1/addresses?page=1', { token: key.token })).statusCode).toBe(200);
  });
});

describe("a super user's key cannot administer the platform", () => {
  it('refuses approving a key request, minting a courier key and changing a role', async () => {
    const superUser = await createUser(app, { role: Role.SuperUser });
    const key = await keyOf(superUser.id);
    const requester = await createUser(app, { role: Role.IndividualUser });
    const pending = generateApiKey('client');
    const [request] = await app.db
      .insert(apiKeys)
      .values({ kind: 'client', name: 'asked', prefix: pending.prefix, ownerUserId: requester.id })
      .returning();
    const [courier] = await app.db
      .insert(couriers)
      .values({ code: `K${Date.now() % 100000}`, name: 'Key Courier', nameAr: 'ناقل' })
      .returning();

    const approve = await call(app, 'POST', `/api/v1/admin/api-keys/${request.id}/approve`, {
      token: key.token,
      body: { version: request.version },
    });
    const mint = await call(app, 'POST', `/api/v1/admin/couriers/${courier.id}/keys`, {
      token: key.token,
      body: { name: 'partner' },
    });
    const promote = await call(app, 'PUT', `/api/v1/admin/users/${requester.id}`, {
      token: key.token,
      body: { role: Role.SuperUser, status: 'active', version: 1 },
    });
    expect([approve, mint, promote].map((r) => [r.statusCode, r.json().message])).toEqual([
      [403, KEY_REFUSAL],
      [403, KEY_REFUSAL],
      [403, KEY_REFUSAL],
    ]);
    const [after] = await app.db.select().from(users).where(eq(users.id, requester.id));
    expect(after.role).toBe(Role.IndividualUser);
    const [stillPending] = await app.db.select().from(apiKeys).where(eq(apiKeys.id, request.id));
    expect(stillPending.status).toBe(ApiKeyStatus.Pending);
  });

  it('answers in Arabic when asked', async () => {
    const superUser = await createUser(app, { role: Role.SuperUser });
    const key = await keyOf(superUser.id);
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/admin/users?page=1',
      headers: { authorization: `Bearer ${key.token}`, 'accept-language': 'ar' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('مفاتيح الواجهة البرمجية للشحن فقط: سجّل الدخول إلى البوابة للقيام بذلك');
  });
});

describe("a key stops with its owner's right to hold it, and stays stopped", () => {
  const memberVersion = async (userId: string) =>
    (await app.db.select().from(memberships).where(eq(memberships.userId, userId)))[0].version;
  const keyStatus = async (id: string) =>
    (await app.db.select({ status: apiKeys.status }).from(apiKeys).where(eq(apiKeys.id, id)))[0].status;

  it('an org admin made org user by another admin', async () => {
    const admin = await createUserAndLogin(app, { role: Role.OrgAdmin });
    const demoted = await createUser(app, { role: Role.OrgAdmin, organizationId: admin.organizationId! });
    const key = await keyOf(demoted.id);
    const change = await call(app, 'PUT', `/api/v1/organization/members/${demoted.id}`, {
      token: admin.access_token,
      body: { role: Role.OrgUser, version: await memberVersion(demoted.id) },
    });
    expect(change.statusCode).toBe(200);
    const refused = await call(app, 'GET', '/api/v1/shipments/imports?page=1', { token: key.token });
    expect(refused.statusCode).toBe(401);
    expect(await keyStatus(key.id)).toBe(ApiKeyStatus.Revoked);
    // Promoted back, the owner requests a new key: the old one stays stopped.
    await call(app, 'PUT', `/api/v1/organization/members/${demoted.id}`, {
      token: admin.access_token,
      body: { role: Role.OrgAdmin, version: await memberVersion(demoted.id) },
    });
    expect((await call(app, 'GET', '/api/v1/shipments?page=1', { token: key.token })).statusCode).toBe(401);
  });

  it('an org admin removed from the organization', async () => {
    const admin = await createUserAndLogin(app, { role: Role.OrgAdmin });
    const removed = await createUser(app, { role: Role.OrgAdmin, organizationId: admin.organizationId! });
    const key = await keyOf(removed.id);
    const removal = await call(app, 'DELETE', `/api/v1/organization/members/${removed.id}`, {
      token: admin.access_token,
    });
    expect(removal.statusCode).toBe(204);
    expect((await call(app, 'GET', '/api/v1/shipments?page=1', { token: key.token })).statusCode).toBe(401);
    expect(await keyStatus(key.id)).toBe(ApiKeyStatus.Revoked);
  });

  it('a user disabled, then enabled again, by a system admin', async () => {
    const systemAdmin = await createUserAndLogin(app, { role: Role.SystemAdmin });
    const owner = await createUser(app, { role: Role.IndividualUser });
    const key = await keyOf(owner.id);
    const pendingRequest = generateApiKey('client');
    const [pending] = await app.db
      .insert(apiKeys)
      .values({ kind: 'client', name: 'asked', prefix: pendingRequest.prefix, ownerUserId: owner.id })
      .returning();
    const current = async () => (await app.db.select().from(users).where(eq(users.id, owner.id)))[0];
    const disable = await call(app, 'PUT', `/api/v1/admin/users/${owner.id}`, {
      token: systemAdmin.access_token,
      body: { role: Role.IndividualUser, status: 'disabled', version: (await current()).version },
    });
    expect(disable.statusCode).toBe(200);
    const enable = await call(app, 'PUT', `/api/v1/admin/users/${owner.id}`, {
      token: systemAdmin.access_token,
      body: { role: Role.IndividualUser, status: 'active', version: (await current()).version },
    });
    expect(enable.statusCode).toBe(200);
    const refused = await call(app, 'GET', '/api/v1/shipments?page=1', { token: key.token });
    expect([refused.statusCode, refused.json().message]).toEqual([401, 'This API key was revoked']);
    expect(await keyStatus(key.id)).toBe(ApiKeyStatus.Revoked);
    expect(await keyStatus(pending.id)).toBe(ApiKeyStatus.Revoked);
  });

  it('a key whose owner holds no keys any more is refused even if nothing revoked it', async () => {
    const owner = await createUser(app, { role: Role.OrgAdmin });
    const key = await keyOf(owner.id);
    // A change made outside the API (by hand in the database) is still caught when the key is used.
    await app.db.update(users).set({ role: Role.OrgUser }).where(eq(users.id, owner.id));
    await app.db.update(memberships).set({ role: Role.OrgUser }).where(eq(memberships.userId, owner.id));
    expect((await call(app, 'GET', '/api/v1/shipments?page=1', { token: key.token })).statusCode).toBe(401);
  });
});

describe('a read-only key', () => {
  it('reads (asking for rates is a read) and is refused every change', async () => {
    const owner = await createUser(app, { role: Role.IndividualUser });
    const key = await keyOf(owner.id, 'read');
    expect((await call(app, 'GET', '/api/v1/shipments?page=1', { token: key.token })).statusCode).toBe(200);
    const rates = await call(app, 'POST', '/api/v1/shipments/rates', { token: key.token, body: {} });
    expect(rates.statusCode).toBe(400);
    const create = await call(app, 'POST', '/api/v1/shipments', { token: key.token, body: {} });
    expect([create.statusCode, create.json().message]).toEqual([403, READ_ONLY_REFUSAL]);
    const address = await call(app, 'POST', '/api/v1/addresses', { token: key.token, body: {} });
    expect([address.statusCode, address.json().message]).toEqual([403, READ_ONLY_REFUSAL]);
  });
});
