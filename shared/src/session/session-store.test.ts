import { Role } from '@portal/shared/domain';
import { testUser } from '@portal/shared/testing';
import { fakeResponse, installFakeFetch } from '../test-support/fake-fetch';
import { configureApi, resetApiConfig } from '../api/client';
import { TOKENS_STORAGE_KEY, useSession } from './session-store';

const me = testUser(Role.IndividualUser, { email: 'user@portal.local', username: 'user' });

beforeEach(() => {
  localStorage.clear();
  resetApiConfig();
  useSession.getState().clear();
});

describe('useSession', () => {
  it('logs in: keeps both tokens in localStorage and loads the current user', async () => {
    const fake = installFakeFetch({
      'POST /auth/login': () => fakeResponse({ body: { access_token: 'a1', refresh_token: 'r1' } }),
      'GET /auth/me': () => fakeResponse({ body: me }),
    });

    const user = await useSession.getState().login('user@portal.local', 'Portal#2026');

    expect(user).toEqual(me);
    expect(fake.requests[0].body).toEqual({ email: 'user@portal.local', password: 'Portal#2026' });
    expect(fake.requests[1].headers.Authorization).toBe('Bearer a1');
    expect(useSession.getState()).toMatchObject({
      status: 'authenticated',
      user: me,
      accessToken: 'a1',
      refreshToken: 'r1',
    });
    expect(JSON.parse(localStorage.getItem(TOKENS_STORAGE_KEY) ?? '')).toEqual({
      accessToken: 'a1',
      refreshToken: 'r1',
    });
  });

  it('keeps the user anonymous when the password is wrong', async () => {
    installFakeFetch({
      'POST /auth/login': () =>
        fakeResponse({ status: 401, body: { message: 'Invalid email or password', code: 'UNAUTHENTICATED' } }),
    });

    await expect(useSession.getState().login('user@portal.local', 'wrong')).rejects.toMatchObject({
      serverMessage: 'Invalid email or password',
    });
    expect(useSession.getState()).toMatchObject({ status: 'anonymous', accessToken: null });
  });

  it('logs out: revokes the refresh token on the server and forgets the session even if that call fails', async () => {
    useSession.getState().setTokens({ accessToken: 'a1', refreshToken: 'r1' });
    useSession.getState().setUser(me);
    const fake = installFakeFetch({
      'POST /auth/logout': () => fakeResponse({ status: 500, body: { message: 'down', code: 'INTERNAL' } }),
    });

    await useSession.getState().logout();

    expect(fake.requests[0].body).toEqual({ refresh_token: 'r1' });
    expect(useSession.getState()).toMatchObject({ status: 'anonymous', user: null, accessToken: null });
    expect(localStorage.getItem(TOKENS_STORAGE_KEY)).toBeNull();
  });

  it('loadMe without tokens settles as anonymous without calling the API', async () => {
    const fake = installFakeFetch({});
    await expect(useSession.getState().loadMe()).resolves.toBeNull();
    expect(useSession.getState().status).toBe('anonymous');
    expect(fake.requests).toHaveLength(0);
  });

  it('loadMe with a revoked session ends anonymous and on the login page', async () => {
    const onSessionExpired = jest.fn();
    configureApi({ onSessionExpired });
    useSession.getState().setTokens({ accessToken: 'a1', refreshToken: 'r1' });
    installFakeFetch({
      'GET /auth/me': () => fakeResponse({ status: 401, body: { message: 'expired', code: 'UNAUTHENTICATED' } }),
      'POST /auth/refresh': () => fakeResponse({ status: 401, body: { message: 'revoked', code: 'UNAUTHENTICATED' } }),
    });

    await expect(useSession.getState().loadMe()).rejects.toMatchObject({ status: 401 });
    expect(useSession.getState().status).toBe('anonymous');
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('picks up tokens another tab wrote, and signs out when another tab signs out', () => {
    useSession.getState().setTokens({ accessToken: 'a1', refreshToken: 'r1' });
    useSession.getState().setUser(me);

    window.dispatchEvent(
      new StorageEvent('storage', {
        key: TOKENS_STORAGE_KEY,
        newValue: JSON.stringify({ accessToken: 'a2', refreshToken: 'r2' }),
      }),
    );
    expect(useSession.getState()).toMatchObject({ status: 'authenticated', accessToken: 'a2', refreshToken: 'r2' });

    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated', newValue: 'x' }));
    expect(useSession.getState().accessToken).toBe('a2');

    window.dispatchEvent(new StorageEvent('storage', { key: TOKENS_STORAGE_KEY, newValue: null }));
    expect(useSession.getState()).toMatchObject({ status: 'anonymous', user: null, accessToken: null });
  });

  it('starts from the tokens a previous visit left in localStorage', () => {
    localStorage.setItem(TOKENS_STORAGE_KEY, JSON.stringify({ accessToken: 'kept', refreshToken: 'kept-r' }));
    jest.isolateModules(() => {
      const fresh = jest.requireActual<typeof import('./session-store')>('./session-store');
      expect(fresh.useSession.getState()).toMatchObject({
        status: 'unknown',
        accessToken: 'kept',
        refreshToken: 'kept-r',
      });
    });
  });
});
