import { EARLY_REMOTES_JSON, NAV_FILE_REQUEST, takeEarlyNavRequest } from './early-requests';
import type { FederationRuntime } from './federation-runtime-api';
import { nextTask } from '../next-task';
import { fetchRemotesConfig, type RemoteConfigEntry, type RemotesConfig } from './remotes-config';

/**
 * Where the host gets its remotes from: Module Federation's runtime, remotes.json and each remote's
 * nav.json, read at run time. The monolith build (`npm run build:monolith`) replaces this one module with one that imports
 * every remote's registration statically, so the rest of the host is the same code in both builds.
 */

// The runtime is downloaded with the first remote asked for: what is registered before waits for it.
let started: Promise<FederationRuntime> | null = null;
let running: FederationRuntime | null = null;
const pending: Array<(runtime: FederationRuntime) => void> = [];

function whenRunning(call: (runtime: FederationRuntime) => void): void {
  if (running) call(running);
  else pending.push(call);
}

function start(): Promise<FederationRuntime> {
  started ??= import(/* webpackChunkName: "federation" */ './federation-host').then(async ({ startedRuntime }) => {
    // Evaluating the runtime and what runs on it next (the remote's entry, its init and register)
    // are tasks of their own: with the runtime preloaded they made one long task on a phone.
    await nextTask();
    running = startedRuntime;
    for (const call of pending.splice(0)) call(startedRuntime);
    return startedRuntime;
  });
  return started;
}

/** Calls `call` once the runtime runs, starting its download now (a failure is loadRemote's to report). */
function withStarted(call: (runtime: FederationRuntime) => void): void {
  start().then(call, () => undefined);
}

export const federationRuntime: FederationRuntime = {
  registerPlugins(plugins) {
    whenRunning((runtime) => runtime.registerPlugins(plugins));
  },
  registerRemotes(remotes, options) {
    whenRunning((runtime) => runtime.registerRemotes(remotes, options));
  },
  loadRemote(id, options) {
    return start().then((runtime) => runtime.loadRemote(id, options));
  },
  preloadScripts(urls) {
    withStarted((runtime) => runtime.preloadScripts?.(urls));
  },
  preloadShared(keys) {
    withStarted((runtime) => runtime.preloadShared?.(keys));
  },
  runChunks(urls) {
    withStarted((runtime) => runtime.runChunks?.(urls));
  },
  preload() {
    // A failure is the first loadRemote's to report (it starts the download again).
    start().catch(() => (started = null));
  },
};

/**
 * remotes.json beside the host (throws RemotesConfigError when it cannot be read): the request
 * index.html started before the bundles when there is one (the first time only), else a new one.
 */
export function readRemotesConfig(): Promise<RemotesConfig> {
  const holder = window as unknown as Record<string, Promise<Response> | undefined>;
  const early = holder[EARLY_REMOTES_JSON];
  delete holder[EARLY_REMOTES_JSON];
  return early ? fetchRemotesConfig('/remotes.json', () => early) : fetchRemotesConfig('/remotes.json');
}

/**
 * Where index.html's first script leaves the nav.json request it sent once remotes.json answered
 * (host/boot-shell.js): by absolute URL, the page owner's (the entry's first code asks for the others).
 */
export const EARLY_NAV_FILES = '__portalNavFiles';

/** index.html's request for this nav file, taken once (a retry or a later read asks again). */
async function takeEarlyNavFile(url: string): Promise<Promise<Response> | undefined> {
  const holder = window as unknown as Record<string, Promise<Record<string, Promise<Response>>> | undefined>;
  const early = await holder[EARLY_NAV_FILES]?.catch(() => undefined);
  const request = early?.[url];
  if (early) delete early[url];
  return request;
}

/**
 * A remote's nav.json, published beside its remoteEntry.js, revalidated
 * like the entry so a redeployed remote's nav shows on the next load. Throws when it cannot be read.
 */
export async function readNavFile(remote: RemoteConfigEntry): Promise<unknown> {
  const url = new URL('nav.json', new URL(remote.entry, window.location.href)).href;
  const early = (await takeEarlyNavFile(url)) ?? (await takeEarlyNavRequest(url));
  const response = await (early ?? fetch(url, NAV_FILE_REQUEST));
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}
