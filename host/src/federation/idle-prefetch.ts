import { useRegistry, type NavGroup } from '@portal/shared';
import { useFederation } from './federation-store';
import { ensureRegistrations } from './load-remotes';
import { remoteForPath } from './remotes-config';
import { whenIdle } from './page-settled';

/**
 * After the first signed-in page is drawn, the other remotes a user's nav leads to are fetched in
 * idle time (their remoteEntry.js and registration, not their pages: those come on hover or focus),
 * so a first visit of another section waits for its page only. Never before the page is drawn, when
 * the first screen's bytes and main thread are the page's, and never on Save-Data or 2G.
 */

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** The reader asked to save data, or the connection is 2G: nothing is fetched ahead. */
export function constrainedNetwork(connection = (navigator as { connection?: NetworkInformation }).connection) {
  return Boolean(connection?.saveData) || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}

/** The remotes the nav's visible items lead to, in nav order, but for those loaded or loading. */
export function remotesToPrefetch(groups: readonly NavGroup[]): string[] {
  const config = useFederation.getState().config;
  if (!config) return [];
  const known = useRegistry.getState().remotes;
  const names = groups
    .flatMap((group) => group.items)
    .map((item) => remoteForPath(config, item.path)?.name)
    .filter((name): name is string => Boolean(name) && !known[name as string]);
  return [...new Set(names)];
}

/**
 * Fetches these remotes' registrations one after another, each in an idle period; returns a cancel
 * that stops before the next one.
 */
export function prefetchRemotesWhenIdle(names: readonly string[]): () => void {
  let cancelled = false;
  let cancelIdle: () => void = () => undefined;
  const next = (index: number) => {
    if (cancelled || index >= names.length) return;
    cancelIdle = whenIdle(() => {
      if (cancelled) return;
      void ensureRegistrations([names[index]]).then(() => next(index + 1));
    });
  };
  next(0);
  return () => {
    cancelled = true;
    cancelIdle();
  };
}
