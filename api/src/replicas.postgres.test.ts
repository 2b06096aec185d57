import { readFileSync } from 'node:fs';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openDatabase } from './db/client';
import { outbox, shipments } from './db/schema';
import { enqueueMail } from './mail/outbox';
import { migrationsFolder } from './paths';
import { createUser, createUserAndLogin, uniqueEmail } from '../test/support/fixtures';
import { buildTestApp, call, type TestApp } from '../test/support/test-app';
import { createTestDatabase } from '../test/support/test-database';

/**
 * Two API processes behind a load balancer, on one PostgreSQL database: each app has its own
 * connection pool, as separate processes would. PostgreSQL only (jest.config.cjs): PGlite is one
 * process's embedded database.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let secondPool: Database;
let first: TestApp;
let second: TestApp;

const LOGIN_LIMITS = {
  loginPerAccountAndIp: { max: 4, windowMs: 15 * 60_000 },
  loginPerAccount: { max: 6, windowMs: 15 * 60_000 },
  loginPerIp: { max: 100, windowMs: 60 * 60_000 },
};

beforeAll(async () => {
  database = await createTestDatabase();
  secondPool = await openDatabase({ driver: 'postgres', url: database.url!, poolSize: 5 });
  first = await buildTestApp(database, { rateLimits: LOGIN_LIMITS });
  second = await buildTestApp(secondPool, { rateLimits: LOGIN_LIMITS });
});

afterAll(async () => {
  await first?.close();
  await second?.close();
  await secondPool?.close();
  await database?.dispose();
});

const login = (app: TestApp, ip: string, email: string, password: string) =>
  call(app, 'POST', '/api/v1/auth/login', { body: { email, password }, ip });

describe('two API replicas on one PostgreSQL database', () => {
  it('share the sign-in limit: wrong passwords split across both lock at the configured count', async () => {
    const user = await createUser(first);
    const statuses = [];
    for (let attempt = 0; attempt < 6; attempt++)
      statuses.push((await login(attempt % 2 ? second : first, '10.17.0.1', user.email, 'Wrong#123')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    // Each account's budget is shared too: from other addresses, two more wrong guesses, then locked on both.
    expect((await login(first, '10.17.0.2', user.email, 'Wrong#123')).statusCode).toBe(401);
    expect((await login(second, '10.17.0.3', user.email, 'Wrong#123')).statusCode).toBe(401);
    expect((await login(first, '10.17.0.4', user.email, user.password)).statusCode).toBe(429);
    expect((await login(second, '10.17.0.5', user.email, user.password)).statusCode).toBe(429);
  });

  it('share the global per-address limit: requests split across both are refused once the total passes it', async () => {
    // Synced by hand only: a timer's sync in between would move the counts this test reads.
    const tight = { rateLimits: { global: { max: 10, windowMs: 60 * 60_000 } }, rateLimitSyncMs: 60 * 60_000 };
    const apps = [await buildTestApp(database, tight), await buildTestApp(secondPool, tight)];
    const [one, two] = apps;
    try {
      const me = async (app: TestApp) => (await call(app, 'GET', '/api/v1/auth/me', { ip: '10.19.0.1' })).statusCode;
      // 6 through one and 4 through the other: each alone is under 10, together at it.
      for (let n = 0; n < 6; n++) expect(await me(one)).toBe(401);
      for (let n = 0; n < 4; n++) expect(await me(two)).toBe(401);
      await one.syncRateLimits();
      await two.syncRateLimits();
      // The second has read the total (10): its next request is the 11th. Per process it would be its 5th.
      expect(await me(two)).toBe(429);
      // The first last read 6: it lets one more through until its next sync (the bounded overshoot)…
      expect(await me(one)).toBe(401);
      await one.syncRateLimits();
      // …then refuses too.
      expect(await me(one)).toBe(429);
      expect(await me(two)).toBe(429);
      // Another address is not affected.
      expect((await call(one, 'GET', '/api/v1/auth/me', { ip: '10.19.0.2' })).statusCode).toBe(401);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
  });

  it("know the owner's sign-in source on both: the account's cap, filled through one, lets the owner in through the other", async () => {
    const user = await createUser(first);
    expect((await login(first, '10.18.0.1', user.email, user.password)).statusCode).toBe(200);
    for (let n = 0; n < 6; n++)
      expect((await login(n % 2 ? second : first, `10.18.1.${n}`, user.email, 'Wrong#123')).statusCode).toBe(401);
    expect((await login(second, '10.18.2.1', user.email, user.password)).statusCode).toBe(429);
    expect((await login(second, '10.18.0.1', user.email, user.password)).statusCode).toBe(200);
  });

  it('send each of 100 queued mails exactly once with both outbox workers running', async () => {
    const addresses = Array.from({ length: 100 }, () => uniqueEmail('outbox'));
    await first.db.transaction(async (tx) => {
      for (const to of addresses)
        await enqueueMail(tx, {
          to,
          locale: 'en',
          template: 'account-created',
          data: { username: 'Rania', loginUrl: 'http://portal.test/login' },
        });
    });
    const drain = async (app: TestApp) => {
      while ((await app.mail.processOutbox()) > 0);
    };
    await Promise.all([drain(first), drain(second)]);

    const delivered = [...first.sentMail.sent, ...second.sentMail.sent].map((mail) => mail.to);
    expect(delivered).toHaveLength(100);
    expect(new Set(delivered)).toEqual(new Set(addresses));
    // Both workers took a share (else the test would not show two of them at work).
    expect(first.sentMail.sent.length).toBeGreaterThan(0);
    expect(second.sentMail.sent.length).toBeGreaterThan(0);
    const rows = await first.db.select({ status: outbox.status, attempts: outbox.attempts }).from(outbox);
    expect(rows.filter((row) => row.status !== 'sent' || row.attempts !== 1)).toEqual([]);
  });
  it('revoke a refresh token family on both when a used token comes back to the other one', async () => {
    const user = await createUserAndLogin(first);
    const refresh = (app: TestApp, token: string) =>
      call(app, 'POST', '/api/v1/auth/refresh', { body: { refresh_token: token } });
    const rotated = await refresh(first, user.refresh_token);
    expect(rotated.statusCode).toBe(200);

    // The used token is replayed on the other replica: the theft is seen there too…
    expect((await refresh(second, user.refresh_token)).statusCode).toBe(401);
    // …and the newer tokens stop working on both (neither process has the session cached: a cached one
    // would last at most SESSION_CACHE_TTL_MS, the bound docs/decisions.md gives).
    expect((await refresh(first, rotated.json().refresh_token)).statusCode).toBe(401);
    for (const app of [first, second])
      expect((await call(app, 'GET', '/api/v1/auth/me', { token: rotated.json().access_token })).statusCode).toBe(401);
  });

  it('share idempotency keys: a create retried on the other replica replays, and racing ones make one draft', async () => {
    const user = await createUserAndLogin(first);
    const create = (app: TestApp, key: string) =>
      call(app, 'POST', '/api/v1/shipments', {
        token: user.access_token,
        body: { reference: key },
        headers: { 'idempotency-key': key },
      });
    const made = await create(first, 'replica-retry');
    const retried = await create(second, 'replica-retry');
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect(retried.json().id).toBe(made.json().id);
    const raced = await Promise.all([create(first, 'replica-race'), create(second, 'replica-race')]);
    const ids = new Set(raced.filter((answer) => answer.statusCode === 201).map((answer) => answer.json().id));
    expect(ids.size).toBe(1);
    expect(raced.every((answer) => [201, 409].includes(answer.statusCode))).toBe(true);
    const [{ drafts }] = await first.db
      .select({ drafts: count() })
      .from(shipments)
      .where(eq(shipments.createdByUserId, user.id));
    expect(drafts).toBe(2);
  });

  it('migrate a new database once when both start together (one waits for the other)', async () => {
    const serverUrl = process.env.DATABASE_URL!;
    const name = `portal_test_migrate_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const pools = await Promise.all(
      [1, 2].map(() => openDatabase({ driver: 'postgres', url: url.toString(), poolSize: 2 })),
    );
    try {
      await Promise.all(pools.map((pool) => pool.migrate()));
      const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
        entries: unknown[];
      };
      const applied = await pools[0].db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
      expect((applied as unknown as { rows: { count: number }[] }).rows[0].count).toBe(journal.entries.length);
    } finally {
      await Promise.all(pools.map((pool) => pool.close()));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
