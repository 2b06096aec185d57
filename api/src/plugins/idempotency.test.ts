import { eq } from 'drizzle-orm';
import { seedDatabase } from '../db/seed';
import { addresses, idempotencyKeys, imports, shipments, webhookEndpoints } from '../db/schema';
import { SHIPMENT_IMPORT_COLUMNS } from '../services/imports/csv';
import { claimIdempotencyKey } from '../services/idempotency';
import { createUserAndLogin } from '../../test/support/fixtures';
import { addAddress } from '../../test/support/shipments';
import { buildTestApp, call, multipartFile, type TestApp } from '../../test/support/test-app';
import { createTestDatabase } from '../../test/support/test-database';

/** `Idempotency-Key` on creates and purchases: a retry replays the first answer, and nothing is done twice. */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: TestApp;
let clock = new Date('2026-11-27T09:00:00Z');
type Account = Awaited<ReturnType<typeof createUserAndLogin>>;
let alice: Account;
let bob: Account;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database, { now: () => clock });
  await seedDatabase(app.db, { demo: false, passwords: app.passwords });
  alice = await createUserAndLogin(app);
  bob = await createUserAndLogin(app);
});

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

const draft = (account: Account, body: object, key?: string, lang = 'en') =>
  call(app, 'POST', '/api/v1/shipments', {
    token: account.access_token,
    body,
    lang,
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });

const draftsOf = async (account: Account) =>
  (await app.db.select().from(shipments).where(eq(shipments.createdByUserId, account.id))).length;

describe('Idempotency-Key', () => {
  it('replays the first answer to a retried create, and only one draft exists', async () => {
    const before = await draftsOf(alice);
    const first = await draft(alice, { reference: 'RETRY-1' }, 'create-retry-1');
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const retry = await draft(alice, { reference: 'RETRY-1' }, 'create-retry-1');
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await draftsOf(alice)).toBe(before + 1);
  });

  it('without a key, every request is its own (as before)', async () => {
    const before = await draftsOf(alice);
    await draft(alice, { reference: 'NO-KEY' });
    await draft(alice, { reference: 'NO-KEY' });
    expect(await draftsOf(alice)).toBe(before + 2);
  });

  it('the same key with another body is refused with 422, in the caller’s language, and nothing is created', async () => {
    await draft(alice, { reference: 'FIRST' }, 'create-mismatch');
    const before = await draftsOf(alice);
    const other = await draft(alice, { reference: 'SECOND' }, 'create-mismatch');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      code: 'IDEMPOTENCY_MISMATCH',
      message: expect.stringMatching(/different request/),
    });
    const arabic = await draft(alice, { reference: 'SECOND' }, 'create-mismatch', 'ar');
    expect(arabic.json().message).toMatch(/طلب مختلف/);
    expect(await draftsOf(alice)).toBe(before);
  });

  it('is scoped to the caller and to the operation', async () => {
    const mine = await draft(alice, { reference: 'SCOPED' }, 'shared-key');
    const bobs = await draft(bob, { reference: 'SCOPED' }, 'shared-key');
    expect(bobs.statusCode).toBe(201);
    expect(bobs.headers['idempotent-replayed']).toBeUndefined();
    expect(bobs.json().id).not.toBe(mine.json().id);
    // Another operation under the same key is its own request too.
    const address = await addAddress(app, alice, { city: 'Amman', name: 'template' });
    const created = await call(app, 'POST', '/api/v1/addresses', {
      token: alice.access_token,
      headers: { 'idempotency-key': 'shared-key' },
      body: {
        name: 'Depot',
        phoneNumber: '0791234567',
        countryId: address.countryId,
        regionId: address.regionId,
        cityId: address.cityId,
        addressLine: 'Street 1',
        type: 1,
      },
    });
    expect(created.statusCode).toBe(201);
  });

  it('a failed request frees its key: the corrected retry runs', async () => {
    const address = await addAddress(app, alice, { city: 'Amman', name: 'template 2' });
    const body = {
      name: 'Depot 2',
      phoneNumber: '0791234567',
      countryId: address.countryId,
      regionId: address.regionId,
      cityId: address.cityId,
      addressLine: 'Street 2',
      type: 1,
    };
    const send = (fields: object) =>
      call(app, 'POST', '/api/v1/addresses', {
        token: alice.access_token,
        headers: { 'idempotency-key': 'address-fix' },
        body: { ...body, ...fields },
      });
    // A village that is not one: refused by the service, after the key was claimed.
    const refused = await send({ villageId: address.id });
    expect(refused.statusCode).toBe(400);
    const fixed = await send({});
    expect(fixed.statusCode).toBe(201);
    expect(fixed.headers['idempotent-replayed']).toBeUndefined();
  });

  it('two requests at once with one key create one draft; the other waits its turn (409) or replays', async () => {
    const before = await draftsOf(alice);
    const answers = await Promise.all([
      draft(alice, { reference: 'RACE' }, 'race-key'),
      draft(alice, { reference: 'RACE' }, 'race-key'),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect([
      [201, 409],
      [201, 201],
    ]).toContainEqual(statuses);
    if (statuses[1] === 201) expect(answers[0].json().id).toBe(answers[1].json().id);
    else expect(answers.find((a) => a.statusCode === 409)!.json().message).toMatch(/still running/);
    expect(await draftsOf(alice)).toBe(before + 1);
  });

  it('a key still running is reported as running (the claim is taken first)', async () => {
    const claim = { scope: 'user:test', operation: 'POST /x', key: 'k', fingerprint: 'f' };
    expect(await claimIdempotencyKey(app.db, claim, clock)).toEqual({ kind: 'claimed' });
    expect(await claimIdempotencyKey(app.db, claim, clock)).toEqual({ kind: 'running' });
    expect(await claimIdempotencyKey(app.db, { ...claim, fingerprint: 'g' }, clock)).toEqual({ kind: 'mismatch' });
    // A claim whose process died is taken over after a while.
    const later = new Date(clock.getTime() + 10 * 60_000);
    expect(await claimIdempotencyKey(app.db, claim, later)).toEqual({ kind: 'claimed' });
  });

  it('is kept 24 hours: after that the key is free again', async () => {
    await draft(alice, { reference: 'DAY-1' }, 'day-key');
    clock = new Date(clock.getTime() + 25 * 3600_000);
    const next = await draft(alice, { reference: 'DAY-2' }, 'day-key');
    expect(next.statusCode).toBe(201);
    expect(next.headers['idempotent-replayed']).toBeUndefined();
  });

  it('an invalid key is a 400 naming the header', async () => {
    const answer = await draft(alice, {}, 'x'.repeat(256));
    expect(answer.statusCode).toBe(400);
    expect(JSON.stringify(answer.json().details)).toContain('idempotency-key');
  });

  it('a retried webhook endpoint create replays the one secret, which is never kept readable', async () => {
    const create = () =>
      call(app, 'POST', '/api/v1/webhooks', {
        token: bob.access_token,
        headers: { 'idempotency-key': 'endpoint-retry' },
        body: { url: 'https://hooks.example.com/portal', events: ['shipment.processed'] },
      });
    const first = await create();
    expect(first.statusCode).toBe(201);
    const secret: string = first.json().secret;
    expect(secret).toMatch(/^whsec_/);
    const retry = await create();
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(
      await app.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.createdByUserId, bob.id)),
    ).toHaveLength(1);
    // What is kept for the replay is sealed like the endpoint's own copy of the secret.
    const kept = await app.db.select({ body: idempotencyKeys.body }).from(idempotencyKeys);
    expect(kept.some((row) => row.body?.includes(secret))).toBe(false);
    expect(kept.some((row) => row.body?.includes(secret.slice(6, 20)))).toBe(false);
  });

  it('a retried upload (a new multipart boundary, the same file) replays the import instead of refusing the file', async () => {
    const pickUp = await addAddress(app, bob, { city: 'Amman', name: 'bob pick-up', type: 2 });
    await app.db.update(addresses).set({ isPrimary: true }).where(eq(addresses.id, pickUp.id));
    const csv = [
      SHIPMENT_IMPORT_COLUMNS.map((c) => c.key).join(','),
      SHIPMENT_IMPORT_COLUMNS.map(
        (c) =>
          ({
            recipient_name: 'Hala Saleh',
            recipient_phone: '0791234567',
            country: 'Jordan',
            city: 'Irbid',
            address_line: 'University Street',
            quantity: '1',
            weight_kg: '1',
          })[c.key as string] ?? '',
      ).join(','),
    ].join('\r\n');
    const upload = (boundaryTag: string, content = csv) => {
      const body = multipartFile(content, { fileName: 'retry.csv' });
      const boundary = '----portal-test-boundary';
      const renamed = Buffer.from(
        body.payload.toString('latin1').replaceAll(boundary, boundary + boundaryTag),
        'latin1',
      );
      return app.inject({
        method: 'POST',
        url: '/api/v1/shipments/imports',
        payload: renamed,
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}${boundaryTag}`,
          authorization: `Bearer ${bob.access_token}`,
          'idempotency-key': 'upload-retry',
        },
      });
    };
    const first = await upload('a');
    expect(first.statusCode).toBe(201);
    const retry = await upload('b');
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().import.id).toBe(first.json().import.id);
    expect(await app.db.select().from(imports).where(eq(imports.createdByUserId, bob.id))).toHaveLength(1);
    // Another file under the same key is another request.
    expect((await upload('c', csv.replace('Hala', 'Rana'))).statusCode).toBe(422);
  });
});
