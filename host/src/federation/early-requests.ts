import { isWideScreen } from '../lib/wide-screen';
import { preloadFiles } from './prefetch-files';

/**
 * Where index.html's boot script leaves what it found out before the bundles ran (host/boot-shell.js):
 * the host's own files the page needs next, and once the page owner's nav file has answered, the
 * other nav files, the page's files and its first API requests.
 */
export const EARLY_REQUESTS = '__portalEarly';

interface LaterRequests {
  navs: string[];
  files: string[];
  data: string[];
  subject?: unknown;
}

interface BootScriptRequests {
  files?: unknown;
  later?: Promise<LaterRequests>;
}

/** A page's first API GETs, and the nav item's subject a user's role must hold to open that page. */
export interface PageData {
  subject: string | undefined;
  paths: string[];
}

/** What the host still has to ask for itself once @portal/shared runs: the page's first API GETs. */
export interface EarlyRequests {
  data: Promise<PageData>;
}

/** Where index.html's first script leaves its request for remotes.json (host/boot-shell.js). */
export const EARLY_REMOTES_JSON = '__portalRemotesJson';

/**
 * True while index.html's request for remotes.json is there to take (every page but the login
 * frame's). Here rather than beside readRemotesConfig: the monolith build swaps that module.
 */
export function remotesConfigAskedEarly(): boolean {
  return EARLY_REMOTES_JSON in window;
}

/** How nav files are asked for: revalidated like the entries, so a redeployed remote's nav shows on the next load. */
export const NAV_FILE_REQUEST: RequestInit = { cache: 'no-cache', headers: { Accept: 'application/json' } };

const navRequests = new Map<string, Promise<Response>>();
let navsAsked: Promise<void> = Promise.resolve();

const urls = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/**
 * Sends what the boot script found the page needs, first thing in the entry (without @portal/shared,
 * so that its task is short): downloads that start here rather than in the boot script leave the
 * entry the phone's whole bandwidth while it downloads, and they no longer wait for the code that
 * would ask for each (the layout, the federation runtime, the nav files' checks) to run first. Files
 * are preloaded, never run here; a remote's files still run only once its nav file has passed.
 */
export function startEarlyRequests(): EarlyRequests | undefined {
  const holder = window as unknown as Record<string, BootScriptRequests | undefined>;
  const early = holder[EARLY_REQUESTS];
  delete holder[EARLY_REQUESTS];
  if (!early) return undefined;
  preloadFiles(urls(early.files));
  if (!early.later) return undefined;
  const later = Promise.resolve(early.later);
  navsAsked = later
    .then(({ navs, files }) => {
      preloadFiles(urls(files));
      // Below 1280 px the nav is a closed drawer: the other remotes' nav files wait for the first
      // page (app/use-remote-activation.ts) rather than share the phone's connections with it.
      if (!isWideScreen()) return;
      for (const url of urls(navs)) {
        const request = fetch(url, NAV_FILE_REQUEST);
        request.catch(() => undefined);
        navRequests.set(url, request);
      }
    })
    .catch(() => undefined);
  const data = later.then(({ data: paths, subject }) => ({
    subject: typeof subject === 'string' ? subject : undefined,
    paths: urls(paths).filter((path) => /^\/[\w-]/.test(path)),
  }));
  return { data: data.catch(() => ({ subject: undefined, paths: [] })) };
}

/** The answer to the nav file request startEarlyRequests sent for this URL, taken once (a retry asks again). */
export async function takeEarlyNavRequest(url: string): Promise<Response | undefined> {
  await navsAsked;
  const request = navRequests.get(url);
  navRequests.delete(url);
  return request;
}
