/**
 * Batch buying of an import, against the real server process on PGlite and PostgreSQL:
 *   npm run bench:batch [-- --rows 1000 --runs 3 --export-rows 100000 --database pglite|postgres|both]
 * - the preview of a 1,000-row import ("cheapest"), median of `runs` (limit 3 s);
 * - buying every chosen row in chunks of CHUNK rows, as the portal does (limit 20 s), while another user asks
 *   for GET /auth/me every 10 ms: p95 limit 100 ms on PostgreSQL; printed on PGlite, whose one thread runs
 *   every query.
 * - the shipment list exported as CSV and XLSX, `export-rows` rows streamed: peak RSS above idle (limit
 *   100 MB; list-export-bench.ts).
 * Prints each figure beside its limit and exits 1 when one is missed.
 *
 * Sections: each is `async () => boolean` (true when within its limits) in SECTIONS below; another benchmark
 * joins the run by importing its function and adding a line there.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { csvFile, percentile } from './bench-support';
import { benchListExport } from './list-export-bench';
import { withPostgresDatabase } from './postgres-database';
import { startBenchServer } from './server-process';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '1000' },
    runs: { type: 'string', default: '3' },
    database: { type: 'string', default: 'both' },
    'export-rows': { type: 'string', default: '100000' },
  },
});
const rowCount = Number(values.rows);
const runs = Number(values.runs);
const PREVIEW_LIMIT_MS = 3000;
const BUY_LIMIT_MS = 20_000;
const OTHERS_P95_LIMIT_MS = 100;
const OTHERS_INTERVAL_MS = 10;
const OTHERS_IN_FLIGHT = 20;
/** Rows bought per call: the portal's chunk. */
const CHUNK = 50;

const verdict = (ok: boolean) => (ok ? 'within' : 'OVER');

async function measure(database: 'pglite' | 'postgres'): Promise<boolean> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-batch-'));
  const once = async (databaseUrl: string | undefined) => {
    const server = await startBenchServer('batch', { DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
    try {
      const request = async (method: string, url: string, token: string, body?: unknown) => {
        const response = await fetch(`${server.url}/api/v1${url}`, {
          method,
          headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
          body: body ? JSON.stringify(body) : undefined,
        });
        const json = (await response.json()) as Record<string, unknown>;
        if (response.status >= 300) throw new Error(`${method} ${url} answered ${response.status}`);
        return json;
      };
      const login = async (email: string) => {
        const response = await fetch(`${server.url}/api/v1/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: 'Portal#2026' }),
        });
        return ((await response.json()) as { access_token: string }).access_token;
      };
      const token = await login('user@portal.local');
      const otherToken = await login('orguser@portal.local');

      const form = new FormData();
      form.append('file', new Blob([csvFile(rowCount, database)], { type: 'text/csv' }), 'batch-bench.csv');
      const uploaded = await fetch(`${server.url}/api/v1/shipments/imports`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      if (uploaded.status !== 201) throw new Error(`upload answered ${uploaded.status}`);
      const importId = ((await uploaded.json()) as { import: { id: string } }).import.id;
      const batch = `/shipments/imports/${importId}/batch`;

      type Preview = { total: number; totalFils: number; choices: { row: number; priceFils: number }[] };
      const previews: number[] = [];
      let shown: Preview | undefined;
      for (let run = 0; run < runs; run++) {
        const started = performance.now();
        shown = (await request('POST', `${batch}/preview`, token, { rule: 'cheapest' })) as unknown as Preview;
        previews.push(performance.now() - started);
      }
      const previewMedian = [...previews].sort((a, b) => a - b)[Math.floor(previews.length / 2)];
      const previewOk = previewMedian <= PREVIEW_LIMIT_MS;
      console.log(
        `${database.padEnd(8)} preview of ${shown!.total} rows ("cheapest", ${shown!.choices.length} covered): ` +
          `${previews.map((ms) => (ms / 1000).toFixed(2)).join(' / ')} s, median ${(previewMedian / 1000).toFixed(2)} s ` +
          `(limit ${PREVIEW_LIMIT_MS / 1000} s: ${verdict(previewOk)})`,
      );

      const me = async () => {
        const started = performance.now();
        const response = await fetch(`${server.url}/api/v1/auth/me`, {
          headers: { authorization: `Bearer ${otherToken}` },
        });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`GET /auth/me answered ${response.status}`);
        return performance.now() - started;
      };
      // The same requests with nothing else running: what the machine gives them anyway.
      const quiet: number[] = [];
      for (let i = 0; i < 200; i++) {
        const pending = me();
        await new Promise((resolve) => setTimeout(resolve, OTHERS_INTERVAL_MS));
        quiet.push(await pending);
      }
      const others: Promise<number>[] = [];
      let buying = true;
      let inFlight = 0;
      // Every 10 ms whether or not the previous answer came (a person does not wait for someone else's
      // batch), but never more than OTHERS_IN_FLIGHT at once: a pile of open sockets would measure the sockets.
      const sampler = setInterval(() => {
        if (!buying || inFlight >= OTHERS_IN_FLIGHT) return;
        inFlight += 1;
        others.push(me().finally(() => (inFlight -= 1)));
      }, OTHERS_INTERVAL_MS);
      const started = performance.now();
      let bookedFils = 0;
      let processed = 0;
      try {
        for (let at = 0; at < shown!.choices.length; at += CHUNK) {
          const answer = (await request('POST', `${batch}/buy`, token, {
            rows: shown!.choices.slice(at, at + CHUNK),
          })) as { results: { outcome: string; priceFils: number }[] };
          for (const result of answer.results)
            if (result.outcome === 'processed') {
              processed += 1;
              bookedFils += result.priceFils;
            }
        }
      } finally {
        buying = false;
        clearInterval(sampler);
      }
      const buyMs = performance.now() - started;
      const latencies = await Promise.all(others);
      const p95 = percentile(latencies, 0.95);
      const buyOk = buyMs <= BUY_LIMIT_MS;
      const othersOk = database === 'pglite' || p95 <= OTHERS_P95_LIMIT_MS;
      const moneyOk = processed === shown!.choices.length && bookedFils === shown!.totalFils;
      console.log(
        `${database.padEnd(8)} bought ${processed} rows in chunks of ${CHUNK}: ${(buyMs / 1000).toFixed(2)} s = ` +
          `${Math.round(processed / (buyMs / 1000))} rows/s (limit ${BUY_LIMIT_MS / 1000} s: ${verdict(buyOk)}); ` +
          `booked ${bookedFils} fils, shown ${shown!.totalFils} fils (${moneyOk ? 'equal' : 'DIFFERENT'}); ` +
          `another user's GET /auth/me meanwhile: p95 ${p95.toFixed(0)} ms, max ${Math.max(...latencies).toFixed(0)} ms ` +
          `of ${latencies.length} (${database === 'pglite' ? 'measured only: one thread runs every query' : `limit ${OTHERS_P95_LIMIT_MS} ms: ${verdict(othersOk)}`})`,
      );
      console.log(
        `${database.padEnd(8)} another user's GET /auth/me with no batch: p95 ${percentile(quiet, 0.95).toFixed(0)} ms of ${quiet.length}`,
      );
      return previewOk && buyOk && othersOk && moneyOk;
    } finally {
      await server.stop();
    }
  };
  try {
    return database === 'postgres' ? await withPostgresDatabase((url) => once(url)) : await once(undefined);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

const targets =
  values.database === 'both' ? (['pglite', 'postgres'] as const) : [values.database as 'pglite' | 'postgres'];

/** A section's run on each database asked for (--database). */
async function onEachDatabase(run: (database: 'pglite' | 'postgres') => Promise<boolean>): Promise<boolean> {
  let ok = true;
  for (const target of targets) ok = (await run(target)) && ok;
  return ok;
}

/** The sections run in order; each prints its figures and says whether it kept its limits. */
const SECTIONS: [string, () => Promise<boolean>][] = [
  ['batch buying', () => onEachDatabase(measure)],
  ['list export', () => onEachDatabase((database) => benchListExport(Number(values['export-rows']), database))],
];

async function main() {
  let ok = true;
  for (const [name, run] of SECTIONS) {
    console.log(`— ${name}`);
    ok = (await run()) && ok;
  }
  if (!ok) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
