import { ShipmentStatus } from '@portal/shared/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { serviceTypes, shipments } from '../../db/schema';
import type { Locale } from '../../i18n/locale';
import { translate } from '../../i18n/messages';
import { AppError, conflict, fieldError } from '../../lib/errors';
import type { UserPrincipal } from '../../plugins/auth';
import { type LabelSize, labelDataOf, renderLabels } from './labels';
import { cancelShipment } from './lifecycle';
import { selectionWhere, type ShipmentSelection, sortOrder } from './queries';

/** Bulk actions on the list's selection (docs/architecture.md#bulk-actions-and-the-list-export). */

/** The field a selection's error names: the one the caller sent. */
const selectionField = (selection: ShipmentSelection) => (selection.ids ? 'ids' : 'filter');

/** Exactly one of `ids` and `filter`: a bulk action on "nothing said" must not mean "everything". */
export function checkSelection(selection: ShipmentSelection): void {
  if (selection.ids && selection.filter) throw fieldError('filter', 'selectionIdsOrFilter');
  if (!selection.ids && !selection.filter) throw fieldError('ids', 'selectionIdsOrFilter');
}

/** Printable: processed (a tracking number, its snapshots) and not cancelled. */
const printable = sql`(${shipments.trackingNumber} is not null and ${shipments.processedAt} is not null and ${shipments.status} <> ${ShipmentStatus.Cancelled})`;

/**
 * One PDF of the selection's labels (one per page, in the list's order), at most `limit` of them: a wider
 * selection is a 400 naming the limit. Drafts and cancelled shipments have no label: left out and counted.
 */
export async function bulkLabels(
  db: DbOrTx,
  principal: UserPrincipal,
  selection: ShipmentSelection & { size: LabelSize },
  limit: number,
) {
  checkSelection(selection);
  const where = selectionWhere(principal, selection);
  const printableWhere = and(where, printable);
  // Counted no further than one past the limit: the answer is the same, a million rows are not read.
  const [[{ printed }], [{ skipped }]] = await Promise.all([
    db
      .select({ printed: sql<number>`count(*)::int` })
      .from(sql`(select 1 from ${shipments} where ${printableWhere} limit ${limit + 1}) picked`),
    db
      .select({ skipped: sql<number>`count(*)::int` })
      .from(shipments)
      .where(and(where, sql`not (${printable})`)),
  ]);
  if (printed > limit) throw fieldError(selectionField(selection), 'bulkLabelsLimit', { limit });
  if (!printed) throw conflict('selectionNoLabels');
  const rows = await db
    .select({ shipment: shipments, serviceName: serviceTypes.name, serviceNameAr: serviceTypes.nameAr })
    .from(shipments)
    .leftJoin(serviceTypes, eq(serviceTypes.id, shipments.serviceTypeId))
    .where(printableWhere)
    .orderBy(...sortOrder(selection.filter?.sort))
    .limit(limit);
  const labels = rows.flatMap(({ shipment, serviceName, serviceNameAr }) => {
    const label = labelDataOf(
      shipment,
      serviceName && serviceNameAr ? { name: serviceName, nameAr: serviceNameAr } : undefined,
    );
    return label ? [label] : [];
  });
  return { pdf: await renderLabels(labels, selection.size), printed: labels.length, skipped };
}

export type BulkCancelOutcome = 'cancelled' | 'cannotCancel' | 'notFound';

/**
 * Cancels each selected shipment on its own (each all or nothing, as the single cancel) and says what
 * became of each: cancelled, or why not in the caller's language. Ids the caller may not touch are
 * "not found", as the single cancel answers them.
 */
export async function bulkCancel(
  db: DbOrTx,
  principal: UserPrincipal,
  selection: ShipmentSelection & { note?: string },
  limit: number,
  locale: Locale,
) {
  checkSelection(selection);
  let ids = selection.ids;
  if (!ids) {
    const matching = await db
      .select({ id: shipments.id })
      .from(shipments)
      .where(selectionWhere(principal, selection))
      .orderBy(...sortOrder(selection.filter?.sort))
      .limit(limit + 1);
    if (matching.length > limit) throw fieldError('filter', 'bulkCancelLimit', { limit });
    ids = matching.map((row) => row.id);
  }
  const items = [];
  for (const id of ids) {
    try {
      const row = await cancelShipment(db, principal, id, { note: selection.note });
      items.push({
        id,
        trackingNumber: row.trackingNumber,
        reference: row.reference,
        outcome: 'cancelled' as BulkCancelOutcome,
        message: translate(locale, 'bulkCancelled'),
      });
    } catch (error) {
      if (!(error instanceof AppError) || !['NOT_FOUND', 'CONFLICT'].includes(error.code)) throw error;
      const outcome: BulkCancelOutcome = error.code === 'NOT_FOUND' ? 'notFound' : 'cannotCancel';
      // What the caller may see of a shipment it could not cancel (nothing of one it may not touch).
      const [row] =
        outcome === 'notFound'
          ? []
          : await db
              .select({ trackingNumber: shipments.trackingNumber, reference: shipments.reference })
              .from(shipments)
              .where(eq(shipments.id, id));
      items.push({
        id,
        trackingNumber: row?.trackingNumber ?? null,
        reference: row?.reference ?? null,
        outcome,
        message: translate(locale, error.messageKey),
      });
    }
  }
  const cancelled = items.filter((item) => item.outcome === 'cancelled').length;
  return { cancelled, notCancelled: items.length - cancelled, items };
}
