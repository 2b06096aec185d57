import { useEffect } from 'react';
import { useSession } from '@portal/shared';
import { useLocation } from '@portal/shared/router';

/** A navigation re-reads the current user when it was last read longer ago than this. */
export const SESSION_STALE_AFTER_MS = 30_000;

// When the current user was last read (any loadMe or setUser, a refresh's own start), and the refresh
// under way: at most one GET /auth/me at a time, whoever asks.
let lastLoadedAt = 0;
let inFlight: Promise<void> | null = null;

/**
 * Re-reads the signed-in user (GET /auth/me through the session's loadMe), so a role or organization
 * changed meanwhile (an admin approved their organization, an org admin changed their role or removed
 * them) reaches the navigation, the abilities and the guard without a new login. Nothing for an
 * anonymous visitor; a call already under way is shared. A failure keeps the session as it was (a 401
 * has already signed out through the API client) and is not reported: the next trigger tries again.
 */
export function refreshCurrentUser(): Promise<void> {
  if (inFlight) return inFlight;
  const session = useSession.getState();
  if (session.status !== 'authenticated') return Promise.resolve();
  lastLoadedAt = Date.now();
  inFlight = session
    .loadMe()
    .then(
      () => undefined,
      () => undefined,
    )
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** Whether the current user was read longer ago than SESSION_STALE_AFTER_MS. */
export function isSessionStale(now = Date.now()): boolean {
  return now - lastLoadedAt > SESSION_STALE_AFTER_MS;
}

/** For tests: forget the last load and any refresh under way. */
export function resetSessionRefresh(): void {
  lastLoadedAt = 0;
  inFlight = null;
}

/**
 * Keeps the signed-in user fresh: re-reads it when the tab becomes visible again, and on a navigation
 * when the last read is older than 30 seconds. Mounted once, inside the router.
 */
export function SessionRefresh() {
  const { pathname } = useLocation();

  useEffect(() => {
    // Every new user object is a fresh read (login, restore, a remote's own loadMe after a change).
    lastLoadedAt = Date.now();
    const unsubscribe = useSession.subscribe((state, previous) => {
      if (state.user && state.user !== previous.user) lastLoadedAt = Date.now();
    });
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') void refreshCurrentUser();
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      unsubscribe();
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, []);

  useEffect(() => {
    if (isSessionStale()) void refreshCurrentUser();
  }, [pathname]);

  return null;
}
