import { createUser, uniqueEmail } from '../../../../test/support/fixtures';
import { buildTestApp, call, type TestApp } from '../../../../test/support/test-app';
import { createTestDatabase } from '../../../../test/support/test-database';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: TestApp;

const HOUR = 3_600_000;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database, {
    rateLimits: {
      loginPerIp: { max: 5, windowMs: HOUR },
      loginPerAccount: { max: 3, windowMs: 15 * 60_000 },
      forgotPasswordPerIp: { max: 4, windowMs: HOUR },
      forgotPasswordPerAccount: { max: 2, windowMs: HOUR },
      signupPerIp: { max: 2, windowMs: 30_000 },
    },
  });
});

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

const loginFrom = (ip: string, email: string, password = 'Wrong#123', lang?: string) =>
  call(app, 'POST', '/api/v1/auth/login', { body: { email, password }, ip, lang });

describe('sign-in rate limits', () => {
  it('stops guessing on one account from many addresses, even with the right password, with a clear message', async () => {
    const user = await createUser(app);
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3'])
      expect((await loginFrom(ip, user.email)).statusCode).toBe(401);
    const blocked = await loginFrom('10.0.0.4', user.email, user.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please try again in 15 minutes',
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);

    const arabic = await loginFrom('10.0.0.5', user.email, user.password, 'ar');
    expect(arabic.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'محاولات كثيرة جدًا. يرجى المحاولة مرة أخرى بعد 15 دقيقة',
    });

    // Another account is unaffected.
    const other = await createUser(app);
    expect((await loginFrom('10.0.0.6', other.email, other.password)).statusCode).toBe(200);
  });

  it('never locks out someone who signs in correctly, again and again, from one address', async () => {
    // People sign in from several tabs, browsers and devices: only wrong passwords spend the budget.
    const user = await createUser(app);
    for (let attempt = 0; attempt < 8; attempt++)
      expect((await loginFrom('10.2.0.1', user.email, user.password)).statusCode).toBe(200);
    // Wrong passwords still count, and past the budget even the right one waits.
    for (let attempt = 0; attempt < 3; attempt++)
      expect((await loginFrom('10.2.0.2', user.email)).statusCode).toBe(401);
    expect((await loginFrom('10.2.0.3', user.email, user.password)).statusCode).toBe(429);
  });

  it('limits one address trying many accounts, whether or not they exist', async () => {
    const ip = '10.1.0.1';
    for (let i = 0; i < 5; i++) expect((await loginFrom(ip, uniqueEmail('probe'))).statusCode).toBe(401);
    expect((await loginFrom(ip, uniqueEmail('probe'))).statusCode).toBe(429);
    expect((await loginFrom('10.1.0.2', uniqueEmail('probe'))).statusCode).toBe(401);
  });
});

describe('forgot-password rate limits', () => {
  it('limits per account and per address, answering 429 the same for unknown accounts', async () => {
    const user = await createUser(app);
    const forgot = (email: string, ip: string) =>
      call(app, 'POST', '/api/v1/auth/forget-password', { body: { email }, ip });
    expect((await forgot(user.email, '10.2.0.1')).statusCode).toBe(200);
    expect((await forgot(user.email, '10.2.0.2')).statusCode).toBe(200);
    expect((await forgot(user.email, '10.2.0.3')).statusCode).toBe(429);

    const ghost = uniqueEmail('ghost');
    expect((await forgot(ghost, '10.2.1.1')).statusCode).toBe(200);
    expect((await forgot(ghost, '10.2.1.2')).statusCode).toBe(200);
    expect((await forgot(ghost, '10.2.1.3')).statusCode).toBe(429);

    const ip = '10.2.2.1';
    for (let i = 0; i < 4; i++) expect((await forgot(uniqueEmail(), ip)).statusCode).toBe(200);
    const blocked = await forgot(uniqueEmail(), ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Too many attempts. Please try again in 60 minutes');
  });
});

describe('sign-up rate limit', () => {
  it('limits accounts created from one address, telling the wait in seconds when short', async () => {
    const ip = '10.3.0.1';
    const signup = () =>
      call(app, 'POST', '/api/v1/auth/signup', {
        body: { username: 'x', email: uniqueEmail(), password: 'Secret#123' },
        ip,
      });
    expect((await signup()).statusCode).toBe(201);
    expect((await signup()).statusCode).toBe(201);
    const blocked = await signup();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many attempts\. Please try again in \d+ seconds$/);
  });
});

describe('global per-address limit', () => {
  it('applies to every route', async () => {
    const tight = await buildTestApp(database, { rateLimits: { global: { max: 3, windowMs: 60_000 } } });
    try {
      for (let i = 0; i < 3; i++)
        expect((await call(tight, 'GET', '/api/v1/auth/me', { ip: '10.4.0.1' })).statusCode).toBe(401);
      const blocked = await call(tight, 'GET', '/api/v1/auth/me', { ip: '10.4.0.1', lang: 'ar' });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().code).toBe('RATE_LIMITED');
      expect(blocked.json().message).toMatch(/^محاولات كثيرة جدًا/);
      expect((await call(tight, 'GET', '/api/healthz', { ip: '10.4.0.1' })).statusCode).toBe(200);
    } finally {
      await tight.close();
    }
  });
});
