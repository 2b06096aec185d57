// The server-state cache behind useQuery: one entry per key while some component watches it.
// Deliberately small (see docs/decisions.md, "Server and list state"): no retries, no timers, no refetch on
// focus; an entry lives as long as it has subscribers, so a page mounted later asks the server again.

export type QueryKey = readonly unknown[];
export type QueryFetch<T> = (signal: AbortSignal) => Promise<T>;
export type QueryStatus = 'loading' | 'success' | 'error';

export interface QuerySnapshot<T> {
  data: T | undefined;
  error: unknown;
  status: QueryStatus;
  isFetching: boolean;
}

interface Entry {
  key: QueryKey;
  snapshot: QuerySnapshot<unknown>;
  fetch: QueryFetch<unknown>;
  controller: AbortController | null;
  listeners: Set<() => void>;
}

const entries = new Map<string, Entry>();

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** A stable text for a key: objects hash the same whatever the order of their properties. */
export function hashKey(key: QueryKey): string {
  return JSON.stringify(key, (_name, value: unknown) =>
    isPlainObject(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((name) => [name, value[name]]),
        )
      : value,
  );
}

function publish(entry: Entry, changes: Partial<QuerySnapshot<unknown>>): void {
  entry.snapshot = { ...entry.snapshot, ...changes };
  for (const listener of entry.listeners) listener();
}

/** Starts a request for the entry; one still running is aborted, so the last request wins. */
function run(entry: Entry): void {
  entry.controller?.abort();
  const controller = new AbortController();
  entry.controller = controller;
  publish(entry, { isFetching: true, error: null, status: entry.snapshot.data === undefined ? 'loading' : 'success' });
  entry.fetch(controller.signal).then(
    (data) => {
      if (entry.controller !== controller) return;
      entry.controller = null;
      publish(entry, { data, error: null, status: 'success', isFetching: false });
    },
    (error: unknown) => {
      if (entry.controller !== controller) return;
      entry.controller = null;
      publish(entry, { error, status: 'error', isFetching: false });
    },
  );
}

/**
 * Watches `key` (`hash` is hashKey(key)): the first watcher creates the entry and starts its request, later ones share it.
 * Returns the function that stops watching; the last one to stop aborts a request still running
 * and forgets the entry.
 */
export function watchQuery(hash: string, key: QueryKey, fetch: QueryFetch<unknown>, listener: () => void): () => void {
  let entry = entries.get(hash);
  const created = !entry;
  if (!entry) {
    entry = {
      key,
      snapshot: { data: undefined, error: null, status: 'loading', isFetching: false },
      fetch,
      controller: null,
      listeners: new Set(),
    };
    entries.set(hash, entry);
  }
  // The newest watcher's function serves the reloads (each sees the same key, so asks the same thing).
  entry.fetch = fetch;
  entry.listeners.add(listener);
  if (created) run(entry);
  const watched = entry;
  return () => {
    watched.listeners.delete(listener);
    if (watched.listeners.size > 0 || entries.get(hash) !== watched) return;
    entries.delete(hash);
    watched.controller?.abort();
    watched.controller = null;
  };
}

/** The state of the query whose key hashes to `hash`, if someone watches it. */
export function querySnapshot(hash: string): QuerySnapshot<unknown> | undefined {
  return entries.get(hash)?.snapshot;
}

/** Asks the server again (what a Retry button or a change of the data needs). */
export function refetchQuery(hash: string): void {
  const entry = entries.get(hash);
  if (entry) run(entry);
}

/** Replaces the data every watcher sees with what the server answered to a change (no request). */
export function setQueryData<T>(hash: string, update: (previous: T | undefined) => T): void {
  const entry = entries.get(hash);
  if (entry) publish(entry, { data: update(entry.snapshot.data as T | undefined), error: null, status: 'success' });
}

/**
 * Refetches every watched query whose key starts with `keyPrefix` (e.g. `['addresses']` after an
 * address was created, changed or deleted). The rows on screen stay until the new ones arrive.
 */
export function invalidateQueries(keyPrefix: QueryKey): void {
  const prefix = hashKey(keyPrefix);
  for (const entry of entries.values()) {
    if (hashKey(entry.key.slice(0, keyPrefix.length)) === prefix) run(entry);
  }
}
