/**
 * The shipment list's export at its limit: 100,000 shipments seeded in one INSERT … SELECT, then exported
 * as CSV and as XLSX through the real app listening on a port, the response read as a stream (as the
 * portal reads it). While each export runs, this process's RSS is sampled every 10 ms: the export
 * streams (a page of rows at a time), so its peak above idle must stay under the limit whatever the row
 * count. The app runs in this process so that its memory is the one sampled.
 *   tsx bench/list-export-bench.ts [--rows 100000]
 * PGlite by default (a temporary data directory); PostgreSQL when DATABASE_URL is set (a fresh database
 * on that server, dropped after).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { DEFAULT_RATE_LIMITS, serverConfigFromEnv } from '../src/config';
import { shipments, users } from '../src/db/schema';
import { DEMO_PASSWORD } from '../src/db/seed/demo';
import { withPostgresDatabase } from './postgres-database';

/** Peak RSS above idle while one export streams. */
const RSS_LIMIT_MB = 100;
const SAMPLE_MS = 10;
const MB = 1024 * 1024;

async function seed(app: Awaited<ReturnType<typeof buildApp>>, rows: number) {
  const [{ id }] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, 'user@portal.local'));
  // The demo seed gave the user a few: the export is `rows` in all, at its limit.
  const [{ existing }] = await app.db
    .select({ existing: sql<number>`count(*)::int` })
    .from(shipments)
    .where(eq(shipments.createdByUserId, id));
  const started = performance.now();
  // A bulk load: the tab counts' trigger is not what this measures.
  await app.db.execute(sql`alter table shipments disable trigger user`);
  await app.db.execute(sql`
    insert into shipments (created_by_user_id, organization_id, readiness, status, tracking_number, reference,
      payment_type, cod_amount_fils, price_fils, parcel_quantity, weight_kg, sender_snapshot, recipient_snapshot,
      courier_snapshot, processed_at, expected_pickup_date, expected_delivery_date, created_at, updated_at)
    select ${id}::uuid, null, 1, 1 + g % 6, 'PT9' || lpad(g::text, 10, '0'), 'ORD-' || g,
      case when g % 3 = 0 then 'cod' else 'prepaid' end, case when g % 3 = 0 then 5000 + g % 20000 else 0 end,
      2000 + g % 6000, 1, 0.5 + (g % 40) / 4.0,
      jsonb_build_object('name', 'Sender ' || g, 'phoneNumber', '+962 79 555 0101', 'cityName', 'Amman', 'cityNameAr', 'عمان'),
      jsonb_build_object('name', 'مستلم ' || g, 'phoneNumber', '+962 78 000 ' || lpad((g % 10000)::text, 4, '0'),
        'cityName', 'Irbid', 'cityNameAr', 'إربد'),
      jsonb_build_object('name', 'Falcon Express', 'nameAr', 'فالكون إكسبرس'),
      now() - g * interval '1 minute', current_date, current_date + 2,
      now() - g * interval '1 minute', now()
    from generate_series(1, ${rows - existing}::int) g`);
  await app.db.execute(sql`alter table shipments enable trigger user`);
  await app.db.execute(sql`analyze shipments`);
  return performance.now() - started;
}

/** One export read as a stream (chunks counted, not kept), with this process's RSS sampled meanwhile. */
async function exportOnce(url: string, token: string, format: 'csv' | 'xlsx') {
  (globalThis as { gc?: () => void }).gc?.();
  const idle = process.memoryUsage().rss;
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), SAMPLE_MS);
  const started = performance.now();
  try {
    const response = await fetch(`${url}/api/v1/shipments/export`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-language': 'ar' },
      body: JSON.stringify({ filter: {}, format }),
    });
    if (!response.ok || !response.body)
      throw new Error(`export ${format}: ${response.status} ${await response.text()}`);
    let bytes = 0;
    let lines = 0;
    let firstBytes = '';
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      if (!firstBytes) firstBytes = Buffer.from(chunk.subarray(0, 2)).toString('latin1');
      bytes += chunk.byteLength;
      if (format === 'csv') for (const byte of chunk) if (byte === 10) lines += 1;
      peak = Math.max(peak, process.memoryUsage().rss);
    }
    return {
      ms: performance.now() - started,
      bytes,
      rows: format === 'csv' ? lines - 1 : Number(response.headers.get('x-total-rows')),
      valid: format === 'csv' ? firstBytes.length > 0 : firstBytes === 'PK',
      peakAboveIdleMb: (peak - idle) / MB,
    };
  } finally {
    clearInterval(sampler);
  }
}

async function run(databaseUrl: string | undefined, rows: number): Promise<boolean> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'list-export-bench-'));
  const config = await serverConfigFromEnv({
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    NODE_ENV: 'production',
    DEMO_SEED: '1',
    LOG_LEVEL: 'warn',
    LOG_REQUESTS: '0',
    JWT_SECRET: 'list-export-benchmark-secret-0123456789abcdef-xyz',
    WEBHOOK_SECRET_KEY: randomBytes(32).toString('base64'),
    RATE_LIMITS: JSON.stringify(
      Object.fromEntries(
        Object.keys(DEFAULT_RATE_LIMITS).map((name) => [name, { max: 100_000_000, windowMs: 60_000 }]),
      ),
    ),
  });
  const app = await buildApp(config.app);
  try {
    // The demo seed (its users) runs when the app is ready.
    await app.ready();
    const seedMs = await seed(app, rows);
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const login = await fetch(`${url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'user@portal.local', password: DEMO_PASSWORD }),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const database = databaseUrl ? 'PostgreSQL' : 'PGlite';
    console.log(`${database}: seeded ${rows.toLocaleString('en')} shipments in ${(seedMs / 1000).toFixed(1)} s`);
    // Warm-up: exceljs and the statements loaded, so idle is the server ready to export.
    await fetch(`${url}/api/v1/shipments/export`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ filter: { q: 'PT9000000000' }, format: 'xlsx' }),
    }).then((r) => r.arrayBuffer());
    let ok = true;
    for (const format of ['csv', 'xlsx'] as const) {
      const result = await exportOnce(url, token, format);
      const within = result.peakAboveIdleMb <= RSS_LIMIT_MB && result.rows === rows && result.valid;
      ok &&= within;
      console.log(
        `${database} ${format.toUpperCase()}: ${result.rows.toLocaleString('en')} rows, ${(result.bytes / MB).toFixed(1)} MB in ${(result.ms / 1000).toFixed(1)} s; ` +
          `peak RSS above idle ${result.peakAboveIdleMb.toFixed(1)} MB (limit ≤ ${RSS_LIMIT_MB} MB) ${within ? 'ok' : 'OVER'}`,
      );
    }
    return ok;
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * The export of 100,000 rows, CSV and XLSX, on the database asked for (by default PostgreSQL when
 * DATABASE_URL is set, else PGlite); true when the memory stayed within its limit.
 */
export async function benchListExport(
  rows = 100_000,
  database: 'pglite' | 'postgres' = process.env.DATABASE_URL ? 'postgres' : 'pglite',
): Promise<boolean> {
  return database === 'postgres' ? withPostgresDatabase((url) => run(url, rows)) : run(undefined, rows);
}

if (require.main === module) {
  const { values } = parseArgs({ options: { rows: { type: 'string', default: '100000' } } });
  benchListExport(Number(values.rows)).then(
    (ok) => process.exit(ok ? 0 : 1),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
