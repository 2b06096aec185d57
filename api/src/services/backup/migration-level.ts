import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '../../db/client';
import { migrationsFolder } from '../../paths';
import type { MigrationLevel } from './backup-file';
import { BackupError } from './backup-error';
import type { SqlSession } from './sql-session';

interface JournalEntry {
  idx: number;
  tag: string;
  when: number;
}

interface Journal {
  entries: JournalEntry[];
}

async function readJournal(): Promise<Journal> {
  return JSON.parse(await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as Journal;
}

/** The code's own migrations, oldest first. */
export async function codeMigrations(): Promise<JournalEntry[]> {
  return (await readJournal()).entries;
}

/**
 * The database's level as drizzle recorded it (count, and the journal time of the last one, which
 * is what drizzle compares); 0 migrations when none ran yet.
 */
export async function databaseLevel(session: SqlSession): Promise<MigrationLevel> {
  const [table] = await session.query<{ name: string | null }>(
    `select to_regclass('drizzle.__drizzle_migrations')::text as name`,
  );
  if (!table?.name) return { count: 0, tag: '', when: 0 };
  const [row] = await session.query<{ count: string | number; last: string | number | null }>(
    'select count(*) as count, max(created_at) as last from drizzle.__drizzle_migrations',
  );
  const count = Number(row.count);
  const when = Number(row.last ?? 0);
  const entry = (await codeMigrations()).find((candidate) => candidate.when === when);
  return { count, tag: entry?.tag ?? (count === 0 ? '' : 'unknown'), when };
}

/**
 * Refuses a level this code cannot reproduce: newer than its last migration (a backup from a newer
 * version of the portal), or one it does not know.
 */
export async function assertKnownLevel(level: MigrationLevel, what: string): Promise<void> {
  const entries = await codeMigrations();
  const last = entries[entries.length - 1];
  if (level.count > entries.length || level.when > last.when) {
    throw new BackupError(
      `${what} is at migration ${level.count} (${level.tag}), newer than this code's ${entries.length} (${last.tag}): ` +
        'use the version of the portal that wrote it, or a newer one.',
    );
  }
  const index = entries.findIndex((entry) => entry.when === level.when);
  if (level.count > 0 && (index === -1 || index + 1 !== level.count)) {
    throw new BackupError(
      `${what} is at migration ${level.count} (${level.tag}), which this code does not have: it comes from another branch of the portal.`,
    );
  }
}

/**
 * Applies the code's migrations up to `level` only (drizzle reads a folder: a copy of the first
 * `level.count` files and a shortened journal).
 */
export async function migrateTo(database: Database, level: MigrationLevel): Promise<void> {
  const journal = await readJournal();
  const folder = await mkdtemp(path.join(tmpdir(), 'portal-migrations-'));
  try {
    await mkdir(path.join(folder, 'meta'));
    const entries = journal.entries.slice(0, level.count);
    await writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
    for (const entry of entries) {
      await copyFile(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
    }
    await database.migrate(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
