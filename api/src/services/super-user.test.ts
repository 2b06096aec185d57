import { buildTestApp, call, type TestApp } from '../../test/support/test-app';
import { createTestDatabase } from '../../test/support/test-database';
import { createSuperUser } from './super-user';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database);
});

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

describe('createSuperUser', () => {
  it('creates a role-5 account that can log in', async () => {
    const user = await createSuperUser(app.db, app.passwords, { email: 'Root@Example.com', password: 'Very#Strong1', username: 'Root' });
    expect(user.email).toBe('root@example.com');
    const tokens = (await call(app, 'POST', '/api/v1/auth/login', { body: { email: 'root@example.com', password: 'Very#Strong1' } })).json();
    expect((await call(app, 'GET', '/api/v1/auth/me', { token: tokens.access_token })).json()).toMatchObject({ role: 5, username: 'Root' });
  });

  it('refuses a weak password, a bad e-mail and an existing account', async () => {
    await expect(createSuperUser(app.db, app.passwords, { email: 'x@example.com', password: 'weak' })).rejects.toThrow(/at least 8 characters/);
    await expect(createSuperUser(app.db, app.passwords, { email: 'nope', password: 'Very#Strong1' })).rejects.toThrow(/valid e-mail/);
    await expect(createSuperUser(app.db, app.passwords, { email: 'ROOT@example.com', password: 'Very#Strong1' })).rejects.toThrow(/already exists/);
  });
});
