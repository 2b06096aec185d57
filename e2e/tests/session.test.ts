// Session handling (docs/architecture.md#accounts-sessions-and-passwords): one refresh on an expired access token; a
// revoked refresh token ends on /login with the return target kept.
import type { Request } from 'playwright-core';
import { browserSession } from '../support/sessions';
import {
  apiGetStatus,
  apiPost,
  expiredCopyOf,
  login,
  replaceStoredAccessToken,
  signIn,
  waitForPath,
} from '../support/portal';

const session = browserSession();

const isRefresh = (request: Request) => request.url().endsWith('/api/v1/auth/refresh') && request.method() === 'POST';

it('refreshes an expired access token once and loads the page', async () => {
  const { page } = session;
  const tokens = await signIn(page, 'orguser@portal.local');
  expect(await apiGetStatus('/auth/me', tokens.accessToken)).toBe(200);
  const expired = expiredCopyOf(tokens.accessToken);
  expect(await apiGetStatus('/auth/me', expired)).toBe(401);
  await replaceStoredAccessToken(page, tokens.accessToken, expired);

  // Every call the page sends with the expired token gets a 401, waits for the refresh and is sent again with
  // the new token; once each has been answered that way, every refresh those 401s could cause is over.
  const refreshes: number[] = [];
  const sentWithExpiredToken = new Set<string>();
  const answeredWithNewToken = new Set<string>();
  let allRetriedAndAnswered!: () => void;
  const settled = new Promise<void>((resolve) => (allRetriedAndAnswered = resolve));
  const callOf = (request: Request) => `${request.method()} ${request.url()}`;
  page.on('request', (request) => {
    if (request.headers().authorization === `Bearer ${expired}`) sentWithExpiredToken.add(callOf(request));
  });
  page.on('response', (response) => {
    const request = response.request();
    if (isRefresh(request)) refreshes.push(response.status());
    const authorization = request.headers().authorization;
    if (authorization?.startsWith('Bearer ') && authorization !== `Bearer ${expired}` && response.status() !== 401)
      answeredWithNewToken.add(callOf(request));
    if (sentWithExpiredToken.size && [...sentWithExpiredToken].every((call) => answeredWithNewToken.has(call)))
      allRetriedAndAnswered();
  });
  await page.goto('/reports');
  await waitForPath(page, '/reports');
  await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();
  await settled;

  expect(sentWithExpiredToken.size).toBeGreaterThan(0);
  expect(refreshes).toEqual([200]);
  expect(new URL(page.url()).pathname).toBe('/reports');
});

it('sends the user to /login with the return target when the refresh token was revoked, and back there after login', async () => {
  const { page } = session;
  const tokens = await signIn(page, 'orguser@portal.local');
  // Off the portal (same origin, no app running) before the session is revoked: a request the open page
  // made meanwhile would end the session there and then, sending it to /login for its own page instead.
  await page.goto('/api/readyz');
  expect(await apiPost('/auth/logout', { refresh_token: tokens.refreshToken }, tokens.accessToken)).toBeLessThan(300);
  await replaceStoredAccessToken(page, tokens.accessToken, expiredCopyOf(tokens.accessToken));

  await page.goto('/reports?from=e2e');
  await waitForPath(page, '/login');
  const returnTo = new URL(page.url()).searchParams.get('returnTo');
  expect(returnTo).toBe('/reports?from=e2e');

  await login(page, 'orguser@portal.local', undefined, { visit: false });
  await waitForPath(page, '/reports');
  expect(new URL(page.url()).search).toBe('?from=e2e');
});
