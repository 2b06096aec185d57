import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import {
  type BackupFacts,
  expectedAfterRestore,
  expectRestoredPortal,
  seedForBackup,
  tableRows,
} from '../../../test/support/backup-scenario';
import { buildTestApp, type TestApp } from '../../../test/support/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database';
import { backupToFile, publicTables } from './backup';
import { codeMigrations, databaseLevel, migrateTo } from './migration-level';
import { restoreFromFile } from './restore';
import { inTransaction } from './sql-session';

/**
 * Backup and restore on the database kind of this run (PGlite, or PostgreSQL with DATABASE_URL),
 * and every refusal and fault; the crossings between the kinds are in backup-cross.postgres.test.ts.
 */

let dir: string;
let source: TestDatabase;
let app: TestApp;
let facts: BackupFacts;
let file: string;
const targets: TestDatabase[] = [];

async function emptyTarget(migrated = false) {
  const target = await createTestDatabase({ migrated });
  targets.push(target);
  return target;
}

const tablesOf = (database: TestDatabase) => inTransaction(database, [], publicTables);

async function rowCounts(database: TestDatabase) {
  return [...(await tableRows(database))].filter(([, rows]) => rows.length > 0).map(([table]) => table);
}

/** The file's lines, changed by `edit`, written back with a checksum that matches (or not, `keepChecksum`). */
async function rewrite(
  from: string,
  to: string,
  edit: (lines: string[]) => string[],
  options: { keepChecksum?: boolean } = {},
) {
  const lines = gunzipSync(await readFile(from))
    .toString('utf8')
    .trimEnd()
    .split('\n');
  const trailer = JSON.parse(lines.pop()!) as [string, { rows: number; sha256: string }];
  const body = edit(lines);
  const hash = createHash('sha256');
  for (const line of body) hash.update(`${line}\n`);
  const rows = body.filter((line) => line.startsWith('{')).length;
  if (!options.keepChecksum) trailer[1] = { rows, sha256: hash.digest('hex') };
  await writeFile(to, gzipSync(`${[...body, JSON.stringify(trailer)].join('\n')}\n`));
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'portal-backup-'));
  source = await createTestDatabase();
  app = await buildTestApp(source, { seed: { demo: true } });
  facts = await seedForBackup(app);
  file = path.join(dir, 'portal.backup.jsonl.gz');
}, 120_000);

afterAll(async () => {
  await app?.close();
  await source?.dispose();
  for (const target of targets) await target.dispose();
  await rm(dir, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('writes every table but the passing state, with its level, and counts the rows it wrote', async () => {
    const { header, rows } = await backupToFile(source, file);
    const migrations = await codeMigrations();
    expect(header.migration).toEqual({
      count: migrations.length,
      tag: migrations[migrations.length - 1].tag,
      when: migrations[migrations.length - 1].when,
    });
    const all = await tablesOf(source);
    const written = [...rows.keys()];
    expect(written).toEqual(
      all.filter(
        (table) =>
          ![
            'auth_sessions',
            'refresh_tokens',
            'rate_limit_hits',
            'idempotency_keys',
            'shipment_rollups',
            'shipment_tab_counts',
          ].includes(table),
      ),
    );
    const sourceRows = await tableRows(source);
    expect(rows.get('users')).toBe(sourceRows.get('users')!.length);
    expect(rows.get('shipments')).toBe(sourceRows.get('shipments')!.length);
    expect(rows.get('imports')).toBeGreaterThan(0);
    expect(rows.get('api_keys')).toBeGreaterThan(0);
    // Hashes stay hashes: no password or key secret in the clear.
    const text = gunzipSync(await readFile(file)).toString('utf8');
    expect(text).toContain('$argon2id$');
    expect(text).not.toContain(facts.alice.password);
    expect(text).not.toContain(facts.clientKey);
  });

  it('restores into an empty database: every row the same, then the portal answers as before', async () => {
    const target = await emptyTarget();
    const sourceRows = await tableRows(source);
    // The passing state was there to be left out.
    expect(sourceRows.get('auth_sessions')!.length).toBeGreaterThan(0);
    expect(sourceRows.get('idempotency_keys')!.length).toBeGreaterThan(0);
    const outbox = sourceRows.get('outbox')!.map((row) => JSON.parse(row).status);
    expect(outbox).toContain('sent');
    expect(outbox).toContain('pending');

    const result = await restoreFromFile(target, file);
    expect(result.newerMigrations).toBe(0);
    expect(await tableRows(target)).toEqual(expectedAfterRestore(sourceRows));

    const restored = await buildTestApp(target);
    try {
      await expectRestoredPortal(restored, facts);
    } finally {
      await restored.close();
    }
  });

  it('refuses a database that is not empty: a second restore, or one into a portal in use', async () => {
    const target = await emptyTarget(true);
    await restoreFromFile(target, file);
    const before = await tableRows(target);
    await expect(restoreFromFile(target, file)).rejects.toThrow(/target database is not empty .*Nothing was changed/);
    await expect(restoreFromFile(source, file)).rejects.toThrow(/not empty/);
    expect(await tableRows(target)).toEqual(before);
  });

  it('refuses a backup from a newer version of the portal and leaves the target untouched', async () => {
    const newer = path.join(dir, 'newer.jsonl.gz');
    await rewrite(file, newer, ([header, ...rest]) => {
      const parsed = JSON.parse(header);
      parsed[1].migration = {
        count: parsed[1].migration.count + 1,
        tag: '9999_future',
        when: parsed[1].migration.when + 1,
      };
      return [JSON.stringify(parsed), ...rest];
    });
    const target = await emptyTarget(true);
    const level = await inTransaction(target, [], databaseLevel);
    await expect(restoreFromFile(target, newer)).rejects.toThrow(/newer than this code's/);
    expect(await rowCounts(target)).toEqual([]);
    expect(await inTransaction(target, [], databaseLevel)).toEqual(level);
  });

  it('refuses a corrupt or truncated file before touching the target', async () => {
    const altered = path.join(dir, 'altered.jsonl.gz');
    await rewrite(file, altered, (lines) => lines.map((line) => line.replace('"Alice Home"', '"Alice Hom3"')), {
      keepChecksum: true,
    });
    const truncated = path.join(dir, 'truncated.jsonl.gz');
    const bytes = await readFile(file);
    await writeFile(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
    // An unmigrated target: a refusal must not even create its tables.
    const target = await emptyTarget();
    await expect(restoreFromFile(target, altered)).rejects.toThrow(
      /damaged or incomplete: its checksum does not match/,
    );
    await expect(restoreFromFile(target, truncated)).rejects.toThrow(/damaged or incomplete/);
    expect(await tablesOf(target)).toEqual([]);
  });

  it('a restore failing half-way is rolled back: the target holds no rows, says so, and a retry works', async () => {
    // A row twice in shipments: the load fails on the unique key after the tables before it went in.
    const doubled = path.join(dir, 'doubled.jsonl.gz');
    await rewrite(file, doubled, (lines) => {
      const start = lines.findIndex((line) => line.startsWith('["table","shipments"'));
      return [...lines.slice(0, start + 2), lines[start + 1], ...lines.slice(start + 2)].map((line) =>
        line.startsWith('["end","shipments"') ? JSON.stringify(['end', 'shipments', JSON.parse(line)[2] + 1]) : line,
      );
    });
    const target = await emptyTarget(true);
    await expect(restoreFromFile(target, doubled)).rejects.toThrow(
      /restore failed and was rolled back \(.*duplicate key.*\)\. Nothing was restored: the target holds no rows/,
    );
    expect(await rowCounts(target)).toEqual([]);
    await restoreFromFile(target, file);
    expect((await tableRows(target)).get('shipments')).toEqual((await tableRows(source)).get('shipments'));
  });

  it('an interrupted backup leaves no file behind, complete-looking or not', async () => {
    const interrupted = path.join(dir, 'interrupted', 'portal.backup.jsonl.gz');
    await expect(
      backupToFile(source, interrupted, {
        afterTable: (table) => {
          if (table === 'shipments') throw new Error('interrupted');
        },
      }),
    ).rejects.toThrow('interrupted');
    expect(await readdir(path.dirname(interrupted))).toEqual([]);
    // An existing file is never replaced.
    const existing = path.join(dir, 'existing.jsonl.gz');
    await writeFile(existing, 'keep me');
    await expect(backupToFile(source, existing)).rejects.toThrow(/already exists/);
    expect(await readFile(existing, 'utf8')).toBe('keep me');
  });

  it('restores a file of an older level, then applies the newer migrations', async () => {
    const migrations = await codeMigrations();
    const older = await emptyTarget();
    const level = {
      count: migrations.length - 1,
      tag: migrations[migrations.length - 2].tag,
      when: migrations[migrations.length - 2].when,
    };
    await migrateTo(older, level);
    await inTransaction(older, [], (session) =>
      session.query(
        `insert into users (email, username, password_hash) values ('old@example.com', 'old', '$argon2id$v=19$x')`,
      ),
    );
    const olderFile = path.join(dir, 'older.jsonl.gz');
    const written = await backupToFile(older, olderFile);
    expect(written.header.migration).toEqual(level);

    const target = await emptyTarget();
    const result = await restoreFromFile(target, olderFile);
    expect(result.newerMigrations).toBe(1);
    const after = await inTransaction(target, [], async (session) => ({
      level: await databaseLevel(session),
      users: await session.query<{ email: string }>('select email from users'),
    }));
    expect(after.level.count).toBe(migrations.length);
    expect(after.users).toEqual([{ email: 'old@example.com' }]);
  });
});
