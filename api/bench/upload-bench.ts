/**
 * An import: a 10,000-row CSV sent over HTTP to the real server process, as the portal sends it,
 * until the 201 (every row validated, 10,000 drafts written in one transaction).
 *   npm run bench:upload [-- --runs 3 --rows 10000 --database pglite|postgres|both]
 * Each run uploads a different file (the same file twice is refused). Also times the refusal of a
 * file whose last row is bad (everything validated, nothing written). PostgreSQL uses DATABASE_URL
 * (default postgres://postgres@127.0.0.1:5432/postgres) to create and drop a database.
 *
 * While each upload is in flight, another user asks for GET /auth/me every 10 ms (whether or not the
 * previous answer came: a person does not wait for someone else's upload), and the p95 of those
 * answers is printed: an upload must not hold other people's requests (limit on PostgreSQL; PGlite
 * runs every query on the one thread, so there it is measured only).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SHIPMENT_IMPORT_COLUMNS } from '../src/services/imports/csv';
import { withPostgresDatabase } from './postgres-database';
import { startBenchServer } from './server-process';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    rows: { type: 'string', default: '10000' },
    database: { type: 'string', default: 'both' },
  },
});
const runs = Number(values.runs);
const rowCount = Number(values.rows);
const LIMIT_MS = 3000;
/** Another user's GET /auth/me during an upload, p95 (PostgreSQL). */
const OTHERS_P95_LIMIT_MS = 100;
const OTHERS_INTERVAL_MS = 10;
/** Bounds the sampling loop whatever the upload does. */
const OTHERS_MAX_REQUESTS = 3000;

const PLACES = [
  ['Amman', 'Abdoun'],
  ['Irbid', ''],
  ['Zarqa', ''],
  ['عمان', 'الشميساني'],
  ['Aqaba', ''],
  ['Madaba', ''],
];

/** A file of `rows` valid rows; `tag` makes each file's bytes different. */
function csvFile(rows: number, tag: string, lastRowBad = false): string {
  const lines = [SHIPMENT_IMPORT_COLUMNS.map((column) => column.key).join(',')];
  for (let i = 0; i < rows; i++) {
    const [city, village] = PLACES[i % PLACES.length];
    const cod = i % 3 === 0;
    const fields: Record<string, string> = {
      recipient_name: `Recipient ${tag}-${i}`,
      recipient_phone: `079${String(1_000_000 + (i % 9_000_000)).padStart(7, '0')}`,
      recipient_email: i % 4 === 0 ? `r${i}@example.com` : '',
      country: i % 2 ? 'Jordan' : 'الأردن',
      city,
      village,
      address_line: `"Street ${i}, building ${i % 40}"`,
      parcel_type: 'small-box',
      quantity: String(1 + (i % 3)),
      weight_kg: (0.5 + (i % 10)).toFixed(1),
      payment_type: cod ? 'cod' : 'prepaid',
      cod_amount: cod ? `${10 + (i % 90)}.500` : '',
      reference: `ORDER-${tag}-${i}`,
    };
    if (lastRowBad && i === rows - 1) fields.city = 'Atlantis';
    lines.push(SHIPMENT_IMPORT_COLUMNS.map((column) => fields[column.key] ?? '').join(','));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
}

async function measure(database: 'pglite' | 'postgres') {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-upload-'));
  const once = async (databaseUrl: string | undefined) => {
    const server = await startBenchServer('upload', { DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
    try {
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
      const me = async () => {
        const started = performance.now();
        const response = await fetch(`${server.url}/api/v1/auth/me`, {
          headers: { authorization: `Bearer ${otherToken}` },
        });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`GET /auth/me answered ${response.status}`);
        return performance.now() - started;
      };
      await me();
      // The same requests with no upload: what the machine gives them anyway.
      const quiet: number[] = [];
      for (let i = 0; i < 200; i++) {
        const pending = me();
        await new Promise((resolve) => setTimeout(resolve, OTHERS_INTERVAL_MS));
        quiet.push(await pending);
      }
      const send = async (text: string, name: string) => {
        const form = new FormData();
        form.append('file', new Blob([text], { type: 'text/csv' }), name);
        const others: Promise<number>[] = [];
        let done = false;
        const started = performance.now();
        const upload = fetch(`${server.url}/api/v1/shipments/imports`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: form,
        }).then(async (response) => {
          await response.arrayBuffer();
          return { ms: performance.now() - started, status: response.status };
        });
        const sampler = setInterval(() => {
          if (!done && others.length < OTHERS_MAX_REQUESTS) others.push(me());
        }, OTHERS_INTERVAL_MS);
        try {
          const result = await upload;
          done = true;
          return { ...result, others: await Promise.all(others) };
        } finally {
          clearInterval(sampler);
        }
      };
      const imported: number[] = [];
      const others: number[] = [];
      for (let run = 0; run < runs; run++) {
        const text = csvFile(rowCount, `${database}${run}`);
        const result = await send(text, `bench-${run}.csv`);
        if (result.status !== 201) throw new Error(`upload answered ${result.status}`);
        imported.push(result.ms);
        others.push(...result.others);
        if (run === 0) console.log(`${database.padEnd(8)} file: ${(Buffer.byteLength(text) / 1024).toFixed(0)} KiB`);
      }
      const refused = await send(csvFile(rowCount, `${database}-bad`, true), 'bad.csv');
      if (refused.status !== 400) throw new Error(`a bad file answered ${refused.status}`);
      const median = [...imported].sort((a, b) => a - b)[Math.floor(imported.length / 2)];
      const verdict = median <= LIMIT_MS ? 'within' : 'OVER';
      const othersP95 = percentile(others, 0.95);
      const othersOk = database === 'pglite' || othersP95 <= OTHERS_P95_LIMIT_MS;
      const othersLimit =
        database === 'pglite'
          ? 'measured only: one thread runs every query'
          : `limit ${OTHERS_P95_LIMIT_MS} ms: ${othersOk ? 'within' : 'OVER'}`;
      console.log(
        `${database.padEnd(8)} ${rowCount} rows imported: ${imported.map((ms) => (ms / 1000).toFixed(2)).join(' / ')} s, ` +
          `median ${(median / 1000).toFixed(2)} s = ${Math.round(rowCount / (median / 1000))} rows/s ` +
          `(limit ${(LIMIT_MS / 1000).toFixed(1)} s: ${verdict}); ` +
          `another user's GET /auth/me meanwhile: p95 ${othersP95.toFixed(0)} ms, max ${Math.max(...others).toFixed(0)} ms ` +
          `of ${others.length} (${othersLimit})`,
      );
      console.log(
        `${database.padEnd(8)} another user's GET /auth/me with no upload: p95 ${percentile(quiet, 0.95).toFixed(0)} ms of ${quiet.length}`,
      );
      console.log(
        `${database.padEnd(8)} ${rowCount} rows refused (last row bad, nothing written): ${(refused.ms / 1000).toFixed(2)} s; ` +
          `another user's GET /auth/me meanwhile: p95 ${percentile(refused.others, 0.95).toFixed(0)} ms ` +
          `of ${refused.others.length}`,
      );
      return median <= LIMIT_MS && othersOk;
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

async function main() {
  const targets =
    values.database === 'both' ? (['pglite', 'postgres'] as const) : [values.database as 'pglite' | 'postgres'];
  let ok = true;
  for (const target of targets) ok = (await measure(target)) && ok;
  if (!ok) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
