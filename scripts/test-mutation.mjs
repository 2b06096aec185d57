#!/usr/bin/env node
// `npm run test:mutation`: Stryker over the rules the tests must pin (the shared domain; the API's
// services, lib, rating and lifecycle), then one table of mutation scores per file beside the 80 %
// target. Incremental (reports under .stryker/), so a rerun tests only what changed.
//   --package shared|api   one package only (default: both)
//   --mutate a.ts,b.ts     only these files of that package (paths relative to the package)
//   --tests a.test.ts,...  run only these test files (relative to the package) against the mutants: a
//                          module's fast unit tests instead of every suite that imports it (API: PGlite)
// Exits 1 when a file scores under the target.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const TARGET = 80;
const root = path.resolve(import.meta.dirname, '..');
const { values: options } = parseArgs({
  options: { package: { type: 'string' }, mutate: { type: 'string' }, tests: { type: 'string' } },
});
const packages = options.package ? [options.package] : ['shared', 'api'];
const stryker = path.join(root, 'node_modules', '@stryker-mutator', 'core', 'bin', 'stryker.js');

let failedRun = false;
for (const name of packages) {
  if (!existsSync(path.join(root, name, 'stryker.config.mjs'))) throw new Error(`no stryker.config.mjs in ${name}/`);
  const args = [stryker, 'run', ...(options.mutate ? ['--mutate', options.mutate] : [])];
  console.log(`\n━━ mutation testing: ${name}${options.mutate ? ` (${options.mutate})` : ''}`);
  const env = { ...process.env, ...(options.tests ? { STRYKER_TESTS: options.tests } : {}) };
  const run = spawnSync(process.execPath, args, { cwd: path.join(root, name), stdio: 'inherit', env });
  if (run.status !== 0) failedRun = true;
}

const KILLED = new Set(['Killed', 'Timeout']);
const COUNTED = new Set(['Killed', 'Timeout', 'Survived', 'NoCoverage']);
const rows = [];
for (const name of packages) {
  const report = path.join(root, '.stryker', `${name}-report.json`);
  if (!existsSync(report)) continue;
  const { files } = JSON.parse(readFileSync(report, 'utf8'));
  for (const [file, { mutants }] of Object.entries(files)) {
    const counted = mutants.filter((m) => COUNTED.has(m.status));
    // Code run outside any test (at import, or in a beforeAll) is "static": ignoreStatic leaves its
    // mutants untested, so a file whose rules only run there scores nothing, not 100 %.
    const staticOnes = mutants.filter((m) => m.status === 'Ignored' && /^Static/.test(m.statusReason ?? '')).length;
    if (!counted.length && !staticOnes) continue;
    const killed = counted.filter((m) => KILLED.has(m.status)).length;
    const survived = counted.filter((m) => m.status === 'Survived').length;
    const noCoverage = counted.filter((m) => m.status === 'NoCoverage').length;
    rows.push({
      file: path.relative(root, path.resolve(root, name, file)),
      killed,
      survived,
      noCoverage,
      staticOnes,
      score: counted.length ? (100 * killed) / counted.length : 0,
    });
  }
}

console.log('\n━━ mutation score per file (target ≥ 80 %)');
const width = Math.max(4, ...rows.map((row) => row.file.length));
console.log(`${'file'.padEnd(width)}  killed  survived  no cover  static   score`);
for (const row of rows.sort((a, b) => a.file.localeCompare(b.file))) {
  const mark = row.score >= TARGET ? '✓' : '✗';
  console.log(
    `${row.file.padEnd(width)}  ${String(row.killed).padStart(6)}  ${String(row.survived).padStart(8)}  ${String(row.noCoverage).padStart(8)}  ${String(row.staticOnes).padStart(6)}  ${row.score.toFixed(1).padStart(5)} % ${mark}`,
  );
}
const below = rows.filter((row) => row.score < TARGET);
console.log(`${rows.length} files, ${below.length} under ${TARGET} %`);
process.exit(failedRun || below.length ? 1 : 0);
