import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { fetchRemotesConfig, type RemotesConfig } from './remotes-config';

/**
 * Where the host gets its remotes from: Module Federation's runtime and remotes.json, read at run
 * time. The monolith build (`npm run build:monolith`) replaces this one module with one that imports
 * every remote's registration statically, so the rest of the host is the same code in both builds.
 */

/** The parts of the federation runtime the host uses (tests pass a fake). */
export interface FederationRuntime {
  registerPlugins: typeof registerPlugins;
  registerRemotes: typeof registerRemotes;
  loadRemote: typeof loadRemote;
}

export const federationRuntime: FederationRuntime = { registerPlugins, registerRemotes, loadRemote };

/** remotes.json beside the host (throws RemotesConfigError when it cannot be read). */
export function readRemotesConfig(): Promise<RemotesConfig> {
  return fetchRemotesConfig('/remotes.json');
}
