import { useEffect } from 'react';
import { api } from '@portal/shared';
import { useNavBadges } from './nav-badges';

/** How often the counts are read again while the portal is open (and whenever the window is focused). */
export const BADGE_REFRESH_MS = 60_000;
const API_PREFIX = '/api/v1';

async function readCount(url: string): Promise<void> {
  try {
    const { count } = await api.get<{ count: number }>(url.slice(API_PREFIX.length));
    useNavBadges.setState((state) => ({ counts: { ...state.counts, [url]: count } }));
  } catch (error) {
    // A badge is a hint: without its count the item shows none, and the next refresh tries again.
    console.warn(`[portal] nav badge ${url} could not be read`, error);
  }
}

/**
 * Reads the nav's badge counts once `enabled`, then every BADGE_REFRESH_MS
 * and when the window gets the focus back.
 */
export function useNavBadgeRefresh(enabled: boolean, urls: readonly string[]): void {
  const key = urls.join(' ');
  useEffect(() => {
    if (!enabled || key === '') return;
    const refresh = () => {
      for (const url of key.split(' ')) void readCount(url);
    };
    refresh();
    const timer = window.setInterval(refresh, BADGE_REFRESH_MS);
    window.addEventListener('focus', refresh);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', refresh);
    };
  }, [enabled, key]);
}
