import type { Writable } from 'node:stream';
import type { Database } from '../../db/client';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, type BackupHeader, BackupWriter, writeBackupFile } from './backup-file';
import { assertKnownLevel, databaseLevel } from './migration-level';
import { inTransaction, quoteIdent, type SqlSession } from './sql-session';

/**
 * Passing state, left out of a backup: sessions and their refresh tokens (everyone signs in again),
 * rate-limit counters and idempotency records (hours long at most).
 */
export const LEFT_OUT_TABLES = ['auth_sessions', 'refresh_tokens', 'rate_limit_hits', 'idempotency_keys'];

/** Counted from the shipments, rebuilt once at the end of a restore (by these functions) rather than copied. */
export const DERIVED_TABLES: Record<string, string> = {
  shipment_rollups: 'shipment_rollups_rebuild',
  shipment_tab_counts: 'shipment_tab_counts_rebuild',
};

/** Sent messages are left out (a restore must never send them again); pending and failed ones stay. */
const ROW_FILTERS: Record<string, string> = {
  outbox: `status <> 'sent'`,
  webhook_delivery_attempts: `delivery_id in (select id from outbox where status <> 'sent')`,
};

const FETCH_ROWS = 5_000;

export interface BackupResult {
  header: BackupHeader;
  /** Rows written per table, in file order. */
  rows: Map<string, number>;
}

export interface BackupOptions {
  now?: Date;
  /** Called after each table is written (progress; tests interrupt a backup here). */
  afterTable?: (table: string, rows: number) => void | Promise<void>;
}

/** The tables a backup holds, and those of a restore's target: every table of the public schema. */
export async function publicTables(session: SqlSession): Promise<string[]> {
  const rows = await session.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  return rows.map((row) => row.name);
}

/** The columns a row is written to (generated columns are computed by the database itself). */
export async function storedColumns(session: SqlSession, table: string): Promise<string[]> {
  const rows = await session.query<{ name: string }>(
    `select attname as name from pg_attribute
     where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = ''
     order by attnum`,
    [`public.${quoteIdent(table)}`],
  );
  return rows.map((row) => row.name);
}

/**
 * Writes every table of `database` to `out` from one repeatable-read snapshot (the portal may keep
 * serving: the file is one consistent moment). Rows are copied as PostgreSQL renders them, so
 * hashes stay hashes and ciphertexts stay ciphertexts.
 */
export async function backupDatabase(
  database: Database,
  out: Writable,
  options: BackupOptions = {},
): Promise<BackupResult> {
  const writer = new BackupWriter(out);
  try {
    const result = await inTransaction(
      database,
      ['set transaction isolation level repeatable read, read only'],
      async (session) => {
        const migration = await databaseLevel(session);
        await assertKnownLevel(migration, 'The database');
        const header: BackupHeader = {
          format: BACKUP_FORMAT,
          version: BACKUP_FORMAT_VERSION,
          createdAt: (options.now ?? new Date()).toISOString(),
          source: database.driver,
          migration,
        };
        await writer.line(JSON.stringify(['header', header]));
        const rows = new Map<string, number>();
        for (const table of await publicTables(session)) {
          if (LEFT_OUT_TABLES.includes(table) || table in DERIVED_TABLES) continue;
          const count = await writeTable(session, writer, table);
          rows.set(table, count);
          await options.afterTable?.(table, count);
        }
        const sequences = await session.query<{ name: string; value: string | number }>(
          `select sequencename as name, last_value as value from pg_sequences
           where schemaname = 'public' and last_value is not null`,
        );
        await writer.line(
          JSON.stringify(['sequences', Object.fromEntries(sequences.map((row) => [row.name, Number(row.value)]))]),
        );
        return { header, rows };
      },
    );
    await writer.finish();
    return result;
  } catch (error) {
    writer.abort();
    throw error;
  }
}

async function writeTable(session: SqlSession, writer: BackupWriter, table: string): Promise<number> {
  const columns = await storedColumns(session, table);
  await writer.line(JSON.stringify(['table', table, columns]));
  const filter = ROW_FILTERS[table] ? ` where ${ROW_FILTERS[table]}` : '';
  const list = columns.map((column) => `t.${quoteIdent(column)}`).join(', ');
  // A cursor: the rows come FETCH_ROWS at a time, never the whole table at once.
  await session.query(
    `declare backup_rows no scroll cursor for
     select row_to_json(r)::text as j from (select ${list} from ${quoteIdent(table)} t${filter}) r`,
  );
  let count = 0;
  for (;;) {
    const batch = await session.query<{ j: string }>(`fetch ${FETCH_ROWS} from backup_rows`);
    await writer.rows(batch.map((row) => row.j));
    count += batch.length;
    if (batch.length < FETCH_ROWS) break;
  }
  await session.query('close backup_rows');
  await writer.line(JSON.stringify(['end', table, count]));
  return count;
}

/** `backupDatabase` into a file, renamed into place only when complete. */
export function backupToFile(database: Database, file: string, options: BackupOptions = {}): Promise<BackupResult> {
  return writeBackupFile(file, (out) => backupDatabase(database, out, options));
}
