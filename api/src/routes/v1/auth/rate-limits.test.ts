import { createUser, createUserAndLogin, PASSWORD, uniqueEmail } from '../../../../test/support/fixtures';
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
      resetPasswordPerIp: { max: 3, windowMs: HOUR },
      currentPasswordPerAccount: { max: 3, windowMs: 15 * 60_000 },
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

describe('sign-in limit per account and address', () => {
  it("never lets someone else's wrong guesses lock the owner out, while the guesser stays blocked", async () => {
    const limited = await buildTestApp(database, {
      rateLimits: {
        loginPerIp: { max: 30, windowMs: HOUR },
        loginPerAccountAndIp: { max: 10, windowMs: 15 * 60_000 },
        loginPerAccount: { max: 50, windowMs: 15 * 60_000 },
      },
    });
    try {
      const user = await createUser(limited);
      const attempt = (ip: string, password = 'Wrong#123') =>
        call(limited, 'POST', '/api/v1/auth/login', { body: { email: user.email, password }, ip });
      for (let n = 0; n < 10; n++) expect((await attempt('10.7.0.1')).statusCode).toBe(401);
      // The owner, from their own address, with the right password.
      expect((await attempt('10.7.0.2', user.password)).statusCode).toBe(200);
      // The guesser's address is blocked on this account, even with the right password.
      const blocked = await attempt('10.7.0.1');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().code).toBe('RATE_LIMITED');
      expect((await attempt('10.7.0.1', user.password)).statusCode).toBe(429);

      // A correct sign-in starts the address's count afresh: ten more typos before a wait.
      for (let n = 0; n < 9; n++) expect((await attempt('10.7.0.3')).statusCode).toBe(401);
      expect((await attempt('10.7.0.3', user.password)).statusCode).toBe(200);
      for (let n = 0; n < 10; n++) expect((await attempt('10.7.0.3')).statusCode).toBe(401);
      expect((await attempt('10.7.0.3')).statusCode).toBe(429);

      // Guesses spread over many addresses meet the much higher cap per account (29 wrong ones so far).
      for (let n = 0; n < 50 - 29; n++) expect((await attempt(`10.7.1.${n}`)).statusCode).toBe(401);
      expect((await attempt('10.7.2.1')).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('password reset limit', () => {
  it('limits reset attempts per address, with a clear message', async () => {
    const reset = () =>
      call(app, 'POST', '/api/v1/auth/reset-password', {
        body: { token: 'bogus-token-bogus-token', new_password: 'Brand#New42' },
        ip: '10.8.0.1',
        lang: 'ar',
      });
    for (let n = 0; n < 3; n++) expect((await reset()).statusCode).toBe(400);
    const blocked = await reset();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'محاولات كثيرة جدًا. يرجى المحاولة مرة أخرى بعد 60 دقيقة',
    });
  });
});

describe('current password limit', () => {
  it('limits wrong current passwords per account across the password change and the e-mail change', async () => {
    const user = await createUserAndLogin(app);
    const changePassword = (currentPassword: string) =>
      call(app, 'POST', '/api/v1/auth/change-password', {
        token: user.access_token,
        body: { currentPassword, new_password: 'Brand#New42' },
      });
    const changeEmail = (currentPassword: string) =>
      call(app, 'PATCH', '/api/v1/auth/me', {
        token: user.access_token,
        body: { email: uniqueEmail('moved'), currentPassword },
      });
    expect((await changePassword('Wrong#1')).statusCode).toBe(400);
    expect((await changeEmail('Wrong#2')).statusCode).toBe(400);
    // The right password gives its attempt back, so it does not count.
    expect((await changeEmail(PASSWORD)).statusCode).toBe(200);
    expect((await changePassword('Wrong#3')).statusCode).toBe(400);
    const blocked = await changeEmail('Wrong#4');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please try again in 15 minutes',
    });
    expect((await changePassword(PASSWORD)).statusCode).toBe(429);

    // Another account is unaffected.
    const other = await createUserAndLogin(app);
    const allowed = await call(app, 'POST', '/api/v1/auth/change-password', {
      token: other.access_token,
      body: { currentPassword: PASSWORD, new_password: 'Brand#New42' },
    });
    expect(allowed.statusCode).toBe(200);
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
