import { call, startTestApp, type StartedTestApp } from '../../test/support/test-app';
import { createSuperUser } from './super-user';

let app: StartedTestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(() => app?.closeWithDatabase());

describe('createSuperUser', () => {
  it('creates a role-5 account that can log in', async () => {
    const user = await createSuperUser(app.db, app.passwords, {
      email: 'Root@Example.com',
      password: 'Very#Strong1',
      username: 'Root',
    });
    expect(user.email).toBe('root@example.com');
    const tokens = (
      await call(app, 'POST', '/api/v1/auth/login', { body: { email: 'root@example.com', password: 'Very#Strong1' } })
    ).json();
    expect((await call(app, 'GET', '/api/v1/auth/me', { token: tokens.access_token })).json()).toMatchObject({
      role: 5,
      username: 'Root',
    });
  });

  it("trims the name it is given and calls a nameless account 'Super User'", async () => {
    const me = async (email: string) => {
      const tokens = (
        await call(app, 'POST', '/api/v1/auth/login', { body: { email, password: 'Very#Strong1' } })
      ).json();
      return (await call(app, 'GET', '/api/v1/auth/me', { token: tokens.access_token })).json();
    };
    await createSuperUser(app.db, app.passwords, {
      email: 'trim@example.com',
      password: 'Very#Strong1',
      username: '  Rana  ',
    });
    await createSuperUser(app.db, app.passwords, {
      email: 'blank@example.com',
      password: 'Very#Strong1',
      username: '   ',
    });
    await createSuperUser(app.db, app.passwords, { email: 'none@example.com', password: 'Very#Strong1' });
    expect((await me('trim@example.com')).username).toBe('Rana');
    expect((await me('blank@example.com')).username).toBe('Super User');
    expect((await me('none@example.com')).username).toBe('Super User');
  });

  it('says what is missing when the e-mail or the password was not given at all (an unset variable)', async () => {
    const unset = undefined as unknown as string;
    await expect(createSuperUser(app.db, app.passwords, { email: unset, password: 'Very#Strong1' })).rejects.toThrow(
      /valid e-mail/,
    );
    await expect(
      createSuperUser(app.db, app.passwords, { email: 'unset@example.com', password: unset }),
    ).rejects.toThrow(/at least 8 characters/);
  });

  it('refuses a weak password, a bad e-mail and an existing account', async () => {
    await expect(createSuperUser(app.db, app.passwords, { email: 'x@example.com', password: 'weak' })).rejects.toThrow(
      /at least 8 characters/,
    );
    await expect(createSuperUser(app.db, app.passwords, { email: 'nope', password: 'Very#Strong1' })).rejects.toThrow(
      /valid e-mail/,
    );
    await expect(
      createSuperUser(app.db, app.passwords, { email: 'ROOT@example.com', password: 'Very#Strong1' }),
    ).rejects.toThrow(/already exists/);
  });
});
