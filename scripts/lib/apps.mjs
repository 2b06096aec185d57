import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './pnpm-command.mjs';

/** The front-end apps: the host and every remote-* folder with a package.json. */
export function appDirs() {
  const remotes = readdirSync(root, { withFileTypes: true })
    .filter(
      (entry) =>
        entry.isDirectory() && entry.name.startsWith('remote-') && existsSync(join(root, entry.name, 'package.json')),
    )
    .map((entry) => entry.name)
    .sort();
  return ['host', ...remotes];
}

/** Jest suites in the order `npm test` runs them; each folder must hold a package.json with jest. */
export function unitSuiteDirs() {
  return ['shared', ...appDirs(), 'api'];
}
