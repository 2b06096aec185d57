import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Database, openDatabase } from '../../src/db/client';
import { migrationsFolder } from '../../src/paths';

async function migrationsFingerprint(): Promise<string> {
  const hash = createHash('sha256');
  const walk = async (dir: string) => {
    for (const entry of (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else hash.update(entry.name).update(await readFile(full));
    }
  };
  await walk(migrationsFolder);
  return hash.digest('hex').slice(0, 16);
}

/**
 * A dump of a freshly migrated PGlite data directory, made once per set of migrations (jest's
 * global setup) and loaded by every test file: three times faster than initdb plus migrations.
 */
export async function migratedPgliteDump(): Promise<string> {
  const file = path.join(tmpdir(), `portal-api-pglite-${await migrationsFingerprint()}.tar`);
  if (
    await stat(file).then(
      () => true,
      () => false,
    )
  )
    return file;
  const database = await openDatabase({ driver: 'pglite' });
  try {
    await database.migrate();
    const dump = await database.pglite!.dumpDataDir('none');
    // Written under a temporary name and renamed: parallel runs never read a half-written file.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
  } finally {
    await database.close();
  }
  return file;
}

export type TestDatabase = Database & {
  dispose(): Promise<void>;
  /** PostgreSQL only: the database's address, for a second app with its own pool (another process). */
  url?: string;
};

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default; with DATABASE_URL, a
 * new PostgreSQL database (portal_test_<random>) dropped afterwards, so files can run in parallel.
 * `driver` asks for one kind whatever DATABASE_URL says (PostgreSQL: DATABASE_URL's server, else the
 * local one); `migrated: false` leaves it without tables (a restore's target).
 */
export async function createTestDatabase(
  options: { driver?: 'pglite' | 'postgres'; migrated?: boolean } = {},
): Promise<TestDatabase> {
  const driver = options.driver ?? (process.env.DATABASE_URL ? 'postgres' : 'pglite');
  const migrated = options.migrated ?? true;
  if (driver === 'pglite') {
    const dump = migrated ? new Blob([await readFile(await migratedPgliteDump())]) : undefined;
    const database = await openDatabase({ driver: 'pglite', ...(dump ? { loadDataDir: dump } : {}) });
    return { ...database, dispose: () => database.close() };
  }
  const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ driver: 'postgres', url: url.toString(), poolSize: 5 });
  if (migrated) await database.migrate();
  return {
    ...database,
    url: url.toString(),
    dispose: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
