import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Database } from '../../db/client';
import { DERIVED_TABLES, publicTables, storedColumns } from './backup';
import { BackupError } from './backup-error';
import { type BackupHeader, type BackupLine, BackupReader, verifyBackupFile } from './backup-file';
import { type CopyKind, copyLineWriter } from './copy-text';
import { assertKnownLevel, codeMigrations, databaseLevel, migrateTo } from './migration-level';
import { inTransaction, quoteIdent, type SqlSession } from './sql-session';

const BATCH_ROWS = 1_000;
const BATCH_BYTES = 4 * 1024 * 1024;
/** COPY text is sent in pieces of about this size (fewer stream calls, bounded memory). */
const COPY_CHUNK_BYTES = 256 * 1024;
/** From this many rows a table's indexes are built once after its rows rather than row by row. */
const BUILD_INDEXES_AFTER = 10_000;
/**
 * Where a restore notes that it started, committed before its rows go in and dropped with them at
 * the end: a note found by the next restore is one that was killed (its rows went with its
 * connection or process). Outside `public`, so no backup or emptiness check ever sees it.
 */
const MARKER_SCHEMA = 'portal_restore';
/** Held by the loading transaction: a second restore into the same database stops at once. */
const RESTORE_LOCK = 0x706f7274616c; // "portal"

/** A restore that started on this database and never finished (killed while loading). */
export interface InterruptedRestore {
  file: string;
  startedAt: string;
  pid: number;
  host: string;
}

export interface RestoreResult {
  header: BackupHeader;
  rows: Map<string, number>;
  /** Migrations newer than the file's, applied after the rows were in. */
  newerMigrations: number;
  /** The earlier restore this one found interrupted (its rows had been rolled back), if any. */
  interrupted?: InterruptedRestore;
}

export interface RestoreOptions {
  /** Called after each table is loaded, inside the transaction (progress; tests make a restore fail here). */
  afterTable?: (table: string, rows: number) => void | Promise<void>;
}

/**
 * Puts a backup into an empty database of either kind: checks the whole file first (checksum,
 * level), migrates the target to the file's level, loads every row in one transaction with the
 * row triggers off (the rollups and tab counts are rebuilt once, at the end, instead of counted row
 * by row), sets the sequences, commits, then applies the code's newer migrations. A failure rolls
 * the rows back: the target is left without rows and the message says so.
 */
export async function restoreFromFile(
  database: Database,
  file: string,
  options: RestoreOptions = {},
): Promise<RestoreResult> {
  const { header, rows: expected } = await verifyBackupFile(file);
  await assertKnownLevel(header.migration, `The backup ${file}`);
  const target = await inTransaction(database, [], async (session) => ({
    level: await databaseLevel(session),
    inUse: await tablesWithRows(session),
  }));
  if (target.inUse.length > 0) {
    throw new BackupError(
      `The target database is not empty (${target.inUse.slice(0, 5).join(', ')}${target.inUse.length > 5 ? ', …' : ''} hold rows): ` +
        'a restore only goes into an empty database (a new PostgreSQL database, or an empty DATA_DIR). Nothing was changed.',
    );
  }
  if (target.level.count > header.migration.count) {
    throw new BackupError(
      `The target database is at migration ${target.level.count}, past the backup's ${header.migration.count} (${header.migration.tag}): ` +
        'restore into a new database; the restore applies the newer migrations itself. Nothing was changed.',
    );
  }
  await migrateTo(database, header.migration);
  const run = randomUUID();
  await inTransaction(database, [], (session) => noteStart(session, run, file));
  let loaded: { rows: Map<string, number>; interrupted?: InterruptedRestore };
  try {
    loaded = await inTransaction(database, ['set local session_replication_role = replica'], async (session) => {
      const interrupted = await takeOver(session, run);
      const rows = await loadRows(session, file, expected, options);
      await session.query(`drop schema ${MARKER_SCHEMA} cascade`);
      return { rows, interrupted };
    });
  } catch (error) {
    // This run's own note goes: its failure is reported now, not as an interruption next time.
    await inTransaction(database, [], (session) =>
      session.query(`delete from ${MARKER_SCHEMA}.started where run = $1`, [run]),
    ).catch(() => undefined);
    throw await failed(database, header, error);
  }
  const { rows, interrupted } = loaded;
  await database.migrate();
  // Fresh statistics for the planner (a new PostgreSQL database would wait for autovacuum).
  await inTransaction(database, [], (session) => session.query('analyze'));
  const newerMigrations = (await codeMigrations()).length - header.migration.count;
  return { header, rows, newerMigrations, ...(interrupted ? { interrupted } : {}) };
}

async function noteStart(session: SqlSession, run: string, file: string): Promise<void> {
  await session.query(`create schema if not exists ${MARKER_SCHEMA}`);
  await session.query(
    `create table if not exists ${MARKER_SCHEMA}.started
       (run text primary key, file text not null, started_at timestamptz not null, pid integer not null, host text not null)`,
  );
  await session.query(
    `insert into ${MARKER_SCHEMA}.started (run, file, started_at, pid, host) values ($1, $2, now(), $3, $4)`,
    [run, file, process.pid, hostname()],
  );
}

/**
 * First statements of the load: no other restore may be loading (its lock), the target must still
 * be empty, and any other note is an earlier restore that was killed, reported to the operator.
 */
async function takeOver(session: SqlSession, run: string): Promise<InterruptedRestore | undefined> {
  const [lock] = await session.query<{ taken: boolean }>('select pg_try_advisory_xact_lock($1) as taken', [
    RESTORE_LOCK,
  ]);
  if (!lock.taken) {
    throw new BackupError('another restore is loading into this database right now; let it finish');
  }
  const inUse = await tablesWithRows(session);
  if (inUse.length > 0) throw new BackupError(`rows appeared meanwhile in ${inUse.slice(0, 5).join(', ')}`);
  const [earlier] = await session.query<{ file: string; started_at: string | Date; pid: number; host: string }>(
    `select file, started_at, pid, host from ${MARKER_SCHEMA}.started where run <> $1 order by started_at desc limit 1`,
    [run],
  );
  if (!earlier) return undefined;
  const startedAt = new Date(earlier.started_at).toISOString();
  return { file: earlier.file, startedAt, pid: Number(earlier.pid), host: earlier.host };
}

async function tablesWithRows(session: SqlSession): Promise<string[]> {
  const inUse: string[] = [];
  for (const table of await publicTables(session)) {
    const [row] = await session.query<{ used: boolean }>(`select exists (select 1 from ${quoteIdent(table)}) as used`);
    if (row.used) inUse.push(table);
  }
  return inUse;
}

/** The error to report after a failed load: what went wrong, and whether the target is still empty. */
async function failed(database: Database, header: BackupHeader, error: unknown): Promise<BackupError> {
  const cause = error instanceof Error ? error.message : String(error);
  const inUse = await inTransaction(database, [], tablesWithRows).catch(() => undefined);
  const state =
    inUse === undefined
      ? 'The target could not be checked afterwards: look at it before trying again.'
      : inUse.length === 0
        ? `Nothing was restored: the target holds no rows (its tables are at migration ${header.migration.count}); fix the cause and run the restore again.`
        : `The target holds rows in ${inUse.join(', ')}: empty it before trying again.`;
  return new BackupError(`The restore failed and was rolled back (${cause}). ${state}`);
}

async function loadRows(
  session: SqlSession,
  file: string,
  expected: Map<string, number>,
  options: RestoreOptions,
): Promise<Map<string, number>> {
  const reader = await BackupReader.open(file);
  const rows = new Map<string, number>();
  try {
    const lines = reader.lines();
    for (let next = await lines.next(); !next.done; next = await lines.next()) {
      const line = next.value;
      if (line.kind === 'sequences') {
        await setSequences(session, line.values);
        continue;
      }
      if (line.kind !== 'table') throw new BackupError(`the backup has a ${line.kind} line outside a table`);
      const { table, columns } = line;
      const deferredIndexes =
        (expected.get(table) ?? 0) >= BUILD_INDEXES_AFTER ? await dropIndexes(session, table) : [];
      const count = await loadTable(session, table, columns, rowsOfTable(lines));
      for (const definition of deferredIndexes) await session.query(definition);
      rows.set(table, count);
      await options.afterTable?.(table, count);
    }
    await rebuildDerived(session);
    return rows;
  } finally {
    reader.close();
  }
}

/** The row lines of the table just opened, up to its end line (which the file check has matched). */
async function* rowsOfTable(lines: AsyncGenerator<BackupLine>): AsyncGenerator<string> {
  for (let next = await lines.next(); !next.done; next = await lines.next()) {
    if (next.value.kind === 'end') return;
    if (next.value.kind !== 'row') throw new BackupError(`the backup has a ${next.value.kind} line inside a table`);
    yield next.value.json;
  }
  throw new BackupError('the backup ends inside a table');
}

/**
 * One table's rows. PostgreSQL: through COPY, the rows turned into COPY text here (the server's
 * fastest way in). PGlite, which has no COPY from a client: an INSERT … SELECT per batch, the
 * server turning the rows' JSON back into its own types.
 */
async function loadTable(
  session: SqlSession,
  table: string,
  columns: string[],
  json: AsyncGenerator<string>,
): Promise<number> {
  const kinds = await columnKinds(session, table, columns);
  const list = columns.map(quoteIdent).join(', ');
  let count = 0;
  if (session.copyIn) {
    const toLine = copyLineWriter(columns, kinds);
    async function* copyText(): AsyncGenerator<string> {
      let chunk: string[] = [];
      let bytes = 0;
      for await (const row of json) {
        const line = toLine(row);
        chunk.push(line);
        bytes += line.length;
        count += 1;
        if (bytes >= COPY_CHUNK_BYTES) {
          yield chunk.join('');
          chunk = [];
          bytes = 0;
        }
      }
      if (chunk.length > 0) yield chunk.join('');
    }
    await session.copyIn(`copy ${quoteIdent(table)} (${list}) from stdin`, copyText());
    return count;
  }
  const insert = `insert into ${quoteIdent(table)} (${list}) select ${list} from json_populate_recordset(null::${quoteIdent(table)}, $1::json)`;
  let batch: string[] = [];
  let bytes = 0;
  for await (const row of json) {
    batch.push(row);
    bytes += row.length;
    count += 1;
    if (batch.length >= BATCH_ROWS || bytes >= BATCH_BYTES) {
      await session.query(insert, [`[${batch.join(',')}]`]);
      batch = [];
      bytes = 0;
    }
  }
  if (batch.length > 0) await session.query(insert, [`[${batch.join(',')}]`]);
  return count;
}

/**
 * Drops the table's indexes that no constraint owns (in the load's transaction: a failure brings them
 * back) and returns their definitions, to build each once over all the rows, as pg_restore does.
 */
async function dropIndexes(session: SqlSession, table: string): Promise<string[]> {
  const indexes = await session.query<{ name: string; definition: string }>(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
     from pg_index i
     where i.indrelid = $1::regclass
       and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
    [`public.${quoteIdent(table)}`],
  );
  for (const index of indexes) await session.query(`drop index ${index.name}`);
  return indexes.map((index) => index.definition);
}

/** Checks the target has the table with the backup's columns; says how each column's values are written. */
async function columnKinds(session: SqlSession, table: string, columns: string[]): Promise<CopyKind[]> {
  const exists = await session.query(`select to_regclass($1) as name`, [`public.${quoteIdent(table)}`]);
  if (!exists[0]?.name) throw new BackupError(`the backup has a table ${table} the target does not have`);
  const own = await storedColumns(session, table);
  const same = own.length === columns.length && columns.every((column) => own.includes(column));
  if (!same) throw new BackupError(`table ${table} has other columns in the backup than in the target`);
  const types = await session.query<{ name: string; category: string; type: string }>(
    `select a.attname as name, t.typcategory as category, t.typname as type
     from pg_attribute a join pg_type t on t.oid = a.atttypid
     where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped`,
    [`public.${quoteIdent(table)}`],
  );
  const kindOf = new Map(
    types.map(({ name, category, type }): [string, CopyKind] => [
      name,
      category === 'A' ? 'array' : type === 'json' || type === 'jsonb' ? 'json' : 'text',
    ]),
  );
  return columns.map((column) => kindOf.get(column) ?? 'text');
}

/** The counted tables (report rollups, tab counts), recounted from the loaded shipments once. */
async function rebuildDerived(session: SqlSession): Promise<void> {
  for (const rebuild of Object.values(DERIVED_TABLES)) {
    const [found] = await session.query<{ found: boolean }>(
      `select exists (select 1 from pg_proc where proname = $1) as found`,
      [rebuild],
    );
    // Older levels have no such function: the migration that adds it counts the rows itself.
    if (found.found) await session.query(`select ${quoteIdent(rebuild)}()`);
  }
}

/** Each sequence continues after both the value it had and the largest value its column holds. */
async function setSequences(session: SqlSession, values: Record<string, number>): Promise<void> {
  const owned = await session.query<{ seq: string; tbl: string; col: string }>(
    `select s.relname as seq, t.relname as tbl, a.attname as col
     from pg_class s
     join pg_namespace n on n.oid = s.relnamespace and n.nspname = 'public'
     join pg_depend d on d.objid = s.oid and d.deptype in ('a', 'i')
     join pg_class t on t.oid = d.refobjid
     join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
     where s.relkind = 'S'`,
  );
  const targets = new Map<string, number>(Object.entries(values));
  for (const { seq, tbl, col } of owned) {
    const [row] = await session.query<{ top: string | number | null }>(
      `select max(${quoteIdent(col)})::bigint as top from ${quoteIdent(tbl)}`,
    );
    if (row.top !== null) targets.set(seq, Math.max(targets.get(seq) ?? 0, Number(row.top)));
  }
  for (const [seq, value] of targets) {
    await session.query(`select setval($1::regclass, $2)`, [`public.${quoteIdent(seq)}`, value]);
  }
}
