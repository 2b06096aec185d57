import { create } from 'zustand';
import type { NavItem } from '@portal/shared';
import type { NavFile, NavPreload } from './nav-file';
import type { RemotesConfig } from './remotes-config';

/** A remote's nav file (nav.json) as the host read it; a failed or refused one keeps the items remembered from last time. */
export type NavFileState =
  | { status: 'loading'; pageHeadings?: NavFile['pageHeadings'] }
  | { status: 'ready'; items: NavItem[]; preload?: NavPreload; pageHeadings?: NavFile['pageHeadings'] }
  | { status: 'failed' | 'refused'; reason: string; items?: NavItem[] };

/** remotes.json as the host read it; null until it has been fetched. */
interface FederationState {
  config: RemotesConfig | null;
  /** Why remotes.json could not be read (every remote section is then unavailable). */
  configError: string | null;
  /** Each remote's nav file, by remote name: what the nav is drawn from, before any remote's code runs. */
  nav: Record<string, NavFileState>;
}

export const useFederation = create<FederationState>()(() => ({ config: null, configError: null, nav: {} }));
