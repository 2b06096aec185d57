import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './pnpm-command.mjs';

export const MANIFEST_FILE = join(root, 'portal.apps.json');

/** portal.apps.json: the host and the remotes (name, package, folder, dev port, path prefixes). */
export function portalApps() {
  return JSON.parse(readFileSync(MANIFEST_FILE, 'utf8'));
}

/** The front-end apps' folders: the host, then the remotes. */
export function appDirs() {
  const { host, remotes } = portalApps();
  return [host.dir, ...remotes.map((remote) => remote.dir)];
}

/** Jest suites in the order `npm test` runs them; each folder must hold a package.json with jest. */
export function unitSuiteDirs() {
  return ['shared', ...appDirs(), 'api'];
}
