import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { IdParams, VersionNumber, withErrors } from '../../../lib/schemas';
import { translate } from '../../../i18n/messages';
import { can, requireUser } from '../../../plugins/permissions';
import { parcelWeight, type ParcelPiece } from '../../../services/pricing';
import { shipmentLabel } from '../../../services/shipments/labels';
import {
  cancelShipment,
  createDraft,
  deleteDraft,
  processShipment,
  ratesForShipment,
  updateDraft,
} from '../../../services/shipments/lifecycle';
import { findShipment, listShipments, shipmentDocument, tabCounts } from '../../../services/shipments/queries';
import { quoteRates, type RateOption } from '../../../services/shipments/rating';
import importBatchRoutes from './import-batch';
import shipmentBulkRoutes from './bulk';
import shipmentImportRoutes from './imports';
import {
  CancelBody,
  CreateDraftBody,
  LabelQuery,
  ProcessBody,
  QuoteBody,
  RatesResponse,
  ShipmentListQuery,
  ShipmentPage,
  TabCountsQuery,
  UpdateDraftBody,
  shipmentSchemas,
} from './schemas';

const tags = ['shipments'];
const ShipmentRef = Type.Ref('Shipment');
const read = { access: can('shipments', 'read') };
const create = { access: can('shipments', 'create') };
const update = { access: can('shipments', 'update') };
const remove = { access: can('shipments', 'delete') };

/**
 * Drafts, the list with its tabs, rating, processing, cancelling and labels
 * (docs/architecture.md#shipment-statuses-and-transitions).
 */
const shipmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const schema of shipmentSchemas) app.addSchema(schema);
  // Imports (their own context: the multipart parser stays there).
  await app.register(shipmentImportRoutes);
  await app.register(importBatchRoutes);
  await app.register(shipmentBulkRoutes);

  const ratesAnswer = (rates: RateOption[], pieces: ParcelPiece[], locale: Parameters<typeof translate>[0]) => ({
    items: rates.map(({ rateId: _rateId, ...rate }) => rate),
    covered: rates.length > 0,
    weight: parcelWeight(pieces),
    ...(rates.length ? {} : { message: translate(locale, 'areaNotCovered') }),
  });

  app.get(
    '',
    {
      config: read,
      schema: {
        tags,
        summary:
          'Shipments the caller may see: tab, search (tracking number or recipient), courier and date filters, sort, pages',
        querystring: ShipmentListQuery,
        response: withErrors({ 200: ShipmentPage }),
      },
    },
    async (request) => listShipments(app.db, requireUser(request), request.query),
  );

  app.get(
    '/tab-counts',
    {
      config: read,
      schema: {
        tags,
        summary: 'How many shipments each list tab holds, in one call, under the same search and filters',
        querystring: TabCountsQuery,
        response: withErrors({ 200: Type.Ref('ShipmentTabCounts') }),
      },
    },
    async (request) => tabCounts(app.db, requireUser(request), request.query),
  );

  app.post(
    '',
    {
      config: { ...create, idempotent: true },
      schema: {
        tags,
        summary: 'Save a draft shipment (any step of the wizard)',
        body: CreateDraftBody,
        response: withErrors({ 201: ShipmentRef }),
      },
    },
    async (request, reply) => {
      const row = await createDraft(app.db, requireUser(request), request.body);
      return reply.code(201).send(await shipmentDocument(app.db, row));
    },
  );

  app.post(
    '/rates',
    {
      config: read,
      schema: {
        tags,
        operationId: 'quoteRates',
        summary: 'Live rates for a shipment not saved yet: one row per courier and service covering the route',
        body: QuoteBody,
        response: withErrors({ 200: RatesResponse }),
      },
    },
    async (request) => {
      const { rates, pieces } = await quoteRates(app.db, requireUser(request), request.body);
      return ratesAnswer(rates, pieces, request.locale);
    },
  );

  app.get(
    '/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'A shipment with its parties, price, dates and timeline',
        params: IdParams,
        response: withErrors({ 200: ShipmentRef }),
      },
    },
    async (request) => shipmentDocument(app.db, await findShipment(app.db, requireUser(request), request.params.id)),
  );

  app.patch(
    '/:id',
    {
      config: update,
      schema: {
        tags,
        summary: 'Update a draft (with its current version; 409 when stale or no longer a draft)',
        params: IdParams,
        body: UpdateDraftBody,
        response: withErrors({ 200: ShipmentRef }),
      },
    },
    async (request) =>
      shipmentDocument(app.db, await updateDraft(app.db, requireUser(request), request.params.id, request.body)),
  );

  app.delete(
    '/:id',
    {
      config: remove,
      schema: {
        tags,
        summary: 'Delete a draft',
        params: IdParams,
        querystring: Type.Object({ version: Type.Optional(VersionNumber()) }, { additionalProperties: false }),
        response: withErrors({ 204: Type.Null() }),
      },
    },
    async (request, reply) => {
      await deleteDraft(app.db, requireUser(request), request.params.id, request.query.version);
      return reply.code(204).send(null);
    },
  );

  for (const method of ['GET', 'POST'] as const) {
    app.route<{ Params: IdParams }>({
      method,
      url: '/:id/rates',
      config: read,
      schema: {
        tags,
        // GET reads them, POST asks for them anew: the same answer, two names for the client.
        operationId: method === 'GET' ? 'getShipmentRates' : 'rateShipment',
        summary:
          "Live rates for a saved draft, priced on the server from the rate table ('area not covered' when none)",
        params: IdParams,
        response: withErrors({ 200: RatesResponse }),
      },
      handler: async (request) => {
        const row = await findShipment(app.db, requireUser(request), request.params.id);
        const { rates, pieces } = await ratesForShipment(app.db, row);
        return ratesAnswer(rates, pieces, request.locale);
      },
    });
  }

  app.post(
    '/:id/process',
    {
      config: { ...update, idempotent: true },
      schema: {
        tags,
        summary:
          'Process a draft with a courier and service from its rates: re-priced, tracking number, status pending (idempotent)',
        params: IdParams,
        body: ProcessBody,
        response: withErrors({ 200: ShipmentRef }),
      },
    },
    async (request) =>
      shipmentDocument(app.db, await processShipment(app.db, requireUser(request), request.params.id, request.body)),
  );

  app.post(
    '/:id/cancel',
    {
      config: update,
      schema: {
        tags,
        summary: 'Cancel a draft or a pending shipment (409 otherwise)',
        params: IdParams,
        body: CancelBody,
        response: withErrors({ 200: ShipmentRef }),
      },
      // A bare POST (no body) is a plain cancel.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request) =>
      shipmentDocument(app.db, await cancelShipment(app.db, requireUser(request), request.params.id, request.body)),
  );

  app.get(
    '/:id/label',
    {
      config: read,
      schema: {
        tags,
        summary: 'The shipping label PDF (4×6 in or A4) with a Code 128 barcode of the tracking number',
        params: IdParams,
        querystring: LabelQuery,
        produces: ['application/pdf'],
        response: withErrors({ 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }) }),
      },
    },
    async (request, reply) => {
      const { size } = request.query;
      const { trackingNumber, pdf } = await shipmentLabel(app.db, requireUser(request), request.params.id, size);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="label-${trackingNumber}-${size}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};

export default shipmentRoutes;
