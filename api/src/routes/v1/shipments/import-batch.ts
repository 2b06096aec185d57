import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type TSchema, Type } from '@sinclair/typebox';
import { DateTime, IdParams, Nullable, StrictObject, Uuid, withErrors } from '../../../lib/schemas';
import { can, requireUser } from '../../../plugins/permissions';
import { batchResults, buyBatch, previewBatch } from '../../../services/imports/batch';
import { findImport } from '../../../services/imports/imports';

const tags = ['shipments'];
/** Rows an import holds at most (SHIPMENT_IMPORT_MAX_ROWS): an override per row. */
const MAX_OVERRIDES = 10_000;
/** Rows bought per call: small enough for the portal to show progress and stop soon after Stop. */
const MAX_BUY_ROWS = 100;

const Rule = Type.Union(
  [Type.Literal('cheapest'), Type.Literal('fastest'), Type.Literal('cheapestWithin'), Type.Literal('service')],
  { description: "How each row's courier service is chosen: `service` is one courier and service for all" },
);

const PreviewBody = StrictObject({
  rule: Rule,
  withinDays: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 60, description: 'cheapestWithin: the most working days in transit' }),
  ),
  courierId: Type.Optional(Uuid),
  serviceTypeId: Type.Optional(Uuid),
  overrides: Type.Array(
    StrictObject({ row: Type.Integer({ minimum: 2, maximum: 1_000_000 }), courierId: Uuid, serviceTypeId: Uuid }),
    { maxItems: MAX_OVERRIDES, default: [], description: 'Per-row choices, over the rule' },
  ),
  scope: Type.Union([Type.Literal('all'), Type.Literal('retry')], {
    default: 'all',
    description: '`retry`: only the drafts whose last outcome was not a booking (failed, held back, not covered)',
  }),
  page: Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 500, default: 100 }),
});

const CityName = Type.Object({ name: Type.String(), nameAr: Type.String() });
const Problem = Type.Object({
  field: Nullable(Type.String({ description: 'The field to fix, e.g. recipient.cityId, weightKg, priceFils' })),
  message: Type.String({ description: 'Why, in the caller’s language' }),
});

const PreviewAnswer = Type.Object({
  rows: Type.Array(
    Type.Object({
      row: Type.Integer({ description: 'The file row' }),
      shipmentId: Uuid,
      reference: Nullable(Type.String()),
      duplicateReference: Type.Boolean({ description: 'Another shipment of the owner has this reference too' }),
      recipientName: Nullable(Type.String()),
      city: Nullable(CityName),
      options: Type.Array(
        Type.Object({
          courierId: Uuid,
          courierName: Type.String(),
          courierNameAr: Type.String(),
          serviceTypeId: Uuid,
          serviceName: Type.String(),
          serviceNameAr: Type.String(),
          priceFils: Type.Integer(),
          transitDays: Type.Integer(),
        }),
      ),
      chosen: Nullable(
        Type.Object({ courierId: Uuid, serviceTypeId: Uuid, priceFils: Type.Integer(), transitDays: Type.Integer() }),
      ),
      problem: Nullable(Problem),
    }),
    { description: 'One page of the rows, in file order' },
  ),
  total: Type.Integer({ description: 'Rows previewed (all pages)' }),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  chosenCount: Type.Integer(),
  duplicateCount: Type.Integer(),
  totalFils: Type.Integer({ description: 'The sum of the chosen prices over all rows: what buying them charges' }),
  choices: Type.Array(
    Type.Object({ row: Type.Integer(), courierId: Uuid, serviceTypeId: Uuid, priceFils: Type.Integer() }),
    { description: 'Every chosen row (all pages): send them to buy, each with the price shown' },
  ),
  uncovered: Type.Array(
    Type.Object({ row: Type.Integer(), shipmentId: Uuid, field: Nullable(Type.String()), message: Type.String() }),
    { description: 'Every row without a choice (all pages), with why' },
  ),
});

/** Null first: with type coercion on, Ajv would otherwise turn a null into "" or 0 in the first branch. */
const OrNull = <T extends TSchema>(schema: T) => Type.Union([Type.Null(), schema]);

const BuyBody = StrictObject({
  rows: Type.Array(
    StrictObject({
      row: Type.Integer({ minimum: 2, maximum: 1_000_000 }),
      courierId: OrNull(Uuid),
      serviceTypeId: OrNull(Uuid),
      priceFils: OrNull(Type.Integer({ minimum: 0, maximum: 2_147_483_647, description: 'The price shown' })),
    }),
    {
      minItems: 1,
      maxItems: MAX_BUY_ROWS,
      description: 'Rows to book at the price shown; a row with nulls (no courier covers it) is kept as not covered',
    },
  ),
});

const Outcome = Type.Union([
  Type.Literal('processed'),
  Type.Literal('notCovered'),
  Type.Literal('failed'),
  Type.Literal('priceChanged'),
]);

const resultFields = {
  row: Type.Integer(),
  shipmentId: Uuid,
  outcome: Outcome,
  courierId: Nullable(Uuid),
  serviceTypeId: Nullable(Uuid),
  trackingNumber: Nullable(Type.String()),
  priceFils: Nullable(Type.Integer({ description: 'The price booked, else the price shown' })),
  newPriceFils: Nullable(Type.Integer({ description: 'priceChanged: the price now (the row was not bought)' })),
  field: Nullable(Type.String({ description: 'The field to fix on the draft' })),
  message: Nullable(Type.String()),
};

const BuyAnswer = Type.Object({ results: Type.Array(Type.Object(resultFields)) });

const NamedRef = Nullable(Type.Object({ id: Uuid, name: Type.String(), nameAr: Type.String() }));
const ResultsAnswer = Type.Object({
  items: Type.Array(
    Type.Object({
      ...resultFields,
      reference: Nullable(Type.String()),
      recipientName: Nullable(Type.String()),
      courier: NamedRef,
      serviceType: NamedRef,
      updatedAt: DateTime,
    }),
  ),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  counts: Type.Object({
    processed: Type.Integer(),
    notCovered: Type.Integer(),
    failed: Type.Integer(),
    priceChanged: Type.Integer(),
  }),
  bookedFils: Type.Integer({ description: 'The sum of the booked prices' }),
});

const ResultsQuery = StrictObject({
  page: Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 500, default: 100 }),
});

/**
 * Batch buying of an import's drafts: a preview (rule, overrides, total), buying the chosen rows a chunk per
 * call at the prices shown, and each row's kept outcome. Scoped like the import (docs/architecture.md#ownership).
 */
const importBatchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.post(
    '/imports/:id/batch/preview',
    {
      // Prices rows and books nothing: a read, like asking for rates.
      config: { access: can('shipments', 'read') },
      schema: {
        tags,
        summary:
          "Preview buying the upload's drafts: each row's courier services with price and days, the one the rule or an override chooses, and the total",
        params: IdParams,
        body: PreviewBody,
        response: withErrors({ 200: PreviewAnswer }),
      },
    },
    async (request) => {
      const principal = requireUser(request);
      const { id } = await findImport(db, principal, request.params.id);
      return previewBatch(db, principal, id, request.body, request.locale);
    },
  );

  app.post(
    '/imports/:id/batch/buy',
    {
      config: { access: can('shipments', 'update'), idempotent: true },
      schema: {
        tags,
        summary:
          'Book a chunk of rows at the prices shown: a row whose price changed since is held back with its new price; each outcome is kept',
        params: IdParams,
        body: BuyBody,
        response: withErrors({ 200: BuyAnswer }),
      },
    },
    async (request) => {
      const principal = requireUser(request);
      const { id } = await findImport(db, principal, request.params.id);
      return buyBatch(db, principal, id, request.body.rows, request.locale);
    },
  );

  app.get(
    '/imports/:id/batch/results',
    {
      config: { access: can('shipments', 'read') },
      schema: {
        tags,
        summary: "Each bought row's last outcome, in file order, with the counts and the total booked",
        params: IdParams,
        querystring: ResultsQuery,
        response: withErrors({ 200: ResultsAnswer }),
      },
    },
    async (request) => {
      const { id } = await findImport(db, requireUser(request), request.params.id);
      return batchResults(db, id, request.query, request.locale);
    },
  );
};

export default importBatchRoutes;
