import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Database, Db } from '../../src/db/client';
import * as schema from '../../src/db/schema';

/** The same database, noting every statement's SQL (its parameters left out) as it runs. */
export function recordingDb(database: Database, statements: string[]): Db {
  const logger = { logQuery: (query: string) => statements.push(query) };
  return (database.driver === 'pglite'
    ? drizzlePglite({ client: database.pglite!, schema, logger })
    : drizzlePostgres({ client: database.pool!, schema, logger })) as unknown as Db;
}

/** How many of the statements read or write `table`. */
export const statementsOn = (statements: string[], table: string) =>
  statements.filter((statement) => new RegExp(`(from|join|into|update) "${table}"`).test(statement)).length;
