import { i18n } from '../i18n/i18n';
import { readStoredTokens, useSession } from '../session/session-state';
import { ApiError } from './api-error';
import { withRefreshLock } from './cross-tab-lock';
import type { TokenResponse } from './types';

export interface ApiConfig {
  /** Where the API lives; calls go to `${baseUrl}/v1${path}`. */
  baseUrl: string;
  /** Called once when the session cannot be renewed; the default leaves the app for the login page. */
  onSessionExpired: (loginUrl: string) => void;
}

const defaultConfig: ApiConfig = {
  baseUrl: '/api',
  onSessionExpired: (loginUrl) => window.location.assign(loginUrl),
};

let config: ApiConfig = { ...defaultConfig };

export function configureApi(options: Partial<ApiConfig>): void {
  config = { ...config, ...options };
}

/** Back to the defaults (tests). */
export function resetApiConfig(): void {
  config = { ...defaultConfig };
}

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** `api.upload` only: the share of the body sent so far (0–1); the request then goes through XMLHttpRequest. */
  onUploadProgress?: (fraction: number) => void;
  /**
   * (1.11) `api.postDownload` only: called when the answer's headers arrive (`received` 0) and with each
   * chunk of the body as it comes, for progress on a long download (the shipment list's export).
   */
  onDownloadProgress?: (progress: DownloadProgress) => void;
}

export interface DownloadProgress {
  /** Bytes of the body received so far. */
  received: number;
  /** The chunk just received (none on the first call, with the headers). */
  chunk?: Uint8Array;
  headers: Headers;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Body = { kind: 'json'; value: unknown } | { kind: 'form'; value: FormData } | undefined;

// A 401 from these means wrong credentials or a dead refresh token, never "refresh and retry".
const NO_REFRESH_PATHS = new Set(['/auth/login', '/auth/refresh']);
const CURRENT_USER_PATH = '/auth/me';

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((item) => params.append(key, String(item)));
    else params.append(key, String(value));
  }
  const search = params.toString();
  return `${config.baseUrl.replace(/\/$/, '')}/v1${path.startsWith('/') ? path : `/${path}`}${search ? `?${search}` : ''}`;
}

/** The language requests are made in (Accept-Language), and a prefetched answer was asked in. */
const requestLanguage = () => i18n.language || 'en';

function baseHeaders(accessToken: string | null, extra?: Record<string, string>): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': requestLanguage(),
    ...extra,
  };
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  return headers;
}

/** A GET asked for ahead of the page that will ask it (prefetchGet), until that page takes it. */
interface Prefetched {
  token: string | null;
  language: string;
  at: number;
  response: Promise<Response | null>;
}

// A prefetched answer is a few seconds old at most: one the page did not ask for in time is dropped.
const PREFETCH_KEPT_MS = 10_000;
const prefetched = new Map<string, Prefetched>();

/**
 * (1.15) Sends `GET path` now, before the page that will ask for it has loaded: that page's first
 * `api.get` of the same URL (same query order, same token and language) gets this answer instead of
 * asking again. For the host, which knows the page being opened before its code arrives.
 */
export function prefetchGet(path: string): void {
  const url = buildUrl(path);
  const token = useSession.getState().accessToken;
  for (const [key, entry] of prefetched) if (Date.now() - entry.at >= PREFETCH_KEPT_MS) prefetched.delete(key);
  // Asked for already (the host's entry and its nav file's checks both send a page's first GETs).
  const pending = prefetched.get(url);
  if (pending && pending.token === token && pending.language === requestLanguage()) return;
  const response = fetch(url, { headers: baseHeaders(token) }).catch(() => null);
  prefetched.set(url, { token, language: requestLanguage(), at: Date.now(), response });
}

/** The prefetched answer for this request, taken once; null when there is none to use. */
function takePrefetched(url: string, accessToken: string | null): Promise<Response | null> | null {
  const entry = prefetched.get(url);
  if (!entry) return null;
  prefetched.delete(url);
  const fresh = Date.now() - entry.at < PREFETCH_KEPT_MS;
  return fresh && entry.token === accessToken && entry.language === requestLanguage() ? entry.response : null;
}

async function send(
  method: Method,
  path: string,
  options: RequestOptions,
  body: Body,
  accessToken: string | null,
): Promise<Response> {
  const headers = baseHeaders(accessToken, options.headers);
  let payload: BodyInit | undefined;
  if (body?.kind === 'json') {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body.value);
  } else if (body?.kind === 'form') {
    payload = body.value; // the browser sets the multipart boundary
  }
  const url = buildUrl(path, options.query);
  if (method === 'GET' && !body && !options.headers) {
    const ready = await takePrefetched(url, accessToken);
    if (ready) return ready;
  }
  try {
    return await (options.onUploadProgress && body?.kind === 'form'
      ? // Off the login page's bundle: loaded with the first upload that reports progress.
        import('./upload-with-progress').then((module) =>
          module.sendWithProgress(method, url, headers, body.value, options),
        )
      : fetch(url, { method, headers, body: payload, signal: options.signal }));
  } catch (error) {
    if ((error as { name?: string })?.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK_ERROR');
  }
}

async function errorFrom(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = (response.headers.get('content-type') ?? '').includes('json') ? await response.json() : undefined;
  } catch {
    body = undefined;
  }
  return ApiError.fromBody(response.status, body);
}

function loginUrl(): string {
  const { pathname, search } = window.location;
  if (pathname === '/login' || pathname.startsWith('/login/')) return pathname + search;
  return `/login?returnTo=${encodeURIComponent(pathname + search)}`;
}

/** The session is over: forget it and send the user to log in, coming back here afterwards. */
function expireSession(): void {
  useSession.getState().clear();
  config.onSessionExpired(loginUrl());
}

let refreshInFlight: Promise<string | null> | null = null;

/**
 * One refresh for every call that got a 401 while it runs; resolves to the new access token, or
 * null when the session is over (the session is then already cleared and the user sent to login).
 */
function renewAccessToken(rejectedToken: string | null): Promise<string | null> {
  const { accessToken } = useSession.getState();
  // A refresh finished after this call was sent: just retry with the newer token.
  if (accessToken && accessToken !== rejectedToken) return Promise.resolve(accessToken);
  refreshInFlight ??= refreshAcrossTabs().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

async function refreshAcrossTabs(): Promise<string | null> {
  const staleRefreshToken = useSession.getState().refreshToken;
  if (!staleRefreshToken) {
    expireSession();
    return null;
  }
  const renewed = await withRefreshLock(async () => {
    // Another tab may have refreshed (or signed out) while this one waited for the lock.
    const stored = readStoredTokens();
    if (!stored) return null;
    if (stored.refreshToken !== staleRefreshToken) {
      useSession.getState().setTokens(stored);
      return stored.accessToken;
    }
    const response = await send(
      'POST',
      '/auth/refresh',
      {},
      { kind: 'json', value: { refresh_token: staleRefreshToken } },
      null,
    );
    if (response.status === 401) return null;
    if (!response.ok) throw await errorFrom(response); // server trouble is no reason to sign out
    const tokens = (await response.json()) as TokenResponse;
    useSession.getState().setTokens({ accessToken: tokens.access_token, refreshToken: tokens.refresh_token });
    return tokens.access_token;
  });
  if (!renewed) expireSession();
  return renewed;
}

/** The body as a Blob read chunk by chunk, each reported (the reader is what lets a page show progress). */
async function readWithProgress(response: Response, report: (progress: DownloadProgress) => void): Promise<Blob> {
  const { headers } = response;
  report({ received: 0, headers });
  const type = headers.get('content-type') ?? '';
  if (!response.body) return new Blob([await response.arrayBuffer()], { type });
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    report({ received, chunk: value, headers });
  }
  return new Blob(chunks as BlobPart[], { type });
}

async function parse<T>(response: Response, as: 'json' | 'blob', options: RequestOptions): Promise<T> {
  if (as === 'blob' && options.onDownloadProgress)
    return (await readWithProgress(response, options.onDownloadProgress)) as T;
  if (as === 'blob') return (await response.blob()) as T;
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  if (!text) return undefined as T;
  return ((response.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : text) as T;
}

async function request<T>(
  method: Method,
  path: string,
  options: RequestOptions = {},
  body?: Body,
  as: 'json' | 'blob' = 'json',
): Promise<T> {
  const pathOnly = path.split('?')[0];
  const sentToken = useSession.getState().accessToken;
  let response = await send(method, path, options, body, sentToken);
  if (response.status === 401 && !NO_REFRESH_PATHS.has(pathOnly) && (sentToken || useSession.getState().refreshToken)) {
    const renewedToken = await renewAccessToken(sentToken);
    if (!renewedToken) throw await errorFrom(response);
    response = await send(method, path, options, body, renewedToken);
    // A 401 on the current-user call, even with fresh tokens, ends the session.
    if (response.status === 401 && pathOnly === CURRENT_USER_PATH) {
      const error = await errorFrom(response);
      expireSession();
      throw error;
    }
  }
  if (!response.ok) throw await errorFrom(response);
  return parse<T>(response, as, options);
}

/** The portal's API client: paths are relative to /api/v1, e.g. `api.get('/auth/me')`. */
export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, options, body === undefined ? undefined : { kind: 'json', value: body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, options, body === undefined ? undefined : { kind: 'json', value: body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, options, body === undefined ? undefined : { kind: 'json', value: body }),
  delete: <T = void>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
  /** A file (label, CSV template, export) as a Blob. */
  download: (path: string, options?: RequestOptions) => request<Blob>('GET', path, options, undefined, 'blob'),
  /** (1.11) A file asked for with a JSON body (bulk labels, the list export); see `onDownloadProgress`. */
  postDownload: (path: string, body: unknown, options?: RequestOptions) =>
    request<Blob>('POST', path, options, { kind: 'json', value: body }, 'blob'),
  /** multipart/form-data upload (CSV import, courier logo); `onUploadProgress` reports the share sent. */
  upload: <T>(path: string, formData: FormData, options?: RequestOptions) =>
    request<T>('POST', path, options, { kind: 'form', value: formData }),
};

/** Offers a downloaded Blob to the user as a file. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
