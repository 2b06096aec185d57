import { loadPageTranslations, useRegistry } from '@portal/shared';
import { matchPath } from '@portal/shared/router';
import { useFederation } from './federation-store';
import { ensureRegistrations } from './load-remotes';
import { remoteForPath } from './remotes-config';

/** Paths whose page has been fetched ahead, or is being fetched. */
const prefetched = new Set<string>();

// React 19's states of a lazy component's payload.
const UNINITIALIZED = -1;
const PENDING = 0;
const REJECTED = 2;

type LazyComponent = {
  _payload?: { _status?: unknown; _result?: unknown };
  _init?: (payload: unknown) => unknown;
};

/** A React 19 lazy component whose payload this module knows how to start or wait for. */
function knownLazy(component: unknown): { lazy: Required<LazyComponent>; status: number } | null {
  const lazy = component as LazyComponent | null;
  const payload = lazy?._payload;
  if (!lazy || !payload || typeof lazy._init !== 'function') return null;
  if (payload._status === UNINITIALIZED && typeof payload._result === 'function')
    return { lazy: lazy as Required<LazyComponent>, status: UNINITIALIZED };
  if (payload._status === PENDING && typeof (payload._result as PromiseLike<unknown> | null)?.then === 'function')
    return { lazy: lazy as Required<LazyComponent>, status: PENDING };
  return null;
}

/**
 * Starts the download of a React.lazy component without rendering it, through React's own
 * initializer (the lazy's `_init`), so the module is recorded on the lazy and its first render finds
 * it resolved instead of suspending: a page that suspends is revealed no sooner than React's fallback
 * throttle (300 ms). React keeps a failed import for good; a failed fetch ahead is undone, so the
 * render loads again. A lazy already loading: its download is waited for. Any other shape (a settled
 * lazy, a future React): nothing is done and the page loads on render as before.
 */
export function preloadLazy(component: unknown): Promise<unknown> {
  const known = knownLazy(component);
  if (!known) return Promise.resolve();
  const payload = known.lazy._payload;
  if (known.status === PENDING) return Promise.resolve(payload._result).then(() => undefined);
  const loader = payload._result;
  try {
    known.lazy._init(payload);
    return Promise.resolve();
  } catch (thrown) {
    // Anything but React's pending import (a loader that threw, or returned no promise) is an error.
    if (payload._status !== PENDING || thrown !== payload._result) return Promise.reject(thrown);
    // React's own handlers are on the import() first, so the payload is settled when these run.
    return Promise.resolve(thrown).then(
      () => undefined,
      (error: unknown) => {
        if (payload._status === REJECTED) {
          payload._status = UNINITIALIZED;
          payload._result = loader;
        }
        throw error;
      },
    );
  }
}

/**
 * Whether rendering `component` now would not suspend on a download preloadLazy can wait for: false
 * only for a React.lazy whose download has not started or is under way (a failed one renders, and
 * throws to its error boundary; a shape this module does not know renders as it always did).
 */
export function lazySettled(component: unknown): boolean {
  return knownLazy(component) === null;
}

/**
 * Fetches what the first visit of `pathname` needs before the click: its remote's registration
 * (remoteEntry and ./register, when not loaded yet), the page's code and its page strings. Called
 * when a nav link is hovered or focused, which only happens once the first screen is up. Each path
 * is fetched once; a failure is forgotten, so the click loads again and, if the remote is down,
 * shows its unavailable page as without prefetching.
 */
export async function prefetchPath(pathname: string): Promise<void> {
  if (prefetched.has(pathname)) return;
  const config = useFederation.getState().config;
  const owner = config ? remoteForPath(config, pathname) : undefined;
  if (!owner) return;
  prefetched.add(pathname);
  try {
    await ensureRegistrations([owner.name], { page: pathname });
    const registration = useRegistry.getState().remotes[owner.name]?.registration;
    const route = registration?.routes.find((candidate) => matchPath({ path: candidate.path, end: true }, pathname));
    if (!registration || !route) {
      // Not registered yet (still loading) or not a page: a later hover tries again.
      prefetched.delete(pathname);
      return;
    }
    await Promise.all([preloadLazy(route.Component), loadPageTranslations(registration.namespace)]);
  } catch {
    prefetched.delete(pathname);
  }
}

/** Props for a nav link: hovering or focusing it fetches its page ahead. */
export function prefetchOnIntent(pathname: string) {
  const prefetch = () => void prefetchPath(pathname);
  return { onPointerEnter: prefetch, onFocus: prefetch };
}

/** Tests start from nothing fetched. */
export function forgetPrefetched(): void {
  prefetched.clear();
}
