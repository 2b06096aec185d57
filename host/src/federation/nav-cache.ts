import type { NavFile } from './nav-file';

/**
 * The last nav file each remote published, kept in localStorage: when a remote's nav file cannot be
 * read its remembered items stay and lead to its section-unavailable page.
 */
export const NAV_CACHE_KEY = 'courier-portal-nav-cache';

type NavCache = Record<string, unknown>;

function read(): NavCache {
  try {
    const parsed = JSON.parse(window.localStorage.getItem(NAV_CACHE_KEY) ?? '{}') as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as NavCache) : {};
  } catch {
    return {};
  }
}

/** Remembers a remote's nav file as it was read. */
export function rememberNav(file: NavFile): void {
  const cache = read();
  cache[file.name] = file;
  try {
    window.localStorage.setItem(NAV_CACHE_KEY, JSON.stringify(cache));
  } catch {
    // storage full or disabled: the cache is a convenience
  }
}

/** What was remembered of a remote's nav file, unchecked (nav-file-parse.ts reads it). */
export function rememberedNav(remote: string): unknown {
  return read()[remote];
}
