import { useCallback, useEffect, useState } from 'react';

export interface AsyncState<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload(): void;
}

/**
 * Runs `load` whenever `key` changes (aborting the previous call) and keeps the last data while the
 * next loads, so lists do not flash empty between pages.
 */
export function useAsync<T>(load: (signal: AbortSignal) => Promise<T>, key: string): AsyncState<T> {
  const [generation, setGeneration] = useState(0);
  const [state, setState] = useState<{ data: T | undefined; error: unknown; loading: boolean }>({
    data: undefined,
    error: null,
    loading: true,
  });
  useEffect(() => {
    const controller = new AbortController();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- hand-written fetch effect, replaced by the shared query hook
    setState((previous) => ({ ...previous, loading: true, error: null }));
    load(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ data, error: null, loading: false }),
      (error: unknown) =>
        !controller.signal.aborted && setState((previous) => ({ data: previous.data, error, loading: false })),
    );
    return () => controller.abort();
    // `key` stands for every input of `load`.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- hand-written fetch effect, replaced by the shared query hook
  }, [key, generation]);
  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { ...state, reload };
}
