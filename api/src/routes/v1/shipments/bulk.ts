import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { withErrors } from '../../../lib/schemas';
import { can, requireUser } from '../../../plugins/permissions';
import { bulkCancel, bulkLabels } from '../../../services/shipments/bulk';
import { countExport, EXPORT_CONTENT_TYPES, exportStream } from '../../../services/shipments/list-export';
import { BULK_LIMIT, BulkCancelBody, BulkLabelsBody, EXPORT_ROW_LIMIT, ExportBody } from './schemas';

const tags = ['shipments'];
const binary = Type.Unsafe<Buffer>({ type: 'string', format: 'binary' });

/**
 * Bulk actions on the list's selection (explicit ids, or the list's filter resolved on the server in the
 * caller's scope) and the list's export (docs/architecture.md#bulk-actions-and-the-list-export).
 */
const shipmentBulkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/bulk/labels',
    {
      // Printing changes nothing: a read (read-only keys too).
      config: { access: can('shipments', 'read') },
      schema: {
        tags,
        operationId: 'printShipmentLabels',
        summary: `The labels of the selection as one PDF (4×6 in or A4), at most ${BULK_LIMIT}; drafts and cancelled ones left out and counted (X-Labels-Skipped)`,
        body: BulkLabelsBody,
        produces: ['application/pdf'],
        response: withErrors({ 200: binary }),
      },
    },
    async (request, reply) => {
      const { pdf, printed, skipped } = await bulkLabels(app.db, requireUser(request), request.body, BULK_LIMIT);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="labels-${printed}-${request.body.size}.pdf"`)
        .header('cache-control', 'private, no-store')
        .header('x-labels-printed', String(printed))
        .header('x-labels-skipped', String(skipped))
        .send(pdf);
    },
  );

  app.post(
    '/bulk/cancel',
    {
      config: { access: can('shipments', 'update') },
      schema: {
        tags,
        operationId: 'cancelShipments',
        summary: `Cancel the selection (at most ${BULK_LIMIT}), each on its own: each shipment's outcome, cancelled or why not`,
        body: BulkCancelBody,
        response: withErrors({ 200: Type.Ref('BulkCancelResult') }),
      },
    },
    async (request) => bulkCancel(app.db, requireUser(request), request.body, BULK_LIMIT, request.locale),
  );

  app.post(
    '/export',
    {
      config: { access: can('shipments', 'read') },
      schema: {
        tags,
        operationId: 'exportShipments',
        summary: `The selection or the filtered list as CSV or XLSX, streamed, one row per shipment (at most ${EXPORT_ROW_LIMIT.toLocaleString('en')}; X-Total-Rows says how many)`,
        body: ExportBody,
        produces: [EXPORT_CONTENT_TYPES.csv, EXPORT_CONTENT_TYPES.xlsx],
        response: withErrors({ 200: binary }),
      },
    },
    async (request, reply) => {
      const principal = requireUser(request);
      const { format } = request.body;
      const rows = await countExport(app.db, principal, request.body, EXPORT_ROW_LIMIT);
      const stream = await exportStream(app.db, principal, request.body, format, request.locale);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', EXPORT_CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="shipments-${day}.${format}"`)
        .header('cache-control', 'private, no-store')
        .header('x-total-rows', String(rows))
        .send(stream);
    },
  );
};

export default shipmentBulkRoutes;
