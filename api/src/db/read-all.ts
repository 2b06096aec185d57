import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

type Read = () => unknown;

/**
 * Runs independent reads side by side on the pool, and one after another inside a transaction: a
 * transaction holds one connection, which answers one query at a time (pg queues overlapping
 * queries with a deprecation warning today and refuses them from pg 9). Each read is a function so
 * that nothing starts before its turn.
 */
export async function readAll<const T extends readonly Read[]>(
  db: DbOrTx,
  reads: T,
): Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  type Results = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as Results;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results;
}
