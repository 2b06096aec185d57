/**
 * Cold start of the API: time from spawning `tsx src/server.ts` until /api/readyz answers 200.
 *   pnpm --filter @portal/api bench:cold-start [--runs 3] [--database pglite|postgres]
 * For each run: a first start on an empty database (migrations, reference and demo seed) and a
 * restart on the same data. PostgreSQL uses DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres)
 * to create and drop a database per run.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { withPostgresDatabase } from './postgres-database';
import { startServer } from './server-process';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, database: { type: 'string', default: 'both' } },
});
const runs = Number(values.runs);

async function measure(database: 'pglite' | 'postgres') {
  const first: number[] = [];
  const restart: number[] = [];
  for (let run = 0; run < runs; run++) {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-cold-'));
    const once = async (databaseUrl: string | undefined) => {
      const env = {
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        DEMO_SEED: '1',
        JWT_SECRET: 'cold-start-benchmark-secret-0123456789abcdef',
        APPS_DIR: undefined,
      };
      const a = await startServer(env);
      await a.stop();
      const b = await startServer(env);
      await b.stop();
      first.push(a.readyMs);
      restart.push(b.readyMs);
    };
    try {
      if (database === 'postgres') await withPostgresDatabase((url) => once(url));
      else await once(undefined);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const fmt = (xs: number[]) =>
    `${xs.map((x) => (x / 1000).toFixed(2)).join(' / ')} s (median ${(median(xs) / 1000).toFixed(2)} s)`;
  console.log(`${database.padEnd(8)} first start (migrate + seed): ${fmt(first)}`);
  console.log(`${database.padEnd(8)} restart (existing data):      ${fmt(restart)}`);
}

async function main() {
  const targets =
    values.database === 'both' ? (['pglite', 'postgres'] as const) : [values.database as 'pglite' | 'postgres'];
  for (const target of targets) await measure(target);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
