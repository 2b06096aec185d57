import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq } from 'drizzle-orm';
import { createUser, createUserAndLogin, login, PASSWORD, uniqueEmail } from '../../../../test/support/fixtures';
import { call, startTestApp, type StartedTestApp } from '../../../../test/support/test-app';
import { outbox, passwordResetTokens } from '../../../db/schema';
import { createPasswordHasher, DEFAULT_PASSWORD_HASHING } from '../../../lib/passwords';

let app: StartedTestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(() => app?.closeWithDatabase());

const RESET_MESSAGE = 'If an account exists for this email, a password reset link has been sent';

/** Asks for a reset link and returns the token from the e-mail that was sent. */
async function requestResetToken(email: string, lang = 'en'): Promise<string> {
  const before = app.sentMail.sent.length;
  const response = await call(app, 'POST', '/api/v1/auth/forget-password', { body: { email }, lang });
  expect(response.statusCode).toBe(200);
  await app.afterResponseSettled();
  await app.mail.processOutbox();
  const mail = app.sentMail.sent.slice(before).find((m) => m.to === email.toLowerCase());
  if (!mail) throw new Error('no reset e-mail sent');
  const match = /http:\/\/portal\.test\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`no reset link in: ${mail.text}`);
  return match[1];
}

describe('password hashing', () => {
  it('uses argon2id with at least 19 MiB and t=2 by default', async () => {
    expect(DEFAULT_PASSWORD_HASHING).toEqual({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
    const hash = await createPasswordHasher().hash('Secret#123');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
  });
});

describe('POST /v1/auth/forget-password', () => {
  it('answers the same whether or not the account exists, and mails a link only to real accounts', async () => {
    const user = await createUser(app);
    const known = await call(app, 'POST', '/api/v1/auth/forget-password', { body: { email: user.email } });
    const unknownEmail = uniqueEmail('ghost');
    const unknown = await call(app, 'POST', '/api/v1/auth/forget-password', { body: { email: unknownEmail } });
    await app.afterResponseSettled();
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: RESET_MESSAGE });
    expect(unknown.json()).toEqual(known.json());
    expect(await app.db.select().from(outbox).where(eq(outbox.recipient, unknownEmail))).toEqual([]);
    expect(
      await app.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.recipient, user.email), eq(outbox.topic, 'password-reset'))),
    ).toHaveLength(1);
  });

  it('answers a known and an unknown address alike, before the link is stored or mailed', async () => {
    const user = await createUser(app);
    // Holds the known address's mail back: an answer that waited for it would not arrive.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const enqueue = app.mail.enqueue;
    const spy = jest.spyOn(app.mail, 'enqueue').mockImplementation(async (db, mail) => {
      await held;
      return enqueue(db, mail);
    });
    try {
      const forgot = (email: string) => call(app, 'POST', '/api/v1/auth/forget-password', { body: { email } });
      const known = await Promise.race([forgot(user.email), sleep(3000).then(() => null)]);
      release();
      const unknown = await forgot(uniqueEmail('ghost'));
      expect(known?.statusCode).toBe(200);
      const shape = (response: NonNullable<typeof known>) => ({
        status: response.statusCode,
        body: response.body,
        headers: Object.keys(response.headers).sort(),
        contentType: response.headers['content-type'],
        contentLength: response.headers['content-length'],
      });
      expect(shape(known!)).toEqual(shape(unknown));
      await app.afterResponseSettled();
      const mails = await app.db.select().from(outbox).where(eq(outbox.recipient, user.email));
      expect(mails.map((mail) => mail.topic)).toEqual(['password-reset']);
    } finally {
      release();
      spy.mockRestore();
    }
  });

  it('stores only a hash of the token, valid for one hour', async () => {
    const user = await createUser(app);
    const token = await requestResetToken(user.email);
    const [row] = await app.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(row.tokenHash).not.toContain(token);
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const lifetimeMs = row.expiresAt.getTime() - row.createdAt.getTime();
    expect(lifetimeMs).toBeGreaterThan(59 * 60 * 1000);
    expect(lifetimeMs).toBeLessThanOrEqual(60 * 60 * 1000 + 1000);
  });

  it('writes the e-mail in the language of the request', async () => {
    const user = await createUser(app);
    await requestResetToken(user.email, 'ar');
    const mail = app.sentMail.sent.filter((m) => m.to === user.email).pop()!;
    expect(mail.subject).toBe('إعادة تعيين كلمة المرور');
    expect(mail.html).toContain('dir="rtl"');
  });
});

describe('POST /v1/auth/reset-password', () => {
  it('sets the new password once, and ends every existing session', async () => {
    const user = await createUserAndLogin(app);
    const token = await requestResetToken(user.email);
    const response = await call(app, 'POST', '/api/v1/auth/reset-password', {
      body: { token, new_password: 'Brand#New42' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Password reset successfully' });

    expect((await call(app, 'GET', '/api/v1/auth/me', { token: user.access_token })).statusCode).toBe(401);
    expect(
      (await call(app, 'POST', '/api/v1/auth/login', { body: { email: user.email, password: PASSWORD } })).statusCode,
    ).toBe(401);
    await login(app, user.email, 'Brand#New42');

    const again = await call(app, 'POST', '/api/v1/auth/reset-password', {
      body: { token, new_password: 'Other#Pass42' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Some fields are not valid',
      details: [{ field: 'token', message: 'This password reset link is invalid or has expired. Request a new one' }],
    });
  });

  it('refuses an expired token', async () => {
    const user = await createUser(app);
    const token = await requestResetToken(user.email);
    await app.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    const response = await call(app, 'POST', '/api/v1/auth/reset-password', {
      body: { token, new_password: 'Brand#New42' },
      lang: 'ar',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0]).toEqual({
      field: 'token',
      message: 'رابط إعادة تعيين كلمة المرور غير صالح أو منتهي الصلاحية. اطلب رابطًا جديدًا',
    });
    await login(app, user.email);
  });

  it('invalidates earlier links when one of them is used', async () => {
    const user = await createUser(app);
    const first = await requestResetToken(user.email);
    const second = await requestResetToken(user.email);
    expect(
      (await call(app, 'POST', '/api/v1/auth/reset-password', { body: { token: second, new_password: 'Brand#New42' } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call(app, 'POST', '/api/v1/auth/reset-password', { body: { token: first, new_password: 'Other#New42' } }))
        .statusCode,
    ).toBe(400);
  });

  it('refuses an unknown token before spending any work on hashing the new password', async () => {
    const hash = jest.spyOn(app.passwords, 'hash');
    try {
      const response = await call(app, 'POST', '/api/v1/auth/reset-password', {
        body: { token: 'no-such-token-0123456789', new_password: 'Brand#New42' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().details).toEqual([
        { field: 'token', message: 'This password reset link is invalid or has expired. Request a new one' },
      ]);
      expect(hash).not.toHaveBeenCalled();
    } finally {
      hash.mockRestore();
    }
  });

  it('applies the password rule to the new password', async () => {
    const response = await call(app, 'POST', '/api/v1/auth/reset-password', {
      body: { token: 'whatever', new_password: 'weak' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      {
        field: 'new_password',
        message:
          'Password must be at least 8 characters with an uppercase letter, a lowercase letter, a digit and a special character',
      },
    ]);
  });
});

describe('POST /v1/auth/change-password', () => {
  it('needs the current password, then ends the other sessions but keeps this one', async () => {
    const user = await createUserAndLogin(app);
    const otherDevice = await login(app, user.email);

    const wrong = await call(app, 'POST', '/api/v1/auth/change-password', {
      token: user.access_token,
      body: { currentPassword: 'Wrong#123', new_password: 'Brand#New42' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details).toEqual([{ field: 'currentPassword', message: 'The current password is incorrect' }]);

    const same = await call(app, 'POST', '/api/v1/auth/change-password', {
      token: user.access_token,
      body: { currentPassword: PASSWORD, new_password: PASSWORD },
    });
    expect(same.json().details).toEqual([
      { field: 'new_password', message: 'The new password must be different from the current one' },
    ]);

    const ok = await call(app, 'POST', '/api/v1/auth/change-password', {
      token: user.access_token,
      body: { currentPassword: PASSWORD, new_password: 'Brand#New42' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'Password changed successfully' });
    expect((await call(app, 'GET', '/api/v1/auth/me', { token: user.access_token })).statusCode).toBe(200);
    expect((await call(app, 'GET', '/api/v1/auth/me', { token: otherDevice.access_token })).statusCode).toBe(401);
    await login(app, user.email, 'Brand#New42');
  });
});

describe('PATCH /v1/auth/me', () => {
  it('edits name, phone and language, bumping the version', async () => {
    const user = await createUserAndLogin(app);
    const response = await call(app, 'PATCH', '/api/v1/auth/me', {
      token: user.access_token,
      body: { username: 'New Name', phoneNumber: '0791234567', locale: 'ar', version: 1 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      username: 'New Name',
      phoneNumber: '+962791234567',
      locale: 'ar',
      version: 2,
    });
  });

  it("reads the phone number with the portal's one rule, and clears it with null", async () => {
    const user = await createUserAndLogin(app);
    // Seven digits passed the old digit count; it is no number in Jordan or anywhere else.
    const refused = await call(app, 'PATCH', '/api/v1/auth/me', {
      token: user.access_token,
      body: { phoneNumber: '1234567' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([{ field: 'phoneNumber', message: 'Invalid phone number' }]);

    const international = await call(app, 'PATCH', '/api/v1/auth/me', {
      token: user.access_token,
      body: { phoneNumber: '+44 20 7946 0958' },
    });
    expect(international.json().phoneNumber).toBe('+442079460958');
    const cleared = await call(app, 'PATCH', '/api/v1/auth/me', {
      token: user.access_token,
      body: { phoneNumber: null },
    });
    expect(cleared.json().phoneNumber).toBeNull();
  });

  it('refuses a stale version without overwriting', async () => {
    const user = await createUserAndLogin(app);
    await call(app, 'PATCH', '/api/v1/auth/me', { token: user.access_token, body: { username: 'First', version: 1 } });
    const stale = await call(app, 'PATCH', '/api/v1/auth/me', {
      token: user.access_token,
      body: { username: 'Second', version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      code: 'CONFLICT',
      message: 'Someone else changed this item. Reload it and try again',
    });
    expect((await call(app, 'GET', '/api/v1/auth/me', { token: user.access_token })).json().username).toBe('First');
  });

  it('changes the e-mail only with the current password, and never to a taken one', async () => {
    const user = await createUserAndLogin(app);
    const other = await createUser(app);
    const newEmail = uniqueEmail('moved');
    const withoutPassword = await call(app, 'PATCH', '/api/v1/auth/me', {
      token: user.access_token,
      body: { email: newEmail },
    });
    expect(withoutPassword.json().details).toEqual([{ field: 'currentPassword', message: 'This field is required' }]);
    const taken = await call(app, 'PATCH', '/api/v1/auth/me', {
      token: user.access_token,
      body: { email: other.email, currentPassword: PASSWORD },
    });
    expect(taken.statusCode).toBe(409);
    const ok = await call(app, 'PATCH', '/api/v1/auth/me', {
      token: user.access_token,
      body: { email: newEmail, currentPassword: PASSWORD },
    });
    expect(ok.json().email).toBe(newEmail);
    await login(app, newEmail);
  });

  it('cannot change role or organization', async () => {
    const user = await createUserAndLogin(app);
    const response = await call(app, 'PATCH', '/api/v1/auth/me', { token: user.access_token, body: { role: 5 } });
    expect(response.statusCode).toBe(400);
    expect((await call(app, 'GET', '/api/v1/auth/me', { token: user.access_token })).json().role).toBe(4);
  });
});
