import { useCallback, useEffect, useState } from 'react';
import { listItems } from '../api/list-items';
import type { ListParams, Page } from '../api/types';

export interface ItemListState<Item> {
  data: Page<Item> | null;
  status: 'loading' | 'success' | 'error';
  error: unknown;
  reload(): void;
}

/** The page for `params`; the last request wins, and the previous rows stay shown while loading. */
export function useItemList<Item>(path: string, params: ListParams): ItemListState<Item> {
  const [generation, setGeneration] = useState(0);
  const [state, setState] = useState<Omit<ItemListState<Item>, 'reload'>>({
    data: null,
    status: 'loading',
    error: null,
  });
  const key = JSON.stringify(params);

  useEffect(() => {
    const controller = new AbortController();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- hand-written fetch effect, replaced by the shared query hook
    setState((previous) => ({ ...previous, status: 'loading', error: null }));
    listItems<Item>(path, JSON.parse(key) as ListParams, controller.signal).then(
      (data) => setState({ data, status: 'success', error: null }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState((previous) => ({ data: previous.data, status: 'error', error }));
      },
    );
    return () => controller.abort();
  }, [path, key, generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { ...state, reload };
}
