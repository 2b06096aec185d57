// Steps a user takes in the portal, written with the accessible names the UI agreed on.
import { createHmac } from 'node:crypto';
import type { Page, Response } from 'playwright-core';
import { baseUrl } from './browser';
import { DEMO_PASSWORD } from './access';

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

/** Fills the login form and submits it; resolves with the tokens the API returned. */
export async function login(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
  { visit = true } = {},
): Promise<Tokens> {
  if (visit) await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  const loginResponse = page.waitForResponse(
    (response: Response) => response.url().endsWith('/api/v1/auth/login') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const response = await loginResponse;
  if (response.status() !== 200)
    throw new Error(`login of ${email} answered ${response.status()}: ${await response.text()}`);
  const body = (await response.json()) as { access_token: string; refresh_token: string };
  return { accessToken: body.access_token, refreshToken: body.refresh_token };
}

/** Logs in and waits until the portal has left the login page and shows its navigation. */
export async function signIn(page: Page, email: string): Promise<Tokens> {
  const tokens = await login(page, email);
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.getByRole('navigation', { name: 'Main' }).locator('a[href]').first().waitFor();
  return tokens;
}

export async function waitForPath(page: Page, path: string, timeout = 15_000): Promise<void> {
  await page.waitForURL((url) => url.pathname === path, { timeout });
}

/** The main navigation's link targets (path names), once it has settled. */
export async function navPaths(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.locator('a[href]').first().waitFor();
  // Registrations of slower remotes may add links a moment later: wait until the list is stable.
  let previous = '';
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const hrefs = await nav
      .locator('a[href]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    const current = JSON.stringify([...new Set(hrefs)].sort());
    if (current === previous) return JSON.parse(current) as string[];
    previous = current;
    await page.waitForTimeout(250);
  }
  return JSON.parse(previous) as string[];
}

/** Replaces the stored access token (wherever the session keeps it) with another value. */
export async function replaceStoredAccessToken(page: Page, current: string, replacement: string): Promise<void> {
  const replaced = await page.evaluate(
    ([from, to]) => {
      let count = 0;
      for (let index = 0; index < localStorage.length; index += 1) {
        const key = localStorage.key(index)!;
        const value = localStorage.getItem(key)!;
        if (value.includes(from)) {
          localStorage.setItem(key, value.split(from).join(to));
          count += 1;
        }
      }
      return count;
    },
    [current, replacement],
  );
  if (replaced === 0) throw new Error('The access token was not found in localStorage.');
}

/** GET from the API from the test itself (not through the page): the status code. */
export async function apiGetStatus(path: string, accessToken: string): Promise<number> {
  const response = await fetch(`${baseUrl()}/api/v1${path}`, { headers: { authorization: `Bearer ${accessToken}` } });
  return response.status;
}

/** POST to the API from the test itself (not through the page). */
export async function apiPost(path: string, body: unknown, accessToken?: string): Promise<number> {
  const response = await fetch(`${baseUrl()}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}) },
    body: JSON.stringify(body),
  });
  return response.status;
}

/**
 * The same access token, expired an hour ago and signed again with the API's secret (HS256): the
 * API rejects it only because it expired. The secret comes from the global setup.
 */
export function expiredCopyOf(accessToken: string): string {
  const secret = process.env.PORTAL_E2E_JWT_SECRET;
  if (!secret) throw new Error('PORTAL_E2E_JWT_SECRET is not set: run the browser suite through its jest config.');
  const [header, payload] = accessToken.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { iat: number; exp: number };
  const now = Math.floor(Date.now() / 1000);
  const expired = Buffer.from(JSON.stringify({ ...claims, iat: now - 7200, exp: now - 3600 })).toString('base64url');
  const signature = createHmac('sha256', secret).update(`${header}.${expired}`).digest('base64url');
  return `${header}.${expired}.${signature}`;
}
