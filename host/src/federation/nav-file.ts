import { i18n, isIconName, isVersionRange, LANGUAGES, type Language, type NavItem } from '@portal/shared';
import { SUBJECTS, type Subject } from '@portal/shared/domain';

/**
 * A remote's nav.json, published beside its remoteEntry.js by its build (from the same src/nav.json
 * its ./register module declares): what the host needs before running any of the remote's code, its
 * nav items with their titles in every language and the @portal/shared range it needs
 * (docs/architecture.md#navigation-is-data).
 */
export interface NavFile {
  name: string;
  requiresShared: string;
  items: NavFileItem[];
}

export interface NavFileItem extends Omit<NavItem, 'titleKey'> {
  titles: Record<Language, string>;
  /** An API path answering { count }: shown beside the item once the first page is drawn. */
  badge?: string;
}

/** A nav item drawn from a nav file, with its badge's API path when it has one. */
export type BadgedNavItem = NavItem & { badge?: string };

/** The badge API path of a nav item (items from a registration have none). */
export function badgeOf(item: NavItem): string | undefined {
  return (item as BadgedNavItem).badge;
}

/**
 * Only a GET of the portal's own API under /api/v1/: the host sends the user's token with it, so a
 * nav file may not point it anywhere else.
 */
const BADGE_PATTERN = /^\/api\/v1(\/[\w-]+)+$/;

export class NavFileError extends Error {
  constructor(remote: string, message: string) {
    super(`${remote}'s nav.json: ${message}`);
    this.name = 'NavFileError';
  }
}

/** The i18n namespace holding the nav files' titles, keyed `<remote>.<item key>`. */
const NAV_NAMESPACE = 'nav-titles';
const KEY_PATTERN = /^[\w-]+$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseItem(raw: unknown, where: string, fail: (message: string) => never): NavFileItem {
  if (!isRecord(raw)) return fail(`${where} must be an object`);
  const { key, path, subject, group, order, icon, titles, badge } = raw;
  if (typeof key !== 'string' || !KEY_PATTERN.test(key)) fail(`${where}.key must be letters, digits, - or _`);
  if (typeof path !== 'string' || !path.startsWith('/')) fail(`${where}.path must start with /`);
  if (typeof subject !== 'string' || !(SUBJECTS as readonly string[]).includes(subject))
    fail(`${where}.subject '${String(subject)}' is not a permission subject`);
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
  return {
    key: key as string,
    path: path as string,
    subject: subject as Subject,
    group: group as string | undefined,
    order: order as number,
    icon,
    titles: titles as Record<Language, string>,
    ...(badge === undefined ? {} : { badge: badge as string }),
  };
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
  return { name, requiresShared: json.requiresShared as string, items };
}

/**
 * The nav items of a nav file, their titles put into i18n (both languages at once, so a language
 * switch needs nothing more) under keys of their own: the nav shows them with `t(titleKey)` as any
 * other item, and the remote's own strings load only with its pages.
 */
export function navItemsOf(file: NavFile): BadgedNavItem[] {
  return file.items.map(({ titles, ...item }) => {
    for (const language of LANGUAGES)
      i18n.addResource(language, NAV_NAMESPACE, `${file.name}.${item.key}`, titles[language], { silent: true });
    return { ...item, titleKey: `${NAV_NAMESPACE}:${file.name}.${item.key}` };
  });
}
