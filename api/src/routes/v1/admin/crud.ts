import type { Subject } from '@portal/shared/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type TObject, type TProperties, type TSchema, Type } from '@sinclair/typebox';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../../db/client';
import {
  AppError,
  fieldError,
  isForeignKeyViolation,
  isUniqueViolation,
  notFound,
  pgErrorCode,
  staleVersion,
} from '../../../lib/errors';
import type { MessageKey } from '../../../i18n/messages';
import { IdParams, PageOf, PageQuery, StrictObject, withErrors } from '../../../lib/schemas';
import { can } from '../../../plugins/permissions';
import { writeAudit } from './audit';

export type Row = Record<string, unknown> & { id: string; version: number };
type Values = Record<string, unknown>;

export interface EditableTable {
  table: PgTable;
  id: AnyPgColumn;
  version: AnyPgColumn;
  updatedAt: AnyPgColumn;
}

export interface CrudResource<Query extends object, Body extends object> {
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
  bodyProperties: TProperties;
  /** Extra list filters (query string). */
  filterProperties?: TProperties;
  sortable: Record<string, AnyPgColumn>;
  defaultSort: string;
  /** Columns read for the list and single reads (default: all), e.g. to leave a logo's bytes out. */
  selection?: Record<string, AnyPgColumn>;
  /** Conditions for `q` and the filters. */
  where(query: Query & { q?: string }): (SQL | undefined)[];
  /** Checks a body (parents exist, levels agree…) and turns it into column values. */
  toValues(db: DbOrTx, body: Body, existing?: Row): Promise<Values>;
  /** Rows → items (parent names etc.); one query for the whole page. */
  present(db: DbOrTx, rows: Row[]): Promise<unknown[]>;
  /** Unique indexes → the field to blame. */
  duplicateFields?: Record<string, string>;
  inUseMessage: MessageKey;
  /** Called after every change (e.g. to tell lookups). */
  afterChange?(db: DbOrTx, request: FastifyRequest): Promise<void>;
}

export const VersionProperty = {
  version: Type.Integer({ minimum: 1, description: 'The version you read; a stale one gets 409' }),
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

/** The `sort` query → an ORDER BY, or a 400 naming the field when it cannot be sorted on. */
export function orderBy(
  sortable: Record<string, AnyPgColumn>,
  sort: string | undefined,
  fallback: string,
  tiebreak: AnyPgColumn,
): SQL[] {
  const wanted = sort ?? fallback;
  const descending = wanted.startsWith('-');
  const column = sortable[descending ? wanted.slice(1) : wanted];
  if (!column) throw fieldError('sort', 'invalidValue');
  return [descending ? desc(column) : asc(column), asc(tiebreak)];
}

/** One page of a query: `{ items, total, page, pageSize }` (design §5). */
export async function pageOf(
  db: DbOrTx,
  table: PgTable,
  options: {
    where: SQL | undefined;
    orderBy: SQL[];
    page: number;
    pageSize: number;
    selection?: Record<string, AnyPgColumn>;
  },
): Promise<{ rows: Row[]; total: number }> {
  const [{ total }] = await db.select({ total: count() }).from(table).where(options.where);
  const rows = (await (options.selection ? db.select(options.selection) : db.select())
    .from(table)
    .where(options.where)
    .orderBy(...options.orderBy)
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize)) as Row[];
  return { rows, total };
}

export async function findRow(
  db: DbOrTx,
  columns: EditableTable,
  id: string,
  selection?: Record<string, AnyPgColumn>,
): Promise<Row | undefined> {
  const [row] = (await (selection ? db.select(selection) : db.select())
    .from(columns.table)
    .where(eq(columns.id, id))
    .limit(1)) as Row[];
  return row;
}

/**
 * Applies an update only if the row still has the version the caller read (design §5): 409 when
 * someone changed it meanwhile, 404 when it is gone. Returns the new row.
 */
export async function updateVersioned(
  db: DbOrTx,
  columns: EditableTable,
  id: string,
  version: number,
  values: Values,
): Promise<Row> {
  const [row] = (await db
    .update(columns.table)
    .set({ ...values, version: sql`${columns.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(columns.id, id), eq(columns.version, version)))
    .returning()) as Row[];
  if (row) return row;
  if (await findRow(db, columns, id)) throw staleVersion();
  throw notFound();
}

/** List, read, create, update (versioned) and delete (refused while in use) for one admin table, each audited. */
export function registerCrud<Query extends object, Body extends object>(
  app: FastifyInstance,
  resource: CrudResource<Query, Body>,
) {
  const { path, columns, subject, entityType } = resource;
  const tags = [resource.tag];
  const ItemRef = resource.itemSchema;
  const CreateBody = StrictObject(resource.bodyProperties);
  const UpdateBody = StrictObject({ ...resource.bodyProperties, ...VersionProperty });
  const ListQuery: TObject = PageQuery(resource.filterProperties ?? {});
  const db = app.db as Db;
  const presentOne = async (tx: DbOrTx, row: Row) => (await resource.present(tx, [row]))[0];

  const guard = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateError(error, resource.duplicateFields);
      throw error;
    }
  };

  app.get(
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
      const query = request.query as Query & { page: number; pageSize: number; sort?: string; q?: string };
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

  app.get(
    `${path}/:id`,
    {
      config: { access: can(subject, 'read') },
      schema: { tags, summary: 'One item', params: IdParams, response: withErrors({ 200: ItemRef }) },
    },
    async (request) => {
      const row = await findRow(db, columns, (request.params as IdParams).id, resource.selection);
      if (!row) throw notFound();
      return presentOne(db, row);
    },
  );

  app.post(
    path,
    {
      config: { access: can(subject, 'create') },
      schema: { tags, summary: 'Create', body: CreateBody, response: withErrors({ 201: ItemRef }) },
    },
    async (request, reply) => {
      const body = request.body as Body;
      const item = await guard(() =>
        db.transaction(async (tx) => {
          const values = await resource.toValues(tx, body);
          const [row] = (await tx.insert(columns.table).values(values).returning()) as Row[];
          await writeAudit(tx, request, { action: 'create', entityType, entityId: row.id, after: row });
          await resource.afterChange?.(tx, request);
          return presentOne(tx, row);
        }),
      );
      reply.status(201);
      return item;
    },
  );

  app.put(
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
      const { id } = request.params as IdParams;
      const { version, ...body } = request.body as Body & { version: number };
      return guard(() =>
        db.transaction(async (tx) => {
          const before = await findRow(tx, columns, id);
          if (!before) throw notFound();
          const values = await resource.toValues(tx, body as unknown as Body, before);
          const after = await updateVersioned(tx, columns, id, version, values);
          await writeAudit(tx, request, { action: 'update', entityType, entityId: id, before, after });
          await resource.afterChange?.(tx, request);
          return presentOne(tx, after);
        }),
      );
    },
  );

  app.delete(
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
      const { id } = request.params as IdParams;
      try {
        await db.transaction(async (tx) => {
          const [before] = (await tx.delete(columns.table).where(eq(columns.id, id)).returning()) as Row[];
          if (!before) throw notFound();
          await writeAudit(tx, request, { action: 'delete', entityType, entityId: id, before });
          await resource.afterChange?.(tx, request);
        });
      } catch (error) {
        // Nothing was removed: the transaction rolled back (issue 4: "nothing lost").
        if (isStillReferenced(error)) throw new AppError('CONFLICT', resource.inUseMessage);
        throw error;
      }
      return reply.status(204).send();
    },
  );
}
