export interface PortalApp {
  /** Federation name (remotes) or the host's name. */
  name: string;
  package: string;
  /** Folder at the repository root. */
  dir: string;
  devPort: number;
}

export interface PortalRemote extends PortalApp {
  /** Its path behind the one origin (/remotes/<slug>/) and the REMOTE_<SLUG>_* variables of the containers. */
  slug: string;
  /** Path prefixes it owns ('/' owns only '/'). */
  routes: string[];
  /** Those of its prefixes open without signing in. */
  publicRoutes: string[];
}

export interface PortalApps {
  host: PortalApp;
  remotes: PortalRemote[];
}

export interface RemotesJson {
  remotes: { name: string; entry: string; routes: string[]; publicRoutes: string[] }[];
}

export const MANIFEST_FILE: string;
export function readPortalApps(file?: string): PortalApps;
export function remoteOf(dir: string, apps?: PortalApps): PortalRemote;
export function remotesJson(options?: { dev?: boolean }, apps?: PortalApps): RemotesJson;
