// Decides whether the production builds are current: a hash over everything that feeds them.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { root } from './pnpm-command.mjs';

const stampFile = join(root, 'node_modules', '.cache', 'portal-build', 'stamp.json');
const skippedDirs = new Set(['node_modules', 'dist', '.webpack-cache', 'coverage', 'test-results', '.data']);
// Test files never reach a bundle: editing them must not force a rebuild.
const testFile = /\.(test|spec)\.[cm]?[jt]sx?$/;

function collectFiles(dir, files) {
  if (!existsSync(dir)) return files;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skippedDirs.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) collectFiles(path, files);
    else if (entry.isFile() && !testFile.test(entry.name)) files.push(path);
  }
  return files;
}

/** A hash of the apps' sources, @portal/shared, the webpack config, the apps manifest and the lockfile. */
export function sourceHash(apps) {
  const inputs = [...apps, 'shared', 'tooling/webpack-config'].flatMap((dir) => collectFiles(join(root, dir), []));
  inputs.push(
    ...['pnpm-lock.yaml', 'tsconfig.base.json', 'portal.apps.json'].map((file) => join(root, file)).filter(existsSync),
  );
  const hash = createHash('sha256');
  for (const file of inputs.sort()) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/** True when every app has a dist and the sources are those of the last successful build. */
export function buildsAreCurrent(apps, hash) {
  if (!existsSync(stampFile)) return false;
  const everyDist = apps.every((app) => existsSync(join(root, app, 'dist')));
  const stamp = JSON.parse(readFileSync(stampFile, 'utf8'));
  return everyDist && stamp.hash === hash;
}

export function writeStamp(hash) {
  mkdirSync(dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, JSON.stringify({ hash, builtAt: new Date().toISOString() }, null, 2));
}
