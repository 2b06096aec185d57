import { createUser, createUserAndLogin, PASSWORD, uniqueEmail } from '../../../../test/support/fixtures';
import type { RateLimits } from '../../../config';
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
      forgotPasswordPerAccountAndIp: { max: 2, windowMs: HOUR },
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

/** A second app on the file's database with these limits, closed after `use`. */
async function withLimits(rateLimits: Partial<RateLimits>, use: (limited: TestApp) => Promise<void>) {
  const limited = await buildTestApp(database, { rateLimits });
  try {
    await use(limited);
  } finally {
    await limited.close();
  }
}

/** Sign-in attempts on one account of an app, from the given address. */
const loginOn =
  (target: TestApp, email: string) =>
  (ip: string, password = 'Wrong#123') =>
    call(target, 'POST', '/api/v1/auth/login', { body: { email, password }, ip });

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
    await withLimits(
      {
        loginPerIp: { max: 30, windowMs: HOUR },
        loginPerAccountAndIp: { max: 10, windowMs: 15 * 60_000 },
        loginPerAccount: { max: 50, windowMs: 15 * 60_000 },
      },
      async (limited) => {
        const user = await createUser(limited);
        const attempt = loginOn(limited, user.email);
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

        // Guesses spread over many addresses meet the much higher cap per account (19 wrong ones count so
        // far: those from 10.7.0.3 after its correct sign-in came from a known source).
        for (let n = 0; n < 50 - 19; n++) expect((await attempt(`10.7.1.${n}`)).statusCode).toBe(401);
        expect((await attempt('10.7.2.1')).statusCode).toBe(429);
      },
    );
  });
});

describe('IPv6 callers are counted by their /64', () => {
  it('counts addresses of one /64 as one caller on every per-address limit, and an IPv4-mapped address as its IPv4', async () => {
    // One host rotating through its /64, each spelling different: the sixth wrong password waits.
    const sameNetwork = [
      '2001:db8:a:1::1',
      '2001:db8:a:1::2',
      '2001:DB8:A:1:ffff::3',
      '2001:0db8:000a:0001::4',
      '2001:db8:a:1:1:2:3:4',
    ];
    for (const ip of sameNetwork) expect((await loginFrom(ip, uniqueEmail('probe'))).statusCode).toBe(401);
    expect((await loginFrom('2001:db8:a:1:9::9', uniqueEmail('probe'))).statusCode).toBe(429);
    // The next /64 is another caller.
    expect((await loginFrom('2001:db8:a:2::1', uniqueEmail('probe'))).statusCode).toBe(401);

    for (let n = 0; n < 5; n++) expect((await loginFrom('::ffff:10.5.0.1', uniqueEmail('probe'))).statusCode).toBe(401);
    expect((await loginFrom('10.5.0.1', uniqueEmail('probe'))).statusCode).toBe(429);

    const signup = (ip: string) =>
      call(app, 'POST', '/api/v1/auth/signup', {
        body: { username: 'x', email: uniqueEmail(), password: 'Secret#123' },
        ip,
      });
    expect((await signup('2001:db8:b:1::1')).statusCode).toBe(201);
    expect((await signup('2001:db8:b:1::2')).statusCode).toBe(201);
    expect((await signup('2001:db8:b:1::3')).statusCode).toBe(429);
    expect((await signup('2001:db8:b:2::1')).statusCode).toBe(201);

    const forgot = (ip: string) =>
      call(app, 'POST', '/api/v1/auth/forget-password', { body: { email: uniqueEmail() }, ip });
    for (let n = 1; n <= 4; n++) expect((await forgot(`2001:db8:c:1::${n}`)).statusCode).toBe(200);
    expect((await forgot('2001:db8:c:1::5')).statusCode).toBe(429);
    expect((await forgot('2001:db8:c:2::5')).statusCode).toBe(200);

    const reset = (ip: string) =>
      call(app, 'POST', '/api/v1/auth/reset-password', {
        body: { token: 'bogus-token-bogus-token', new_password: 'Brand#New42' },
        ip,
      });
    for (let n = 1; n <= 3; n++) expect((await reset(`::ffff:10.6.0.1`)).statusCode).toBe(400);
    expect((await reset('10.6.0.1')).statusCode).toBe(429);
    expect((await reset('10.6.0.2')).statusCode).toBe(400);
  });
});

describe('known sources: spread-out guessing cannot lock the owner out', () => {
  it('lets the owner in from where they signed in before, after 100 wrong passwords from 100 addresses', async () => {
    await withLimits(
      {
        loginPerIp: { max: 30, windowMs: 15 * 60_000 },
        loginPerAccountAndIp: { max: 10, windowMs: 15 * 60_000 },
        loginPerAccount: { max: 100, windowMs: 15 * 60_000 },
      },
      async (limited) => {
        const user = await createUser(limited);
        const attempt = loginOn(limited, user.email);
        expect((await attempt('10.20.0.1', user.password)).statusCode).toBe(200);
        expect((await attempt('2001:db8:20:1::1', user.password)).statusCode).toBe(200);
        for (let n = 0; n < 100; n++) expect((await attempt(`10.21.${n >> 4}.${n & 15}`)).statusCode).toBe(401);

        // The account's cap is spent: a new address waits, even with the right password.
        const blocked = await attempt('10.22.0.1', user.password);
        expect(blocked.statusCode).toBe(429);
        expect(blocked.json().code).toBe('RATE_LIMITED');
        // The owner's known sources still get in: the same address, and another in the same /64.
        expect((await attempt('10.20.0.1', user.password)).statusCode).toBe(200);
        expect((await attempt('2001:db8:20:1:abcd::7', user.password)).statusCode).toBe(200);
        // A typo there is still a 401, and the per account-and-address limit still holds it.
        for (let n = 0; n < 10; n++) expect((await attempt('10.20.0.1')).statusCode).toBe(401);
        expect((await attempt('10.20.0.1', user.password)).statusCode).toBe(429);
      },
    );
  });

  it("mails the owner's reset link from their known address after requests for it from many others, with the inbox's mail bounded", async () => {
    await withLimits(
      {
        forgotPasswordPerIp: { max: 10, windowMs: HOUR },
        forgotPasswordPerAccountAndIp: { max: 3, windowMs: 15 * 60_000 },
        forgotPasswordPerAccount: { max: 5, windowMs: HOUR },
      },
      async (limited) => {
        const user = await createUser(limited);
        expect(
          (
            await call(limited, 'POST', '/api/v1/auth/login', {
              body: { email: user.email, password: user.password },
              ip: '10.30.0.1',
            })
          ).statusCode,
        ).toBe(200);
        const forgot = (email: string, ip: string) =>
          call(limited, 'POST', '/api/v1/auth/forget-password', { body: { email }, ip });
        const mailsTo = async (email: string) => {
          await limited.afterResponseSettled();
          await limited.mail.processOutbox();
          return limited.sentMail.sent.filter((mail) => mail.to === email).length;
        };
        const ghost = uniqueEmail('ghost');
        for (let n = 0; n < 12; n++) {
          // The same answer for the account and for an unknown address, from every address.
          expect((await forgot(user.email, `10.31.0.${n}`)).json()).toEqual({ message: expect.any(String) });
          expect((await forgot(ghost, `10.31.1.${n}`)).statusCode).toBe(200);
        }
        // Only the inbox's cap of mails went out.
        expect(await mailsTo(user.email)).toBe(5);

        // The owner, from where they signed in, still gets a link.
        expect((await forgot(user.email, '10.30.0.1')).statusCode).toBe(200);
        expect(await mailsTo(user.email)).toBe(6);

        // One address asking again and again for one account waits, known account or not.
        for (let n = 0; n < 2; n++) expect((await forgot(user.email, '10.30.0.1')).statusCode).toBe(200);
        const blocked = await forgot(user.email, '10.30.0.1');
        expect(blocked.statusCode).toBe(429);
        expect(blocked.json().message).toBe('Too many attempts. Please try again in 15 minutes');
        for (let n = 0; n < 3; n++) expect((await forgot(ghost, '10.32.0.1')).statusCode).toBe(200);
        expect((await forgot(ghost, '10.32.0.1')).statusCode).toBe(429);
      },
    );
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
  it('limits per account and address and per address, answering 429 the same for unknown accounts', async () => {
    const user = await createUser(app);
    const forgot = (email: string, ip: string) =>
      call(app, 'POST', '/api/v1/auth/forget-password', { body: { email }, ip });
    expect((await forgot(user.email, '10.2.0.1')).statusCode).toBe(200);
    expect((await forgot(user.email, '10.2.0.1')).statusCode).toBe(200);
    expect((await forgot(user.email, '10.2.0.1')).statusCode).toBe(429);
    expect((await forgot(user.email, '10.2.0.2')).statusCode).toBe(200);

    const ghost = uniqueEmail('ghost');
    expect((await forgot(ghost, '10.2.1.1')).statusCode).toBe(200);
    expect((await forgot(ghost, '10.2.1.1')).statusCode).toBe(200);
    expect((await forgot(ghost, '10.2.1.1')).statusCode).toBe(429);

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
