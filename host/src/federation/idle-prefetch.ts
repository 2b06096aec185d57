import { useRegistry, type NavGroup } from '@portal/shared';
import { useFederation } from './federation-store';
import { ensureRegistrations } from './load-remotes';
import { remoteForPath } from './remotes-config';

/**
 * After the first signed-in page is drawn, the other remotes a user's nav leads to are fetched in
 * idle time (their remoteEntry.js and registration, not their pages: those come on hover or focus),
 * so a first visit of another section waits for its page only. Never before the page is drawn, when
 * the first screen's bytes and main thread are the page's, and never on Save-Data or 2G.
 */

/** Requests to the API under way, counted by the wrapper trackApiRequests puts on fetch. */
let requestsInFlight = 0;
const quietListeners = new Set<() => void>();

function settled(): void {
  requestsInFlight -= 1;
  if (requestsInFlight === 0) for (const listener of [...quietListeners]) listener();
}

function isApiRequest(input: RequestInfo | URL): boolean {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return new URL(url, window.location.href).pathname.startsWith('/api/');
}

/**
 * Counts the API requests under way, so "the page is drawn" can mean "and its data is in": a list's
 * rows arrive after its page renders. Installed once, at boot.
 */
export function trackApiRequests(target: { fetch: typeof fetch } = window): void {
  const original = target.fetch;
  target.fetch = (input, init) => {
    if (!isApiRequest(input)) return original.call(target, input, init);
    requestsInFlight += 1;
    let result: Promise<Response>;
    try {
      result = original.call(target, input, init);
    } catch (error) {
      settled();
      throw error;
    }
    result.then(settled, settled);
    return result;
  };
}

/** Calls `run` once no API request is under way (at once when none is); returns a cancel. */
export function whenApiQuiet(run: () => void): () => void {
  if (requestsInFlight === 0) {
    run();
    return () => undefined;
  }
  const listener = () => {
    quietListeners.delete(listener);
    run();
  };
  quietListeners.add(listener);
  return () => quietListeners.delete(listener);
}

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** The next idle period (a timer where the browser has no requestIdleCallback); returns a cancel. */
function whenIdle(run: () => void): () => void {
  const idle = window as IdleWindow;
  if (idle.requestIdleCallback && idle.cancelIdleCallback) {
    const handle = idle.requestIdleCallback(run, { timeout: 2000 });
    return () => idle.cancelIdleCallback?.(handle);
  }
  const timer = window.setTimeout(run, 0);
  return () => window.clearTimeout(timer);
}

/** Time left after the page's data is in, so its rows are painted and read before anything else. */
export const SETTLE_MS = 1000;

/**
 * Calls `run` in an idle period once the page's API requests are done and SETTLE_MS have passed
 * after them (its content painted); returns a cancel.
 */
export function afterPageSettled(run: () => void): () => void {
  let cancelStep: () => void = () => undefined;
  cancelStep = whenApiQuiet(() => {
    const timer = window.setTimeout(() => {
      cancelStep = whenIdle(run);
    }, SETTLE_MS);
    cancelStep = () => window.clearTimeout(timer);
  });
  return () => cancelStep();
}

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
