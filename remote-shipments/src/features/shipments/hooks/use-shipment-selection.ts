import { useCallback, useState } from 'react';
import type { BulkSelection } from '../api/types';

interface Chosen {
  /** The filter the ticks were made under. */
  filterKey: string;
  ids: ReadonlySet<string>;
  allMatching: boolean;
}

const NONE: ReadonlySet<string> = new Set();

/**
 * The list's selection: ids ticked on the pages seen, or "all matching" the current filter. A new tab,
 * search or filter starts afresh: ticks made under another filter would act on rows no longer shown.
 */
export function useShipmentSelection(filter: NonNullable<BulkSelection['filter']>) {
  const filterKey = JSON.stringify(filter);
  const [chosen, setChosen] = useState<Chosen>({ filterKey, ids: NONE, allMatching: false });
  // Ticks of another filter count for nothing (derived, not reset in an effect: no render shows them).
  const current = chosen.filterKey === filterKey ? chosen : { filterKey, ids: NONE, allMatching: false };

  const clear = useCallback(() => setChosen({ filterKey, ids: NONE, allMatching: false }), [filterKey]);

  /** Ticks or unticks a row; unticking one of "all matching" keeps the rest of the page ticked. */
  const toggle = (id: string, pageIds: string[]) => {
    const next = new Set(current.allMatching ? pageIds : current.ids);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setChosen({ filterKey, ids: next, allMatching: false });
  };

  /** Ticks (or unticks, when all are ticked, or all matching) the rows of the page shown. */
  const togglePage = (pageIds: string[]) => {
    if (current.allMatching) return clear();
    const next = new Set(current.ids);
    const every = pageIds.every((id) => next.has(id));
    for (const id of pageIds) {
      if (every) next.delete(id);
      else next.add(id);
    }
    setChosen({ filterKey, ids: next, allMatching: false });
  };

  const selectAllMatching = () => setChosen({ filterKey, ids: current.ids, allMatching: true });

  const selection: BulkSelection | null = current.allMatching
    ? { filter }
    : current.ids.size
      ? { ids: [...current.ids] }
      : null;
  return {
    ids: current.ids,
    allMatching: current.allMatching,
    selectAllMatching,
    toggle,
    togglePage,
    clear,
    selection,
  };
}
