import { createInstance } from '@module-federation/runtime';
import { Global } from '@module-federation/runtime/core';
import * as bundlerRuntime from '@module-federation/webpack-bundler-runtime';
import type { FederationRuntime } from './federation-runtime-api';
import { preloadFiles, runChunkScripts } from './prefetch-files';
import { sharedProviders } from './shared-providers';

/**
 * The federation runtime, started when the first remote is needed (its own chunk: the login page
 * never downloads it). Remotes are built with `externalRuntime` and with their bundler runtime
 * replaced (tooling/webpack-config, lib/external-bundler-runtime.js): their remoteEntry.js finds the
 * host's bundler runtime (which carries the runtime) on a global the host must have set before it
 * runs, and the host's instance with the shared modules it provides. Nothing of theirs reads
 * runtime-core's own global (`_FEDERATION_RUNTIME_CORE`), so it is not set: the runtime's unused
 * exports then drop out of this chunk.
 */
const globalRef = Global as unknown as Record<string, unknown>;
globalRef._FEDERATION_BUNDLER_RUNTIME ??= bundlerRuntime;

// The host keeps its own instance: a remote entry's `init` goes through the same runtime module,
// whose module-level instance (behind its `loadRemote`, `registerRemotes`) becomes that remote's.
const host = createInstance({ name: 'host', remotes: [], shared: sharedProviders, shareStrategy: 'loaded-first' });

export const startedRuntime: FederationRuntime = {
  registerPlugins: (plugins) => host.registerPlugins(plugins),
  registerRemotes: (remotes, options) => host.registerRemotes(remotes, options),
  loadRemote: (id, options) => host.loadRemote(id, options),
  preloadScripts: (urls) => preloadFiles(urls),
  runChunks: (urls) => runChunkScripts(urls),
  // Each provider's get() loads the module once (import()); the runtime's own get() later finds it loaded.
  preloadShared: (keys) => {
    for (const key of keys) {
      const provider = sharedProviders[key];
      const providers = Array.isArray(provider) ? provider : [provider];
      for (const candidate of providers)
        if (candidate && 'get' in candidate && candidate.get) Promise.resolve(candidate.get()).catch(() => undefined);
    }
  },
};
