/**
 * remotes.json: where each remote lives and which paths it owns, read at run time so a remote can
 * be redeployed (or moved) without rebuilding the host (docs/architecture.md#the-federation-contract).
 *
 *   { "remotes": [ { "name": "remote_shipments", "entry": "/remotes/shipments/remoteEntry.js",
 *                    "routes": ["/shipments", "/couriers", "/track"], "publicRoutes": ["/track"] } ] }
 *
 * A route prefix owns the path itself and everything below it; "/" owns only "/".
 */
export interface RemoteConfigEntry {
  /** The remote's federation name, e.g. remote_shipments. */
  name: string;
  /** URL of its remoteEntry.js (the runtime reads no manifest; mf-manifest.json beside it lists its files). */
  entry: string;
  /** Path prefixes the remote owns. */
  routes: string[];
  /** Prefixes among them that need no login (e.g. /track). */
  publicRoutes: string[];
}

export interface RemotesConfig {
  remotes: RemoteConfigEntry[];
}

export class RemotesConfigError extends Error {
  constructor(message: string) {
    super(`remotes.json: ${message}`);
    this.name = 'RemotesConfigError';
  }
}

const NAME_PATTERN = /^[A-Za-z_$][\w$]*$/;

function isPathList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string' && item.startsWith('/'));
}

/** Validates the parsed file; throws RemotesConfigError naming the first problem. */
export function parseRemotesConfig(json: unknown): RemotesConfig {
  const list = (json as { remotes?: unknown } | null)?.remotes;
  if (!Array.isArray(list)) throw new RemotesConfigError('expected { "remotes": [ … ] }');
  const seen = new Set<string>();
  const remotes = list.map((raw, index): RemoteConfigEntry => {
    const item = raw as Partial<RemoteConfigEntry> | null;
    const where = `remotes[${index}]`;
    if (!item || typeof item.name !== 'string' || !NAME_PATTERN.test(item.name)) {
      throw new RemotesConfigError(`${where}.name must be a federation name such as remote_shipments`);
    }
    if (seen.has(item.name)) throw new RemotesConfigError(`${where}: ${item.name} is listed twice`);
    seen.add(item.name);
    if (typeof item.entry !== 'string' || item.entry.length === 0) {
      throw new RemotesConfigError(`${where}.entry must be the URL of the remote's remoteEntry.js`);
    }
    if (!isPathList(item.routes))
      throw new RemotesConfigError(`${where}.routes must be a list of paths starting with /`);
    const publicRoutes = item.publicRoutes ?? [];
    if (!isPathList(publicRoutes))
      throw new RemotesConfigError(`${where}.publicRoutes must be a list of paths starting with /`);
    return { name: item.name, entry: item.entry, routes: item.routes, publicRoutes };
  });
  return { remotes };
}

/** A path as routes name it: without a trailing slash ("/" stays). */
export function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** Does `prefix` own `pathname`? "/" owns only "/"; "/track" owns "/track" and "/track/…". */
export function ownsPath(prefix: string, pathname: string): boolean {
  const path = withoutTrailingSlash(pathname);
  if (prefix === '/') return path === '/';
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** The remote that owns a path (the longest matching prefix wins). */
export function remoteForPath(config: RemotesConfig, pathname: string): RemoteConfigEntry | undefined {
  let best: { remote: RemoteConfigEntry; length: number } | undefined;
  for (const remote of config.remotes) {
    for (const prefix of remote.routes) {
      if (ownsPath(prefix, pathname) && (!best || prefix.length > best.length))
        best = { remote, length: prefix.length };
    }
  }
  return best?.remote;
}

/** True when a remote declares the path public, so the guard lets it through before the remote loads. */
export function isPublicRemotePath(config: RemotesConfig, pathname: string): boolean {
  return config.remotes.some((remote) => remote.publicRoutes.some((prefix) => ownsPath(prefix, pathname)));
}

/**
 * The remote whose code the page at `pathname` needs: its owner, for someone signed in (or being
 * restored) on any of its paths, for an anonymous visitor only on a public one (other remote paths
 * send that visitor to the login page anyway).
 */
export function remoteToLoad(
  config: RemotesConfig,
  pathname: string,
  signedIn: boolean,
): RemoteConfigEntry | undefined {
  const owner = remoteForPath(config, pathname);
  return owner && (signedIn || isPublicRemotePath(config, pathname)) ? owner : undefined;
}

/** Fetches remotes.json next to the host, bypassing the HTTP cache so a redeploy shows on the next load. */
export async function fetchRemotesConfig(
  url = '/remotes.json',
  fetchImpl: typeof fetch = fetch,
): Promise<RemotesConfig> {
  const response = await fetchImpl(url, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new RemotesConfigError(`${url} answered ${response.status}`);
  return parseRemotesConfig(await response.json());
}
