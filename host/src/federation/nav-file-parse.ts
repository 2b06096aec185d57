import { i18n, isIconName, isVersionRange, LANGUAGES, type Language, type NavItem } from '@portal/shared';
import { isSubject } from '@portal/shared/domain';
import { matchPath } from '@portal/shared/router';
import { rememberedNav } from './nav-cache';
import {
  isRecord,
  parsePageHeadings,
  type BadgedNavItem,
  type NavFile,
  type NavFileItem,
  type NavPreload,
} from './nav-file';
import { withoutTrailingSlash } from './remotes-config';

// Reading and checking a remote's nav.json (nav-file.ts has its types): only someone signed in needs
// it, so it comes in the federation runtime's chunk, not in the login page's bytes.

const NO_PRELOAD: NavPreload = {
  register: [],
  strings: {},
  pageStrings: {},
  pages: {},
  shared: { register: [], pages: {} },
};

/** A share key: a package name or one of its entry points. */
const SHARE_KEY_PATTERN = /^@?[\w][\w@/.-]*$/;

/** A file beside remoteEntry.js: a name, never a path or another origin. */
const FILE_PATTERN = /^[\w][\w.-]*\.js$/;

/**
 * Only a GET of the portal's own API under /api/v1/: the host sends the user's token with it, so a
 * nav file may not point it anywhere else.
 */
const BADGE_PATTERN = /^\/api\/v1(\/[\w-]+)+$/;
/** The same for a page's first GETs, relative to /api/v1 as the api client takes them, with a plain query. */
const PREFETCH_PATTERN = /^(\/[\w-]+)+(\?[\w.,=&-]+)?$/;

export class NavFileError extends Error {
  constructor(remote: string, message: string) {
    super(`${remote}'s nav.json: ${message}`);
    this.name = 'NavFileError';
  }
}

/** The i18n namespace holding the nav files' titles, keyed `<remote>.<item key>`. */
const NAV_NAMESPACE = 'nav-titles';
/** The same for the page headings that differ from their nav label. */
const NAV_PAGE_NAMESPACE = 'nav-page-titles';
const KEY_PATTERN = /^[\w-]+$/;

function parseItem(raw: unknown, where: string, fail: (message: string) => never): NavFileItem {
  if (!isRecord(raw)) return fail(`${where} must be an object`);
  const { key, path, subject, group, order, icon, titles, badge, pageTitles, prefetch } = raw;
  if (typeof key !== 'string' || !KEY_PATTERN.test(key)) fail(`${where}.key must be letters, digits, - or _`);
  if (typeof path !== 'string' || !path.startsWith('/')) fail(`${where}.path must start with /`);
  if (!isSubject(subject)) fail(`${where}.subject '${String(subject)}' is not a permission subject`);
  if (group !== undefined && typeof group !== 'string') fail(`${where}.group must be an i18n key`);
  if (typeof order !== 'number' || !Number.isFinite(order)) fail(`${where}.order must be a number`);
  if (!isIconName(icon)) fail(`${where}.icon '${String(icon)}' is not an icon of the portal`);
  if (badge !== undefined && (typeof badge !== 'string' || !BADGE_PATTERN.test(badge)))
    fail(`${where}.badge must be a path under /api/v1/`);
  if (!isRecord(titles)) return fail(`${where}.titles must give a title per language`);
  for (const language of LANGUAGES) {
    if (typeof titles[language] !== 'string' || titles[language] === '')
      fail(`${where}.titles.${language} must be a title`);
  }
  if (
    prefetch !== undefined &&
    !(Array.isArray(prefetch) && prefetch.every((entry) => typeof entry === 'string' && PREFETCH_PATTERN.test(entry)))
  )
    fail(`${where}.prefetch must list API paths (under /api/v1, with their query)`);
  if (pageTitles !== undefined) {
    if (!isRecord(pageTitles)) return fail(`${where}.pageTitles must give a title per language`);
    for (const language of LANGUAGES) {
      if (typeof pageTitles[language] !== 'string' || pageTitles[language] === '')
        fail(`${where}.pageTitles.${language} must be a title`);
    }
  }
  return {
    key: key as string,
    path: path as string,
    subject,
    group: group as string | undefined,
    order: order as number,
    icon,
    titles: titles as Record<Language, string>,
    ...(badge === undefined ? {} : { badge: badge as string }),
    ...(pageTitles === undefined ? {} : { pageTitles: pageTitles as Record<Language, string> }),
    ...(prefetch === undefined ? {} : { prefetch: prefetch as string[] }),
  };
}

function parsePreload(raw: unknown, fail: (message: string) => never): NavPreload {
  if (raw === undefined) return NO_PRELOAD;
  if (!isRecord(raw)) return fail('preload must be an object');
  const list = (value: unknown, where: string, pattern: RegExp, what: string): string[] => {
    if (value === undefined) return [];
    if (!Array.isArray(value) || !value.every((entry) => typeof entry === 'string' && pattern.test(entry)))
      return fail(`preload.${where} must list ${what}`);
    return value as string[];
  };
  const files = (value: unknown, where: string) => list(value, where, FILE_PATTERN, 'script file names');
  const keys = (value: unknown, where: string) => list(value, where, SHARE_KEY_PATTERN, 'share keys');
  const record = (value: unknown, where: string): Record<string, unknown> => {
    if (value === undefined) return {};
    return isRecord(value) ? value : fail(`preload.${where} must be an object`);
  };
  const perLanguage = (value: unknown, where: string): Partial<Record<Language, string[]>> => {
    const byLanguage = record(value, where);
    return Object.fromEntries(
      LANGUAGES.map((language) => [language, files(byLanguage[language], `${where}.${language}`)]),
    );
  };
  const byPage = (value: unknown, where: string, parse: typeof files) =>
    Object.fromEntries(
      Object.entries(record(value, where)).map(([page, entry]) => [page, parse(entry, `${where}.${page}`)]),
    );
  const shared = record(raw.shared, 'shared');
  return {
    register: files(raw.register, 'register'),
    strings: perLanguage(raw.strings, 'strings'),
    pageStrings: perLanguage(raw.pageStrings, 'pageStrings'),
    pages: byPage(raw.pages, 'pages', files),
    shared: { register: keys(shared.register, 'shared.register'), pages: byPage(shared.pages, 'shared.pages', keys) },
  };
}

/** The route pattern of `preload.pages` that `pathname` is a page of, if any. */
function preloadedRoute(preload: NavPreload, pathname: string): string | undefined {
  const path = withoutTrailingSlash(pathname);
  return Object.keys(preload.pages).find((pattern) => matchPath({ path: pattern, end: true }, path));
}

/**
 * The scripts to download beside a remote's entry for a visit of `pathname` in `language`: its
 * ./register module and strings, and on a page it names (a nav item's, or a route pattern such as
 * /track/:trackingNumber) that page and its strings.
 */
export function preloadFilesFor(preload: NavPreload, language: Language, pathname: string): string[] {
  const route = preloadedRoute(preload, pathname);
  const page = route ? preload.pages[route] : undefined;
  return [
    ...preload.register,
    ...(preload.strings[language] ?? []),
    ...(page ? [...(preload.pageStrings[language] ?? []), ...page] : []),
  ];
}

/** The host's shared modules the remote's register module and, on a page it names, that page consume. */
export function preloadSharedFor(preload: NavPreload, pathname: string): string[] {
  const route = preloadedRoute(preload, pathname);
  return [...new Set([...preload.shared.register, ...(route ? (preload.shared.pages[route] ?? []) : [])])];
}

/** Validates a parsed nav.json for the remote remotes.json calls `name`; throws NavFileError naming the problem. */
export function parseNavFile(json: unknown, name: string): NavFile {
  const fail = (message: string): never => {
    throw new NavFileError(name, message);
  };
  if (!isRecord(json)) return fail('expected { "name", "requiresShared", "items": [ … ] }');
  if (json.name !== name) fail(`remotes.json names it '${name}' but its nav.json is '${String(json.name)}'`);
  if (typeof json.requiresShared !== 'string' || !isVersionRange(json.requiresShared))
    fail(`requiresShared '${String(json.requiresShared)}' is not a version range`);
  if (!Array.isArray(json.items)) return fail('items must be a list');
  const items = json.items.map((raw, index) => parseItem(raw, `items[${index}]`, fail));
  const keys = new Set<string>();
  for (const item of items) {
    if (keys.has(item.key)) fail(`nav key '${item.key}' is used twice`);
    keys.add(item.key);
  }
  return {
    name,
    requiresShared: json.requiresShared as string,
    items,
    preload: parsePreload(json.preload, fail),
    ...(json.pageHeadings === undefined ? {} : { pageHeadings: parsePageHeadings(json.pageHeadings, fail) }),
  };
}

/**
 * The nav items of a nav file, their titles put into i18n (both languages at once, so a language
 * switch needs nothing more) under keys of their own: the nav shows them with `t(titleKey)` as any
 * other item, and the remote's own strings load only with its pages.
 */
export function navItemsOf(file: NavFile): BadgedNavItem[] {
  return file.items.map(({ titles, pageTitles, ...item }) => {
    for (const language of LANGUAGES) {
      i18n.addResource(language, NAV_NAMESPACE, `${file.name}.${item.key}`, titles[language], { silent: true });
      if (pageTitles)
        i18n.addResource(language, NAV_PAGE_NAMESPACE, `${file.name}.${item.key}`, pageTitles[language], {
          silent: true,
        });
    }
    return {
      ...item,
      titleKey: `${NAV_NAMESPACE}:${file.name}.${item.key}`,
      ...(pageTitles ? { pageTitleKey: `${NAV_PAGE_NAMESPACE}:${file.name}.${item.key}` } : {}),
    };
  });
}

/** The nav items a remote had last time (none when nothing valid was remembered). */
export function cachedNavItems(remote: string): NavItem[] {
  const entry = rememberedNav(remote);
  if (!entry) return [];
  try {
    return navItemsOf(parseNavFile(entry, remote));
  } catch {
    return [];
  }
}
