import { create } from 'zustand';

/** How many things are loading right now (lazy pages, remotes, the session); the bar shows while > 0. */
interface LoadingState {
  active: number;
  begin(): () => void;
}

export const useLoading = create<LoadingState>()((set) => ({
  active: 0,
  begin: () => {
    set((state) => ({ active: state.active + 1 }));
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      set((state) => ({ active: Math.max(0, state.active - 1) }));
    };
  },
}));

/** The bar advances on an 800 ms poll and holds near 82 % until loading ends. */
export const LOADING_POLL_MS = 800;
export const LOADING_HOLD_PERCENT = 82;
const START_PERCENT = 12;

/** The next width of the bar: a jump at the start, then ever smaller steps towards the hold point. */
export function nextProgress(current: number): number {
  if (current <= 0) return START_PERCENT;
  const step = (LOADING_HOLD_PERCENT - current) * 0.35;
  return Math.min(LOADING_HOLD_PERCENT, current + Math.max(step, 0.5));
}
