import { Role } from '@portal/shared/domain';
import { eq } from 'drizzle-orm';
import { authSessions, users } from '../db/schema';
import { createUserAndLogin } from '../../test/support/fixtures';
import { call, startTestApp, type StartedTestApp } from '../../test/support/test-app';
import { SESSION_CACHE_TTL_MS } from './session-cache';

let app: StartedTestApp;
let clock = new Date('2026-06-01T09:00:00Z');
const later = (ms: number) => (clock = new Date(clock.getTime() + ms));

beforeAll(async () => {
  app = await startTestApp({ now: () => clock });
});

afterAll(() => app?.closeWithDatabase());

const me = (token: string) => call(app, 'GET', '/api/v1/auth/me', { token });

describe('the cached session lookup', () => {
  it(`refuses a session revoked elsewhere (another API process, a script) within ${SESSION_CACHE_TTL_MS / 1000} s`, async () => {
    const user = await createUserAndLogin(app);
    expect((await me(user.access_token)).statusCode).toBe(200);
    // Revoked in the database, not through this process: the principal read a moment ago may still serve…
    await app.db.update(authSessions).set({ revokedAt: clock }).where(eq(authSessions.userId, user.id));
    later(SESSION_CACHE_TTL_MS - 1000);
    expect((await me(user.access_token)).statusCode).toBe(200);
    // …but never past the bound.
    later(1001);
    expect((await me(user.access_token)).statusCode).toBe(401);
  });

  it('takes a role changed elsewhere within the same bound', async () => {
    const user = await createUserAndLogin(app);
    const shipments = () => call(app, 'GET', '/api/v1/shipments', { token: user.access_token });
    expect((await shipments()).statusCode).toBe(200);
    // A system admin has no shipment list of their own.
    await app.db.update(users).set({ role: Role.SystemAdmin }).where(eq(users.id, user.id));
    later(SESSION_CACHE_TTL_MS + 1);
    expect((await shipments()).statusCode).toBe(403);
  });

  it('refuses a session signed out through this process on the very next request, with no wait', async () => {
    const user = await createUserAndLogin(app);
    expect((await me(user.access_token)).statusCode).toBe(200);
    expect((await call(app, 'POST', '/api/v1/auth/logout', { body: {}, token: user.access_token })).statusCode).toBe(
      204,
    );
    expect((await me(user.access_token)).statusCode).toBe(401);
  });
});
