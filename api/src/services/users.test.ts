import { eq } from 'drizzle-orm';
import { authSessions, users } from '../db/schema';
import { createUserAndLogin, login } from '../../test/support/fixtures';
import { call, startTestApp, type StartedTestApp } from '../../test/support/test-app';
import { disableUser, normalizeEmail } from './users';

let app: StartedTestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.closeWithDatabase());

describe('normalizeEmail', () => {
  it('stores and compares addresses trimmed and lower-case', () => {
    expect(normalizeEmail('  Hala.Saleh@Example.COM ')).toBe('hala.saleh@example.com');
  });
});

describe('disableUser', () => {
  it('disables the account, moves its version on and ends every session of it at once, and only its own', async () => {
    const target = await createUserAndLogin(app);
    const secondDevice = await login(app, target.email, target.password);
    const bystander = await createUserAndLogin(app);
    const [before] = await app.db.select().from(users).where(eq(users.id, target.id));

    await disableUser(app.db, target.id);

    const [after] = await app.db.select().from(users).where(eq(users.id, target.id));
    expect(after).toMatchObject({ status: 'disabled', version: before.version + 1 });
    expect(after.disabledAt).toBeInstanceOf(Date);
    expect(after.updatedAt.getTime()).toBeGreaterThanOrEqual(before.updatedAt.getTime());
    const sessions = await app.db.select().from(authSessions).where(eq(authSessions.userId, target.id));
    expect(sessions).toHaveLength(2);
    expect(sessions.every((session) => session.revokedAt !== null && session.revokedReason === 'user-disabled')).toBe(
      true,
    );
    // The access token stops working at once, not when it expires.
    expect((await call(app, 'GET', '/api/v1/auth/me', { token: target.access_token })).statusCode).toBe(401);
    expect((await call(app, 'GET', '/api/v1/auth/me', { token: secondDevice.access_token })).statusCode).toBe(401);

    const [untouched] = await app.db.select().from(users).where(eq(users.id, bystander.id));
    expect(untouched).toMatchObject({ status: 'active', disabledAt: null });
    expect((await call(app, 'GET', '/api/v1/auth/me', { token: bystander.access_token })).statusCode).toBe(200);
  });
});
