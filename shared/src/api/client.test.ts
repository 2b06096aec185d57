import { Role } from '@portal/shared/domain';
import { testUser } from '@portal/shared/testing';
import { deferred, fakeResponse, installFakeFetch, type RecordedRequest } from '../test-support/fake-fetch';
import { i18n } from '../i18n/i18n';
import { TOKENS_STORAGE_KEY, useSession } from '../session/session-store';
import { ApiError } from './api-error';
import { api, configureApi, prefetchGet, resetApiConfig } from './client';

const user = testUser(Role.OrgUser);

const unauthenticated = () =>
  fakeResponse({ status: 401, body: { message: 'Token expired', code: 'UNAUTHENTICATED' } });
/** A protected route that accepts only the given access token. */
const acceptsOnly = (token: string, body: unknown) => (request: RecordedRequest) =>
  request.headers.Authorization === `Bearer ${token}` ? fakeResponse({ body }) : unauthenticated();

let onSessionExpired: jest.Mock;

beforeEach(async () => {
  localStorage.clear();
  onSessionExpired = jest.fn();
  resetApiConfig();
  configureApi({ onSessionExpired });
  useSession.getState().setTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  useSession.setState({ status: 'authenticated', user });
  window.history.pushState({}, '', '/shipments?tab=draft');
  await i18n.changeLanguage('en');
});

describe('a GET asked for ahead of its page', () => {
  afterEach(() => jest.useRealTimers());

  it('answers the page’s first identical request without asking again, then asks as usual', async () => {
    let count = 0;
    const fake = installFakeFetch({
      'GET /shipments': () => fakeResponse({ body: { items: [], total: (count += 1) } }),
    });
    prefetchGet('/shipments?page=1&pageSize=20');
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0].headers.Authorization).toBe('Bearer access-1');

    const first = await api.get<{ total: number }>('/shipments', { query: { page: 1, pageSize: 20 } });
    expect(first.total).toBe(1);
    expect(fake.requests).toHaveLength(1);
    const second = await api.get<{ total: number }>('/shipments', { query: { page: 1, pageSize: 20 } });
    expect(second.total).toBe(2);
    expect(fake.requests).toHaveLength(2);
  });

  it('is not used for another URL, another user’s token, another language, or once it is 10 s old', async () => {
    const fake = installFakeFetch({ 'GET /shipments': () => fakeResponse({ body: { items: [], total: 0 } }) });
    prefetchGet('/shipments?page=1&pageSize=20');
    await api.get('/shipments', { query: { page: 1, pageSize: 50 } });
    expect(fake.requests).toHaveLength(2);

    // Asked for already, with this token and language: not sent twice.
    prefetchGet('/shipments?page=1&pageSize=20');
    expect(fake.requests).toHaveLength(2);
    useSession.getState().setTokens({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    await api.get('/shipments', { query: { page: 1, pageSize: 20 } });
    expect(fake.requests).toHaveLength(3);

    prefetchGet('/shipments?page=1&pageSize=20');
    expect(fake.requests).toHaveLength(4);
    await i18n.changeLanguage('ar');
    await api.get('/shipments', { query: { page: 1, pageSize: 20 } });
    expect(fake.requests).toHaveLength(5);

    jest.useFakeTimers({ now: Date.now() });
    prefetchGet('/shipments?page=1&pageSize=20');
    expect(fake.requests).toHaveLength(6);
    jest.setSystemTime(Date.now() + 10_000);
    await api.get('/shipments', { query: { page: 1, pageSize: 20 } });
    expect(fake.requests).toHaveLength(7);
  });
});

describe('requests', () => {
  it('sends the bearer token, the current language and JSON to /api/v1', async () => {
    const fake = installFakeFetch({ 'POST /addresses': () => fakeResponse({ status: 201, body: { id: 'a1' } }) });
    await i18n.changeLanguage('ar');

    const created = await api.post<{ id: string }>('/addresses', { name: 'Home' });

    expect(created).toEqual({ id: 'a1' });
    const [request] = fake.requests;
    expect(request.url).toBe('/api/v1/addresses');
    expect(request.headers.Authorization).toBe('Bearer access-1');
    expect(request.headers['Accept-Language']).toBe('ar');
    expect(request.headers['Content-Type']).toBe('application/json');
    expect(request.body).toEqual({ name: 'Home' });
  });

  it('builds the query string, skipping empty values and repeating arrays', async () => {
    const fake = installFakeFetch({ 'GET /shipments': () => fakeResponse({ body: { items: [], total: 0 } }) });
    configureApi({ baseUrl: 'https://api.example.com/api/' });

    await api.get('/shipments', { query: { page: 2, q: '', status: [1, 2], sort: '-createdAt', courier: undefined } });

    expect(fake.requests[0].url).toBe(
      'https://api.example.com/api/v1/shipments?page=2&status=1&status=2&sort=-createdAt',
    );
  });

  it('throws ApiError carrying the server message, code and field details', async () => {
    installFakeFetch({
      'POST /addresses': () =>
        fakeResponse({
          status: 400,
          body: {
            message: 'Check the form',
            code: 'VALIDATION_FAILED',
            details: [{ field: 'email', message: 'Email is required' }],
          },
        }),
    });

    const error = await api.post('/addresses', {}).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', serverMessage: 'Check the form' });
    expect((error as ApiError).fieldErrors()).toEqual({ email: 'Email is required' });
  });

  it('turns a failed connection into a NETWORK_ERROR ApiError', async () => {
    (globalThis as { fetch?: unknown }).fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api.get('/shipments')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('uploads form data without forcing a content type and downloads blobs', async () => {
    const fake = installFakeFetch({
      'POST /shipments/import': () => fakeResponse({ body: { imported: 3 } }),
      'GET /shipments/template': () => fakeResponse({ body: 'name,city', contentType: 'text/csv' }),
    });
    const form = new FormData();
    form.append('file', new Blob(['a,b']), 'shipments.csv');

    await expect(api.upload('/shipments/import', form)).resolves.toEqual({ imported: 3 });
    expect(fake.requests[0].headers['Content-Type']).toBeUndefined();
    expect(fake.requests[0].body).toBe(form);

    const blob = await api.download('/shipments/template');
    expect(blob.type).toBe('text/csv');
  });
});

/** A scripted XMLHttpRequest: `reply` answers each sent request (or 'network' for a failed connection). */
class FakeXhr {
  static sent: FakeXhr[] = [];
  static reply: (xhr: FakeXhr) => { status: number; body?: unknown } | 'network' = () => ({ status: 200 });
  method = '';
  url = '';
  headers: Record<string, string> = {};
  responseType = '';
  body: unknown;
  status = 0;
  response: unknown = null;
  contentType: string | null = null;
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'content-type' ? this.contentType : null;
  }
  abort() {
    this.onabort?.();
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
      const reply = FakeXhr.reply(this);
      if (reply === 'network') return this.onerror?.();
      this.status = reply.status;
      this.response = reply.body === undefined ? null : JSON.stringify(reply.body);
      this.contentType = reply.body === undefined ? null : 'application/json';
      this.onload?.();
    }, 0);
  }
}

describe('upload progress', () => {
  const originalXhr = globalThis.XMLHttpRequest;
  beforeEach(() => {
    FakeXhr.sent = [];
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
    // jsdom has no fetch Response: the browser's turns the XHR's answer into one; this stands in for it.
    (globalThis as { Response?: unknown }).Response = function TestResponse(
      body: string | null,
      init: { status: number; headers: Record<string, string> },
    ) {
      return fakeResponse({ status: init.status, body: body ?? undefined, contentType: init.headers['content-type'] });
    };
  });
  afterEach(() => {
    globalThis.XMLHttpRequest = originalXhr;
    delete (globalThis as { Response?: unknown }).Response;
  });

  it('sends an upload through XMLHttpRequest with the same headers, reporting the share sent', async () => {
    const fake = installFakeFetch({});
    FakeXhr.reply = () => ({ status: 201, body: { id: 'i1' } });
    const form = new FormData();
    const progress: number[] = [];

    const created = await api.upload('/shipments/imports', form, {
      query: { dryRun: true },
      onUploadProgress: (fraction) => progress.push(fraction),
    });

    expect(created).toEqual({ id: 'i1' });
    expect(progress).toEqual([0.25, 1]);
    const [xhr] = FakeXhr.sent;
    expect(xhr).toMatchObject({ method: 'POST', url: '/api/v1/shipments/imports?dryRun=true', body: form });
    expect(xhr.headers).toMatchObject({ Authorization: 'Bearer access-1', 'Accept-Language': 'en' });
    expect(xhr.headers['Content-Type']).toBeUndefined();
    expect(fake.fetchMock).not.toHaveBeenCalled();
  });

  it('refreshes on a 401 and sends the upload again, and reads error bodies', async () => {
    installFakeFetch({
      'POST /auth/refresh': () => fakeResponse({ body: { access_token: 'access-2', refresh_token: 'refresh-2' } }),
    });
    FakeXhr.reply = (xhr) =>
      xhr.headers.Authorization === 'Bearer access-2'
        ? { status: 409, body: { code: 'CONFLICT', message: 'Already imported' } }
        : { status: 401, body: { code: 'UNAUTHENTICATED', message: 'Token expired' } };

    const error = await api
      .upload('/shipments/imports', new FormData(), { onUploadProgress: () => {} })
      .catch((e: unknown) => e);

    expect(error).toMatchObject({ status: 409, code: 'CONFLICT', serverMessage: 'Already imported' });
    expect(FakeXhr.sent.map((xhr) => xhr.headers.Authorization)).toEqual(['Bearer access-1', 'Bearer access-2']);
  });

  it('turns a failed connection into NETWORK_ERROR and leaves other calls on fetch', async () => {
    const fake = installFakeFetch({ 'GET /shipments': () => fakeResponse({ body: { items: [] } }) });
    FakeXhr.reply = () => 'network';

    await expect(
      api.upload('/shipments/imports', new FormData(), { onUploadProgress: () => {} }),
    ).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    await api.get('/shipments', { onUploadProgress: () => {} });
    expect(fake.count('GET', '/shipments')).toBe(1);
    expect(FakeXhr.sent).toHaveLength(1);
  });
});

describe('postDownload', () => {
  it('sends the JSON body and reports the headers, then each chunk, as the file arrives', async () => {
    const chunks = [new TextEncoder().encode('a,b\r\n'), new TextEncoder().encode('1,2\r\n')];
    const headers = new Headers({ 'content-type': 'text/csv', 'x-total-rows': '1' });
    const fake = installFakeFetch({
      'POST /shipments/export': () =>
        ({
          status: 200,
          ok: true,
          headers,
          body: {
            getReader: () => ({
              read: async () => (chunks.length ? { done: false, value: chunks.shift() } : { done: true }),
            }),
          },
        }) as unknown as Response,
    });
    const seen: [number, string | null, number | undefined][] = [];

    const blob = await api.postDownload(
      '/shipments/export',
      { filter: {} },
      {
        onDownloadProgress: ({ received, headers: got, chunk }) =>
          seen.push([received, got.get('x-total-rows'), chunk?.byteLength]),
      },
    );

    expect(fake.requests[0]).toMatchObject({ method: 'POST', body: { filter: {} } });
    expect(seen).toEqual([
      [0, '1', undefined],
      [5, '1', 5],
      [10, '1', 5],
    ]);
    expect(blob.type).toBe('text/csv');
    expect(blob.size).toBe(10);
  });
});

describe('expired access token', () => {
  it('refreshes exactly once for every call waiting at that moment, then retries each once', async () => {
    const refreshResponse = deferred<Response>();
    const fake = installFakeFetch({
      'GET /shipments': acceptsOnly('access-2', { items: ['s'] }),
      'GET /addresses': acceptsOnly('access-2', { items: ['a'] }),
      'GET /couriers': acceptsOnly('access-2', { items: ['c'] }),
      'POST /auth/refresh': () => refreshResponse.promise,
    });

    const calls = Promise.all([api.get('/shipments'), api.get('/addresses'), api.get('/couriers')]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    refreshResponse.resolve(fakeResponse({ body: { access_token: 'access-2', refresh_token: 'refresh-2' } }));

    await expect(calls).resolves.toEqual([{ items: ['s'] }, { items: ['a'] }, { items: ['c'] }]);
    expect(fake.count('POST', '/auth/refresh')).toBe(1);
    expect(fake.requests.find((r) => r.path === '/auth/refresh')?.body).toEqual({ refresh_token: 'refresh-1' });
    expect(fake.count('GET', '/shipments')).toBe(2);
    expect(fake.count('GET', '/addresses')).toBe(2);
    expect(fake.count('GET', '/couriers')).toBe(2);
    expect(useSession.getState()).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    expect(JSON.parse(localStorage.getItem(TOKENS_STORAGE_KEY) ?? '')).toEqual({
      accessToken: 'access-2',
      refreshToken: 'refresh-2',
    });
  });

  it('retries a late 401 with the already refreshed token instead of refreshing again', async () => {
    const lateResponse = deferred<Response>();
    const fake = installFakeFetch({
      'GET /shipments': acceptsOnly('access-2', { items: [] }),
      'GET /reports': (request) =>
        request.headers.Authorization === 'Bearer access-1'
          ? lateResponse.promise
          : fakeResponse({ body: { ok: true } }),
      'POST /auth/refresh': () => fakeResponse({ body: { access_token: 'access-2', refresh_token: 'refresh-2' } }),
    });

    const slowCall = api.get('/reports');
    await api.get('/shipments');
    lateResponse.resolve(unauthenticated());

    await expect(slowCall).resolves.toEqual({ ok: true });
    expect(fake.count('POST', '/auth/refresh')).toBe(1);
  });

  it('retries only once: a second 401 is returned to the caller', async () => {
    const fake = installFakeFetch({
      'GET /organization': unauthenticated,
      'POST /auth/refresh': () => fakeResponse({ body: { access_token: 'access-2', refresh_token: 'refresh-2' } }),
    });

    await expect(api.get('/organization')).rejects.toMatchObject({ status: 401 });
    expect(fake.count('GET', '/organization')).toBe(2);
    expect(fake.count('POST', '/auth/refresh')).toBe(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('clears the session and goes to login with the return target when the refresh token is rejected', async () => {
    installFakeFetch({
      'GET /shipments': unauthenticated,
      'GET /addresses': unauthenticated,
      'POST /auth/refresh': () =>
        fakeResponse({ status: 401, body: { message: 'Session revoked', code: 'UNAUTHENTICATED' } }),
    });

    const results = await Promise.allSettled([api.get('/shipments'), api.get('/addresses')]);

    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(onSessionExpired).toHaveBeenCalledWith('/login?returnTo=%2Fshipments%3Ftab%3Ddraft');
    expect(useSession.getState()).toMatchObject({
      status: 'anonymous',
      user: null,
      accessToken: null,
      refreshToken: null,
    });
    expect(localStorage.getItem(TOKENS_STORAGE_KEY)).toBeNull();
  });

  it('keeps the session when the refresh fails for another reason (server down)', async () => {
    installFakeFetch({
      'GET /shipments': unauthenticated,
      'POST /auth/refresh': () => fakeResponse({ status: 500, body: { message: 'Internal error', code: 'INTERNAL' } }),
    });

    await expect(api.get('/shipments')).rejects.toMatchObject({ status: 500 });
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(useSession.getState().refreshToken).toBe('refresh-1');
  });

  it('ends the session when /auth/me still answers 401 after a refresh', async () => {
    installFakeFetch({
      'GET /auth/me': unauthenticated,
      'POST /auth/refresh': () => fakeResponse({ body: { access_token: 'access-2', refresh_token: 'refresh-2' } }),
    });

    await expect(api.get('/auth/me')).rejects.toMatchObject({ status: 401 });
    expect(onSessionExpired).toHaveBeenCalledWith('/login?returnTo=%2Fshipments%3Ftab%3Ddraft');
    expect(useSession.getState().status).toBe('anonymous');
  });

  it('never refreshes on a failed login; the server message reaches the caller', async () => {
    const fake = installFakeFetch({
      'POST /auth/login': () =>
        fakeResponse({ status: 401, body: { message: 'Invalid email or password', code: 'UNAUTHENTICATED' } }),
    });

    await expect(api.post('/auth/login', { email: 'x@y.z', password: 'nope' })).rejects.toMatchObject({
      serverMessage: 'Invalid email or password',
    });
    expect(fake.count('POST', '/auth/refresh')).toBe(0);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('adopts tokens another tab stored while this tab waited for the lock', async () => {
    const fake = installFakeFetch({ 'GET /shipments': acceptsOnly('access-from-other-tab', { items: [] }) });
    // The other tab rotated the tokens but this tab's store has not heard about it yet.
    localStorage.setItem(
      TOKENS_STORAGE_KEY,
      JSON.stringify({ accessToken: 'access-from-other-tab', refreshToken: 'refresh-from-other-tab' }),
    );

    await expect(api.get('/shipments')).resolves.toEqual({ items: [] });
    expect(fake.count('POST', '/auth/refresh')).toBe(0);
    expect(useSession.getState().refreshToken).toBe('refresh-from-other-tab');
  });

  it('refreshes under the Web Lock when the browser has navigator.locks', async () => {
    const lockNames: string[] = [];
    Object.defineProperty(navigator, 'locks', {
      configurable: true,
      value: { request: (name: string, task: () => Promise<unknown>) => (lockNames.push(name), task()) },
    });
    installFakeFetch({
      'GET /shipments': acceptsOnly('access-2', { items: [] }),
      'POST /auth/refresh': () => fakeResponse({ body: { access_token: 'access-2', refresh_token: 'refresh-2' } }),
    });
    try {
      await api.get('/shipments');
      expect(lockNames).toEqual(['courier-portal-token-refresh']);
    } finally {
      delete (navigator as { locks?: unknown }).locks;
    }
  });

  it('does not send anonymous users to login for a 401 (the route guard decides)', async () => {
    useSession.getState().clear();
    const fake = installFakeFetch({ 'GET /shipments': unauthenticated });

    await expect(api.get('/shipments')).rejects.toMatchObject({ status: 401 });
    expect(fake.count('POST', '/auth/refresh')).toBe(0);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});
