import { useCallback, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
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
const noSubscription = () => () => undefined;

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

  // A new function with the same key is not a new query: only the hash resubscribes.
  const subscribe = useCallback(
    (listener: () => void) =>
      watchQuery(hash, latest.current.key, latest.current.fetch as QueryFetch<unknown>, listener),
    [hash],
  );
  const snapshot = useSyncExternalStore(
    enabled ? subscribe : noSubscription,
    () => (enabled ? ((querySnapshot(hash) as QuerySnapshot<T> | undefined) ?? STARTING) : IDLE),
    () => (enabled ? STARTING : IDLE),
  );

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
