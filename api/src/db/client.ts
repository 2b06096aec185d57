import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction or the database: helpers take either so callers can compose them in one transaction. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  readonly db: Db;
  readonly driver: 'pglite' | 'postgres';
  /** The PGlite instance (PGlite only), e.g. to dump its data directory. */
  readonly pglite?: PGlite;
  /** The connection pool (PostgreSQL only), e.g. for one connection holding a snapshot (backups). */
  readonly pool?: pg.Pool;
  /** Applies the migrations of `folder` (default: all of the code's; a restore stops at a backup's level). */
  migrate(folder?: string): Promise<void>;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseConfig =
  | {
      driver: 'pglite';
      /** Folder for the data files; in memory when absent. */
      dataDir?: string;
      /** Start from a dumped data directory (tests: an already migrated database). */
      loadDataDir?: Blob;
    }
  | { driver: 'postgres'; url: string; poolSize?: number };

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  return config.driver === 'postgres'
    ? openPostgres(config.url, config.poolSize)
    : openPglite(config.dataDir, config.loadDataDir);
}

async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    // Trigrams for the shipment search's index (migration 0010).
    extensions: { pg_trgm },
  });
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    pglite: client,
    migrate: (folder = migrationsFolder) => migratePglite(db, { migrationsFolder: folder }),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

// Any constant works: it only has to be the same in every API process sharing the database.
const MIGRATION_LOCK_ID = 727_001;

async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle pooled connection the server ends (restart, failover, a dropped test database) is
  // reported here; without a listener the process would crash. The pool opens a new one on the
  // next checkout, and a query running at that moment fails on its own.
  pool.on('error', () => undefined);
  const db = drizzlePostgres({ client: pool, schema });
  return {
    db: db as unknown as Db,
    driver: 'postgres',
    pool,
    migrate: async (folder = migrationsFolder) => {
      // Several API processes may start at once: one migrates, the others wait for it.
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePostgres(db, { migrationsFolder: folder });
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        lockClient.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}
