import { loadPageTranslations, useRegistry } from '@portal/shared';
import { matchPath } from '@portal/shared/router';
import { useFederation } from './federation-store';
import { ensureRegistrations } from './load-remotes';
import { remoteForPath } from './remotes-config';

/** Paths whose page has been fetched ahead, or is being fetched. */
const prefetched = new Set<string>();

/**
 * Starts the download of a React.lazy component without rendering it. React 19 keeps the loader in
 * the lazy object's payload until the first render; calling it now lets that render find the module
 * already loaded (the bundler answers the second import() from its cache). Any other shape (an
 * already started lazy, a future React): nothing is done and the page loads on render as before.
 */
export function preloadLazy(component: unknown): Promise<unknown> {
  const payload = (component as { _payload?: { _status?: unknown; _result?: unknown } } | null)?._payload;
  if (!payload || payload._status !== -1 || typeof payload._result !== 'function') return Promise.resolve();
  return Promise.resolve((payload._result as () => unknown)());
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
    await ensureRegistrations([owner.name]);
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
