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

  const refreshes: number[] = [];
  page.on('response', (response) => {
    if (isRefresh(response.request())) refreshes.push(response.status());
  });
  await page.goto('/reports');
  await waitForPath(page, '/reports');
  await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();
  await page.waitForTimeout(1000); // any further refresh would show up here

  expect(refreshes).toEqual([200]);
  expect(new URL(page.url()).pathname).toBe('/reports');
});

it('sends the user to /login with the return target when the refresh token was revoked, and back there after login', async () => {
  const { page } = session;
  const tokens = await signIn(page, 'orguser@portal.local');
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
