/**
 * `npm run bench:backup`: backup and restore times, with rows per second.
 *   npm run bench:backup [-- --shipments 1000000]
 * PostgreSQL (DATABASE_URL's server, default postgres://postgres@127.0.0.1:5432/postgres): a fresh
 * database gets the demo seed, then `shipments` copies of the demo's shipments (whole rows: recipient,
 * parcel, prices, booked ones with their own tracking numbers) in one INSERT … SELECT; it is backed
 * up to a file and restored into a second fresh database. The embedded database (PGlite in a data
 * folder, as `npm start` runs it): the demo alone, backed up and restored into an empty folder.
 * No limits yet: the figures are measured, not judged.
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Database, openDatabase } from '../src/db/client';
import { seedDatabase } from '../src/db/seed';
import { createPasswordHasher } from '../src/lib/passwords';
import { backupToFile } from '../src/services/backup/backup';
import { restoreFromFile } from '../src/services/backup/restore';
import { withPostgresDatabase } from './postgres-database';

const { values } = parseArgs({ options: { shipments: { type: 'string', default: '1000000' } } });
const SHIPMENTS = Number(values.shipments);
// Cheap hashing: the bench measures copying rows, not signing in.
const passwords = createPasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 });

const sum = (rows: Map<string, number>) => [...rows.values()].reduce((total, n) => total + n, 0);
const seconds = (since: number) => (performance.now() - since) / 1000;

function report(what: string, rows: number, took: number, extra = '') {
  const rate = Math.round(rows / took).toLocaleString('en');
  console.log(
    `${what.padEnd(34)} ${rows.toLocaleString('en').padStart(11)} rows in ${took.toFixed(1).padStart(6)} s  ${rate.padStart(9)} rows/s${extra}`,
  );
}

/** `count` copies of the demo's shipments, cycling through them, with new ids and tracking numbers. */
async function addShipments(database: Database, count: number) {
  const client = await database.pool!.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `select attname as name from pg_attribute
       where attrelid = 'shipments'::regclass and attnum > 0 and not attisdropped
         and attname not in ('id', 'tracking_number') order by attnum`,
    );
    const columns = rows.map((row) => `"${row.name}"`).join(', ');
    const copied = rows.map((row) => `s."${row.name}"`).join(', ');
    // A bulk load: the rollups and tab counts are counted once afterwards, not row by row.
    await client.query('alter table shipments disable trigger user');
    await client.query(
      `insert into shipments (id, tracking_number, ${columns})
       select gen_random_uuid(),
              case when s.tracking_number is null then null else 'BENCH' || lpad(g::text, 10, '0') end,
              ${copied}
       from generate_series(0, $1::int - 1) g
       join (select *, (row_number() over (order by id) - 1)::int as i, count(*) over ()::int as n from shipments) s
         on s.i = g % s.n`,
      [count],
    );
    await client.query('alter table shipments enable trigger user');
    await client.query('select shipment_rollups_rebuild()');
    await client.query('select shipment_tab_counts_rebuild()');
    await client.query('vacuum analyze shipments');
  } finally {
    client.release();
  }
}

async function measure(label: string, source: Database, target: Database, file: string) {
  let started = performance.now();
  const backup = await backupToFile(source, file);
  const size = (await stat(file)).size / 1024 / 1024;
  report(`${label}: backup`, sum(backup.rows), seconds(started), `  (file ${size.toFixed(1)} MB)`);
  started = performance.now();
  const restored = await restoreFromFile(target, file);
  report(`${label}: restore`, sum(restored.rows), seconds(started));
}

async function main() {
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-backup-bench-'));
  try {
    await withPostgresDatabase(async (sourceUrl) => {
      const source = await openDatabase({ driver: 'postgres', url: sourceUrl, poolSize: 2 });
      try {
        await source.migrate();
        await seedDatabase(source.db, { demo: true, passwords });
        const started = performance.now();
        await addShipments(source, SHIPMENTS);
        console.log(
          `PostgreSQL: ${SHIPMENTS.toLocaleString('en')} shipments added in ${seconds(started).toFixed(1)} s`,
        );
        await withPostgresDatabase(async (targetUrl) => {
          const target = await openDatabase({ driver: 'postgres', url: targetUrl, poolSize: 2 });
          try {
            await measure('PostgreSQL', source, target, path.join(dir, 'postgres.jsonl.gz'));
          } finally {
            await target.close();
          }
        });
      } finally {
        await source.close();
      }
    });

    const source = await openDatabase({ driver: 'pglite', dataDir: path.join(dir, 'demo') });
    const target = await openDatabase({ driver: 'pglite', dataDir: path.join(dir, 'restored') });
    try {
      await source.migrate();
      await seedDatabase(source.db, { demo: true, passwords });
      await measure('embedded (demo)', source, target, path.join(dir, 'embedded.jsonl.gz'));
    } finally {
      await source.close();
      await target.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
