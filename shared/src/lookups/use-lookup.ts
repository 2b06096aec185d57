import { useEffect, useState } from 'react';
import { fetchLookup, onLookupInvalidated } from './lookup-cache';
import { type LookupItems, type LookupKind, type LookupParent, lookupQuery } from './lookup-types';

export type LookupStatus = 'idle' | 'loading' | 'success' | 'error';

export interface LookupState<K extends LookupKind> {
  items: LookupItems[K][];
  /** 'idle' when a required parent is missing (nothing to load). */
  status: LookupStatus;
  error: unknown;
  reload(): void;
}

const parentKey = (parent: LookupParent) =>
  parent && typeof parent === 'object' ? JSON.stringify(parent) : (parent ?? '');

/**
 * A lookup list for a select: `useLookup('countries')`, `useLookup('regions', countryId)`,
 * `useLookup('cities', regionId)` or `useLookup('cities', { countryId })`,
 * `useLookup('villages', cityId)`. Cached for the session (see lookup-cache.ts).
 */
export function useLookup<K extends LookupKind>(kind: K, parent?: LookupParent): LookupState<K> {
  const key = parentKey(parent);
  const [state, setState] = useState<{ key: string; items: LookupItems[K][]; status: LookupStatus; error: unknown }>({
    key: '',
    items: [],
    status: 'idle',
    error: null,
  });
  const [generation, setGeneration] = useState(0);

  useEffect(() => onLookupInvalidated(() => setGeneration((value) => value + 1)), []);

  useEffect(() => {
    const stateKey = `${kind}|${key}`;
    if (!lookupQuery(kind, parent)) {
      setState({ key: stateKey, items: [], status: 'idle', error: null });
      return;
    }
    let current = true;
    setState((previous) => ({
      key: stateKey,
      items: previous.key === stateKey ? previous.items : [],
      status: 'loading',
      error: null,
    }));
    fetchLookup(kind, parent).then(
      (items) => current && setState({ key: stateKey, items, status: 'success', error: null }),
      (error: unknown) => current && setState({ key: stateKey, items: [], status: 'error', error }),
    );
    return () => {
      current = false;
    };
    // `parent` is represented by `key`: an object literal per render must not refetch.
  }, [kind, key, generation]);

  const fresh = state.key === `${kind}|${key}`;
  return {
    items: fresh ? state.items : [],
    status: fresh ? state.status : lookupQuery(kind, parent) ? 'loading' : 'idle',
    error: fresh ? state.error : null,
    reload: () => setGeneration((value) => value + 1),
  };
}
