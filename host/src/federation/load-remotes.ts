import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { installRemote, useRegistry, type RemoteRegistration } from '@portal/shared';
import { useFederation } from './federation-store';
import { fetchRemotesConfig, type RemotesConfig } from './remotes-config';
import { retryPlugin } from './retry-plugin';
import { isRemoteUnavailable, unavailablePlugin } from './unavailable-plugin';

/** The parts of the federation runtime the host uses (tests pass a fake). */
export interface FederationRuntime {
  registerPlugins: typeof registerPlugins;
  registerRemotes: typeof registerRemotes;
  loadRemote: typeof loadRemote;
}

const federationRuntime: FederationRuntime = { registerPlugins, registerRemotes, loadRemote };
let pluginsRegistered = false;

type RegisterModule = { default: RemoteRegistration } | RemoteRegistration;

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Loads one remote's `./register` module and installs it (routes, nav, translations). Never throws:
 * a remote that cannot be loaded, or that needs a newer @portal/shared, ends up 'failed' or
 * 'refused' in the registry and its routes show the section-unavailable page.
 */
export async function loadRegistration(name: string, runtime: FederationRuntime = federationRuntime): Promise<void> {
  const registry = useRegistry.getState();
  registry.setLoading(name);
  try {
    const loaded = await runtime.loadRemote<RegisterModule>(`${name}/register`);
    if (!loaded || isRemoteUnavailable(loaded)) {
      registry.setFailed(name, isRemoteUnavailable(loaded) ? loaded.reason : 'its ./register module is empty');
      return;
    }
    const registration = 'default' in loaded ? loaded.default : loaded;
    if (registration?.name !== name) {
      const reason = `remotes.json names it '${name}' but it registers as '${String(registration?.name)}'`;
      console.error(`[portal] remote "${name}" refused: ${reason}`);
      registry.setRefused(name, reason);
      return;
    }
    await installRemote(registration);
  } catch (error) {
    console.error(`[portal] remote "${name}" is unavailable: ${messageOf(error)}`);
    registry.setFailed(name, messageOf(error));
  }
}

/** Registers every remote of remotes.json with the federation runtime and loads their registrations. */
export async function startRemotes(config: RemotesConfig, runtime: FederationRuntime = federationRuntime): Promise<void> {
  if (!pluginsRegistered || runtime !== federationRuntime) {
    runtime.registerPlugins([retryPlugin(), unavailablePlugin()]);
    pluginsRegistered = runtime === federationRuntime;
  }
  runtime.registerRemotes(config.remotes.map(({ name, entry }) => ({ name, entry })));
  useFederation.setState({ config, configError: null });
  await Promise.all(config.remotes.map((remote) => loadRegistration(remote.name, runtime)));
}

/** Reads remotes.json and starts every remote; an unreadable file leaves the host's own pages working. */
export async function bootRemotes(url = '/remotes.json', runtime: FederationRuntime = federationRuntime): Promise<void> {
  let config: RemotesConfig;
  try {
    config = await fetchRemotesConfig(url);
  } catch (error) {
    console.error(`[portal] ${messageOf(error)}`);
    useFederation.setState({ config: { remotes: [] }, configError: messageOf(error) });
    return;
  }
  await startRemotes(config, runtime);
}
