import { installRemote, useRegistry, useSession, type RemoteRegistration } from '@portal/shared';
import type { FederationRuntime } from './federation-runtime-api';
import { federationRuntime, readRemotesConfig } from './federation-runtime';
import { useFederation } from './federation-store';
import { rememberNav } from './nav-cache';
import type { RemotesConfig } from './remotes-config';
import { retryPlugin } from './retry-plugin';
import { isRemoteUnavailable, unavailablePlugin } from './unavailable-plugin';

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
    const installed = await installRemote(registration);
    if (installed?.status === 'ready') rememberNav(registration);
  } catch (error) {
    console.error(`[portal] remote "${name}" is unavailable: ${messageOf(error)}`);
    registry.setFailed(name, messageOf(error));
  }
}

/** Registers every remote of remotes.json with the federation runtime (no download yet). */
export function configureRemotes(config: RemotesConfig, runtime: FederationRuntime = federationRuntime): void {
  if (!pluginsRegistered || runtime !== federationRuntime) {
    runtime.registerPlugins([retryPlugin(), unavailablePlugin()]);
    pluginsRegistered = runtime === federationRuntime;
  }
  runtime.registerRemotes(config.remotes.map(({ name, entry }) => ({ name, entry })));
  requested.clear();
  useFederation.setState({ config, configError: null });
}

const requested = new Set<string>();

/**
 * Loads the registrations of these remotes unless that has already started. The host asks for all of
 * them once someone is signed in (their nav items), and before that only for the remote owning a
 * public page being visited: the login page downloads no remote at all.
 */
export function ensureRegistrations(
  names: readonly string[],
  runtime: FederationRuntime = federationRuntime,
): Promise<void> {
  // A remote the registry already knows (loading, ready, failed) is not asked for again; retries go through loadRegistration.
  const known = useRegistry.getState().remotes;
  const started = names.filter((name) => !requested.has(name) && !known[name]);
  for (const name of started) requested.add(name);
  return Promise.all(started.map((name) => loadRegistration(name, runtime))).then(() => undefined);
}

/**
 * Reads remotes.json and registers the remotes; an unreadable file leaves the host's own pages working.
 * A session being restored (tokens in storage) will load remotes whatever the page, so the federation
 * runtime's download starts beside remotes.json's; the login page downloads neither.
 */
export async function bootRemotes(runtime: FederationRuntime = federationRuntime): Promise<void> {
  if (useSession.getState().status !== 'anonymous') runtime.preload?.();
  let config: RemotesConfig;
  try {
    config = await readRemotesConfig();
  } catch (error) {
    console.error(`[portal] ${messageOf(error)}`);
    useFederation.setState({ config: { remotes: [] }, configError: messageOf(error) });
    return;
  }
  configureRemotes(config, runtime);
}
