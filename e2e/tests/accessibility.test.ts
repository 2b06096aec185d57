// No serious or critical axe-core violation on any page, in English and Arabic, light and dark
// (support/route-walk.ts lists the pages from the routes the apps declare), nor in the dialogs
// where violations tend to hide. Each distinct page is checked once per variant, by the widest
// role that opens it: the super user, the organization admin for the organization's own pages
// (the super user belongs to none), and a signed-out visitor.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { addAxe, seriousViolations } from '../support/axe';
import { baseUrl, pagesPerTest } from '../support/browser';
import { signIn } from '../support/portal';
import { accessTokenOf, pagesToVisit, type PageVisit } from '../support/route-walk';
import { Role } from '@portal/shared/domain';
// The helper itself, not the package's entry (which brings the browser runtime and its CSS).
import { preferenceCookieName } from '../../shared/src/preferences/cookies';

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

/** Language and theme the way the portal keeps them: its preference cookies, read at start-up. */
async function choose(page: Page, { locale, theme }: Variant): Promise<void> {
  await page.context().addCookies(
    Object.entries({ locale, theme }).map(([key, value]) => ({
      name: preferenceCookieName(key),
      value,
      url: baseUrl(),
    })),
  );
}

/**
 * Resolves once no request of the page has been open for a moment: the route's code and data have
 * arrived (a page starts its requests as it renders, so a short quiet spell means it is done).
 */
function networkQuiet(page: Page): () => Promise<void> {
  const open = new Set<unknown>();
  let changed = () => {};
  const track = (add: boolean) => (request: unknown) => {
    if (add) open.add(request);
    else open.delete(request);
    changed();
  };
  page.on('request', track(true));
  page.on('requestfinished', track(false));
  page.on('requestfailed', track(false));
  return () =>
    new Promise((resolve) => {
      let timer: NodeJS.Timeout | undefined;
      changed = () => {
        clearTimeout(timer);
        if (open.size === 0) timer = setTimeout(resolve, 150);
      };
      changed();
    });
}

/** The page is drawn: its heading is there and no (finite) transition is still running. */
async function drawn(page: Page, quiet: () => Promise<void>): Promise<void> {
  await quiet();
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/** Client-side navigation, as a link would do it: react-router's browser router follows popstate. */
async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
}

/** Every page in every variant: the serious or critical violations as readable lines. */
async function walk(page: Page, visits: PageVisit[]): Promise<string[]> {
  const quiet = networkQuiet(page);
  const found: string[] = [];
  for (const variant of VARIANTS) {
    await choose(page, variant);
    for (const [index, visit] of visits.entries()) {
      if (index === 0) await page.goto(visit.path);
      else await navigate(page, visit.path);
      await drawn(page, quiet);
      const lang = await page.evaluate(() => document.documentElement.lang);
      if (lang !== variant.locale) found.push(`${visit.path} [${variantName(variant)}]: the page is in ${lang}`);
      found.push(...(await seriousViolations(page, `${visit.path} [${variantName(variant)}]`)));
    }
  }
  return found;
}

async function openWithAxe(): Promise<Page> {
  const page = await browser.newPage();
  await addAxe(page.context());
  return page;
}

it('a signed-out visitor meets no serious or critical violation', async () => {
  const page = await openWithAxe();
  const visits = await pagesToVisit({});
  expect(await walk(page, visits)).toEqual([]);
}, 120_000);

it('the super user meets none on any page it opens', async () => {
  const page = await openWithAxe();
  await signIn(page, 'super@portal.local');
  const visits = await pagesToVisit({ role: Role.SuperUser, accessToken: await accessTokenOf('super@portal.local') });
  expect(await walk(page, visits)).toEqual([]);
}, 240_000);

it("the organization admin meets none on its organization's pages", async () => {
  const page = await openWithAxe();
  await signIn(page, 'orgadmin@portal.local');
  const visits = await pagesToVisit({ role: Role.OrgAdmin, accessToken: await accessTokenOf('orgadmin@portal.local') });
  const organizationPages = visits.filter((visit) => visit.route.startsWith('/organization'));
  expect(organizationPages.length).toBeGreaterThan(0);
  expect(await walk(page, organizationPages)).toEqual([]);
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

it("the account menu, the customizer, a delete confirmation and the wizard's rates meet none", async () => {
  const page = await openWithAxe();
  await signIn(page, 'user@portal.local');
  const token = await accessTokenOf('user@portal.local');
  const visits = await pagesToVisit({ role: Role.IndividualUser, accessToken: token });
  const draftEdit = visits.find((visit) => visit.route === '/shipments/:id/edit')!.path;
  const quiet = networkQuiet(page);
  const found: string[] = [];
  for (const variant of VARIANTS) {
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
    await choose(page, variant);
    await page.goto('/addresses');
    await drawn(page, quiet);

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

    await navigate(page, `${draftEdit}?step=review`);
    await page.getByTestId('rate-row').first().waitFor();
    await quiet();
    await check("the wizard's rates");
  }
  expect(found).toEqual([]);
}, 120_000);
