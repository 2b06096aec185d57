// The system admin's reference data: a city with an Arabic name found in Arabic, a rate
// added and listed, a courier logo uploaded and shown; and the admin screens closed to others.
import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../support/access';
import { baseUrl, launchBrowser, openPage, type Session } from '../support/browser';
import { signIn, waitForPath } from '../support/portal';

let browser: Browser;
let session: Session;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
afterEach(() => session?.context.close());

const ADMIN = 'admin@portal.local';
const suffix = () => randomBytes(3).toString('hex');
/** A random Arabic word, so reruns against the same database never collide. */
const ARABIC_LETTERS = 'بتثجحخدذرزسشصضطظعغفقكلمن';
const arabicWord = () => [...randomBytes(5)].map((byte) => ARABIC_LETTERS[byte % ARABIC_LETTERS.length]).join('');
// A 1×1 green PNG (a valid one: the API decodes and re-encodes logos, refusing a file with a bad checksum).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWMQW+wFAAHWAQTLtcvdAAAAAElFTkSuQmCC',
  'base64',
);

async function adminToken(): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN, password: DEMO_PASSWORD }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

/** A courier of the test's own (no rates yet, so a new rate never overlaps the demo ones). */
async function createCourier(): Promise<{ id: string; name: string }> {
  const code = `E2E${suffix()}`.toUpperCase();
  const response = await fetch(`${baseUrl()}/api/v1/admin/couriers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await adminToken()}` },
    body: JSON.stringify({ code, name: `Courier ${code}`, nameAr: `شركة ${arabicWord()}` }),
  });
  if (response.status !== 201)
    throw new Error(`courier creation answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as { id: string; name: string };
}

async function open(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(path);
  await waitForPath(page, path.split('?')[0]);
  await page.getByRole('main').getByRole('heading', { level: 1, name: heading }).waitFor();
}

/** Picks an option by its visible text once the (lazily loaded) list offers it. */
async function choose(page: Page, label: RegExp, option: string): Promise<void> {
  const select = page.getByRole('dialog').getByRole('combobox', { name: label });
  await select.locator('option', { hasText: option }).first().waitFor({ state: 'attached' });
  await select.selectOption({ label: option });
}

it('adds a city with an Arabic name, then finds it by that name in Arabic', async () => {
  session = await openPage(browser);
  const { page } = session;
  await signIn(page, ADMIN);
  await open(page, '/admin/cities', 'Cities');

  const name = `Test Gardens ${suffix()}`;
  const nameAr = `حدائق ${arabicWord()}`;
  await page.getByRole('button', { name: 'Add city' }).first().click();
  const dialog = page.getByRole('dialog');
  await choose(page, /^Country/, 'Jordan');
  await choose(page, /^Region/, 'Amman');
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(name);
  await dialog.getByRole('textbox', { name: /^Arabic name/ }).fill(nameAr);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.getByText('City added').waitFor();
  await dialog.waitFor({ state: 'detached' });

  // One click switches to the other language (the switcher is labelled in both).
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.waitForFunction(() => document.documentElement.dir === 'rtl');
  await page.getByRole('main').getByRole('heading', { level: 1, name: 'المدن' }).waitFor();

  await page.getByRole('searchbox').fill(nameAr);
  await page.waitForURL((url) => url.searchParams.get('q') === nameAr);
  const row = page.getByRole('row').filter({ hasText: nameAr });
  await row.waitFor();
  // The region shows in Arabic too.
  expect(await row.textContent()).toContain('عمّان');
  expect(await page.getByRole('row').count()).toBe(2); // the header and the one city
});

it('adds a rate and sees it in the list', async () => {
  const courier = await createCourier();
  session = await openPage(browser);
  const { page } = session;
  await signIn(page, ADMIN);
  await open(page, `/admin/rates?courierId=${courier.id}`, 'Rates');
  await page.getByText('Nothing matches your search').waitFor();

  await page.getByRole('button', { name: 'Add rate' }).click();
  const dialog = page.getByRole('dialog');
  await choose(page, /^Courier/, courier.name);
  await choose(page, /^Service type/, 'Express');
  const [originCountry, destinationCountry] = await dialog.getByRole('combobox', { name: /^Country/ }).all();
  await originCountry.selectOption({ label: 'Jordan' });
  await destinationCountry.locator('option', { hasText: 'Jordan' }).waitFor({ state: 'attached' });
  await destinationCountry.selectOption({ label: 'Jordan' });
  const [originRegion] = await dialog.getByRole('combobox', { name: /^Region/ }).all();
  await originRegion.locator('option', { hasText: 'Irbid' }).waitFor({ state: 'attached' });
  await originRegion.selectOption({ label: 'Irbid' });
  await dialog.getByRole('textbox', { name: /^Base price/ }).fill('3.250');
  await dialog.getByRole('spinbutton', { name: /^Included weight/ }).fill('2');
  await dialog.getByRole('textbox', { name: /^Price per extra kg/ }).fill('0.5');
  await dialog.getByRole('spinbutton', { name: /Transit days \(min\)/ }).fill('1');
  await dialog.getByRole('spinbutton', { name: /Transit days \(max\)/ }).fill('3');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Rate added').waitFor();

  const row = page.getByRole('row').filter({ hasText: courier.name });
  await row.waitFor();
  const text = await row.textContent();
  expect(text).toContain('Express');
  expect(text).toContain('Irbid');
  expect(text).toContain('3.250 JOD');
  expect(text).toContain('0.500 JOD');
  expect(text).toContain('1–3 days');
});

it('uploads a courier logo and sees it in the list', async () => {
  const courier = await createCourier();
  session = await openPage(browser);
  const { page } = session;
  await signIn(page, ADMIN);
  await open(page, `/admin/couriers?q=${encodeURIComponent(courier.name)}`, 'Couriers');
  const row = page.getByRole('row').filter({ hasText: courier.name });
  await row.waitFor();
  expect(await row.getByRole('img').count()).toBe(0);

  await row.locator('input[type=file]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await page.getByText('Logo uploaded').waitFor();
  const logo = row.getByRole('img', { name: `Logo of ${courier.name}` });
  await logo.waitFor();
  // Really loaded from the API, not a broken image.
  expect(await logo.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBe(1);

  // The courier's own pages keep the Couriers nav item highlighted.
  await row.getByRole('button', { name: `More: ${courier.name}` }).click();
  await page.getByRole('menuitem', { name: 'Service types' }).click();
  await waitForPath(page, `/admin/couriers/${courier.id}/service-types`);
  await page.getByRole('checkbox', { name: 'Express' }).waitFor({ state: 'attached' });
  const current = page.getByRole('navigation', { name: 'Main' }).locator('a[aria-current="page"]');
  expect(await current.getAttribute('href')).toBe('/admin/couriers');
});

it('sends a non-admin who opens /admin/countries to not-authorized', async () => {
  session = await openPage(browser);
  const { page } = session;
  await signIn(page, 'orguser@portal.local');
  await page.goto('/admin/countries');
  await waitForPath(page, '/not-authorized');
  await page.getByText('You are not authorized').waitFor();
});
