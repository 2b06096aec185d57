import { LANGUAGES, type Language, type NavItem } from '@portal/shared';
import { matchPath } from '@portal/shared/router';
import { withoutTrailingSlash } from './remotes-config';

/**
 * A remote's nav.json, published beside its remoteEntry.js by its build (from the same src/nav.json
 * its ./register module declares): what the host needs before running any of the remote's code, its
 * nav items with their titles in every language and the @portal/shared range it needs
 * (docs/architecture.md#navigation-is-data). Types and what the layout reads of an item here; reading
 * and checking a file is nav-file-parse.ts, downloaded with the federation runtime, not by the login page.
 */
export interface NavFile {
  name: string;
  requiresShared: string;
  items: NavFileItem[];
  /** Scripts beside remoteEntry.js to download with it. */
  preload?: NavPreload;
  /**
   * Public pages that are no nav item's, by route pattern (/track/:trackingNumber): the title of
   * their heading per language, which the host draws, followed by the path's last parameter, while
   * the page loads.
   */
  pageHeadings?: Record<string, Record<Language, string>>;
}

/**
 * Scripts a page of the remote needs, by file name beside its remoteEntry.js: the ./register
 * module's, its strings and page strings per language, and each nav item's page by path.
 */
export interface NavPreload {
  register: string[];
  strings: Partial<Record<Language, string[]>>;
  pageStrings: Partial<Record<Language, string[]>>;
  pages: Record<string, string[]>;
  /** The host's shared modules (share keys) the register module and each page consume. */
  shared: { register: string[]; pages: Record<string, string[]> };
}

export interface NavFileItem extends Omit<NavItem, 'titleKey'> {
  titles: Record<Language, string>;
  /** The page's own heading where it differs from the nav label. */
  pageTitles?: Record<Language, string>;
  /** The API GETs (paths under /api/v1, with their query) the page asks first: sent while its code loads. */
  prefetch?: string[];
  /** An API path answering { count }: shown beside the item once the first page is drawn. */
  badge?: string;
}

/**
 * A nav item drawn from a nav file, with its badge's API path when it has one, and the key of its
 * page's heading when that differs from the nav label (a registration's items may name one too).
 */
export type BadgedNavItem = NavItem & { badge?: string; pageTitleKey?: string; prefetch?: string[] };

/** The API GETs a nav item's page asks first (none for a registration's items). */
export function prefetchOf(item: NavItem): string[] {
  return (item as BadgedNavItem).prefetch ?? [];
}

/** The i18n key of the heading of a nav item's page. */
export function pageTitleKeyOf(item: NavItem): string {
  return (item as BadgedNavItem).pageTitleKey ?? item.titleKey;
}

/** The badge API path of a nav item (items from a registration have none). */
export function badgeOf(item: NavItem): string | undefined {
  return (item as BadgedNavItem).badge;
}

/** The nav item whose own page `pathname` is, if any. */
export function navItemAt<T extends NavItem>(items: readonly T[], pathname: string): T | undefined {
  const path = withoutTrailingSlash(pathname);
  return items.find((item) => item.path === path);
}

/**
 * The heading a remote's nav files give the public page at `pathname`: its title in `language` and
 * the path's last parameter (the tracking number), or undefined.
 */
export function pageHeadingAt(
  headings: ReadonlyArray<Record<string, Record<Language, string>> | undefined>,
  pathname: string,
  language: Language,
): { title: string; code: string } | undefined {
  const path = withoutTrailingSlash(pathname);
  for (const byRoute of headings)
    for (const [route, titles] of Object.entries(byRoute ?? {})) {
      const match = matchPath({ path: route, end: true }, path);
      const param = route.slice(route.lastIndexOf(':') + 1);
      const code = match?.params[param];
      if (code) return { title: titles[language], code };
    }
  return undefined;
}

/** A JSON object (not null, not a list). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Checks a nav file's pageHeadings (route pattern, ending in a parameter → a title per language);
 * throws through `fail` naming the problem. Here rather than in nav-file-parse.ts (the federation
 * runtime's chunk) so the host can draw a heading before that chunk has arrived.
 */
export function parsePageHeadings(
  raw: unknown,
  fail: (message: string) => never,
): Record<string, Record<Language, string>> {
  if (!isRecord(raw)) return fail('pageHeadings must be an object');
  for (const [route, titles] of Object.entries(raw)) {
    if (!/^\/\S*:[A-Za-z]\w*$/.test(route))
      fail(`pageHeadings: '${route}' must be a route pattern ending in a parameter (/track/:trackingNumber)`);
    if (!isRecord(titles)) return fail(`pageHeadings.${route} must give a title per language`);
    for (const language of LANGUAGES)
      if (typeof titles[language] !== 'string' || titles[language] === '')
        fail(`pageHeadings.${route}.${language} must be a title`);
  }
  return raw as Record<string, Record<Language, string>>;
}

/** A nav file's valid pageHeadings as soon as it is read (undefined when it has none or they are invalid). */
export function earlyPageHeadings(json: unknown): Record<string, Record<Language, string>> | undefined {
  if (!isRecord(json) || json.pageHeadings === undefined) return undefined;
  try {
    return parsePageHeadings(json.pageHeadings, (message) => {
      throw new Error(message);
    });
  } catch {
    return undefined;
  }
}
