// What a phone shows of the widest pages: every figure of a report row reachable beside its name, the
// API keys' status and actions on screen in Arabic, an upload's problems read whole, and the
// scroll-to-top button clear of the tables at the end of a page.
import { randomBytes } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../support/access';
import { baseUrl, pagesPerTest } from '../support/browser';
import { signIn, waitForPath } from '../support/portal';

const { newPage } = pagesPerTest();
const PHONE = { width: 375, height: 812 };

/** The part of an element on screen, horizontally: [left, right] clipped by every scrolling ancestor and the window. */
const shownSpan = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    let left = Math.max(box.left, 0);
    let right = Math.min(box.right, window.innerWidth);
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX === 'visible') continue;
      const clip = parent.getBoundingClientRect();
      left = Math.max(left, clip.left);
      right = Math.min(right, clip.right);
    }
    return { whole: box.right - box.left, shown: Math.max(0, right - left) };
  });

async function expectWhollyShown(locator: Locator, what: string) {
  const { whole, shown } = await shownSpan(locator);
  expect([what, Math.round(shown)]).toEqual([what, Math.round(whole)]);
}

async function setLanguage(page: Page, locale: 'en' | 'ar') {
  await page.context().addCookies([{ name: 'courier-portal-locale', value: locale, url: baseUrl() }]);
}

it('reports on a phone: the name stays beside every figure of its row as the table scrolls, with a hint', async () => {
  const page = await newPage();
  await signIn(page, 'user@portal.local');
  await page.setViewportSize(PHONE);
  await page.goto('/reports?from=2026-01-01&to=2026-11-27&groupBy=courier');
  await waitForPath(page, '/reports');
  const table = page.getByRole('table', { name: 'Shipments by courier' });
  await table.waitFor();
  await page.getByText('Swipe the table sideways to see every column.').waitFor();
  const area = page.getByRole('region', { name: 'Shipments by courier (table)' });
  const firstRow = table.getByRole('row').nth(1);
  const cells = firstRow.getByRole('cell');
  const count = await cells.count();
  expect(count).toBe(7);
  // Scrolled cell by cell (as a thumb would), each figure comes fully on screen while the name stays.
  for (let index = 1; index < count; index += 1) {
    await cells.nth(index).evaluate((cell) => cell.scrollIntoView({ inline: 'nearest', block: 'nearest' }));
    await expectWhollyShown(cells.nth(index), `figure ${index}`);
    await expectWhollyShown(cells.first(), `name beside figure ${index}`);
  }
  // The keyboard can scroll it too.
  await area.evaluate((element) => (element.scrollLeft = 0));
  await area.focus();
  expect(await area.evaluate((element) => element === document.activeElement)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

it('API keys on a phone in Arabic: the status reads whole and Rotate and Revoke are on screen', async () => {
  const page = await newPage();
  await signIn(page, 'user@portal.local');
  await setLanguage(page, 'ar');
  await page.setViewportSize(PHONE);
  await page.goto('/api-keys');
  await waitForPath(page, '/api-keys');
  const row = page.getByRole('row', { name: /Online shop integration/ });
  await row.waitFor();
  await expectWhollyShown(row.getByText('نشط', { exact: true }), 'status');
  await expectWhollyShown(row.getByRole('button', { name: /^تدوير المفتاح/ }), 'rotate');
  await expectWhollyShown(row.getByRole('button', { name: /^إبطال المفتاح/ }), 'revoke');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

it('an upload on a phone: its problems read whole, the history keeps words whole, scroll-to-top covers no row', async () => {
  const email = `phone-upload-${randomBytes(3).toString('hex')}@example.com`;
  const signUp = await fetch(`${baseUrl()}/api/v1/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'Phone sender', email, password: DEMO_PASSWORD }),
  });
  expect(signUp.status).toBe(201);
  const page = await newPage();
  const tokens = await signIn(page, email);
  const call = async <T>(path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${baseUrl()}/api/v1${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        authorization: `Bearer ${tokens.accessToken}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await response.json()) as T;
  };
  const countries = await call<{ items: { id: string; name: string }[] }>('/lookups/countries');
  const jordan = countries.items.find((c) => c.name === 'Jordan')!;
  const cities = await call<{ items: { id: string; name: string; regionId: string | null }[] }>(
    `/lookups/cities?countryId=${jordan.id}`,
  );
  const amman = cities.items.find((c) => c.name === 'Amman')!;
  await call('/addresses', {
    name: 'Phone Sender Shop',
    phoneNumber: '0791112223',
    countryId: jordan.id,
    regionId: amman.regionId,
    cityId: amman.id,
    addressLine: 'Rainbow Street 12',
    type: 2,
    isPrimary: true,
  });

  await page.setViewportSize(PHONE);
  await page.goto('/shipments/upload');
  await waitForPath(page, '/shipments/upload');
  const header = 'recipient_name,recipient_phone,country,city,address_line,parcel_type,quantity';
  const file = [header, 'Hala Saleh,0791234567,Jordan,Atlantis,University Street,small-box,1'].join('\r\n');
  const fileName = 'customer-orders_november-warehouse.csv';
  await page.getByLabel('CSV file to upload').setInputFiles({
    name: fileName,
    mimeType: 'text/csv',
    buffer: Buffer.from(file),
  });
  const problems = page.getByRole('table', { name: 'Problems in the file' });
  await problems.waitFor();
  const problem = problems.getByRole('row').nth(1).getByRole('cell').last();
  await problem.evaluate((cell) => cell.scrollIntoView({ inline: 'nearest', block: 'nearest' }));
  await expectWhollyShown(problem, 'problem');

  // The history's file name: each line of it ends where a word of the name does.
  await page.reload();
  const name = page.getByText(fileName, { exact: true });
  await name.waitFor();
  const lines = await name.evaluate((element) => {
    const text = element.firstChild!;
    const range = document.createRange();
    const tops: number[] = [];
    for (let index = 0; index < text.textContent!.length; index += 1) {
      range.setStart(text, index);
      range.setEnd(text, index + 1);
      tops.push(Math.round(range.getBoundingClientRect().top));
    }
    const breaks = tops.flatMap((top, index) => (index > 0 && top > tops[index - 1] ? [index] : []));
    return breaks.map((index) => text.textContent!.slice(index - 1, index + 1));
  });
  // "-x": after a hyphen, never "rs" (inside "orders").
  for (const pair of lines) expect(pair).toMatch(/^[-_. ]/);

  // Scrolled to the end, the scroll-to-top button floats clear of every table.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const button = page.getByRole('button', { name: 'Scroll to top' });
  await button.waitFor();
  const overlaps = await page.evaluate(() => {
    const top = [...document.querySelectorAll('button')].find((b) => b.getAttribute('aria-label') === 'Scroll to top')!;
    const box = top.getBoundingClientRect();
    return [...document.querySelectorAll('table')].filter((table) => {
      const other = table.getBoundingClientRect();
      return other.left < box.right && other.right > box.left && other.top < box.bottom && other.bottom > box.top;
    }).length;
  });
  expect(overlaps).toBe(0);
});

it('the header draws Theme and Customizer with different icons', async () => {
  const page = await newPage();
  await signIn(page, 'user@portal.local');
  const icon = (name: RegExp) => page.getByRole('button', { name }).locator('svg').first().innerHTML();
  expect(await icon(/customizer/i)).not.toBe(await icon(/^Theme$/));
});
