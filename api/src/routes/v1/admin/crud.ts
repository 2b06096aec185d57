import type { Subject } from '@portal/shared/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Static, type TObject, type TProperties, type TSchema, Type } from '@sinclair/typebox';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import {
  AppError,
  isForeignKeyViolation,
  isUniqueViolation,
  notFound,
  pgErrorCode,
  staleVersion,
} from '../../../lib/errors';
import type { MessageKey } from '../../../i18n/messages';
import { IdParams, PageOf, PageQuery, StrictObject, VersionNumber, withErrors } from '../../../lib/schemas';
import { sortColumn } from '../../../lib/sorting';
import { can } from '../../../plugins/permissions';
import { writeAudit } from '../../../services/audit';

/** What every admin row has; the rest of a row's type is its table's (`RowOf`). */
interface CrudRow {
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

type NoFilters = Record<never, never>;
/** The list query of a resource: page, pageSize, sort and q, plus its own filters. */
type ListQuery<TFilters extends TProperties> = Static<ReturnType<typeof PageQuery<NoFilters>>> &
  Static<TObject<TFilters>>;
/** The create body of a resource (update sends the same plus `version`). */
export type BodyOf<TBody extends TProperties> = Static<TObject<TBody>>;

/**
 * One admin table behind the generic routes. `TTable` types the rows (`TRow`, e.g. without a logo's
 * bytes when `selection` leaves them out) and the values written; the body and query types come from
 * the TypeBox properties the routes validate with.
 */
export interface CrudResource<
  TTable extends PgTable,
  TBody extends TProperties,
  TFilters extends TProperties = NoFilters,
  TRow extends CrudRow = RowOf<TTable>,
> {
  /** e.g. '/countries' (under /api/v1/admin). */
  path: string;
  /** The audit log's entity type, e.g. 'country'. */
  entityType: string;
  subject: Subject;
  tag: string;
  columns: EditableTable;
  /** The item as the API returns it (also the response schema of every route). */
  itemSchema: TSchema;
  /** Fields of create; update takes the same plus `version`. */
  bodyProperties: TBody;
  /** Extra list filters (query string). */
  filterProperties?: TFilters;
  sortable: Record<string, AnyPgColumn>;
  defaultSort: string;
  /** Columns read for the list and single reads (default: all), e.g. to leave a logo's bytes out. */
  selection?: Record<string, AnyPgColumn>;
  /** Conditions for `q` and the filters. */
  where(query: ListQuery<TFilters>): (SQL | undefined)[];
  /** Checks a body (parents exist, levels agree…) and turns it into column values. */
  toValues(db: DbOrTx, body: BodyOf<TBody>, existing?: TRow): Promise<ValuesOf<TTable>>;
  /** Rows → items (parent names etc.); one query for the whole page. */
  present(db: DbOrTx, rows: TRow[]): Promise<unknown[]>;
  /** Unique indexes → the field to blame. */
  duplicateFields?: Record<string, string>;
  inUseMessage: MessageKey;
  /** Called after every change (e.g. to tell lookups). */
  afterChange?(db: DbOrTx, request: FastifyRequest): Promise<void>;
}

export const VersionProperty = {
  version: VersionNumber({ description: 'The version you read; a stale one gets 409' }),
};

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

/** List, read, create, update (versioned) and delete (refused while in use) for one admin table, each audited. */
/**
 * Any resource, as the generic routes see it: each resource's own row, body and query types are checked
 * where it is defined (its callbacks take the shapes the schemas built from its properties validate).
 */
type AnyCrudResource = CrudResource<PgTable, TProperties, TProperties, CrudRow>;

export function registerCrud(app: FastifyInstance, resource: AnyCrudResource) {
  const { path, columns, subject, entityType } = resource;
  const tags = [resource.tag];
  const ItemRef = resource.itemSchema;
  const CreateBody = StrictObject(resource.bodyProperties);
  const UpdateBody = StrictObject({ ...resource.bodyProperties, ...VersionProperty });
  const ListQuery = PageQuery(resource.filterProperties ?? {});
  const db = app.db;
  const presentOne = async (tx: DbOrTx, row: CrudRow) => (await resource.present(tx, [row]))[0];

  const guard = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateError(error, resource.duplicateFields);
      throw error;
    }
  };

  app.get<{ Querystring: ListQuery<TProperties> }>(
    path,
    {
      config: { access: can(subject, 'read') },
      schema: {
        tags,
        summary: `List (search, sort, page)`,
        querystring: ListQuery,
        response: withErrors({ 200: PageOf(ItemRef) }),
      },
    },
    async (request) => {
      const { query } = request;
      const where = and(...resource.where(query));
      const { rows, total } = await pageOf(db, columns.table, {
        where,
        orderBy: orderBy(resource.sortable, query.sort, resource.defaultSort, columns.id),
        page: query.page,
        pageSize: query.pageSize,
        selection: resource.selection,
      });
      return { items: await resource.present(db, rows), total, page: query.page, pageSize: query.pageSize };
    },
  );

  app.get<{ Params: IdParams }>(
    `${path}/:id`,
    {
      config: { access: can(subject, 'read') },
      schema: { tags, summary: 'One item', params: IdParams, response: withErrors({ 200: ItemRef }) },
    },
    async (request) => {
      const row = await findRow(db, columns, request.params.id, resource.selection);
      if (!row) throw notFound();
      return presentOne(db, row);
    },
  );

  app.post<{ Body: BodyOf<TProperties> }>(
    path,
    {
      config: { access: can(subject, 'create') },
      schema: { tags, summary: 'Create', body: CreateBody, response: withErrors({ 201: ItemRef }) },
    },
    async (request, reply) => {
      const item = await guard(() =>
        db.transaction(async (tx) => {
          const values = await resource.toValues(tx, request.body);
          const row = await insertRow(tx, columns, values);
          await writeAudit(tx, request, { action: 'create', entityType, entityId: row.id, after: row });
          await resource.afterChange?.(tx, request);
          return presentOne(tx, row);
        }),
      );
      reply.status(201);
      return item;
    },
  );

  app.put<{ Params: IdParams; Body: BodyOf<TProperties> & { version: number } }>(
    `${path}/:id`,
    {
      config: { access: can(subject, 'update') },
      schema: {
        tags,
        summary: 'Update (with the version you read)',
        params: IdParams,
        body: UpdateBody,
        response: withErrors({ 200: ItemRef }),
      },
    },
    async (request) => {
      const { id } = request.params;
      // toValues picks the fields it knows, so the body goes in whole (its `version` is not a column value).
      const { body } = request;
      return guard(() =>
        db.transaction(async (tx) => {
          const before = await findRow(tx, columns, id);
          if (!before) throw notFound();
          const values = await resource.toValues(tx, body, before);
          const after = await updateVersioned(tx, columns, id, body.version, values);
          await writeAudit(tx, request, { action: 'update', entityType, entityId: id, before, after });
          await resource.afterChange?.(tx, request);
          return presentOne(tx, after);
        }),
      );
    },
  );

  app.delete<{ Params: IdParams }>(
    `${path}/:id`,
    {
      config: { access: can(subject, 'delete') },
      schema: {
        tags,
        summary: 'Delete (refused while in use)',
        params: IdParams,
        response: withErrors({ 204: Type.Null() }),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
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
      return reply.status(204).send();
    },
  );
}
