import { useCallback, useEffect, useState } from 'react';
import { listAddresses } from '../api/list-addresses';
import type { AddressListParams, AddressPage } from '../api/types';

export interface AddressesState {
  data: AddressPage | null;
  status: 'loading' | 'success' | 'error';
  error: unknown;
  reload(): void;
}

/** One page of the address book for the given search, filter, sort and page; the last request wins. */
export function useAddresses(params: AddressListParams): AddressesState {
  const [generation, setGeneration] = useState(0);
  const [state, setState] = useState<Omit<AddressesState, 'reload'>>({ data: null, status: 'loading', error: null });
  const { page, pageSize, sort, q, type } = params;

  useEffect(() => {
    const controller = new AbortController();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- hand-written fetch effect, replaced by the shared query hook
    setState((previous) => ({ ...previous, status: 'loading', error: null }));
    listAddresses({ page, pageSize, sort, q, type }, controller.signal).then(
      (data) => setState({ data, status: 'success', error: null }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState((previous) => ({ data: previous.data, status: 'error', error }));
      },
    );
    return () => controller.abort();
  }, [page, pageSize, sort, q, type, generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { ...state, reload };
}
