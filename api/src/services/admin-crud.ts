import type { FastifyRequest } from 'fastify';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import type { MessageKey } from '../i18n/messages';
import {
  AppError,
  fieldError,
  isForeignKeyViolation,
  isUniqueViolation,
  notFound,
  pgErrorCode,
  staleVersion,
} from '../lib/errors';
import { sortColumn } from '../lib/sorting';
import { writeAudit } from './audit';

/**
 * The admin's reference data (docs/architecture.md#api-conventions): list, read, create, update
 * (versioned) and delete (refused while in use) of one table, each change audited. A resource's
 * service describes its table (`CrudTable`); the generic routes call the functions below with it.
 */

/** What every admin row has; the rest of a row's type is its table's (`RowOf`). */
export interface CrudRow {
  id: string;
  version: number;
}
/** A row of an admin table as read: all its columns, or all but those a `selection` leaves out. */
export type RowOf<TTable extends PgTable, TLeftOut extends keyof TTable['$inferSelect'] = never> = Omit<
  TTable['$inferSelect'],
  TLeftOut
> &
  CrudRow;
/** Column values a resource writes (checked against its table). */
type ValuesOf<TTable extends PgTable> = Partial<TTable['$inferInsert']>;
type Values = Record<string, unknown>;

export interface EditableTable {
  table: PgTable;
  id: AnyPgColumn;
  version: AnyPgColumn;
  updatedAt: AnyPgColumn;
}

/** The list query every resource takes: page, pageSize, sort and q (plus its own filters). */
export interface CrudListQuery {
  page: number;
  pageSize: number;
  sort?: string;
  q?: string;
}

/**
 * One admin table behind the generic routes. `TTable` types the rows (`TRow`, e.g. without a logo's
 * bytes when `selection` leaves them out) and the values written; `TBody` is what create takes
 * (update takes the same plus `version`), `TQuery` the list query with the resource's filters.
 */
export interface CrudTable<
  TTable extends PgTable,
  TBody,
  TQuery extends CrudListQuery = CrudListQuery,
  TRow extends CrudRow = RowOf<TTable>,
> {
  /** The audit log's entity type, e.g. 'country'. */
  entityType: string;
  columns: EditableTable;
  sortable: Record<string, AnyPgColumn>;
  defaultSort: string;
  /** Columns read for the list and single reads (default: all), e.g. to leave a logo's bytes out. */
  selection?: Record<string, AnyPgColumn>;
  /** Conditions for `q` and the filters. */
  where(query: TQuery): (SQL | undefined)[];
  /** Checks a body (parents exist, levels agree…) and turns it into column values. */
  toValues(db: DbOrTx, body: TBody, existing?: TRow): Promise<ValuesOf<TTable>>;
  /** Rows → items (parent names etc.); one query for the whole page. */
  present(db: DbOrTx, rows: TRow[]): Promise<unknown[]>;
  /** Unique indexes → the field to blame. */
  duplicateFields?: Record<string, string>;
  inUseMessage: MessageKey;
  /** Called after every change (e.g. to tell lookups). */
  afterChange?(db: DbOrTx, request: FastifyRequest): Promise<void>;
}

/**
 * Any table, as the generic functions see it: each resource's own row, body and query types are
 * checked where it is defined.
 */
export type AnyCrudTable<TBody = never, TQuery extends CrudListQuery = CrudListQuery> = CrudTable<
  PgTable,
  TBody,
  TQuery,
  // The generic functions only read `id` and `version`; each resource names its own row.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  any
>;

/** Both names trimmed; blank after trimming is 'required' on that field. */
export function trimmedNames(body: { name: string; nameAr: string }): { name: string; nameAr: string } {
  const name = body.name.trim();
  const nameAr = body.nameAr.trim();
  if (!name) throw fieldError('name', 'required');
  if (!nameAr) throw fieldError('nameAr', 'required');
  return { name, nameAr };
}

/** `{ field, message }` for a unique index, else a generic duplicate. */
function duplicateError(error: unknown, fields: Record<string, string> = {}): AppError {
  let constraint = '';
  for (let current: unknown = error, depth = 0; current && typeof current === 'object' && depth < 4; depth++) {
    const name =
      (current as { constraint?: unknown; constraint_name?: unknown }).constraint ??
      (current as { constraint_name?: unknown }).constraint_name;
    if (typeof name === 'string') constraint = name;
    current = (current as { cause?: unknown }).cause;
  }
  const field = fields[constraint] ?? Object.values(fields)[0];
  return field
    ? new AppError('CONFLICT', 'duplicate', { details: [{ field, messageKey: 'duplicate' }] })
    : new AppError('CONFLICT', 'duplicate');
}

/** A delete refused by a foreign key: 23503, or 23001 for ON DELETE RESTRICT. */
export const isStillReferenced = (error: unknown) => isForeignKeyViolation(error) || pgErrorCode(error) === '23001';

/**
 * The `sort` query → an ORDER BY, or a 400 naming the field when it cannot be sorted on. Without a
 * `sort`, `fallback` applies: a sortable field's name, or an order of its own (e.g. pending first).
 */
export function orderBy(
  sortable: Record<string, AnyPgColumn | SQL>,
  sort: string | undefined,
  fallback: string | SQL[],
  tiebreak: AnyPgColumn,
): SQL[] {
  if (!sort && typeof fallback !== 'string') return [...fallback, asc(tiebreak)];
  const { column, descending } = sortColumn(sortable, sort ?? (fallback as string));
  return [descending ? desc(column) : asc(column), asc(tiebreak)];
}

/** The default order of a review queue: rows with `status = pending` first, then newest. */
export const pendingFirst = (status: AnyPgColumn, pending: number, createdAt: AnyPgColumn): SQL[] => [
  sql`case when ${status} = ${pending} then 0 else 1 end`,
  desc(createdAt),
];

// The helpers below read an admin table through its untyped `PgTable`: the caller names the row type it
// reads (`RowOf` its table, less what its `selection` leaves out).

/** One page of a query: `{ items, total, page, pageSize }` (docs/architecture.md#api-conventions). */
export async function pageOf<TRow extends CrudRow = CrudRow>(
  db: DbOrTx,
  table: PgTable,
  options: {
    where: SQL | undefined;
    orderBy: SQL[];
    page: number;
    pageSize: number;
    selection?: Record<string, AnyPgColumn>;
  },
): Promise<{ rows: TRow[]; total: number }> {
  const [{ total }] = await db.select({ total: count() }).from(table).where(options.where);
  const rows = (await (options.selection ? db.select(options.selection) : db.select())
    .from(table)
    .where(options.where)
    .orderBy(...options.orderBy)
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize)) as TRow[];
  return { rows, total };
}

export async function findRow<TRow extends CrudRow = CrudRow>(
  db: DbOrTx,
  columns: EditableTable,
  id: string,
  selection?: Record<string, AnyPgColumn>,
): Promise<TRow | undefined> {
  const [row] = (await (selection ? db.select(selection) : db.select())
    .from(columns.table)
    .where(eq(columns.id, id))
    .limit(1)) as TRow[];
  return row;
}

async function insertRow<TRow extends CrudRow = CrudRow>(
  db: DbOrTx,
  columns: EditableTable,
  values: Values,
): Promise<TRow> {
  const [row]: unknown[] = await db.insert(columns.table).values(values).returning();
  return row as TRow;
}

/**
 * Applies an update only if the row still has the version the caller read (docs/architecture.md#api-conventions): 409
 * when someone changed it meanwhile, 404 when it is gone. Returns the new row.
 */
export async function updateVersioned<TRow extends CrudRow = CrudRow>(
  db: DbOrTx,
  columns: EditableTable,
  id: string,
  version: number,
  values: Values,
): Promise<TRow> {
  const [row] = (await db
    .update(columns.table)
    .set({ ...values, version: sql`${columns.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(columns.id, id), eq(columns.version, version)))
    .returning()) as TRow[];
  if (row) return row;
  if (await findRow(db, columns, id)) throw staleVersion();
  throw notFound();
}

const presentOne = async (db: DbOrTx, resource: AnyCrudTable<unknown>, row: CrudRow) =>
  (await resource.present(db, [row]))[0];

/** A unique index refusing a write → 409 naming the field. */
async function guard<T>(resource: AnyCrudTable<unknown>, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateError(error, resource.duplicateFields);
    throw error;
  }
}

/** One page of the table, searched, filtered and sorted. */
export async function listItems<TQuery extends CrudListQuery>(
  db: DbOrTx,
  resource: AnyCrudTable<never, TQuery>,
  query: TQuery,
) {
  const { columns } = resource;
  const { rows, total } = await pageOf(db, columns.table, {
    where: and(...resource.where(query)),
    orderBy: orderBy(resource.sortable, query.sort, resource.defaultSort, columns.id),
    page: query.page,
    pageSize: query.pageSize,
    selection: resource.selection,
  });
  return { items: await resource.present(db, rows), total, page: query.page, pageSize: query.pageSize };
}

/** One item, or 404. */
export async function readItem(db: DbOrTx, resource: AnyCrudTable<unknown>, id: string) {
  const row = await findRow(db, resource.columns, id, resource.selection);
  if (!row) throw notFound();
  return presentOne(db, resource, row);
}

export async function createItem<TBody>(
  db: DbOrTx,
  request: FastifyRequest,
  resource: AnyCrudTable<TBody>,
  body: TBody,
) {
  const { columns, entityType } = resource;
  return guard(resource, () =>
    db.transaction(async (tx) => {
      const values = await resource.toValues(tx, body);
      const row = await insertRow(tx, columns, values);
      await writeAudit(tx, request, { action: 'create', entityType, entityId: row.id, after: row });
      await resource.afterChange?.(tx, request);
      return presentOne(tx, resource, row);
    }),
  );
}

/** Updates the item if it still has `body.version`. */
export async function updateItem<TBody>(
  db: DbOrTx,
  request: FastifyRequest,
  resource: AnyCrudTable<TBody>,
  id: string,
  // toValues picks the fields it knows, so the body goes in whole (its `version` is not a column value).
  body: TBody & { version: number },
) {
  const { columns, entityType } = resource;
  return guard(resource, () =>
    db.transaction(async (tx) => {
      const before = await findRow(tx, columns, id);
      if (!before) throw notFound();
      const values = await resource.toValues(tx, body, before);
      const after = await updateVersioned(tx, columns, id, body.version, values);
      await writeAudit(tx, request, { action: 'update', entityType, entityId: id, before, after });
      await resource.afterChange?.(tx, request);
      return presentOne(tx, resource, after);
    }),
  );
}

/** Deletes the item: 409 (the resource's `inUseMessage`) while other rows refer to it. */
export async function deleteItem(db: DbOrTx, request: FastifyRequest, resource: AnyCrudTable<unknown>, id: string) {
  const { columns, entityType } = resource;
  try {
    await db.transaction(async (tx) => {
      const [before] = await tx.delete(columns.table).where(eq(columns.id, id)).returning();
      if (!before) throw notFound();
      await writeAudit(tx, request, { action: 'delete', entityType, entityId: id, before });
      await resource.afterChange?.(tx, request);
    });
  } catch (error) {
    // Nothing was removed: the transaction rolled back (nothing is lost).
    if (isStillReferenced(error)) throw new AppError('CONFLICT', resource.inUseMessage);
    throw error;
  }
}
