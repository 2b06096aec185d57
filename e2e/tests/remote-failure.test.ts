// A remote whose files cannot be fetched degrades only its own routes (docs/architecture.md#the-federation-contract).
import { browserSession } from '../support/sessions';
import { signIn, waitForPath } from '../support/portal';

const session = browserSession();

const ADDRESSES_FILES = '**/remotes/addresses/**';
const unavailable = /temporarily unavailable/i;

it('shows the unavailable page on the routes of a remote unreachable from the start, while other remotes work', async () => {
  const { context, page } = session;
  const blocked: string[] = [];
  await context.route(ADDRESSES_FILES, (route) => {
    blocked.push(route.request().url());
    return route.abort('connectionrefused');
  });

  await signIn(page, 'user@portal.local');
  await page.goto('/addresses');
  await page.getByText(unavailable).waitFor();
  await page.getByRole('button', { name: 'Retry' }).waitFor();
  expect(blocked.length).toBeGreaterThan(0);
  expect(new URL(page.url()).pathname).toBe('/addresses');

  // Another remote's route, reached through the nav, still works.
  await page.getByRole('navigation', { name: 'Main' }).locator('a[href="/shipments"]').click();
  await waitForPath(page, '/shipments');
  await page.getByRole('heading', { name: 'Shipments', level: 1 }).waitFor();
  expect(await page.getByText(unavailable).count()).toBe(0);
});

it('keeps the nav item of a remote that goes down after the portal loaded, and its Retry loads the page once it is back', async () => {
  const { context, page } = session;
  await signIn(page, 'user@portal.local');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.locator('a[href="/addresses"]').waitFor();

  // A phone's slower CPU while the remote is down: its files are then preloaded (and fail) before its
  // entry runs, the order in which a second load in the same page found the failed preloads.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await context.route(ADDRESSES_FILES, (route) => route.abort('connectionrefused'));
  await nav.locator('a[href="/addresses"]').click();
  await waitForPath(page, '/addresses');
  await page.getByText(unavailable).waitFor();
  expect(await nav.locator('a[href="/addresses"]').count()).toBe(1);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

  await context.unroute(ADDRESSES_FILES);
  await page.getByRole('button', { name: 'Retry' }).click();
  await page.getByRole('heading', { name: 'Addresses', level: 1 }).waitFor();
  expect(await page.getByText(unavailable).count()).toBe(0);
});
