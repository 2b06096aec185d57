// One Stryker setup for every package's mutation run (npm run test:mutation): each mutant is a small
// wrong rule (a flipped comparison, a dropped condition, an emptied string); a test must fail for it.
// Incremental, so a rerun only tests the mutants whose code or tests changed.
import path from 'node:path';

// pnpm keeps the runner beside the project, not beside Stryker's core, so it is named by its path.
const jestRunner = import.meta.resolve('@stryker-mutator/jest-runner');
const reportDir = path.join(import.meta.dirname, '..', '.stryker');

/**
 * @param {{ name: string, mutate: string[], jest?: Record<string, unknown> }} options
 * @returns {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export function strykerConfig({ name, mutate, jest = {} }) {
  // STRYKER_TESTS (npm run test:mutation -- --tests …): only these test files, comma-separated.
  const onlyTests = process.env.STRYKER_TESTS?.split(',').map((file) => `<rootDir>/${file.trim()}`);
  if (onlyTests) jest = { ...jest, testMatch: onlyTests };
  return {
    testRunner: 'jest',
    plugins: [jestRunner],
    jest: { projectType: 'custom', configFile: 'jest.config.cjs', enableFindRelatedTests: true, config: jest },
    mutate,
    coverageAnalysis: 'perTest',
    incremental: true,
    incrementalFile: path.join(reportDir, `${name}-incremental.json`),
    // A line of progress every few seconds: an API file takes minutes.
    reporters: ['clear-text', 'json', 'progress-append-only'],
    jsonReporter: { fileName: path.join(reportDir, `${name}-report.json`) },
    // In place: each package's jest config reaches ../tooling, which a sandbox copy of the package
    // would not have. Stryker restores every file it changed, also when stopped with Ctrl-C.
    inPlace: true,
    tempDirName: path.join(reportDir, `tmp-${name}`),
    // swc strips types without checking them, so no file needs a @ts-nocheck to run a mutant.
    disableTypeChecks: false,
    // STRYKER_CONCURRENCY: fewer test processes on a machine shared with other work.
    concurrency: Number(process.env.STRYKER_CONCURRENCY) || 2,
    thresholds: { high: 90, low: 80, break: null },
    timeoutMS: 20_000,
    // The API's first run executes every test file related to the mutated files (PGlite suites).
    dryRunTimeoutMinutes: 30,
    ignoreStatic: true,
  };
}
