// A remote whose files cannot be fetched degrades only its own routes (design.md §2).
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, type Session } from '../support/browser';
import { login, waitForPath } from '../support/portal';

let browser: Browser;
let session: Session;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
beforeEach(async () => {
  session = await openPage(browser);
});
afterEach(() => session?.context.close());

it('shows the unavailable page on the routes of an unreachable remote while other remotes keep working', async () => {
  const { context, page } = session;
  const blocked: string[] = [];
  await context.route('**/remotes/addresses/**', (route) => {
    blocked.push(route.request().url());
    return route.abort('connectionrefused');
  });

  await login(page, 'user@portal.local');
  await waitForPath(page, '/shipments');

  await page.goto('/addresses');
  await page.getByText(/temporarily unavailable/i).waitFor();
  await page.getByRole('button', { name: /retry/i }).waitFor();
  expect(blocked.length).toBeGreaterThan(0);
  expect(new URL(page.url()).pathname).toBe('/addresses');
  // Its nav item stays.
  await page.getByRole('navigation', { name: 'Main' }).locator('a[href="/addresses"]').waitFor();

  // Another remote's route, reached through the nav, still works.
  await page.getByRole('navigation', { name: 'Main' }).locator('a[href="/shipments"]').click();
  await waitForPath(page, '/shipments');
  await page.getByRole('heading', { name: 'Shipments' }).first().waitFor();
  expect(await page.getByText(/temporarily unavailable/i).count()).toBe(0);
});
