import { useRegistry, type NavGroup } from '@portal/shared';
import type { FederationRuntime } from './federation-runtime-api';
import { federationRuntime } from './federation-runtime';
import { useFederation } from './federation-store';
import { prefetchFiles, prefetchRegistrationFiles } from './prefetch-files';
import { remoteForPath } from './remotes-config';
import { whenIdle } from './page-settled';

/**
 * After the first signed-in page is drawn, the other remotes a user's nav leads to are fetched in
 * idle time (their remoteEntry.js and registration files, into the browser's cache, not run; their
 * pages come on hover or focus), so a first visit of another section waits for its page only. Never
 * before the page is drawn, when the first screen's bytes and main thread are the page's, and never on
 * Save-Data or 2G. Only remotes whose nav file said they may run here (a refused one fetches nothing more).
 */

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** The reader asked to save data, or the connection is 2G: nothing is fetched ahead. */
export function constrainedNetwork(connection = (navigator as { connection?: NetworkInformation }).connection) {
  return Boolean(connection?.saveData) || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}

/**
 * The remotes the nav's visible items lead to, in nav order, but for those loaded, loading or refused.
 * None in the monolith build, whose runtime has no remote files to download (no `preloadScripts`):
 * every page's code is the host's own.
 */
export function remotesToPrefetch(
  groups: readonly NavGroup[],
  runtime: Pick<FederationRuntime, 'preloadScripts'> = federationRuntime,
): string[] {
  const { config, nav } = useFederation.getState();
  if (!config || !runtime.preloadScripts) return [];
  const known = useRegistry.getState().remotes;
  const names = groups
    .flatMap((group) => group.items)
    .map((item) => remoteForPath(config, item.path)?.name)
    .filter(
      (name): name is string => Boolean(name) && !known[name as string] && nav[name as string]?.status === 'ready',
    );
  return [...new Set(names)];
}

/**
 * One remote's entry and ./register scripts into the cache: named by its nav file when it lists them
 * (no request more), else by the mf-manifest.json beside the entry.
 */
function prefetchRegistration(name: string): Promise<void> {
  const { config, nav } = useFederation.getState();
  const entry = config?.remotes.find((remote) => remote.name === name)?.entry;
  if (!entry) return Promise.resolve();
  const file = nav[name];
  // A nav file's list is the whole list: empty when the register module travels in remoteEntry.js.
  const register = file?.status === 'ready' ? file.preload?.register : undefined;
  if (!register) return prefetchRegistrationFiles(entry);
  const entryUrl = new URL(entry, window.location.href);
  prefetchFiles([entryUrl.href, ...register.map((script) => new URL(script, entryUrl).href)]);
  return Promise.resolve();
}

/**
 * Fetches these remotes' registration files one after another, each in an idle period; returns a
 * cancel that stops before the next one.
 */
export function prefetchRemotesWhenIdle(names: readonly string[]): () => void {
  let cancelled = false;
  let cancelIdle: () => void = () => undefined;
  const next = (index: number) => {
    if (cancelled || index >= names.length) return;
    cancelIdle = whenIdle(() => {
      if (cancelled) return;
      void prefetchRegistration(names[index]).then(() => next(index + 1));
    });
  };
  next(0);
  return () => {
    cancelled = true;
    cancelIdle();
  };
}
