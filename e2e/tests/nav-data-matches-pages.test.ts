// A remote's nav file is what the host shows and asks for before the page's code arrives: the page's
// heading (the pending page draws it) and the page's first GETs (sent ahead, `prefetch`). Both are
// written by hand in each remote's src/nav.json, apart from the page. Here every nav item of the
// served nav files is opened by a demo account whose role holds it: the page's own heading must be
// the nav file's, in English and Arabic (or it would change under the reader's eyes), and each
// prefetched GET must be the very request the page makes, made once (or the answer goes unused and
// the page asks again).
import type { Page } from 'playwright-core';
import { roleCan, type Subject } from '@portal/shared/domain';
import { DEMO_ACCOUNTS } from '../support/access';
import { baseUrl, pagesPerTest } from '../support/browser';
import { signIn } from '../support/portal';

const browser = pagesPerTest();

type Language = 'en' | 'ar';

interface NavFileItem {
  path: string;
  subject: Subject;
  titles: Record<Language, string>;
  pageTitles?: Record<Language, string>;
  prefetch?: string[];
}

/** The nav files as the host reads them: remotes.json, then each remote's nav.json beside its entry. */
async function servedNavItems(): Promise<NavFileItem[]> {
  const remotes = (await (await fetch(`${baseUrl()}/remotes.json`)).json()) as { remotes: { entry: string }[] };
  const files = await Promise.all(
    remotes.remotes.map(async ({ entry }) => {
      const response = await fetch(new URL('nav.json', new URL(entry, baseUrl())));
      if (!response.ok) throw new Error(`nav.json beside ${entry} answered ${response.status}`);
      return (await response.json()) as { items: NavFileItem[] };
    }),
  );
  return files.flatMap((file) => file.items);
}

/**
 * Who opens an item's page: the first demo account (the individual user first, the super user last)
 * whose role holds its subject, so each page is seen by the kind of user it is for.
 */
const ACCOUNT_ORDER = ['user@portal.local', 'orgadmin@portal.local', 'admin@portal.local', 'super@portal.local'];
function accountFor(item: NavFileItem): string {
  const email = ACCOUNT_ORDER.find((candidate) =>
    roleCan(DEMO_ACCOUNTS.find((account) => account.email === candidate)!.role, item.subject),
  );
  if (!email) throw new Error(`No demo account may open ${item.path}`);
  return email;
}

/** The page's own level-one heading once its code has drawn it (the pending page's is marked). */
async function pageHeading(page: Page): Promise<string> {
  const heading = page.locator('main h1:not([data-pending-page] h1)').first();
  await heading.waitFor({ timeout: 15_000 });
  return (await heading.innerText()).trim();
}

/** The API GETs a full load of `path` sends until the page has settled, as paths under /api/v1. */
async function apiGetsOfLoad(page: Page, path: string): Promise<{ heading: string; gets: string[] }> {
  const gets: string[] = [];
  const onRequest = (request: { method(): string; url(): string }) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/v1/'))
      gets.push(`${url.pathname.slice('/api/v1'.length)}${url.search}`);
  };
  page.on('request', onRequest);
  try {
    await page.goto(path);
    const heading = await pageHeading(page);
    // Until the page's requests are answered: at most 5 s, as a page that polled would never be idle.
    await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
    return { heading, gets };
  } finally {
    page.off('request', onRequest);
  }
}

const pathOf = (request: string) => request.split('?')[0];

describe('each nav item’s data matches its page', () => {
  let items: NavFileItem[];
  beforeAll(async () => {
    items = await servedNavItems();
  });

  it('lists the nav items of every remote', () => {
    expect(items.map((item) => item.path)).toEqual(
      expect.arrayContaining(['/', '/shipments', '/addresses', '/organization', '/reports', '/admin/countries']),
    );
  });

  it.each(['en', 'ar'] as const)(
    'shows the nav file’s heading on every nav page, and the page asks for exactly what was prefetched (%s)',
    async (language) => {
      const mismatches: string[] = [];
      const byAccount = new Map<string, NavFileItem[]>();
      for (const item of items) byAccount.set(accountFor(item), [...(byAccount.get(accountFor(item)) ?? []), item]);

      for (const [email, accountItems] of byAccount) {
        const page = await browser.newPage();
        await signIn(page, email);
        // After signing in (the helper fills the English form): every load below is in `language`.
        await page.context().addCookies([{ name: 'courier-portal-locale', value: language, url: baseUrl() }]);
        for (const item of accountItems) {
          const { heading, gets } = await apiGetsOfLoad(page, item.path);
          const expected = (item.pageTitles ?? item.titles)[language];
          if (heading !== expected)
            mismatches.push(`${item.path} (${email}): heading "${heading}", nav file "${expected}"`);
          // The prefetch goes out only on a full load by a role that holds the page; checked in English.
          if (language !== 'en') continue;
          for (const prefetched of item.prefetch ?? []) {
            const samePath = gets.filter((get) => pathOf(get) === pathOf(prefetched));
            if (samePath.length !== 1 || samePath[0] !== prefetched)
              mismatches.push(
                `${item.path} (${email}): prefetched ${prefetched}, the load asked ${JSON.stringify(samePath)}`,
              );
          }
        }
        await page.close();
      }
      expect(mismatches).toEqual([]);
    },
    240_000,
  );
});
