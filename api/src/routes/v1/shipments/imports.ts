import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { readUploadedFile, uploadLimits } from '../../../lib/uploads';
import { conflict } from '../../../lib/errors';
import { DateTime, IdParams, Nullable, PageOf, PageQuery, StrictObject, Uuid, withErrors } from '../../../lib/schemas';
import { can, requireUser } from '../../../plugins/permissions';
import { SHIPMENT_IMPORT_MAX_BYTES, shipmentImportTemplateCsv } from '../../../services/imports/csv';
import { importLabelShipments, LABELS_PER_PART, processImportDrafts } from '../../../services/imports/processing';
import { createImport, findImport, importWithCounts, listImports } from '../../../services/imports/imports';
import { labelDataOf, renderLabels } from '../../../services/shipments/labels';

const tags = ['shipments'];
const MAX_PARTS = 20;

const ImportStatus = Type.Union([Type.Literal('imported'), Type.Literal('failed')]);

export const ShipmentImport = Type.Object(
  { id: Uuid, fileName: Type.String(), rowCount: Type.Integer(), status: ImportStatus, createdAt: DateTime },
  { $id: 'ShipmentImport', title: 'ShipmentImport' },
);

const ShipmentImportListItem = Type.Object(
  {
    id: Uuid,
    fileName: Type.String(),
    rowCount: Type.Integer({ description: "The file's data rows" }),
    status: ImportStatus,
    errorCount: Type.Integer({ description: 'A refused upload: how many problems its rows had' }),
    draftCount: Type.Integer({ description: "The upload's shipments still drafts" }),
    processedCount: Type.Integer({ description: "The upload's shipments processed (with a tracking number)" }),
    labelCount: Type.Integer({
      description: "The upload's shipments with a label: processed and not cancelled (what the labels PDF prints)",
    }),
    createdAt: DateTime,
    createdBy: Type.Object({ id: Uuid, username: Type.String() }),
  },
  { $id: 'ShipmentImportListItem', title: 'ShipmentImportListItem' },
);

const ImportCreated = Type.Object({
  import: Type.Ref('ShipmentImport'),
  shipmentIds: Type.Array(Uuid, { description: 'The drafts created, in the order of the rows' }),
});

const ProcessImportBody = StrictObject({
  courierId: Uuid,
  serviceTypeId: Uuid,
  afterRow: Type.Integer({
    minimum: 0,
    maximum: 1_000_000,
    default: 0,
    description: 'Continue after this file row (the previous answer’s lastRow); 0 to start',
  }),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 25, description: 'Drafts processed by this call' }),
});

const ProcessOutcome = Type.Union([Type.Literal('processed'), Type.Literal('notCovered'), Type.Literal('failed')]);

const ProcessImportResult = Type.Object({
  results: Type.Array(
    Type.Object({
      row: Type.Integer({ description: 'The file row the draft came from' }),
      shipmentId: Uuid,
      outcome: ProcessOutcome,
      trackingNumber: Nullable(Type.String()),
      priceFils: Nullable(Type.Integer()),
      message: Nullable(Type.String({ description: 'Why the draft was not processed, in the caller’s language' })),
    }),
  ),
  lastRow: Type.Integer({ description: 'The last row this call looked at: send it as afterRow to continue' }),
  remaining: Type.Integer({ description: 'Drafts of the upload after lastRow' }),
});

const ImportLabelQuery = StrictObject({
  size: Type.Union([Type.Literal('4x6'), Type.Literal('a4')], { default: '4x6' }),
  part: Type.Integer({
    minimum: 1,
    maximum: MAX_PARTS,
    default: 1,
    description: `Labels ${LABELS_PER_PART} at a time, in file order: part 2 is the processed shipments ${LABELS_PER_PART + 1}–${2 * LABELS_PER_PART}`,
  }),
});

const ImportListQuery = PageQuery();
interface ImportListQuery {
  page: number;
  pageSize: number;
  sort?: string;
  q?: string;
}

/**
 * Imports of drafts from a CSV file: the template, the import (every row valid, or nothing is written),
 * the history of imports, scoped like shipments (docs/architecture.md#ownership), and after an import:
 * its drafts processed with one courier and service, a page of rows per call, and the processed
 * shipments' labels as one PDF.
 */
const shipmentImportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addSchema(ShipmentImport);
  app.addSchema(ShipmentImportListItem);
  await app.register(multipart, { limits: uploadLimits(SHIPMENT_IMPORT_MAX_BYTES) });
  const { db } = app;

  app.get(
    '/imports/template',
    {
      config: { access: can('shipments', 'read') },
      schema: {
        tags,
        summary: 'The import template: a UTF-8 CSV (with BOM) with the header row and one example row',
        description:
          'In the language of `Accept-Language`: English headers (the column keys) and example, or, for `ar`, the Arabic headers with an example naming its place, parcel type and payment in Arabic. The import reads either.',
        produces: ['text/csv'],
        response: withErrors({
          200: Type.String({
            description: 'The CSV, its headers in the caller’s language (answers vary by Accept-Language)',
          }),
        }),
      },
    },
    async (request, reply) => {
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="shipments-template.csv"')
        .header('vary', 'Accept-Language')
        .send(shipmentImportTemplateCsv(request.locale));
    },
  );

  app.post(
    '/imports',
    {
      config: { access: can('shipments', 'create'), idempotent: true },
      schema: {
        tags,
        summary:
          'Create one draft per row of a CSV file (multipart field "file", at most 5 MB and 10,000 rows): every row valid, or nothing is written',
        consumes: ['multipart/form-data'],
        'x-upload': {
          field: 'file',
          maxBytes: SHIPMENT_IMPORT_MAX_BYTES,
          description: "The CSV file (UTF-8; the template's columns, English or Arabic headers)",
        },
        response: withErrors({ 201: ImportCreated }),
      },
    },
    async (request, reply) => {
      const principal = requireUser(request);
      const upload = await readUploadedFile(request, 'file', SHIPMENT_IMPORT_MAX_BYTES);
      if (await app.replayedUpload(request, reply, upload)) return reply;
      return reply.code(201).send(await createImport(db, principal, upload));
    },
  );

  app.get(
    '/imports',
    {
      config: { access: can('shipments', 'read') },
      schema: {
        tags,
        summary: "The caller's imports (q: file name), newest first",
        querystring: ImportListQuery,
        response: withErrors({ 200: PageOf(Type.Ref('ShipmentImportListItem')) }),
      },
    },
    async (request) => listImports(db, requireUser(request), request.query as unknown as ImportListQuery),
  );

  app.get(
    '/imports/:id',
    {
      config: { access: can('shipments', 'read') },
      schema: {
        tags,
        summary: 'One import with its shipments counted (drafts left, processed)',
        params: IdParams,
        response: withErrors({ 200: Type.Ref('ShipmentImportListItem') }),
      },
    },
    async (request) => importWithCounts(db, requireUser(request), request.params.id),
  );

  app.post(
    '/imports/:id/process',
    {
      config: { access: can('shipments', 'update'), idempotent: true },
      schema: {
        tags,
        summary:
          "Process the upload's next drafts (file order, after `afterRow`) with one courier and service; each draft gets its own result",
        params: IdParams,
        body: ProcessImportBody,
        response: withErrors({ 200: ProcessImportResult }),
      },
    },
    async (request) => {
      const principal = requireUser(request);
      const { id } = await findImport(db, principal, request.params.id);
      return processImportDrafts(db, principal, id, request.body, request.locale);
    },
  );

  app.get(
    '/imports/:id/labels',
    {
      config: { access: can('shipments', 'read') },
      schema: {
        tags,
        summary: `The labels of the upload's processed shipments, cancelled ones left out, as one PDF, one label per page (${LABELS_PER_PART} per part)`,
        params: IdParams,
        querystring: ImportLabelQuery,
        produces: ['application/pdf'],
        response: withErrors({ 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }) }),
      },
    },
    async (request, reply) => {
      const { id, fileName } = await findImport(db, requireUser(request), request.params.id);
      const { size, part } = request.query;
      const labels = (await importLabelShipments(db, id, part)).flatMap(({ shipment, serviceType }) => {
        const label = labelDataOf(shipment, serviceType);
        return label ? [label] : [];
      });
      if (labels.length === 0) throw conflict('importNoLabels');
      const pdf = await renderLabels(labels, size);
      const name = fileName.replace(/\.csv$/i, '').replace(/[^\w.-]+/g, '-') || 'upload';
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="labels-${name}-${part}-${size}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};

export default shipmentImportRoutes;
