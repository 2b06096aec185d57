import { create } from 'zustand';
import type { RemotesConfig } from './remotes-config';

/** remotes.json as the host read it; null until it has been fetched. */
interface FederationState {
  config: RemotesConfig | null;
  /** Why remotes.json could not be read (every remote section is then unavailable). */
  configError: string | null;
}

export const useFederation = create<FederationState>()(() => ({ config: null, configError: null }));
