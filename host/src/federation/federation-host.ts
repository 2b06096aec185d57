import { init, loadRemote, registerPlugins, registerRemotes } from '@module-federation/runtime';
import * as runtimeCore from '@module-federation/runtime/core';
import type { FederationRuntime } from './federation-runtime-api';
import { sharedProviders } from './shared-providers';

/**
 * The federation runtime, started when the first remote is needed (its own chunk: the login page
 * never downloads it). Remotes are built with `externalRuntime`: their remoteEntry.js finds the
 * runtime on a global the host must have set before it runs, and the host's instance with the
 * shared modules it provides.
 */
const globalRef = runtimeCore.Global as unknown as Record<string, unknown>;
globalRef._FEDERATION_RUNTIME_CORE ??= runtimeCore;

init({ name: 'host', remotes: [], shared: sharedProviders, shareStrategy: 'loaded-first' });

export const startedRuntime: FederationRuntime = { registerPlugins, registerRemotes, loadRemote };
