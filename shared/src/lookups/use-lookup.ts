import { startTransition, useEffect, useEffectEvent, useState } from 'react';
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
  const key = `${kind}|${parentKey(parent)}`;
  const wanted = Boolean(lookupQuery(kind, parent));
  const [generation, setGeneration] = useState(0);
  // The last answer and what it was for: for another key or generation the list is still loading.
  const [answer, setAnswer] = useState<{
    key: string;
    generation: number;
    items: LookupItems[K][];
    status: 'success' | 'error';
    error: unknown;
  } | null>(null);
  // `parent` is represented by `key`: an object literal per render must not refetch.
  const load = useEffectEvent(() => fetchLookup(kind, parent));

  useEffect(() => onLookupInvalidated(() => setGeneration((value) => value + 1)), []);

  useEffect(() => {
    if (!wanted) return;
    let current = true;
    // An answer renders as a transition, in slices: the component asking is often a whole page (the
    // shipment list's courier filter), which as an update from a promise re-rendered in one task.
    const answered = (next: NonNullable<typeof answer>) => current && startTransition(() => setAnswer(next));
    load().then(
      (items) => answered({ key, generation, items, status: 'success', error: null }),
      (error: unknown) => answered({ key, generation, items: [], status: 'error', error }),
    );
    return () => {
      current = false;
    };
  }, [key, generation, wanted]);

  const reload = () => setGeneration((value) => value + 1);
  if (!wanted) return { items: [], status: 'idle', error: null, reload };
  if (answer?.key !== key) return { items: [], status: 'loading', error: null, reload };
  // Reloading keeps the items shown meanwhile.
  if (answer.generation !== generation) return { items: answer.items, status: 'loading', error: null, reload };
  return { items: answer.items, status: answer.status, error: answer.error, reload };
}
