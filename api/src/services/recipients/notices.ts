import { RECIPIENT_EVENT_OF_STATUS, type ShipmentStatus } from '@portal/shared/domain';
import type { DbOrTx } from '../../db/client';
import { recipientNotices, type shipments } from '../../db/schema';

type ShipmentRow = typeof shipments.$inferSelect;

/**
 * Notes, in the caller's transaction, that these parcels reached `status`, for the recipient worker to
 * tell their recipients (services/recipients/dispatch.ts). A parcel without a tracking number (a draft
 * cancelled) has nothing to tell; a repeated event is ignored, so each is told at most once.
 */
export async function queueRecipientNotices(tx: DbOrTx, rows: ShipmentRow[], status: ShipmentStatus) {
  const booked = rows.filter((row) => row.trackingNumber);
  if (!booked.length) return;
  await tx
    .insert(recipientNotices)
    .values(booked.map((row) => ({ shipmentId: row.id, event: RECIPIENT_EVENT_OF_STATUS[status] })))
    .onConflictDoNothing();
}
