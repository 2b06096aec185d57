#!/usr/bin/env node
// `npm test`: every test of the project, ending with one line `N passed, N failed`.
//   install (frozen) → lint (prettier, eslint, knip, typecheck, the OpenAPI lint) → jest suites (shared, host, remotes, api on PGlite, deploy files)
//   → production build → browser suite (e2e, Chromium against the real API).
// Options (for .ci/run and for quicker local runs):
//   --suites a,b        only these stages (install lint shared host remote-… api deploy build e2e)
//   --database-url URL  run the api suite against this PostgreSQL instead of PGlite
//   PORTAL_TEST_SUMMARY=file  also writes the counts and timings there as JSON
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildAll } from './build-all.mjs';
import { unitSuiteDirs } from './lib/apps.mjs';
import { findChromium, findNginx } from './lib/debian-tool.mjs';
import { pnpmCommand, root, runPnpm } from './lib/pnpm-command.mjs';

const { values: options } = parseArgs({
  options: { suites: { type: 'string' }, 'database-url': { type: 'string' } },
});
const jestSuites = [
  ...unitSuiteDirs().map((dir) => ({ name: dir, dir })),
  { name: 'deploy', dir: 'e2e', config: 'jest.deploy.config.cjs' },
];
const allStages = ['install', 'lint', ...jestSuites.map((suite) => suite.name), 'build', 'e2e'];
const selected = options.suites ? options.suites.split(',').map((name) => name.trim()) : allStages;
const unknown = selected.filter((name) => !allStages.includes(name));
if (unknown.length) {
  console.error(`Unknown stage(s): ${unknown.join(', ')}. Stages: ${allStages.join(', ')}`);
  process.exit(2);
}

const reportDir = mkdtempSync(join(tmpdir(), 'portal-test-'));
const totals = { passed: 0, failed: 0 };
const stages = [];
const [pnpm, pnpmBase] = pnpmCommand();

function banner(text) {
  console.log(`\n━━ ${text} ${'━'.repeat(Math.max(3, 70 - text.length))}`);
}

/** Runs one stage, recording its time and counts; a thrown error counts as one failure. */
async function stage(name, run) {
  if (!selected.includes(name)) return;
  banner(name);
  const started = Date.now();
  let result;
  try {
    result = (await run()) ?? { passed: 0, failed: 0 };
  } catch (error) {
    console.error(`✖ ${name}: ${error.message}`);
    result = { passed: 0, failed: 1, note: error.message };
  }
  const seconds = (Date.now() - started) / 1000;
  totals.passed += result.passed;
  totals.failed += result.failed;
  stages.push({ name, seconds, ...result });
  console.log(
    `── ${name}: ${result.passed} passed, ${result.failed} failed in ${seconds.toFixed(1)} s${result.note ? ` (${result.note})` : ''}`,
  );
}

/** Runs jest in a package folder and reads the counts from its JSON report. */
function runJest({ name, dir, config }, env = {}) {
  const cwd = join(root, dir);
  if (!existsSync(join(cwd, 'package.json'))) throw new Error(`${dir}/package.json is missing`);
  const outputFile = join(reportDir, `${name}.json`);
  const args = [...pnpmBase, 'exec', 'jest', '--ci', '--json', `--outputFile=${outputFile}`];
  if (config) args.push('--config', config);
  const merged = { ...process.env, ...env };
  for (const [key, value] of Object.entries(merged)) if (value === undefined) delete merged[key];
  const { status } = spawnSync(pnpm, args, { cwd, stdio: 'inherit', env: merged });
  if (!existsSync(outputFile)) throw new Error(`jest crashed before reporting (exit code ${status})`);
  const report = JSON.parse(readFileSync(outputFile, 'utf8'));
  // A suite that could not run (syntax error, failing setup) has no test results: count it as a failure.
  const crashed = report.numRuntimeErrorTestSuites ?? 0;
  const failed = report.numFailedTests + crashed;
  const unexplained = status !== 0 && failed === 0 ? 1 : 0;
  const notes = [];
  if (crashed) notes.push(`${crashed} suite(s) failed to run`);
  if (unexplained) notes.push(report.numTotalTestSuites === 0 ? 'no tests found' : `jest exited with code ${status}`);
  return { passed: report.numPassedTests, failed: failed + unexplained, note: notes.join('; ') || undefined };
}

const eslintConfigs = ['eslint.config.js', 'eslint.config.mjs', 'eslint.config.cjs', 'eslint.config.ts'];

await stage('install', () => {
  runPnpm(['install', '--frozen-lockfile']);
});

await stage('lint', () => {
  if (!eslintConfigs.some((file) => existsSync(join(root, file)))) {
    console.log('No eslint config at the root: lint skipped.');
    return;
  }
  // Each check counts as one test, and a failing one does not hide the checks after it.
  const checks = [
    ['prettier', ['exec', 'prettier', '--check', '--log-level', 'warn', '.']],
    ['eslint', ['exec', 'eslint', '.']],
    // Unused files and exports (knip.json); @portal/shared's entries are its public contract, never reported.
    ['knip', ['exec', 'knip']],
    // The builds strip types without checking them (swc): strict TypeScript is checked here.
    ['typecheck', ['-r', '--if-present', 'typecheck']],
    // The OpenAPI document against Spectral's OpenAPI and OWASP rules (api/.spectral.yaml).
    ['lint:api', ['--filter', '@portal/api', 'lint:api']],
  ];
  const failed = [];
  for (const [name, args] of checks) {
    try {
      runPnpm(args);
    } catch {
      failed.push(name);
    }
  }
  return {
    passed: checks.length - failed.length,
    failed: failed.length,
    note: failed.length ? `failed: ${failed.join(', ')}` : undefined,
  };
});

for (const suite of jestSuites) {
  await stage(suite.name, () => {
    if (suite.name === 'deploy') {
      const nginx = findNginx();
      console.log(`nginx: ${nginx}`);
      return runJest(suite, { NGINX_BIN: nginx });
    }
    if (suite.name !== 'api') return runJest(suite);
    // npm test runs the API on the embedded database; .ci/run passes --database-url for PostgreSQL.
    return runJest(suite, { DATABASE_URL: options['database-url'] });
  });
}

let buildFailed = false;
await stage('build', () => {
  try {
    buildAll({ ifChanged: true });
  } catch (error) {
    buildFailed = true;
    throw error;
  }
});

await stage('e2e', () => {
  if (buildFailed) throw new Error('skipped: the production build failed');
  const chromium = findChromium();
  console.log(`Chromium: ${chromium}`);
  return runJest({ name: 'e2e', dir: 'e2e' }, { CHROME_PATH: chromium, DATABASE_URL: undefined });
});

rmSync(reportDir, { recursive: true, force: true });
banner('summary');
for (const { name, seconds, passed, failed, note } of stages) {
  console.log(
    `${name.padEnd(22)} ${String(passed).padStart(5)} passed ${String(failed).padStart(4)} failed ${seconds.toFixed(1).padStart(7)} s${note ? `  ${note}` : ''}`,
  );
}
if (process.env.PORTAL_TEST_SUMMARY) {
  writeFileSync(process.env.PORTAL_TEST_SUMMARY, JSON.stringify({ ...totals, stages }, null, 2));
}
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
