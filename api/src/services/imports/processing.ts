import { Readiness, ShipmentStatus } from '@portal/shared/domain';
import { and, asc, count, eq, gt, isNotNull, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { serviceTypes, shipments } from '../../db/schema';
import type { Locale } from '../../i18n/locale';
import { translate } from '../../i18n/messages';
import { AppError, type AppErrorDetail } from '../../lib/errors';
import type { UserPrincipal } from '../../plugins/auth';
import { processShipment } from '../shipments/lifecycle';

/**
 * After an import: its drafts processed with one courier and service, a page of rows per call so the
 * portal can show progress (each draft in its own transaction, like a single processing), and the
 * processed shipments read for their labels.
 */

/** Labels per PDF: a batch of 10,000 is printed in parts, each a file a browser and a printer handle well. */
export const LABELS_PER_PART = 500;

export type ProcessOutcome = 'processed' | 'notCovered' | 'failed';

export const draftsOf = (importId: string) =>
  and(eq(shipments.importId, importId), eq(shipments.readiness, Readiness.Draft), isNull(shipments.status));

/**
 * Why a draft cannot be processed, as a result's message: not "check the fields" but each field missing with
 * its rule, e.g. "Complete the shipment before processing it — weightKg: Enter the weight, or choose a parcel type".
 */
function incompleteMessage(locale: Locale, details: readonly AppErrorDetail[]) {
  const fields = details.map((detail) => `${detail.field}: ${translate(locale, detail.messageKey, detail.params)}`);
  return [translate(locale, 'shipmentIncomplete'), ...(fields.length ? [fields.join('; ')] : [])].join(' — ');
}

/**
 * Processes the import's next drafts in file order, after `afterRow`: each gets its own result. A draft
 * the courier cannot take (area, parcel type) or one changed meanwhile is its own result and the batch
 * goes on; anything else is a fault and ends the call.
 */
export async function processImportDrafts(
  db: DbOrTx,
  principal: UserPrincipal,
  importId: string,
  batch: { courierId: string; serviceTypeId: string; afterRow: number; limit: number },
  locale: Locale,
) {
  const { courierId, serviceTypeId, afterRow, limit } = batch;
  const drafts = await db
    .select({ id: shipments.id, row: shipments.importRow })
    .from(shipments)
    .where(and(draftsOf(importId), gt(shipments.importRow, afterRow)))
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
        outcome: 'processed' as ProcessOutcome,
        trackingNumber: booked.trackingNumber,
        priceFils: booked.priceFils,
        message: null,
      });
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      results.push({
        row,
        shipmentId: draft.id,
        outcome: (error.messageKey === 'areaNotCovered' ? 'notCovered' : 'failed') as ProcessOutcome,
        trackingNumber: null,
        priceFils: null,
        message:
          error.messageKey === 'validationFailed'
            ? incompleteMessage(locale, error.options.details ?? [])
            : translate(locale, error.messageKey, error.options.params),
      });
    }
  }
  const lastRow = drafts.length ? (drafts[drafts.length - 1].row ?? afterRow) : afterRow;
  const [{ remaining }] = await db
    .select({ remaining: count() })
    .from(shipments)
    .where(and(draftsOf(importId), gt(shipments.importRow, lastRow)));
  return { results, lastRow, remaining };
}

/** The import's shipments that have a label: processed and not cancelled (a cancelled one is not shipped). */
export const labelledOf = (importId: string) =>
  and(
    eq(shipments.importId, importId),
    isNotNull(shipments.trackingNumber),
    ne(shipments.status, ShipmentStatus.Cancelled),
  );

/** One part of the import's labelled shipments (labelledOf), in file order, with their service types. */
export async function importLabelShipments(db: DbOrTx, importId: string, part: number) {
  const [rows, services] = await Promise.all([
    db
      .select()
      .from(shipments)
      .where(labelledOf(importId))
      .orderBy(asc(shipments.importRow))
      .limit(LABELS_PER_PART)
      .offset((part - 1) * LABELS_PER_PART),
    db.select({ id: serviceTypes.id, name: serviceTypes.name, nameAr: serviceTypes.nameAr }).from(serviceTypes),
  ]);
  const serviceOf = new Map(services.map((service) => [service.id, service]));
  return rows.map((shipment) => ({
    shipment,
    serviceType: shipment.serviceTypeId ? serviceOf.get(shipment.serviceTypeId) : undefined,
  }));
}
