#!/usr/bin/env node
// Production build of the host and every remote.
//   node scripts/build-all.mjs              always builds
//   node scripts/build-all.mjs --if-changed builds only when the sources changed since the last build
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appDirs } from './lib/apps.mjs';
import { buildsAreCurrent, sourceHash, writeStamp } from './lib/build-stamp.mjs';
import { runPnpm } from './lib/pnpm-command.mjs';

export function buildAll({ ifChanged = false } = {}) {
  const apps = appDirs();
  const hash = sourceHash(apps);
  if (ifChanged && buildsAreCurrent(apps, hash)) {
    console.log(`Builds are up to date (${apps.join(', ')}): nothing to build.`);
    return { built: false };
  }
  const started = Date.now();
  console.log(`Building ${apps.join(', ')} …`);
  runPnpm(['-r', ...apps.flatMap((app) => ['--filter', `./${app}`]), 'build']);
  writeStamp(hash);
  console.log(`Built ${apps.length} apps in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return { built: true };
}

if (fileURLToPath(import.meta.url) === resolve(process.argv[1] ?? '')) {
  try {
    buildAll({ ifChanged: process.argv.includes('--if-changed') });
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
