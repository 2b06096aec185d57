import { i18n, LANGUAGES, useRegistry, type Language, type NavItem, type RemoteRegistration } from '@portal/shared';

/**
 * The last nav items each remote registered, with their titles, kept in localStorage: when a remote
 * cannot be loaded its nav items stay and lead to its section-unavailable page.
 */
export const NAV_CACHE_KEY = 'courier-portal-nav-cache';

interface CachedNav {
  nav: NavItem[];
  titles: Partial<Record<Language, Record<string, string>>>;
}

type NavCache = Record<string, CachedNav>;

function read(): NavCache {
  try {
    const parsed = JSON.parse(window.localStorage.getItem(NAV_CACHE_KEY) ?? '{}') as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as NavCache) : {};
  } catch {
    return {};
  }
}

function write(cache: NavCache): void {
  try {
    window.localStorage.setItem(NAV_CACHE_KEY, JSON.stringify(cache));
  } catch {
    // storage full or disabled: the cache is a convenience
  }
}

/** Remembers a registered remote's nav items and every title already translated. */
export function rememberNav(registration: RemoteRegistration): void {
  const cache = read();
  const previous = cache[registration.name]?.titles ?? {};
  const titles: CachedNav['titles'] = {};
  for (const language of LANGUAGES) {
    const known: Record<string, string> = {};
    for (const item of registration.nav) {
      if (i18n.exists(item.titleKey, { lng: language, fallbackLng: false }))
        known[item.titleKey] = i18n.t(item.titleKey, { lng: language });
      else if (previous[language]?.[item.titleKey]) known[item.titleKey] = previous[language][item.titleKey];
    }
    if (Object.keys(known).length > 0) titles[language] = known;
  }
  cache[registration.name] = { nav: registration.nav, titles };
  write(cache);
}

/** The nav items a remote had last time, with their titles put back into i18n so the nav can show them. */
export function cachedNav(remote: string): NavItem[] {
  const entry = read()[remote];
  if (!entry || !Array.isArray(entry.nav)) return [];
  for (const [language, titles] of Object.entries(entry.titles)) {
    for (const [titleKey, title] of Object.entries(titles ?? {})) {
      const [namespace, key] = titleKey.includes(':') ? titleKey.split(/:(.*)/s) : ['common', titleKey];
      if (!i18n.exists(titleKey, { lng: language, fallbackLng: false }))
        i18n.addResource(language, namespace, key, title);
    }
  }
  return entry.nav;
}

/** A remote's bundle for another language arrived (language switch): remember those titles too. */
export function watchNavTitles(): void {
  i18n.store.on('added', (_language: string, namespace: string) => {
    for (const remote of Object.values(useRegistry.getState().remotes)) {
      if (remote.status === 'ready' && remote.registration?.namespace === namespace) rememberNav(remote.registration);
    }
  });
}
