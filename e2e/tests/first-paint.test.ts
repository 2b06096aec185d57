// The first paint on a slow phone (docs/architecture.md#first-load-on-a-phone): index.html draws the
// login form's frame before any bundle has run, in the visitor's language and theme, and React's
// login page takes its place at the same spot; a visitor's tracking page has its heading in its first frame.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, launchBrowser } from '../support/browser';
import { login } from '../support/portal';

const PHONE = { width: 412, height: 823 };
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});
afterAll(() => browser?.close());

async function openLogin({
  locale = 'en',
  theme = 'light',
  scripts,
}: {
  locale?: 'en' | 'ar';
  theme?: 'light' | 'dark';
  scripts: 'blocked' | 'allowed';
}): Promise<{ page: Page; cspViolations: string[] }> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: PHONE, locale: 'en-US' });
  contexts.push(context);
  await context.addCookies(
    Object.entries({ locale, theme }).map(([key, value]) => ({
      name: `courier-portal-${key}`,
      value,
      url: baseUrl(),
    })),
  );
  const page = await context.newPage();
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  // No bundle at all: what a phone shows while the JavaScript is still downloading.
  if (scripts === 'blocked') await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.goto('/login');
  return { page, cspViolations };
}

const documentState = (page: Page) =>
  page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    dark: document.documentElement.classList.contains('dark'),
  }));

/** Where the card and its parts are drawn, to compare the frame with the real page. */
const boxesOf = (page: Page, card: string) =>
  page.evaluate((selector) => {
    const root = document.querySelector(selector)!;
    const box = (element: Element | null) => {
      const rect = element!.getBoundingClientRect();
      return [rect.x, rect.y, rect.width, rect.height].map(Math.round);
    };
    return { card: box(root), title: box(root.querySelector('h1')) };
  }, card);

it('before any bundle has run, /login shows the login frame, in Arabic right to left and dark when the cookies say so', async () => {
  const { page, cspViolations } = await openLogin({ locale: 'ar', theme: 'dark', scripts: 'blocked' });
  const frame = page.locator('#boot-shell');
  await frame.waitFor({ state: 'visible' });
  expect(await documentState(page)).toEqual({ lang: 'ar', dir: 'rtl', dark: true });
  expect(await frame.locator('h1').innerText()).toBe('مرحبًا بعودتك');
  expect(await frame.innerText()).toContain('تسجيل الدخول');
  expect(await frame.innerText()).not.toContain('Welcome back');
  expect(await frame.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(17, 17, 17)');
  // The Arabic brand sits at the right-hand edge of the card.
  const brand = await frame.locator('.bs-brand').evaluate((element) => {
    const logo = element.querySelector('.bs-logo')!.getBoundingClientRect();
    return { logoRight: Math.round(logo.right), cardRight: Math.round(element.getBoundingClientRect().right) };
  });
  expect(brand.logoRight).toBe(brand.cardRight);
  expect(cspViolations).toEqual([]);
});

it('the English light frame gives way to the real form at the same place, with no CSP violation', async () => {
  const before = await openLogin({ scripts: 'blocked' });
  await before.page.locator('#boot-shell').waitFor({ state: 'visible' });
  expect(await documentState(before.page)).toEqual({ lang: 'en', dir: 'ltr', dark: false });
  const frame = await boxesOf(before.page, '.bs-card');

  const after = await openLogin({ scripts: 'allowed' });
  await after.page.getByRole('button', { name: 'Login', exact: true }).waitFor();
  expect(await after.page.locator('#boot-shell').count()).toBe(0);
  expect(await after.page.locator('#boot-shell-style').count()).toBe(0);
  const real = await boxesOf(after.page, '.chakra-card__root');
  expect(frame).toEqual(real);
  expect(after.cspViolations).toEqual([]);
});

it('the Arabic dark frame matches the real Arabic page too', async () => {
  const before = await openLogin({ locale: 'ar', theme: 'dark', scripts: 'blocked' });
  await before.page.locator('#boot-shell').waitFor({ state: 'visible' });
  const frame = await boxesOf(before.page, '.bs-card');
  const after = await openLogin({ locale: 'ar', theme: 'dark', scripts: 'allowed' });
  await after.page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).waitFor();
  expect(await boxesOf(after.page, '.chakra-card__root')).toEqual(frame);
  expect(await documentState(after.page)).toEqual({ lang: 'ar', dir: 'rtl', dark: true });
});

it('a signed-in phone opening the shipment list sees nothing on screen jump as the page and its rows arrive', async () => {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: PHONE, locale: 'en-US' });
  contexts.push(context);
  // Every layout shift of the page's life, as Chromium reports them (what Lighthouse adds up).
  await context.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const page = await context.newPage();
  await login(page, 'user@portal.local');
  await page.waitForURL((url) => url.pathname !== '/login');
  // A first load with the session restored from storage: the shell, then the list's page, then its rows.
  await page.goto('/shipments');
  // The rows themselves, not the placeholder rows drawn in the same table while they load.
  const table = page.getByRole('table', { name: 'Shipments' });
  await table.and(page.locator(':not([aria-busy])')).waitFor();
  await table.getByRole('row').nth(20).waitFor();
  expect(await page.getByTestId('data-table-skeleton').count()).toBe(0);
  await page.waitForLoadState('networkidle');
  const shifted = await page.evaluate(() =>
    (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0),
  );
  // Lighthouse calls up to 0.1 good; the footer and the pager pushed down by the rows made about that.
  expect(shifted).toBeLessThan(0.02);
});

it("a visitor's tracking link shows its heading in the first frame with content, before the remote's code has run", async () => {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: PHONE });
  contexts.push(context);
  const page = await context.newPage();
  // The shipments remote's scripts are held back: what is on screen is the host's alone.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/remotes\/shipments\/[^/]+\.js(\?|$)/, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  type Paint = { name: string; time: number; text?: string };
  await page.addInitScript(() => {
    const paints: Paint[] = [];
    (window as unknown as { paints: Paint[] }).paints = paints;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) paints.push({ name: entry.name, time: entry.startTime });
    }).observe({ type: 'paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { startTime: number; element: Element | null }[])
        paints.push({ name: 'largest', time: entry.startTime, text: entry.element?.textContent ?? '' });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  try {
    await page.goto('/track/PT12345678901');
    await page.getByRole('heading', { level: 1, name: 'Tracking PT12345678901' }).waitFor();
    await page.waitForFunction(() =>
      (window as unknown as { paints: Paint[] }).paints.some((paint) => paint.name === 'largest'),
    );
    const paints = await page.evaluate(() => (window as unknown as { paints: Paint[] }).paints);
    const firstContent = paints.find((paint) => paint.name === 'first-contentful-paint');
    // The largest element of the first frame with content is the heading, and nothing larger came after.
    expect(paints.filter((paint) => paint.name === 'largest')).toEqual([
      { name: 'largest', time: firstContent?.time, text: 'Tracking PT12345678901' },
    ]);
  } finally {
    release();
  }
});
