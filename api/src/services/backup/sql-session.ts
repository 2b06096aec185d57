import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database } from '../../db/client';

/** One connection's raw SQL: backup and restore speak plain SQL to either database kind. */
export interface SqlSession {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /**
   * PostgreSQL only: runs `COPY … FROM STDIN` fed with `data` (COPY text). A failure on either side
   * ends the COPY (the server's error, or a CopyFail for the source's), leaving the connection usable.
   */
  copyIn?(statement: string, data: AsyncIterable<string>): Promise<void>;
}

/**
 * Runs `work` in one transaction on one connection: `begin` is its first statement (isolation level,
 * SET LOCAL …). On PGlite, the only connection: the serving process's other queries wait for it.
 */
export async function inTransaction<T>(
  database: Database,
  begin: string[],
  work: (session: SqlSession) => Promise<T>,
): Promise<T> {
  if (database.pglite) {
    return database.pglite.transaction(async (tx) => {
      const session: SqlSession = {
        query: async <R>(text: string, params?: unknown[]) => (await tx.query<R>(text, params)).rows,
      };
      for (const statement of begin) await session.query(statement);
      return work(session);
    });
  }
  if (!database.pool) throw new Error('the database has neither a PGlite instance nor a pool');
  const client = await database.pool.connect();
  let failed = false;
  try {
    await client.query('begin');
    const session: SqlSession = {
      query: async <R>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as R[],
      copyIn: (statement, data) => pipeline(Readable.from(data), client.query(copyFrom(statement))),
    };
    for (const statement of begin) await session.query(statement);
    const result = await work(session);
    await client.query('commit');
    return result;
  } catch (error) {
    failed = true;
    // A broken connection cannot roll back; the server ends its transaction when the connection goes.
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release(failed);
  }
}

/** Double-quotes an identifier read from the catalog. */
export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
