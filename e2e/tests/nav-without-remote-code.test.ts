// The nav is data (docs/architecture.md#navigation-is-data): after sign-in the host draws every
// remote's nav items from the nav.json each remote publishes, and downloads a remote's code only when
// one of its pages is shown, or in idle time once the first page is drawn.
import { browserSession } from '../support/sessions';
import { login, waitForPath } from '../support/portal';

const session = browserSession();

it('draws the nav from the nav files, downloads no other remote’s code before the shipment list’s first row, and the others’ after it', async () => {
  const { page } = session;
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));

  await login(page, 'user@portal.local');
  await waitForPath(page, '/shipments');
  await page.getByRole('heading', { name: 'Shipments', level: 1 }).waitFor();
  await page.locator('tbody tr').first().waitFor();
  const untilFirstRow = [...requested];

  expect(untilFirstRow.filter((file) => file.endsWith('/remoteEntry.js'))).toEqual([
    '/remotes/shipments/remoteEntry.js',
  ]);
  for (const slug of ['shipments', 'addresses', 'organization', 'reports', 'admin'])
    expect(untilFirstRow).toContain(`/remotes/${slug}/nav.json`);
  // Nothing of the other remotes but their nav files.
  const otherRemotes = untilFirstRow.filter(
    (file) => file.startsWith('/remotes/') && !file.startsWith('/remotes/shipments/'),
  );
  expect(otherRemotes.filter((file) => !file.endsWith('/nav.json'))).toEqual([]);

  // Once the list is drawn and its data in, the other remotes the nav leads to come in idle time:
  // their entries and registrations, not their pages.
  await page.waitForRequest((request) => request.url().endsWith('/remotes/addresses/remoteEntry.js'), {
    timeout: 15_000,
  });
  const afterFirstRow = requested.slice(untilFirstRow.length);
  expect(afterFirstRow).toContain('/remotes/addresses/remoteEntry.js');

  // Their items are in the nav all the same, with their titles, and lead to their pages.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Addresses' }).waitFor();
  await nav.getByRole('link', { name: 'Addresses' }).click();
  await waitForPath(page, '/addresses');
  await page.getByRole('heading', { name: 'Addresses', level: 1 }).waitFor();
  expect(requested).toContain('/remotes/addresses/remoteEntry.js');
});

it('shows the system admin how many organization applications wait, on the nav item, once the first page is drawn', async () => {
  const { page } = session;
  const counts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/pending-count')) counts.push(new URL(request.url()).pathname);
  });
  await login(page, 'admin@portal.local');
  await waitForPath(page, '/admin/countries');
  await page.getByRole('heading', { name: 'Countries', level: 1 }).waitFor();

  // The demo holds an application waiting for review (Aqaba Express Logistics).
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: /^Organizations \(\d+ waiting\)$/ }).waitFor({ timeout: 15_000 });
  expect(counts).toContain('/api/v1/admin/organizations/pending-count');
  expect(counts).toContain('/api/v1/admin/api-keys/pending-count');
});

it('on a signed-in load, downloads each of the page’s files and its first API answer once, though they are asked for ahead', async () => {
  const { page } = session;
  await login(page, 'user@portal.local');
  await waitForPath(page, '/shipments');
  await page.locator('tbody tr').first().waitFor();

  // A reload is what index.html's boot script sees: a stored session on a page of the shipments remote.
  const requested: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname + new URL(request.url()).search));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.reload();
  await page.getByRole('heading', { name: 'Shipments', level: 1 }).waitFor();
  await page.locator('tbody tr').first().waitFor();
  const hostScripts = requested
    .filter((url) => /^\/[\w.-]+\.js$/.test(url))
    .map((url) => url.replace(/\.\w+\.js$/, ''));

  const count = (match: (file: string) => boolean) => requested.filter(match).length;
  // The host's scripts up to the first row: the entry, its strings, the runtime and the signed-in
  // layout with CASL and the list kit, one file.
  expect(hostScripts.sort()).toEqual(['/federation', '/host-locale-en', '/main', '/signed-in']);
  // Preloaded by index.html (the runtime, the strings) or the entry's first code, then run from the preload.
  for (const file of [/^\/federation\.\w+\.js$/, /^\/signed-in\.\w+\.js$/, /^\/host-locale-en\.\w+\.js$/])
    expect([file.source, count((url) => file.test(url))]).toEqual([file.source, 1]);
  for (const file of [
    /\/remotes\/shipments\/remoteEntry\.js$/,
    /\/remotes\/shipments\/shipments-page-shipments\.\w+\.js$/,
  ])
    expect([file.source, count((url) => file.test(url))]).toEqual([file.source, 1]);
  // The registration's strings and the page strings are one file per language: one request, not two.
  expect(requested.filter((url) => /^\/remotes\/shipments\/[\w-]*strings[\w-]*\.\w+\.js$/.test(url))).toEqual([
    expect.stringMatching(/^\/remotes\/shipments\/shipments-strings-en\.\w+\.js$/),
  ]);
  for (const slug of ['shipments', 'addresses', 'organization', 'reports', 'admin'])
    expect([slug, count((url) => url === `/remotes/${slug}/nav.json`)]).toEqual([slug, 1]);
  // Sent ahead by the host (named in the nav file), taken by the list: not asked twice.
  expect(count((url) => url === '/api/v1/shipments?page=1&pageSize=20')).toBe(1);
  expect(errors).toEqual([]);
});

it('on a phone, reads no other remote’s nav file before the list’s first row, and its nav drawer still lists every section', async () => {
  const { page } = session;
  await login(page, 'user@portal.local');
  await waitForPath(page, '/shipments');
  await page.locator('tbody tr').first().waitFor();

  await page.setViewportSize({ width: 412, height: 823 });
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.reload();
  await page.getByRole('heading', { name: 'Shipments', level: 1 }).waitFor();
  await page.locator('tbody tr').first().waitFor();
  const untilFirstRow = requested.filter((file) => file.endsWith('/nav.json'));
  expect(untilFirstRow).toEqual(['/remotes/shipments/nav.json']);
  // No nav beside the page on a phone: it is a drawer, opened from the navbar.
  expect(await page.getByRole('complementary').count()).toBe(0);

  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('link', { name: 'Addresses' }).click();
  await waitForPath(page, '/addresses');
  await page.getByRole('heading', { name: 'Addresses', level: 1 }).waitFor();
  for (const slug of ['addresses', 'organization', 'reports', 'admin'])
    expect([slug, requested.filter((file) => file === `/remotes/${slug}/nav.json`).length]).toEqual([slug, 1]);
});
