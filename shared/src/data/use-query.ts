import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  hashKey,
  querySnapshot,
  refetchQuery,
  setQueryData,
  watchQuery,
  type QueryFetch,
  type QueryKey,
  type QuerySnapshot,
  type QueryStatus,
} from './query-cache';

export interface UseQueryOptions<T> {
  /** What is asked: every input of `fetch` belongs in it (`['addresses', params]`). */
  key: QueryKey;
  /** The request; abort it when the signal says so (the api client does). */
  fetch: QueryFetch<T>;
  /** False: ask nothing yet (status stays 'loading', isFetching false). Default true. */
  enabled?: boolean;
  /** Keep showing the previous key's data while the next key loads (lists do not flash empty). Default true. */
  keepPreviousData?: boolean;
}

export interface QueryResult<T> {
  data: T | undefined;
  error: unknown;
  /** 'loading' until this key has answered once; 'error' when its last request failed. */
  status: QueryStatus;
  /** A request for this key is running (the first, a reload or an invalidation). */
  isFetching: boolean;
  /** Asks the server again; the data on screen stays until the answer. */
  reload(): void;
  /** Shows what the server answered to a change (a created or revoked row) without asking again. */
  setData(update: (previous: T | undefined) => T): void;
}

// Before the first subscription a request is about to start; a disabled query asks nothing.
const STARTING: QuerySnapshot<never> = { data: undefined, error: null, status: 'loading', isFetching: true };
const IDLE: QuerySnapshot<never> = { data: undefined, error: null, status: 'loading', isFetching: false };

/**
 * Server state for a component: `key` is fetched once however many components ask for it at the
 * same time; a change of key aborts the old request (when nobody else wants it) and starts the new
 * one; the last request wins. See docs/shared-contract.md, `@portal/shared/data`.
 */
export function useQuery<T>({
  key,
  fetch,
  enabled = true,
  keepPreviousData = true,
}: UseQueryOptions<T>): QueryResult<T> {
  const hash = hashKey(key);
  // The newest render's key and function, read when subscribing (layout effects run before that).
  const latest = useRef({ key, fetch });
  useLayoutEffect(() => {
    latest.current = { key, fetch };
  });

  const read = useCallback(
    (): QuerySnapshot<T> => (enabled ? ((querySnapshot(hash) as QuerySnapshot<T> | undefined) ?? STARTING) : IDLE),
    [hash, enabled],
  );
  // Held in state, not read through useSyncExternalStore: a store's updates render synchronously, in
  // one task, while an answer's render here is a transition that React splits into slices of a few
  // milliseconds (a page of rows is a long task on a phone otherwise), and answers arriving together
  // render once. A new key reads its cached answer in the same render.
  const [state, setState] = useState(() => ({ read, snapshot: read() }));
  let snapshot = state.snapshot;
  if (state.read !== read) {
    snapshot = read();
    setState({ read, snapshot });
  }

  // A new function with the same key is not a new query: only the hash resubscribes.
  useEffect(() => {
    if (!enabled) return undefined;
    const update = () =>
      startTransition(() =>
        setState((previous) => {
          if (previous.read !== read) return previous;
          const next = read();
          return next === previous.snapshot ? previous : { read, snapshot: next };
        }),
      );
    const unsubscribe = watchQuery(hash, latest.current.key, latest.current.fetch as QueryFetch<unknown>, update);
    // What changed between this render and the subscription (a request started, an answer cached).
    update();
    return unsubscribe;
  }, [hash, enabled, read]);

  // The last data this component showed, for the moment between two keys.
  const [shown, setShown] = useState<T | undefined>(undefined);
  if (snapshot.data !== undefined && snapshot.data !== shown) setShown(snapshot.data);

  const reload = useCallback(() => refetchQuery(hash), [hash]);
  const setData = useCallback((update: (previous: T | undefined) => T) => setQueryData(hash, update), [hash]);
  return {
    data: snapshot.data ?? (keepPreviousData && enabled ? shown : undefined),
    error: snapshot.error,
    status: snapshot.status,
    isFetching: snapshot.isFetching,
    reload,
    setData,
  };
}
