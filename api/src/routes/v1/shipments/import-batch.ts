import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Readiness } from '@portal/shared/domain';
import { Type } from '@sinclair/typebox';
import { and, asc, count, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import { imports, serviceTypes, shipments } from '../../../db/schema';
import { translate } from '../../../i18n/messages';
import { AppError, conflict } from '../../../lib/errors';
import { IdParams, Nullable, StrictObject, Uuid, withErrors } from '../../../lib/schemas';
import { can, requireUser } from '../../../plugins/permissions';
import { findOwnedOr404 } from '../../../scoping/owned';
import { labelDataOf, renderLabels } from '../../../services/shipments/labels';
import { processShipment } from '../../../services/shipments/lifecycle';

const tags = ['shipments'];

/** Labels per PDF: a batch of 10,000 is printed in parts, each a file a browser and a printer handle well. */
export const LABELS_PER_PART = 500;
const MAX_PARTS = 20;

const ProcessBatchBody = StrictObject({
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

const ProcessBatchResult = Type.Object({
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

const BatchLabelQuery = StrictObject({
  size: Type.Union([Type.Literal('4x6'), Type.Literal('a4')], { default: '4x6' }),
  part: Type.Integer({
    minimum: 1,
    maximum: MAX_PARTS,
    default: 1,
    description: `Labels ${LABELS_PER_PART} at a time, in file order: part 2 is the processed shipments ${LABELS_PER_PART + 1}–${2 * LABELS_PER_PART}`,
  }),
});

/**
 * After a bulk upload: process its drafts with one courier and service, a page of rows per call so the
 * portal can show progress (each draft in its own transaction, like a single processing), and print
 * the processed shipments' labels as one PDF.
 */
const importBatchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const draftsOf = (importId: string) =>
    and(eq(shipments.importId, importId), eq(shipments.readiness, Readiness.Draft), isNull(shipments.status));

  app.post(
    '/imports/:id/process',
    {
      config: { access: can('shipments', 'update') },
      schema: {
        tags,
        summary:
          "Process the upload's next drafts (file order, after `afterRow`) with one courier and service; each draft gets its own result",
        params: IdParams,
        body: ProcessBatchBody,
        response: withErrors({ 200: ProcessBatchResult }),
      },
    },
    async (request) => {
      const principal = requireUser(request);
      const batch = await findOwnedOr404(db, imports, request.params.id, principal);
      const { courierId, serviceTypeId, afterRow, limit } = request.body;
      const drafts = await db
        .select({ id: shipments.id, row: shipments.importRow })
        .from(shipments)
        .where(and(draftsOf(batch.id), gt(shipments.importRow, afterRow)))
        .orderBy(asc(shipments.importRow))
        .limit(limit);
      const results = [];
      for (const draft of drafts) {
        const row = draft.row ?? 0;
        try {
          const booked = await processShipment(db, principal, draft.id, { courierId, serviceTypeId });
          results.push({
            row,
            shipmentId: draft.id,
            outcome: 'processed' as const,
            trackingNumber: booked.trackingNumber,
            priceFils: booked.priceFils,
            message: null,
          });
        } catch (error) {
          // A draft the courier cannot take (area, parcel type) or one changed meanwhile: its own result,
          // the batch goes on. Anything else is a fault and ends the call.
          if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
          results.push({
            row,
            shipmentId: draft.id,
            outcome: error.messageKey === 'areaNotCovered' ? ('notCovered' as const) : ('failed' as const),
            trackingNumber: null,
            priceFils: null,
            // A draft without a parcel type or weight cannot be priced: say so, not "check the fields".
            message:
              error.messageKey === 'validationFailed'
                ? translate(request.locale, 'shipmentIncomplete')
                : translate(request.locale, error.messageKey, error.options.params),
          });
        }
      }
      const lastRow = drafts.length ? (drafts[drafts.length - 1].row ?? afterRow) : afterRow;
      const [{ remaining }] = await db
        .select({ remaining: count() })
        .from(shipments)
        .where(and(draftsOf(batch.id), gt(shipments.importRow, lastRow)));
      return { results, lastRow, remaining };
    },
  );

  app.get(
    '/imports/:id/labels',
    {
      config: { access: can('shipments', 'read') },
      schema: {
        tags,
        summary: `The labels of the upload's processed shipments as one PDF, one label per page (${LABELS_PER_PART} per part)`,
        params: IdParams,
        querystring: BatchLabelQuery,
        response: withErrors({ 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }) }),
      },
    },
    async (request, reply) => {
      const batch = await findOwnedOr404(db, imports, request.params.id, requireUser(request));
      const { size, part } = request.query;
      const [rows, services] = await Promise.all([
        db
          .select()
          .from(shipments)
          .where(and(eq(shipments.importId, batch.id), isNotNull(shipments.trackingNumber)))
          .orderBy(asc(shipments.importRow))
          .limit(LABELS_PER_PART)
          .offset((part - 1) * LABELS_PER_PART),
        db.select({ id: serviceTypes.id, name: serviceTypes.name, nameAr: serviceTypes.nameAr }).from(serviceTypes),
      ]);
      const serviceOf = new Map(services.map((service) => [service.id, service]));
      const labels = rows.flatMap((row) => {
        const label = labelDataOf(row, row.serviceTypeId ? serviceOf.get(row.serviceTypeId) : undefined);
        return label ? [label] : [];
      });
      if (labels.length === 0) throw conflict('importNoLabels');
      const pdf = await renderLabels(labels, size);
      const name = batch.fileName.replace(/\.csv$/i, '').replace(/[^\w.-]+/g, '-') || 'upload';
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="labels-${name}-${part}-${size}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};

export default importBatchRoutes;
