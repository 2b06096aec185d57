import { type Database, openDatabase } from './db/client';
import { emailOutbox } from './db/schema';
import { enqueueMail } from './mail/outbox';
import { createUser, uniqueEmail } from '../test/support/fixtures';
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
    const rows = await first.db
      .select({ status: emailOutbox.status, attempts: emailOutbox.attempts })
      .from(emailOutbox);
    expect(rows.filter((row) => row.status !== 'sent' || row.attempts !== 1)).toEqual([]);
  });
});
