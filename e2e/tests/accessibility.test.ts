// No serious or critical axe-core violation on any page, in English and Arabic, light and dark
// (support/route-walk.ts lists the pages from the routes the apps declare), nor in the dialogs
// where violations tend to hide. Each distinct page is checked once per variant, by the widest
// role that opens it: the super user, the organization admin for the organization's own pages
// (the super user belongs to none), and a signed-out visitor.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Request } from 'playwright-core';
import { addAxe, seriousViolations } from '../support/axe';
import { baseUrl, pagesPerTest } from '../support/browser';
import { signIn } from '../support/portal';
import { accessTokenOf, pagesToVisit, type PageVisit } from '../support/route-walk';
import { Role } from '@portal/shared/domain';
// The helper itself, not the package's entry (which brings the browser runtime and its CSS).

const browser = pagesPerTest();

interface Variant {
  locale: 'en' | 'ar';
  theme: 'light' | 'dark';
}
const VARIANTS: Variant[] = [
  { locale: 'en', theme: 'light' },
  { locale: 'en', theme: 'dark' },
  { locale: 'ar', theme: 'light' },
  { locale: 'ar', theme: 'dark' },
];
const variantName = ({ locale, theme }: Variant) => `${locale} ${theme}`;

/** Language and theme the way the portal keeps them: its preference cookies (`courier-portal-<key>`), read at start-up. */
async function choose(page: Page, { locale, theme }: Variant): Promise<void> {
  await page.context().addCookies(
    Object.entries({ locale, theme }).map(([key, value]) => ({
      name: `courier-portal-${key}`,
      value,
      url: baseUrl(),
    })),
  );
}

/** How long one request may stay open before the walk gives up on the page and names it. */
const REQUEST_DEADLINE_MS = 30_000;

interface NetworkWatch {
  /**
   * Resolves once no request of the page has been open for a moment: the route's code and data have
   * arrived (a page starts its requests as it renders, so a short quiet spell means it is done).
   * Rejects naming the requests still open after `REQUEST_DEADLINE_MS`.
   */
  quiet(): Promise<void>;
  /**
   * Forgets the requests still open: called as the walk leaves a page, whose unmount aborts them.
   * Chromium does not always report a fetch aborted after its headers arrived as failed (nor as
   * finished), so such a request would otherwise stay open for the rest of the walk.
   */
  leave(): void;
}

function watchNetwork(page: Page): NetworkWatch {
  const open = new Map<Request, number>();
  let changed = () => {};
  page.on('request', (request) => {
    open.set(request, Date.now());
    changed();
  });
  const close = (request: Request) => {
    open.delete(request);
    changed();
  };
  page.on('requestfinished', close);
  page.on('requestfailed', close);
  return {
    leave: () => open.clear(),
    quiet: () =>
      new Promise((resolve, reject) => {
        let timer: NodeJS.Timeout | undefined;
        const overdue = setInterval(() => {
          const late = [...open].filter(([, since]) => Date.now() - since > REQUEST_DEADLINE_MS);
          if (!late.length) return;
          finish();
          reject(
            new Error(
              `Still open after ${REQUEST_DEADLINE_MS / 1000} s on ${page.url()}: ${late.map(([request]) => request.url()).join(', ')}`,
            ),
          );
        }, 1_000);
        const finish = () => {
          clearTimeout(timer);
          clearInterval(overdue);
          changed = () => {};
        };
        changed = () => {
          clearTimeout(timer);
          if (open.size === 0)
            timer = setTimeout(() => {
              finish();
              resolve();
            }, 150);
        };
        changed();
      }),
  };
}

/**
 * The page is drawn: its own heading is there (not the previous page's, which `navigate` marked;
 * a route showing the same page again keeps its element, so after 5 s that one counts) and no
 * (finite) transition is still running.
 */
async function drawn(page: Page, network: NetworkWatch): Promise<void> {
  await network.quiet();
  // index.html's static login frame goes when React's first page commits: check the real page.
  await page.waitForFunction(() => !document.getElementById('boot-shell'));
  const fresh = await page
    .locator('h1:not([data-axe-walk-left])')
    .first()
    .waitFor({ timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
  if (!fresh) await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/** Client-side navigation, as a link would do it: react-router's browser router follows popstate. */
async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    document.querySelectorAll('h1').forEach((heading) => heading.setAttribute('data-axe-walk-left', ''));
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
}

/** One variant's pages, the first loaded and the rest reached client-side: the violations as lines. */
async function walk(page: Page, variant: Variant, visits: PageVisit[]): Promise<string[]> {
  const network = watchNetwork(page);
  const found: string[] = [];
  for (const [index, visit] of visits.entries()) {
    if (index === 0) await page.goto(visit.path);
    else {
      network.leave();
      await navigate(page, visit.path);
    }
    await drawn(page, network);
    const lang = await page.evaluate(() => document.documentElement.lang);
    if (lang !== variant.locale) found.push(`${visit.path} [${variantName(variant)}]: the page is in ${lang}`);
    found.push(...(await seriousViolations(page, `${visit.path} [${variantName(variant)}]`)));
  }
  return found;
}

/**
 * Runs `check` in every variant, each in a browser context of its own (its own cookies) with axe
 * in it, signed in first when an account is given (in English: the sign-in steps use its names).
 * Two variants at a time, one per core of the machine.
 */
async function inEveryVariant(
  account: string | undefined,
  check: (page: Page, variant: Variant) => Promise<string[]>,
): Promise<string[]> {
  const inVariant = async (variant: Variant) => {
    const page = await browser.newPage();
    await addAxe(page.context());
    if (account) await signIn(page, account);
    await choose(page, variant);
    return check(page, variant);
  };
  const found: string[] = [];
  for (let start = 0; start < VARIANTS.length; start += 2) {
    found.push(...(await Promise.all(VARIANTS.slice(start, start + 2).map(inVariant))).flat());
  }
  return found;
}

it('a signed-out visitor meets no serious or critical violation', async () => {
  const visits = await pagesToVisit({});
  expect(await inEveryVariant(undefined, (page, variant) => walk(page, variant, visits))).toEqual([]);
}, 120_000);

it('the super user meets none on any page it opens', async () => {
  const account = 'super@portal.local';
  const visits = await pagesToVisit({ role: Role.SuperUser, accessToken: await accessTokenOf(account) });
  expect(await inEveryVariant(account, (page, variant) => walk(page, variant, visits))).toEqual([]);
  // Every page of every remote in four variants: 120–180 s alone on a two-core machine, over 240 s
  // when other work shares it.
}, 600_000);

it("the organization admin meets none on its organization's pages", async () => {
  const account = 'orgadmin@portal.local';
  const visits = await pagesToVisit({ role: Role.OrgAdmin, accessToken: await accessTokenOf(account) });
  const organizationPages = visits.filter((visit) => visit.route.startsWith('/organization'));
  expect(organizationPages.length).toBeGreaterThan(0);
  expect(await inEveryVariant(account, (page, variant) => walk(page, variant, organizationPages))).toEqual([]);
}, 120_000);

/** A phrase of an app's translations in a language, `{{…}}` placeholders left as they are. */
function phrase(file: string, key: string, locale: Variant['locale']): string {
  const resources = JSON.parse(
    readFileSync(path.resolve(__dirname, '..', '..', file.replace('{locale}', locale)), 'utf8'),
  );
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], resources);
  if (typeof value !== 'string') throw new Error(`No phrase ${key} in ${file}`);
  return value;
}
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A name made from a phrase with placeholders: each placeholder matches any text. */
const namePattern = (text: string) =>
  new RegExp(
    `^${text
      .split(/\{\{\w+\}\}/)
      .map(escaped)
      .join('.+')}$`,
  );

/** Opens the customizer, the account menu, a delete confirmation and the wizard's rates in turn. */
async function checkDialogs(page: Page, variant: Variant, draftEdit: string): Promise<string[]> {
  const network = watchNetwork(page);
  const found: string[] = [];
  const say = (file: string, key: string) => phrase(file, key, variant.locale);
  const check = async (where: string) => {
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
        ),
    );
    found.push(...(await seriousViolations(page, `${where} [${variantName(variant)}]`)));
  };
  await page.goto('/addresses');
  await drawn(page, network);

  await page.getByRole('button', { name: say('host/src/locales/{locale}.json', 'layout.openCustomizer') }).click();
  await page.getByRole('dialog', { name: say('host/src/locales/{locale}.json', 'layout.customizer') }).waitFor();
  await check('the customizer');
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'hidden' });

  const accountName = `{{name}} ${say('host/src/locales/{locale}.json', 'layout.accountAfterName')}`;
  await page.getByRole('button', { name: namePattern(accountName) }).click();
  await page.getByRole('menu').waitFor();
  await check('the account menu');
  await page.keyboard.press('Escape');
  await page.getByRole('menu').waitFor({ state: 'hidden' });

  const deleteName = say('remote-addresses/src/locales/pages.{locale}.json', 'list.deleteNamed');
  await page
    .getByRole('button', { name: namePattern(deleteName) })
    .first()
    .click();
  await page.getByRole('alertdialog').waitFor();
  await check('the delete confirmation');
  await page.keyboard.press('Escape');
  await page.getByRole('alertdialog').waitFor({ state: 'hidden' });

  network.leave();
  await navigate(page, `${draftEdit}?step=review`);
  await page.getByTestId('rate-row').first().waitFor();
  await network.quiet();
  await check("the wizard's rates");
  return found;
}

it("the account menu, the customizer, a delete confirmation and the wizard's rates meet none", async () => {
  const account = 'user@portal.local';
  const visits = await pagesToVisit({ role: Role.IndividualUser, accessToken: await accessTokenOf(account) });
  const draftEdit = visits.find((visit) => visit.route === '/shipments/:id/edit')!.path;
  expect(await inEveryVariant(account, (page, variant) => checkDialogs(page, variant, draftEdit))).toEqual([]);
}, 120_000);
