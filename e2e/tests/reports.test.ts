// The dashboard and the reports as the demo user meets them: the charts drawn in English and Arabic,
// light and dark; a report picked by dates and grouping, exported as CSV and Excel, and reset.
import { readFile } from 'node:fs/promises';
import type { Download, Page } from 'playwright-core';
import { baseUrl, pagesPerTest } from '../support/browser';
import { signIn, waitForPath } from '../support/portal';

const { newPage } = pagesPerTest();

async function downloadOf(page: Page, click: () => Promise<void>): Promise<{ download: Download; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { download, bytes: await readFile((await download.path())!) };
}

/** Both charts drawn (an SVG with marks each), and their tables for screen readers present. */
async function expectChartsDrawn(page: Page) {
  await page.locator('.recharts-surface').nth(1).waitFor();
  await page.waitForFunction(
    () => document.querySelectorAll('.recharts-bar-rectangle, .recharts-area-area, .recharts-area-curve').length > 0,
  );
  expect(await page.locator('table').count()).toBeGreaterThanOrEqual(2);
}

it('dashboard: status cards and both charts, in English and Arabic, light and dark', async () => {
  const page = await newPage();
  await signIn(page, 'user@portal.local');
  await page.goto('/');
  await page.getByRole('heading', { name: 'Shipments by status' }).waitFor();
  await page
    .getByRole('link', { name: /Delivered/ })
    .first()
    .waitFor();
  expect(
    await page
      .getByRole('link', { name: /Delivered/ })
      .first()
      .getAttribute('href'),
  ).toBe('/shipments?tab=delivered');
  await page.getByText('Shipments per day').first().waitFor();
  await page.getByText('Spend per day').first().waitFor();
  await expectChartsDrawn(page);

  await page.getByRole('button', { name: 'Theme' }).click();
  await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
  await expectChartsDrawn(page);

  await page.getByRole('button', { name: 'Language' }).click();
  await page.waitForFunction(() => document.documentElement.dir === 'rtl');
  await expectChartsDrawn(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

it('reports: dates and grouping from the page, CSV and Excel exports, reset', async () => {
  const page = await newPage();
  await signIn(page, 'user@portal.local');
  await page.goto('/reports');
  await waitForPath(page, '/reports');

  await page.getByRole('button', { name: 'Last 90 days' }).click();
  await page.getByRole('combobox', { name: 'Group by' }).selectOption({ label: 'By destination' });
  await page.waitForURL((url) => url.searchParams.get('groupBy') === 'destination' && !!url.searchParams.get('from'));
  const from = new URL(page.url()).searchParams.get('from')!;
  const to = new URL(page.url()).searchParams.get('to')!;
  const table = page.getByRole('table').filter({ hasText: 'Shipping cost (JOD)' });
  await table.getByRole('columnheader', { name: 'Destination city' }).waitFor();
  await table.getByRole('row', { name: /^Total/ }).waitFor();
  expect(await table.getByRole('row').count()).toBeGreaterThanOrEqual(3); // header, a city, the total
  await page.getByText('Statistics for the period').waitFor();

  const csv = await downloadOf(page, () => page.getByRole('button', { name: 'Export CSV' }).click());
  expect(csv.download.suggestedFilename()).toBe(`shipments-report-destination-${from}-${to}.csv`);
  const text = csv.bytes.toString('utf8');
  expect(text.startsWith('\uFEFFDestination city,Name (Arabic),Shipments,')).toBe(true);
  // The totals, then (after an empty line) why the money columns leave cancelled shipments out.
  const lines = text.trim().split('\r\n');
  expect(lines.at(-3)).toMatch(/^Total,/);
  expect(lines.at(-1)).toBe(
    'COD total and shipping cost leave cancelled shipments out; the shipment counts include them.',
  );
  await page.getByText('COD total and shipping cost leave cancelled shipments out').waitFor();
  await page.getByText('Report generated').first().waitFor();

  const xlsx = await downloadOf(page, () => page.getByRole('button', { name: 'Export Excel (XLSX)' }).click());
  expect(xlsx.download.suggestedFilename()).toBe(`shipments-report-destination-${from}-${to}.xlsx`);
  expect(xlsx.bytes.subarray(0, 2).toString('latin1')).toBe('PK');

  // A missing date is named before anything is asked of the server.
  await page.getByLabel('From', { exact: true }).fill('');
  await page.getByText('Please select start and end dates').first().waitFor();

  await page.getByRole('button', { name: 'Reset' }).click();
  await page.waitForURL((url) => url.pathname === '/reports' && url.search === '');
});

it.each([
  ['en', 'To', /The period may be at most 1100 days/, 'Retry'],
  ['ar', 'إلى', /يجب ألا تزيد الفترة عن 1100 يوم/, 'إعادة المحاولة'],
] as const)(
  'reports: a period over the longest puts the API’s reason beside the To filter, with no Retry (%s)',
  async (locale, toLabel, reason, retry) => {
    const page = await newPage();
    await signIn(page, 'user@portal.local');
    // The language is read from its cookie at each page load.
    await page.context().addCookies([{ name: 'courier-portal-locale', value: locale, url: baseUrl() }]);
    await page.goto('/reports?from=2020-01-01&to=2026-11-27');
    const to = page.getByLabel(toLabel, { exact: true });
    await page.waitForFunction(
      (label) =>
        [...document.querySelectorAll<HTMLInputElement>('input[aria-invalid="true"]')].some((input) =>
          input.labels?.[0]?.textContent?.startsWith(label),
        ),
      toLabel,
    );
    expect(await to.getAttribute('aria-invalid')).toBe('true');
    // Said under the field it belongs to (its description), not as a section error.
    const description = await to.evaluate((input) =>
      (input.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
    expect(description).toMatch(reason);
    expect(
      await page.getByLabel(locale === 'en' ? 'From' : 'من', { exact: true }).getAttribute('aria-invalid'),
    ).not.toBe('true');
    expect(await page.getByRole('button', { name: retry, exact: true }).count()).toBe(0);
    expect(await page.getByText(/Something went wrong|Some fields are not valid/).count()).toBe(0);
  },
);
