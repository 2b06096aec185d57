import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../../src/db/client';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default; with DATABASE_URL, a
 * new PostgreSQL database (portal_test_<random>) dropped afterwards, so files can run in parallel.
 */
export async function createTestDatabase(): Promise<Database & { dispose(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ driver: 'pglite' });
    await database.migrate();
    return { ...database, dispose: () => database.close() };
  }
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ driver: 'postgres', url: url.toString(), poolSize: 5 });
  await database.migrate();
  return {
    ...database,
    dispose: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
