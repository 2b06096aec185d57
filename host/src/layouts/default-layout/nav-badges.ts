import { create } from 'zustand';

interface NavBadgesState {
  /** The last count read, by badge API path; absent until read (or when reading failed). */
  counts: Record<string, number>;
}

export const useNavBadges = create<NavBadgesState>(() => ({ counts: {} }));

/** The count to show beside a nav item: undefined for none (no badge, not read yet, or zero). */
export function useNavBadgeCount(url: string | undefined): number | undefined {
  const count = useNavBadges((state) => (url ? state.counts[url] : undefined));
  return count ? count : undefined;
}
