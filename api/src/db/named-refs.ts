import { inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';
import type { NamedRef } from '../lib/schemas';

type NamedTable = PgTable & { id: AnyPgColumn; name: AnyPgColumn; nameAr: AnyPgColumn };

/** id → { id, name, nameAr } for the given ids of a table, in one query. */
export async function namedRefs(
  db: DbOrTx,
  table: NamedTable,
  ids: (string | null | undefined)[],
): Promise<Map<string, NamedRef>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return new Map();
  const rows = (await db
    .select({ id: table.id, name: table.name, nameAr: table.nameAr })
    .from(table)
    .where(inArray(table.id, wanted))) as NamedRef[];
  return new Map(rows.map((row) => [row.id, row]));
}

/** A ref, or null for a blank id. */
export const refOf = (refs: Map<string, NamedRef>, id: unknown): NamedRef | null =>
  typeof id === 'string' ? (refs.get(id) ?? null) : null;
