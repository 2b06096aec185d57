import { api } from '../api/client';
import { useSession } from '../session/session-store';
import { LOOKUP_KINDS, type LookupItems, type LookupKind, type LookupParent, lookupQuery } from './lookup-types';

/**
 * One answer per lookup and parent for the whole browser session (so cascading selects answer at once).
 * Requests in flight are shared; a failed request is forgotten so the next use retries. The cache
 * empties when the signed-in user changes, and admin screens invalidate what they edit.
 */
const cache = new Map<string, Promise<unknown[]>>();
/** Bumped per kind on invalidation and sent as `v`, so the browser's HTTP cache (max-age) is bypassed too. */
const generations = new Map<LookupKind, number>();

function cacheKey(kind: LookupKind, query: Record<string, string>): string {
  return `${kind}?${new URLSearchParams(query).toString()}`;
}

/** The items of a lookup (an empty list when a required parent is missing). */
export function fetchLookup<K extends LookupKind>(kind: K, parent?: LookupParent): Promise<LookupItems[K][]> {
  const query = lookupQuery(kind, parent);
  if (!query) return Promise.resolve([]);
  const key = cacheKey(kind, query);
  const cached = cache.get(key);
  if (cached) return cached as Promise<LookupItems[K][]>;
  const generation = generations.get(kind);
  const request = api
    .get<{ items: LookupItems[K][] }>(`/lookups/${kind}`, { query: generation ? { ...query, v: generation } : query })
    .then((answer) => answer.items);
  cache.set(key, request);
  request.catch(() => {
    if (cache.get(key) === request) cache.delete(key);
  });
  return request;
}

const listeners = new Set<() => void>();

/** Subscribes to invalidations (the hooks reload their list). */
export function onLookupInvalidated(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets one kind (after an admin edits it) or everything. */
export function invalidateLookups(kind?: LookupKind): void {
  for (const key of [...cache.keys()]) if (!kind || key.startsWith(`${kind}?`)) cache.delete(key);
  for (const bumped of kind ? [kind] : LOOKUP_KINDS) generations.set(bumped, (generations.get(bumped) ?? 0) + 1);
  listeners.forEach((listener) => listener());
}

let cachedForUser = useSession.getState().user?.id ?? null;
useSession.subscribe((state) => {
  const userId = state.user?.id ?? null;
  if (userId === cachedForUser) return;
  cachedForUser = userId;
  invalidateLookups();
});
