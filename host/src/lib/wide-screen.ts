import { useSyncExternalStore } from 'react';

/**
 * From here up (the theme's lg breakpoint) the nav is the vertical one beside the page (or the
 * horizontal one under the navbar); below, on phones and tablets, a drawer opened from the navbar.
 * Written out rather than read from the theme: the entry's first task reads it (federation/early-requests.ts),
 * and importing the theme there would build Chakra's system in that task (a test keeps the two equal).
 */
export const WIDE_SCREEN_FROM = '1280px';
const WIDE_SCREEN = `(min-width: ${WIDE_SCREEN_FROM})`;

const query = () => (typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_SCREEN) : null);

/** Whether the screen is wide enough for the nav beside or above the page, now. */
export function isWideScreen(): boolean {
  return query()?.matches ?? true;
}

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener?.('change', onChange);
  return () => list?.removeEventListener?.('change', onChange);
}

/**
 * isWideScreen as the layout renders: read on its first render (no second one that would move the
 * page) and again when the window is resized across 1280 px.
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, isWideScreen);
}
