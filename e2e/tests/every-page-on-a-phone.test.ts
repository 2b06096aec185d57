// Every page of every role (and of a signed-out visitor) on a 375 px phone, in English and then in
// Arabic: its heading is drawn, no section is unavailable, no script error reaches the page, the
// page is no wider than the screen (nothing cut off, no sideways scrolling) and, in the signed-in
// layout, the menu button is on screen and opens the navigation drawer. A few key pages again at
// 320 px; every page again on a tablet, upright (768 px) and on its side (1024 px). Pages are listed by support/route-walk.ts from the routes the apps declare. After the
// first load each page is opened client-side, as a link would, so the walk stays quick.
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../support/access';
import { baseUrl, pagesPerTest } from '../support/browser';
import { signIn } from '../support/portal';
import { accessTokenOf, pagesToVisit, type PageVisit } from '../support/route-walk';

const browser = pagesPerTest();

const PHONE = { width: 375, height: 812 };
const SMALL_PHONE = { width: 320, height: 640 };
/** Tablets: upright and on their side. */
const TABLETS = [
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
];
/** Pages with the widest content (lists, filters, header actions), checked again at 320 px. */
const KEY_PAGES = ['/login', '/shipments', '/addresses', '/admin/rates', '/admin/cities', '/admin/couriers'];

const LANGUAGES = [
  { locale: 'en', openNav: 'Open navigation', unavailable: /temporarily unavailable/i },
  { locale: 'ar', openNav: 'فتح القائمة', unavailable: /غير متاح مؤقتًا/ },
] as const;
type Language = (typeof LANGUAGES)[number];

/** Counts the page's requests in flight, so a check can wait until a page's data has arrived. */
function trackRequests(page: Page): () => number {
  let inFlight = 0;
  page.on('request', () => (inFlight += 1));
  page.on('requestfinished', () => (inFlight -= 1));
  page.on('requestfailed', () => (inFlight -= 1));
  return () => inFlight;
}

/**
 * Waits until no request is in flight (15 s at most: a request that never ends must fail the page's
 * checks, not hang the walk) and the browser has drawn the answers (two frames).
 */
async function settle(page: Page, inFlight: () => number): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (let round = 0; round < 2; round += 1) {
    while (inFlight() > 0 && Date.now() < deadline)
      await page.waitForEvent('requestfinished', { timeout: deadline - Date.now() }).catch(() => undefined);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }
}

/** Opens a page as a link would (react-router's browser router follows popstate), not with a reload. */
async function openClientSide(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    // The heading now on screen is marked, so the next page's heading can be told apart from it.
    document.querySelectorAll('h1').forEach((heading) => heading.setAttribute('data-walk-left', ''));
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
}

/**
 * Waits for the page's heading and its data. A route that shows the same page as the one before
 * (a token added to /reset-password) keeps its heading element: once nothing more loads, the
 * heading still there counts.
 */
async function newHeading(page: Page, inFlight: () => number): Promise<boolean> {
  const fresh = await page
    .locator('h1:not([data-walk-left])')
    .first()
    .waitFor({ timeout: 4_000 })
    .then(() => true)
    .catch(() => false);
  if (!fresh)
    await page
      .locator('h1')
      .first()
      .waitFor({ timeout: 11_000 })
      .catch(() => undefined);
  await settle(page, inFlight);
  return (await page.locator('h1').count()) > 0;
}

/** How much wider than the screen the page is, and the outermost element sticking out ('' when it fits). */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const wider = document.documentElement.scrollWidth - window.innerWidth;
    if (wider <= 0) return '';
    const out = [...document.body.querySelectorAll<HTMLElement>('*')].find((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && (box.right > window.innerWidth + 1 || box.left < -1);
    });
    const name = out
      ? `${out.tagName.toLowerCase()}${out.id ? `#${out.id}` : ''} "${out.textContent?.slice(0, 40)}"`
      : '?';
    return `${wider}px wider than the screen (${name} sticks out)`;
  });

/**
 * The menu button is on screen and nothing covers it (playwright's trial click: visible, enabled,
 * receives the pointer); with `press`, pressing it opens the navigation drawer too (once per walk:
 * the drawer is the layout's, the same on every page).
 */
async function menuProblem(page: Page, language: Language, press: boolean): Promise<string | undefined> {
  const menuButton = page.getByRole('button', { name: language.openNav, exact: true });
  if ((await menuButton.count()) === 0) {
    // Pages outside the signed-in layout (no account menu either) have no menu to open.
    const inLayout = await page.locator('header button[aria-haspopup]').count();
    return inLayout ? 'no menu button' : undefined;
  }
  const box = await menuButton.boundingBox();
  const width = await page.evaluate(() => window.innerWidth);
  if (!box || box.x < 0 || box.x + box.width > width) return `menu button off screen (${JSON.stringify(box)})`;
  try {
    await menuButton.click({ timeout: 5_000, trial: true });
    if (!press) return undefined;
    await menuButton.click({ timeout: 5_000 });
    const drawer = page.getByRole('dialog').filter({ has: page.getByRole('navigation') });
    await drawer.waitFor({ timeout: 5_000 });
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden', timeout: 5_000 });
  } catch (error) {
    return `the menu button does not open the navigation: ${(error as Error).message.split('\n')[0]}`;
  }
  return undefined;
}

/**
 * Opens each page in turn in the given language (the first with a full load, the rest client-side);
 * returns what went wrong on each (empty when every page was fine).
 */
async function walk(page: Page, visits: PageVisit[], language: Language, signedIn: boolean): Promise<string[]> {
  const problems: string[] = [];
  let scriptErrors: string[] = [];
  page.on('pageerror', (error) => scriptErrors.push(error.message));
  const inFlight = trackRequests(page);
  // The language preference is the cookie the portal reads when it starts (as the switch leaves it).
  await page.context().addCookies([{ name: 'courier-portal-locale', value: language.locale, url: baseUrl() }]);
  for (const [index, visit] of visits.entries()) {
    const where = `${language.locale} ${visit.path}`;
    scriptErrors = [];
    if (index === 0) await page.goto(visit.path);
    else await openClientSide(page, visit.path);
    if (!(await newHeading(page, inFlight))) {
      problems.push(`${where}: no heading`);
      continue;
    }
    if (index === 0 && (await page.evaluate(() => document.documentElement.lang)) !== language.locale)
      problems.push(`${where}: the page is not in ${language.locale}`);
    if (await page.getByText(language.unavailable).count()) problems.push(`${where}: section unavailable`);
    const wider = await overflow(page);
    if (wider) problems.push(`${where}: ${wider}`);
    if (signedIn) {
      const menu = await menuProblem(page, language, index === 0);
      if (menu) problems.push(`${where}: ${menu}`);
    }
    if (scriptErrors.length) problems.push(`${where}: ${scriptErrors.join('; ')}`);
  }
  return problems;
}

/** The key pages among the visits again, at 320 px: what is wider than the screen. */
async function narrowest(page: Page, visits: PageVisit[]): Promise<string[]> {
  const problems: string[] = [];
  const inFlight = trackRequests(page);
  await page.setViewportSize(SMALL_PHONE);
  for (const visit of visits.filter((candidate) => KEY_PAGES.includes(candidate.path))) {
    await openClientSide(page, visit.path);
    if (!(await newHeading(page, inFlight))) throw new Error(`320px ${visit.path}: no heading`);
    const wider = await overflow(page);
    if (wider) problems.push(`320px ${visit.path}: ${wider}`);
  }
  return problems;
}

/** Every page again on each tablet: its heading drawn, no script error, nothing wider than the screen. */
async function tablets(page: Page, visits: PageVisit[], language: Language): Promise<string[]> {
  const problems: string[] = [];
  let scriptErrors: string[] = [];
  page.on('pageerror', (error) => scriptErrors.push(error.message));
  const inFlight = trackRequests(page);
  for (const size of TABLETS) {
    await page.setViewportSize(size);
    for (const visit of visits) {
      const where = `${language.locale} ${size.width}px ${visit.path}`;
      scriptErrors = [];
      await openClientSide(page, visit.path);
      if (!(await newHeading(page, inFlight))) {
        problems.push(`${where}: no heading`);
        continue;
      }
      if (await page.getByText(language.unavailable).count()) problems.push(`${where}: section unavailable`);
      const wider = await overflow(page);
      if (wider) problems.push(`${where}: ${wider}`);
      if (scriptErrors.length) problems.push(`${where}: ${scriptErrors.join('; ')}`);
    }
  }
  return problems;
}

async function walkBothLanguages(page: Page, visits: PageVisit[], signedIn: boolean): Promise<string[]> {
  const problems: string[] = [];
  for (const language of LANGUAGES) {
    await page.setViewportSize(PHONE);
    problems.push(...(await walk(page, visits, language, signedIn)));
    problems.push(...(await narrowest(page, visits)));
    problems.push(...(await tablets(page, visits, language)));
  }
  return problems;
}

it('every page a signed-out visitor can reach opens and fits a phone and a tablet, in English and Arabic', async () => {
  const page = await browser.newPage();
  const visits = await pagesToVisit({});
  expect(visits.map((visit) => visit.route)).toEqual(expect.arrayContaining(['/login', '/track/:trackingNumber', '*']));
  expect(await walkBothLanguages(page, visits, false)).toEqual([]);
}, 240_000);

describe.each(DEMO_ACCOUNTS)('$label', ({ email, role }) => {
  it('every page its role may reach opens and fits a phone and a tablet, in English and Arabic', async () => {
    const page = await browser.newPage();
    await signIn(page, email); // at the desktop width, where the navigation it waits for shows
    const visits = await pagesToVisit({ role, accessToken: await accessTokenOf(email) });
    expect(visits.map((visit) => visit.route)).toContain('/profile');
    expect(await walkBothLanguages(page, visits, true)).toEqual([]);
  }, 420_000);
});

it("the super user's long menu scrolls on its own in a 900 px high window, and the last entry can be reached", async () => {
  const page = await browser.newPage(); // 1440 × 900: the vertical nav beside the page
  await signIn(page, 'super@portal.local');
  const nav = page.getByRole('complementary').getByRole('navigation', { name: 'Main' });
  const lastLink = nav.locator('a[href]').last();
  await lastLink.waitFor();
  const fits = await nav.evaluate((element) => {
    const aside = element.closest('aside')!;
    const scroller = element.parentElement!;
    return {
      asideFitsWindow: aside.getBoundingClientRect().height <= window.innerHeight,
      menuScrolls: scroller.scrollHeight > scroller.clientHeight,
    };
  });
  expect(fits).toEqual({ asideFitsWindow: true, menuScrolls: true });
  await lastLink.scrollIntoViewIfNeeded();
  const box = await lastLink.boundingBox();
  expect(box!.y + box!.height).toBeLessThanOrEqual(900);
});

it('at 1440 px the widest admin and user lists show every column, the actions included, without scrolling inside their box', async () => {
  const page = await browser.newPage(); // 1440 × 900, the vertical nav beside the page
  await signIn(page, 'super@portal.local');
  const clipped: string[] = [];
  for (const path of ['/admin/rates', '/admin/availability-zones', '/admin/couriers', '/admin/users', '/addresses']) {
    await page.goto(path);
    const table = page.getByRole('main').locator('table').first();
    await table.locator('tbody tr').first().waitFor();
    const widths = await table.evaluate((element) => ({
      table: element.scrollWidth,
      box: element.parentElement!.clientWidth,
    }));
    if (widths.table > widths.box) clipped.push(`${path}: the table is ${widths.table} px in a ${widths.box} px box`);
  }
  expect(clipped).toEqual([]);
});
