/**
 * `npm run fuzz -- [--seed N] [--count N] [--verbose]`: the OpenAPI fuzzer on an in-process app and a
 * fresh PGlite database (or DATABASE_URL's PostgreSQL). Prints the seed first; a finding is printed as
 * the request that made it, and the same seed and count replay the run. Exits 1 on any finding.
 */
import { parseArgs } from 'node:util';
import { startTestApp } from '../support/test-app';
import { createFuzzWorld } from './callers';
import { describeFinding, groupFindings, runFuzz } from './fuzz-run';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    seed: { type: 'string', default: String(Date.now() % 2 ** 31) },
    count: { type: 'string', default: '10000' },
    verbose: { type: 'boolean', default: false },
  },
});

async function main() {
  const seed = Number(values.seed);
  const count = Number(values.count);
  console.log(`fuzz: seed ${seed}, ${count} requests (replay: npm run fuzz -- --seed ${seed} --count ${count})`);
  // --verbose: the server's own error log (stack traces of the 500s) on stderr.
  const app = await startTestApp(values.verbose ? { logger: { level: 'error' } } : {});
  try {
    const world = await createFuzzWorld(app);
    const started = performance.now();
    const result = await runFuzz(app, world, {
      seed,
      count,
      onProgress: (done, findings) => {
        if (done % 1000 === 0) console.log(`  ${done} requests, ${findings} findings`);
      },
    });
    const seconds = (performance.now() - started) / 1000;
    const statuses = [...result.statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
    console.log(`${result.requests} requests in ${seconds.toFixed(1)} s; statuses ${statuses.join(' ')}`);
    const groups = groupFindings(result.findings);
    console.log(`${result.findings.length} findings in ${groups.length} groups (kind · operation · input class):`);
    for (const { key, count: n, example } of groups) console.log(`\n${key} ×${n}\n${describeFinding(example)}`);
    if (result.findings.length) {
      console.log(`\nreplay: npm run fuzz -- --seed ${seed} --count ${count}`);
      process.exitCode = 1;
    }
  } finally {
    await app.closeWithDatabase();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
