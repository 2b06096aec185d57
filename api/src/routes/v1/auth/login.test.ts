import { Role } from '@portal/shared/domain';
import {
  createOrganization,
  createUser,
  createUserAndLogin,
  login,
  PASSWORD,
  uniqueEmail,
} from '../../../../test/support/fixtures';
import { buildTestApp, call, startTestApp, type StartedTestApp } from '../../../../test/support/test-app';
import { eq } from 'drizzle-orm';
import { authSessions } from '../../../db/schema';
import { disableUser } from '../../../services/users';

let app: StartedTestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(() => app?.closeWithDatabase());

describe('POST /v1/auth/login', () => {
  it('stores the user agent without control characters or broken Unicode, at most 500 characters', async () => {
    const userAgentAfterLogin = async (userAgent: string) => {
      const user = await createUser(app);
      const response = await call(app, 'POST', '/api/v1/auth/login', {
        body: { email: user.email, password: PASSWORD },
        headers: { 'user-agent': userAgent },
      });
      expect(response.statusCode).toBe(200);
      const [session] = await app.db
        .select({ userAgent: authSessions.userAgent })
        .from(authSessions)
        .where(eq(authSessions.userId, user.id));
      return session.userAgent;
    };
    expect(await userAgentAfterLogin('Mozilla/5.0\u0000 (X11;\u0007 Linux)\u009b\uD800')).toBe(
      'Mozilla/5.0 (X11; Linux)',
    );
    // Cut at 500 characters, never inside a surrogate pair.
    expect(await userAgentAfterLogin(`${'a'.repeat(499)}😀tail`)).toBe('a'.repeat(499));
    expect(await userAgentAfterLogin('x'.repeat(2000))).toBe('x'.repeat(500));
  });

  it('returns an access and a refresh token for the right password, and the token opens /me', async () => {
    const user = await createUser(app, { role: Role.IndividualUser });
    const response = await call(app, 'POST', '/api/v1/auth/login', {
      body: { email: user.email.toUpperCase(), password: PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      token_type: 'Bearer',
      expires_in: 900,
    });
    expect(response.headers['cache-control']).toBe('no-store');

    const me = await call(app, 'GET', '/api/v1/auth/me', { token: body.access_token });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      id: user.id,
      email: user.email,
      role: 4,
      organizationId: null,
      organization: null,
      locale: 'en',
    });
    expect(me.json()).not.toHaveProperty('passwordHash');
  });

  it('answers a wrong password and an unknown e-mail identically (no account enumeration)', async () => {
    const user = await createUser(app);
    const wrongPassword = await call(app, 'POST', '/api/v1/auth/login', {
      body: { email: user.email, password: 'Wrong#Pass1' },
    });
    const unknownEmail = await call(app, 'POST', '/api/v1/auth/login', {
      body: { email: uniqueEmail('nobody'), password: 'Wrong#Pass1' },
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'The email or password is incorrect' });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
  });

  it('says so in Arabic when asked', async () => {
    const response = await call(app, 'POST', '/api/v1/auth/login', {
      body: { email: uniqueEmail(), password: 'x' },
      lang: 'ar-JO,ar;q=0.9,en;q=0.5',
    });
    expect(response.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'البريد الإلكتروني أو كلمة المرور غير صحيحة' });
  });

  it('names missing fields', async () => {
    const response = await call(app, 'POST', '/api/v1/auth/login', { body: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Some fields are not valid',
      details: [
        { field: 'email', message: 'Email is required' },
        { field: 'password', message: 'This field is required' },
      ],
    });
  });

  it('refuses a disabled account only after the right password', async () => {
    const user = await createUser(app, { status: 'disabled' });
    const wrong = await call(app, 'POST', '/api/v1/auth/login', {
      body: { email: user.email, password: 'Wrong#Pass1' },
    });
    expect(wrong.statusCode).toBe(401);
    const right = await call(app, 'POST', '/api/v1/auth/login', { body: { email: user.email, password: PASSWORD } });
    expect(right.statusCode).toBe(403);
    expect(right.json().message).toBe('This account is disabled. Contact an administrator');
  });
});

describe('GET /v1/auth/me', () => {
  it('needs a valid bearer token', async () => {
    expect((await call(app, 'GET', '/api/v1/auth/me')).json()).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'Please log in to continue',
    });
    expect((await call(app, 'GET', '/api/v1/auth/me', { token: 'not-a-jwt' })).statusCode).toBe(401);
    const user = await createUserAndLogin(app);
    const tampered = `${user.access_token.slice(0, -4)}AAAA`;
    expect((await call(app, 'GET', '/api/v1/auth/me', { token: tampered })).statusCode).toBe(401);
  });

  it("shows an org member's organization and role number", async () => {
    const admin = await createUserAndLogin(app, { role: Role.OrgAdmin });
    const me = (await call(app, 'GET', '/api/v1/auth/me', { token: admin.access_token })).json();
    expect(me).toMatchObject({
      role: 2,
      organizationId: admin.organizationId,
      organization: { id: admin.organizationId, approvalStatus: 1 },
    });
  });

  it('gives the referral code to org admins only, as GET /organization does, also after a profile edit', async () => {
    const organization = await createOrganization(app);
    const admin = await createUserAndLogin(app, { role: Role.OrgAdmin, organizationId: organization.id });
    const member = await createUserAndLogin(app, { role: Role.OrgUser, organizationId: organization.id });
    const codes = async (token: string) => {
      const me = (await call(app, 'GET', '/api/v1/auth/me', { token })).json();
      const edited = (await call(app, 'PATCH', '/api/v1/auth/me', { token, body: { username: 'renamed' } })).json();
      const mine = await call(app, 'GET', '/api/v1/organization', { token });
      // An org user has no organization page at all (the role table): 403 there.
      const page = mine.statusCode === 200 ? mine.json().organization.referralCode : mine.statusCode;
      return [me.organization.referralCode, edited.organization.referralCode, page];
    };
    expect(await codes(admin.access_token)).toEqual([
      organization.referralCode,
      organization.referralCode,
      organization.referralCode,
    ]);
    expect(await codes(member.access_token)).toEqual([null, null, 403]);
  });
});

describe('POST /v1/auth/refresh', () => {
  it('rotates: the new pair works and the old refresh token does not', async () => {
    const user = await createUserAndLogin(app);
    const first = await call(app, 'POST', '/api/v1/auth/refresh', { body: { refresh_token: user.refresh_token } });
    expect(first.statusCode).toBe(200);
    const rotated = first.json();
    expect(rotated.refresh_token).not.toBe(user.refresh_token);
    expect((await call(app, 'GET', '/api/v1/auth/me', { token: rotated.access_token })).statusCode).toBe(200);
  });

  it('revokes the whole family when a used refresh token comes back', async () => {
    const user = await createUserAndLogin(app);
    const rotated = (
      await call(app, 'POST', '/api/v1/auth/refresh', { body: { refresh_token: user.refresh_token } })
    ).json();

    // The stolen (already used) token is replayed…
    const replay = await call(app, 'POST', '/api/v1/auth/refresh', { body: { refresh_token: user.refresh_token } });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'Your session has expired. Please log in again',
    });

    // …so the legitimate holder's newer tokens stop working too.
    expect(
      (await call(app, 'POST', '/api/v1/auth/refresh', { body: { refresh_token: rotated.refresh_token } })).statusCode,
    ).toBe(401);
    expect((await call(app, 'GET', '/api/v1/auth/me', { token: rotated.access_token })).statusCode).toBe(401);
    // Other sessions of the same user are untouched.
    const other = await login(app, user.email);
    expect((await call(app, 'GET', '/api/v1/auth/me', { token: other.access_token })).statusCode).toBe(200);
  });

  it('refuses unknown and expired refresh tokens', async () => {
    expect((await call(app, 'POST', '/api/v1/auth/refresh', { body: { refresh_token: 'made-up' } })).statusCode).toBe(
      401,
    );
    const shortLived = await buildTestApp(app.testDatabase, { refreshTokenTtlSeconds: -1 });
    try {
      const user = await createUser(shortLived);
      const tokens = await login(shortLived, user.email);
      expect(
        (await call(shortLived, 'POST', '/api/v1/auth/refresh', { body: { refresh_token: tokens.refresh_token } }))
          .statusCode,
      ).toBe(401);
    } finally {
      await shortLived.close();
    }
  });

  it('refuses an expired access token', async () => {
    const instant = await buildTestApp(app.testDatabase, { accessTokenTtlSeconds: -5 });
    try {
      const user = await createUser(instant);
      const tokens = await login(instant, user.email);
      expect((await call(instant, 'GET', '/api/v1/auth/me', { token: tokens.access_token })).statusCode).toBe(401);
    } finally {
      await instant.close();
    }
  });
});

describe('POST /v1/auth/logout', () => {
  it('ends the session: its refresh and access tokens stop working', async () => {
    const user = await createUserAndLogin(app);
    const response = await call(app, 'POST', '/api/v1/auth/logout', { body: { refresh_token: user.refresh_token } });
    expect(response.statusCode).toBe(204);
    expect(
      (await call(app, 'POST', '/api/v1/auth/refresh', { body: { refresh_token: user.refresh_token } })).statusCode,
    ).toBe(401);
    expect((await call(app, 'GET', '/api/v1/auth/me', { token: user.access_token })).statusCode).toBe(401);
  });

  it('ends the session of the bearer access token when no refresh token is given', async () => {
    const user = await createUserAndLogin(app);
    expect((await call(app, 'POST', '/api/v1/auth/logout', { body: {}, token: user.access_token })).statusCode).toBe(
      204,
    );
    expect((await call(app, 'GET', '/api/v1/auth/me', { token: user.access_token })).statusCode).toBe(401);
  });
});

describe('disabling a user', () => {
  it('revokes every session at once', async () => {
    const user = await createUserAndLogin(app);
    const second = await login(app, user.email);
    await disableUser(app.db, user.id);
    expect((await call(app, 'GET', '/api/v1/auth/me', { token: user.access_token })).statusCode).toBe(401);
    expect((await call(app, 'GET', '/api/v1/auth/me', { token: second.access_token })).statusCode).toBe(401);
    expect(
      (await call(app, 'POST', '/api/v1/auth/refresh', { body: { refresh_token: second.refresh_token } })).statusCode,
    ).toBe(401);
  });
});
