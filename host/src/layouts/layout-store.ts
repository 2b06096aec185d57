import { create } from 'zustand';

/** Layout state that is not a preference (not kept in cookies): survives route changes, not reloads. */
interface LayoutState {
  /** Vertical nav narrowed to icons (desktop). */
  collapsed: boolean;
  /** The nav drawer below 1280 px. */
  overlayOpen: boolean;
  customizerOpen: boolean;
  toggleCollapsed(): void;
  setOverlayOpen(open: boolean): void;
  setCustomizerOpen(open: boolean): void;
}

export const useLayout = create<LayoutState>()((set) => ({
  collapsed: false,
  overlayOpen: false,
  customizerOpen: false,
  toggleCollapsed: () => set((state) => ({ collapsed: !state.collapsed })),
  setOverlayOpen: (overlayOpen) => set({ overlayOpen }),
  setCustomizerOpen: (customizerOpen) => set({ customizerOpen }),
}));
