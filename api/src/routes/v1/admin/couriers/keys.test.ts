import { ApiKeyStatus, Role } from '@portal/shared/domain';
import { createUser, createUserAndLogin } from '../../../../../test/support/fixtures';
import { call } from '../../../../../test/support/test-app';
import { shipments } from '../../../../db/schema';
import { type AdminTestKit, startAdminKit } from '../admin-test-kit';

let kit: AdminTestKit;

beforeAll(async () => {
  kit = await startAdminKit();
});
afterAll(() => kit?.close());

async function createCourier(code: string) {
  const response = await kit.admin('POST', '/couriers', {
    body: { code, name: `${code} Express`, nameAr: `${code} السريع` },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string };
}

async function createKey(courierId: string, body: Record<string, unknown> = { name: 'Tracking feed' }) {
  const response = await kit.admin('POST', `/couriers/${courierId}/keys`, { body });
  expect(response.statusCode).toBe(201);
  return response.json() as {
    id: string;
    key: string;
    prefix: string;
    status: number;
    expires_at: string;
    revokedAt: string | null;
  };
}

const partnerShipments = (key: string) => call(kit.app, 'GET', '/api/v1/partner/shipments', { token: key });

describe('courier partner API keys', () => {
  it('creates an active key whose plaintext works on the partner API for that courier only', async () => {
    const courier = await createCourier('KEYED');
    const other = await createCourier('OTHERKEYED');
    const owner = await createUser(kit.app);
    await kit.app.db.insert(shipments).values([
      { createdByUserId: owner.id, courierId: courier.id, trackingNumber: 'KEY0000001', status: 1 },
      { createdByUserId: owner.id, courierId: other.id, trackingNumber: 'KEY0000002', status: 1 },
    ]);

    const before = Date.now();
    const created = await createKey(courier.id, { name: 'Tracking feed', expiresInDays: 30 });
    expect(created).toMatchObject({ name: 'Tracking feed', status: ApiKeyStatus.Active, revokedAt: null });
    expect(created.key).toMatch(new RegExp(`^ck_${created.prefix}_`));
    const expiresInDays = (new Date(created.expires_at).getTime() - before) / 86_400_000;
    expect(expiresInDays).toBeGreaterThan(29.9);
    expect(expiresInDays).toBeLessThan(30.1);

    const listed = await partnerShipments(created.key);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().items.map((item: { trackingNumber: string }) => item.trackingNumber)).toEqual(['KEY0000001']);

    const [audit] = await kit.auditOf(created.id);
    expect(audit).toMatchObject({ action: 'create', entityType: 'courier_api_key' });
    expect(JSON.stringify(audit.data)).not.toContain(created.key.split('_').slice(2).join('_'));
  });

  it('expires a key after a year unless told otherwise', async () => {
    const courier = await createCourier('DEFAULTKEY');
    const created = await createKey(courier.id);
    const days = (new Date(created.expires_at).getTime() - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(365);
  });

  it("lists the courier's keys without the secret, and only that courier's", async () => {
    const courier = await createCourier('LISTED');
    const other = await createCourier('UNLISTED');
    const created = await createKey(courier.id, { name: 'ERP' });
    await createKey(other.id, { name: 'Someone else' });
    const response = await kit.admin('GET', `/couriers/${courier.id}/keys`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.items).toHaveLength(1);
    expect(Object.keys(body.items[0]).sort()).toEqual([
      'createdAt',
      'expires_at',
      'id',
      'last_used_at',
      'name',
      'prefix',
      'revokedAt',
      'status',
    ]);
    expect(body.items[0]).toMatchObject({ id: created.id, name: 'ERP', status: ApiKeyStatus.Active });
    expect(response.body).not.toContain(created.key.split('_').slice(2).join('_'));
    expect(response.body).not.toMatch(/secret|hash/i);
  });

  it('revokes a key: it stops working at once, and a second revoke is a conflict', async () => {
    const courier = await createCourier('REVOKED');
    const created = await createKey(courier.id);
    expect((await partnerShipments(created.key)).statusCode).toBe(200);

    const revoked = await kit.admin('POST', `/couriers/${courier.id}/keys/${created.id}/revoke`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({
      id: created.id,
      status: ApiKeyStatus.Revoked,
      revokedAt: expect.any(String),
    });
    expect((await partnerShipments(created.key)).statusCode).toBe(401);

    const again = await kit.admin('POST', `/couriers/${courier.id}/keys/${created.id}/revoke`, { lang: 'ar' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('مفتاح API هذا مُبطَل بالفعل');
    const audit = (await kit.auditOf(created.id)).find((row) => row.action === 'revoke')!;
    expect(audit.data).toMatchObject({
      before: { status: ApiKeyStatus.Active },
      after: { status: ApiKeyStatus.Revoked },
    });
  });

  it.each(['inactive', 'disabled'])(
    'refuses the keys of a courier made %s on every partner route, until it is active again',
    async (activeFlag) => {
      const courier = await createCourier(`PAUSED${activeFlag.toUpperCase()}`);
      const owner = await createUser(kit.app);
      const trackingNumber = `PAU${activeFlag === 'inactive' ? 1 : 2}000001`;
      await kit.app.db
        .insert(shipments)
        .values({ createdByUserId: owner.id, courierId: courier.id, trackingNumber, status: 1 });
      const created = await createKey(courier.id);
      const setFlag = async (flag: string, version: number) => {
        const response = await kit.admin('PUT', `/couriers/${courier.id}`, {
          body: {
            code: `PAUSED${activeFlag.toUpperCase()}`,
            name: 'Paused',
            nameAr: 'متوقف',
            activeFlag: flag,
            version,
          },
        });
        expect(response.statusCode).toBe(200);
      };
      await setFlag(activeFlag, 1);

      const calls = [
        call(kit.app, 'GET', '/api/v1/partner/shipments', { token: created.key }),
        call(kit.app, 'GET', `/api/v1/partner/shipments/${trackingNumber}`, { token: created.key }),
        call(kit.app, 'POST', `/api/v1/partner/shipments/${trackingNumber}/events`, { token: created.key, body: {} }),
      ];
      for (const response of await Promise.all(calls)) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({
          code: 'UNAUTHENTICATED',
          message: 'This courier is not active, so its API keys are refused',
        });
      }
      const arabic = await call(kit.app, 'GET', '/api/v1/partner/shipments', { token: created.key, lang: 'ar' });
      expect(arabic.json().message).toBe('شركة الشحن هذه غير نشطة، لذا تُرفض مفاتيح API الخاصة بها');

      await setFlag('active', 2);
      expect((await partnerShipments(created.key)).statusCode).toBe(200);
    },
  );

  it("answers 404 for another courier's key and leaves it working", async () => {
    const courier = await createCourier('MINE');
    const other = await createCourier('THEIRS');
    const theirs = await createKey(other.id);
    const response = await kit.admin('POST', `/couriers/${courier.id}/keys/${theirs.id}/revoke`);
    expect(response.statusCode).toBe(404);
    expect((await partnerShipments(theirs.key)).statusCode).toBe(200);
    expect((await kit.admin('GET', '/couriers/00000000-0000-4000-8000-000000000000/keys')).statusCode).toBe(404);
  });

  it('validates the body and rejects unknown fields', async () => {
    const courier = await createCourier('STRICT');
    const tooLong = await kit.admin('POST', `/couriers/${courier.id}/keys`, {
      body: { name: 'Feed', expiresInDays: 731 },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().details).toEqual([{ field: 'expiresInDays', message: 'This value must be at most 730' }]);
    const unknown = await kit.admin('POST', `/couriers/${courier.id}/keys`, {
      body: { name: 'Feed', secretHash: 'x' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details).toEqual([{ field: 'secretHash', message: 'This field is not allowed' }]);
    const empty = await kit.admin('POST', `/couriers/${courier.id}/keys`, { body: { name: '' } });
    expect(empty.statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    const courier = await createCourier('GUARDEDKEYS');
    const user = await createUserAndLogin(kit.app, { role: Role.IndividualUser });
    expect((await kit.admin('GET', `/couriers/${courier.id}/keys`, { token: user.access_token })).statusCode).toBe(403);
    expect(
      (await kit.admin('POST', `/couriers/${courier.id}/keys`, { token: user.access_token, body: { name: 'x' } }))
        .statusCode,
    ).toBe(403);
  });
});
