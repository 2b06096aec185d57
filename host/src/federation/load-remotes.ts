import {
  currentLanguage,
  installRemote,
  satisfiesVersion,
  SHARED_VERSION,
  useRegistry,
  useSession,
  type NavItem,
  type RemoteRegistration,
} from '@portal/shared';
import type { FederationRuntime } from './federation-runtime-api';
import { federationRuntime, readNavFile, readRemotesConfig } from './federation-runtime';
import { useFederation, type NavFileState } from './federation-store';
import { rememberNav } from './nav-cache';
import { earlyPageHeadings, navItemAt, prefetchOf } from './nav-file';
import { prefetchPageData } from './page-data';
import { remoteToLoad, type RemoteConfigEntry, type RemotesConfig } from './remotes-config';
import { retryPlugin } from './retry-plugin';
import { isRemoteUnavailable, unavailablePlugin } from './unavailable-plugin';

let pluginsRegistered = false;

type RegisterModule = { default: RemoteRegistration } | RemoteRegistration;
type ReadNavFile = (remote: RemoteConfigEntry) => Promise<unknown>;

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Reading and checking nav files: with the federation runtime, not in the login page's bytes. */
const navFileParsing = () => import(/* webpackChunkName: "federation" */ './nav-file-parse');

/** A remote as remotes.json gives it. */
function configuredRemote(name: string): RemoteConfigEntry | undefined {
  return useFederation.getState().config?.remotes.find((candidate) => candidate.name === name);
}

/** Nav files read or being read, by remote (a failed one is forgotten, so the next ask reads again). */
const navLoads = new Map<string, Promise<NavFileState>>();
/** The same files' reads alone, without their parsing (which waits for the federation chunk): never reject. */
const navReads = new Map<string, Promise<void>>();

function settleNav(name: string, state: NavFileState): NavFileState {
  useFederation.setState((current) => ({ nav: { ...current.nav, [name]: state } }));
  const registry = useRegistry.getState();
  // Shown as unavailable, as a remote whose code cannot be loaded (one already running stays).
  if (registry.remotes[name]?.status === 'ready') return state;
  if (state.status === 'failed') registry.setFailed(name, state.reason);
  if (state.status === 'refused') registry.setRefused(name, state.reason);
  return state;
}

/**
 * Reads one remote's nav.json (its nav items and the @portal/shared range it needs) without running
 * any of its code. Never throws: a remote whose file cannot be read or is invalid is 'failed', one
 * that needs a newer @portal/shared is 'refused' (with the reason in the console), and either shows
 * its section-unavailable page.
 */
export function loadNavFile(name: string, read: ReadNavFile = readNavFile): Promise<NavFileState> {
  const known = navLoads.get(name);
  if (known) return known;
  const remote = configuredRemote(name);
  if (!remote) return Promise.resolve({ status: 'failed', reason: `${name} is not in remotes.json` });
  useFederation.setState((current) => ({ nav: { ...current.nav, [name]: { status: 'loading' } } }));
  // A public page's heading shows once the file is read, before the parser's chunk has arrived.
  const fileRead = read(remote).then((json) => {
    const pageHeadings = earlyPageHeadings(json);
    if (pageHeadings && useFederation.getState().nav[name]?.status === 'loading')
      useFederation.setState((current) => ({ nav: { ...current.nav, [name]: { status: 'loading', pageHeadings } } }));
    return json;
  });
  navReads.set(
    name,
    fileRead.then(
      () => undefined,
      () => undefined,
    ),
  );
  const loading = Promise.all([fileRead, navFileParsing()])
    .then(([json, { cachedNavItems, navItemsOf, parseNavFile }]) => {
      const file = parseNavFile(json, name);
      if (!satisfiesVersion(SHARED_VERSION, file.requiresShared)) {
        const reason = `Remote '${name}' requires @portal/shared ${file.requiresShared}, but ${SHARED_VERSION} is running`;
        console.error(reason);
        return settleNav(name, { status: 'refused', reason, items: cachedNavItems(name) });
      }
      rememberNav(file);
      return settleNav(name, {
        status: 'ready',
        items: navItemsOf(file),
        preload: file.preload,
        ...(file.pageHeadings ? { pageHeadings: file.pageHeadings } : {}),
      });
    })
    .catch(async (error: unknown) => {
      console.error(`[portal] remote "${name}" is unavailable: ${messageOf(error)}`);
      navLoads.delete(name);
      // Its remembered items stay in the nav and lead to its section-unavailable page.
      const items = await navFileParsing().then(
        ({ cachedNavItems }) => cachedNavItems(name),
        () => [],
      );
      return settleNav(name, { status: 'failed', reason: messageOf(error), items });
    });
  navLoads.set(name, loading);
  return loading;
}

/** Reads the nav files of every remote of remotes.json (the nav of someone signed in). */
export function loadNavFiles(read: ReadNavFile = readNavFile): Promise<void> {
  const remotes = useFederation.getState().config?.remotes ?? [];
  return Promise.all(remotes.map((remote) => loadNavFile(remote.name, read))).then(() => undefined);
}

/**
 * The first API GETs of the nav page being opened, sent beside its code (someone signed in whose
 * role may open it): the page's own requests for the same URLs take these answers.
 */
function prefetchNavPageData(items: readonly NavItem[]): void {
  const item = navItemAt(items, window.location.pathname);
  if (item) prefetchPageData(item.subject, prefetchOf(item));
}

/** Where remotes.json puts a remote's remoteEntry.js, as an absolute URL. */
function entryUrl(name: string): URL | null {
  const remote = configuredRemote(name);
  return remote ? new URL(remote.entry, window.location.href) : null;
}

/**
 * Loads one remote's `./register` module and installs it (routes, page titles, translations) once
 * its nav file says it may run here (the registration's own requiresShared is checked again by
 * installRemote). `page` is the path about to be shown (by default the one shown): its code and
 * strings download beside the entry rather than once the register module has run; its first API
 * GETs are sent only for the page shown. Never throws: a remote that cannot be loaded, or that needs
 * a newer @portal/shared, ends up 'failed' or 'refused' in the registry and its routes show the
 * section-unavailable page.
 */
export async function loadRegistration(
  name: string,
  runtime: FederationRuntime = federationRuntime,
  read: ReadNavFile = readNavFile,
  page: string = window.location.pathname,
): Promise<void> {
  const registry = useRegistry.getState();
  registry.setLoading(name);
  try {
    // Its code downloads beside its nav file but runs only once the nav file has said it may run here.
    const entry = entryUrl(name);
    if (entry) runtime.preloadScripts?.([entry.href]);
    const nav = await loadNavFile(name, read);
    if (nav.status === 'failed') return registry.setFailed(name, nav.reason);
    if (nav.status === 'refused') return registry.setRefused(name, nav.reason);
    if (entry && nav.status === 'ready' && nav.preload) {
      const { preloadFilesFor, preloadSharedFor } = await navFileParsing();
      const files = preloadFilesFor(nav.preload, currentLanguage(), page);
      const urls = files.map((file) => new URL(file, entry).href);
      // Run rather than only downloaded where the runtime can: register, strings and page are then
      // installed when the remote's runtime asks for them, not loaded one after another.
      if (runtime.runChunks) runtime.runChunks(urls);
      else runtime.preloadScripts?.(urls);
      runtime.preloadShared?.(preloadSharedFor(nav.preload, page));
    }
    if (nav.status === 'ready') prefetchNavPageData(nav.items);
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

/** Registers every remote of remotes.json with the federation runtime (no download yet). */
export function configureRemotes(config: RemotesConfig, runtime: FederationRuntime = federationRuntime): void {
  if (!pluginsRegistered || runtime !== federationRuntime) {
    runtime.registerPlugins([retryPlugin(), unavailablePlugin()]);
    pluginsRegistered = runtime === federationRuntime;
  }
  runtime.registerRemotes(config.remotes.map(({ name, entry }) => ({ name, entry })));
  requested.clear();
  navLoads.clear();
  navReads.clear();
  useFederation.setState({ config, configError: null, nav: {} });
}

const requested = new Set<string>();

/**
 * Loads the registrations of these remotes unless that has already started. The host asks only for
 * the remote owning the page being shown (the nav is drawn from the nav files), and for the owner of
 * a link someone points at (prefetch.ts, with that link's path as `page`): the login page downloads
 * no remote at all.
 */
export function ensureRegistrations(
  names: readonly string[],
  {
    runtime = federationRuntime,
    read = readNavFile,
    page,
  }: { runtime?: FederationRuntime; read?: ReadNavFile; page?: string } = {},
): Promise<void> {
  // A remote the registry already knows (loading, ready, failed) is not asked for again; retries go through loadRegistration.
  const known = useRegistry.getState().remotes;
  const started = names.filter((name) => !requested.has(name) && !known[name]);
  for (const name of started) requested.add(name);
  return Promise.all(started.map((name) => loadRegistration(name, runtime, read, page))).then(() => undefined);
}

/**
 * Reads remotes.json and registers the remotes; an unreadable file leaves the host's own pages working.
 * A session being restored (tokens in storage) will load a remote on most pages, so the federation
 * runtime's download starts beside remotes.json's; the login page downloads neither. The nav file of
 * the page's owner is read at once (for an anonymous visitor only on a public page), not once the
 * first render's effects ask for the owner's code; for that visitor the promise resolves once the file
 * is read, so that the public page's heading the host draws from it can be in the first frame (start.tsx).
 */
export async function bootRemotes(runtime: FederationRuntime = federationRuntime): Promise<void> {
  const signedIn = useSession.getState().status !== 'anonymous';
  if (signedIn) runtime.preload?.();
  let config: RemotesConfig;
  try {
    config = await readRemotesConfig();
  } catch (error) {
    console.error(`[portal] ${messageOf(error)}`);
    useFederation.setState({ config: { remotes: [] }, configError: messageOf(error) });
    return;
  }
  configureRemotes(config, runtime);
  const owner = remoteToLoad(config, window.location.pathname, signedIn);
  if (!owner) return;
  void loadNavFile(owner.name);
  if (!signedIn) await navReads.get(owner.name);
}
