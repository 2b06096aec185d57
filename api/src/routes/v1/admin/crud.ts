import type { Subject } from '@portal/shared/domain';
import type { FastifyInstance } from 'fastify';
import { type Static, type TObject, type TProperties, type TSchema, Type } from '@sinclair/typebox';
import { IdParams, PageOf, PageQuery, StrictObject, VersionNumber, withErrors } from '../../../lib/schemas';
import { can } from '../../../plugins/permissions';
import {
  type AnyCrudTable,
  createItem,
  deleteItem,
  listItems,
  readItem,
  updateItem,
} from '../../../services/admin-crud';

type NoFilters = Record<never, never>;
/** The list query of a resource: page, pageSize, sort and q, plus its own filters. */
type ListQuery<TFilters extends TProperties> = Static<ReturnType<typeof PageQuery<NoFilters>>> &
  Static<TObject<TFilters>>;
/** The create body of a resource (update sends the same plus `version`). */
export type BodyOf<TBody extends TProperties> = Static<TObject<TBody>>;

/**
 * One admin table behind the generic routes: its service's `CrudTable` (rows, values, audit) and how
 * the API shows it. The body and query types come from the TypeBox properties the routes validate
 * with, and the table must take them.
 */
export type CrudResource<TBody extends TProperties, TFilters extends TProperties = NoFilters> = AnyCrudTable<
  BodyOf<TBody>,
  ListQuery<TFilters>
> & {
  /** e.g. '/countries' (under /api/v1/admin). */
  path: string;
  subject: Subject;
  tag: string;
  /** The item as the API returns it (also the response schema of every route). */
  itemSchema: TSchema;
  /** Fields of create; update takes the same plus `version`. */
  bodyProperties: TBody;
  /** Extra list filters (query string). */
  filterProperties?: TFilters;
};

export const VersionProperty = {
  version: VersionNumber({ description: 'The version you read; a stale one gets 409' }),
};

/** List, read, create, update (versioned) and delete (refused while in use) for one admin table, each audited. */
export function registerCrud<TBody extends TProperties, TFilters extends TProperties = NoFilters>(
  app: FastifyInstance,
  typed: CrudResource<TBody, TFilters>,
) {
  // Each resource's own body and query types are checked where it is defined (the argument's type);
  // the routes below see any resource.
  const resource = typed as unknown as CrudResource<TProperties, TProperties>;
  const { path, subject } = resource;
  const tags = [resource.tag];
  const ItemRef = resource.itemSchema;
  const CreateBody = StrictObject(resource.bodyProperties);
  const UpdateBody = StrictObject({ ...resource.bodyProperties, ...VersionProperty });
  const ListQuery = PageQuery(resource.filterProperties ?? {});
  const db = app.db;

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
    async (request) => listItems(db, resource, request.query),
  );

  app.get<{ Params: IdParams }>(
    `${path}/:id`,
    {
      config: { access: can(subject, 'read') },
      schema: { tags, summary: 'One item', params: IdParams, response: withErrors({ 200: ItemRef }) },
    },
    async (request) => readItem(db, resource, request.params.id),
  );

  app.post<{ Body: BodyOf<TProperties> }>(
    path,
    {
      config: { access: can(subject, 'create') },
      schema: { tags, summary: 'Create', body: CreateBody, response: withErrors({ 201: ItemRef }) },
    },
    async (request, reply) => {
      const item = await createItem(db, request, resource, request.body);
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
    async (request) => updateItem(db, request, resource, request.params.id, request.body),
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
      await deleteItem(db, request, resource, request.params.id);
      return reply.status(204).send();
    },
  );
}
