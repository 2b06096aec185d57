import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';

/**
 * Tables a refused request may legitimately touch, compared by row count and max(updated_at) only:
 * checking a key records when it was last used, and an expired key is marked so (plugins/auth.ts).
 */
const AUTHENTICATION_TOUCHED = new Set(['api_keys', 'auth_sessions']);

/** Tables a refused request is meant to write: counting a refused attempt is what a rate limit is. */
const REFUSALS_COUNTED = new Set(['rate_limit_hits']);

type Fingerprint = Map<string, string>;

/**
 * A cheap fingerprint of every table: its row count and its newest row version (max xmin, which any
 * committed insert or update changes; a delete changes the count), so one query tells whether a
 * request wrote anything.
 */
export async function databaseFingerprinter(app: FastifyInstance): Promise<() => Promise<Fingerprint>> {
  const tables = (
    (await app.db.execute(sql`
      select t.table_name as name, exists (
        select 1 from information_schema.columns c
        where c.table_schema = 'public' and c.table_name = t.table_name and c.column_name = 'updated_at'
      ) as "hasUpdatedAt"
      from information_schema.tables t
      where t.table_schema = 'public' and t.table_type = 'BASE TABLE'
      order by t.table_name`)) as unknown as { rows: { name: string; hasUpdatedAt: boolean }[] }
  ).rows;
  const parts = tables
    .filter(({ name }) => !REFUSALS_COUNTED.has(name))
    .map(({ name, hasUpdatedAt }) => {
      const version = AUTHENTICATION_TOUCHED.has(name)
        ? hasUpdatedAt
          ? 'max(updated_at)::text'
          : `''`
        : 'max(xmin::text::bigint)::text';
      return `select '${name}' as name, count(*)::text || ':' || coalesce(${version}, '') as state from "${name}"`;
    });
  const query = sql.raw(parts.join(' union all '));
  return async () => {
    const rows = ((await app.db.execute(query)) as unknown as { rows: { name: string; state: string }[] }).rows;
    return new Map(rows.map((row) => [row.name, row.state]));
  };
}

/** The tables whose fingerprint differs. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return [...after].filter(([name, state]) => before.get(name) !== state).map(([name]) => name);
}
