import { randomUUID } from 'node:crypto';
import { and, arrayContains, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { shipments, webhookEndpoints } from '../../db/schema';
import { enqueueAll } from '../../outbox/outbox';
import type { UserPrincipal } from '../../plugins/auth';
import { findOwnedOr404 } from '../../scoping/owned';
import { shipmentDocument } from '../shipments/queries';
import { TEST_EVENT, type WebhookEventType } from './event-types';

type Owner = { organizationId: string | null; createdByUserId: string };
type ShipmentRow = typeof shipments.$inferSelect;

/** An owner's endpoints: the organization's for a member's row, else the user's own (as addresses are owned). */
function ownerCondition(owner: Owner): SQL {
  return owner.organizationId
    ? eq(webhookEndpoints.organizationId, owner.organizationId)
    : (and(
        eq(webhookEndpoints.createdByUserId, owner.createdByUserId),
        isNull(webhookEndpoints.organizationId),
      ) as SQL);
}

/** The enabled endpoints of this owner that subscribe to `type`. */
export async function subscribedEndpoints(tx: DbOrTx, owner: Owner, type: WebhookEventType) {
  return tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(ownerCondition(owner), eq(webhookEndpoints.enabled, true), arrayContains(webhookEndpoints.events, [type])),
    );
}

/** The body as sent (and signed): kept as text so every retry carries the same bytes. */
function eventBody(type: string, data: unknown, now: Date, extra: Record<string, unknown> = {}) {
  const id = randomUUID();
  return { id, body: JSON.stringify({ id, type, created_at: now.toISOString(), ...extra, data }) };
}

/** One outbox message per endpoint, all with the same event id and body. */
async function queueDeliveries(
  tx: DbOrTx,
  endpoints: { id: string }[],
  event: { id: string; body: string },
  type: string,
): Promise<string[]> {
  return enqueueAll(
    tx,
    endpoints.map((endpoint) => ({
      kind: 'webhook' as const,
      topic: type,
      endpointId: endpoint.id,
      eventId: event.id,
      payload: { body: event.body },
    })),
  );
}

/**
 * Queues `type` for each of these shipments to every enabled endpoint of its owner that subscribes to it,
 * in the caller's transaction: a rolled-back change sends nothing, a committed one is never lost. Each event
 * takes the shipment's next `sequence` number (under the row's lock), so receivers can order them.
 */
export async function enqueueShipmentEvents(tx: DbOrTx, rows: ShipmentRow[], type: WebhookEventType) {
  const endpointsByOwner = new Map<string, { id: string }[]>();
  const now = new Date();
  for (const row of rows) {
    const ownerKey = row.organizationId ? `org:${row.organizationId}` : `user:${row.createdByUserId}`;
    let endpoints = endpointsByOwner.get(ownerKey);
    if (!endpoints) {
      endpoints = await subscribedEndpoints(tx, row, type);
      endpointsByOwner.set(ownerKey, endpoints);
    }
    if (endpoints.length === 0) continue;
    const [current] = await tx
      .update(shipments)
      .set({ webhookSequence: sql`${shipments.webhookSequence} + 1` })
      .where(eq(shipments.id, row.id))
      .returning();
    await enqueueSequencedEvent(tx, current, type, endpoints, now);
  }
}

/**
 * Queues `type` for a shipment whose next `sequence` number the caller took in its own update (one
 * write to the row instead of two), to the endpoints it read with `subscribedEndpoints`.
 */
export async function enqueueSequencedEvent(
  tx: DbOrTx,
  row: ShipmentRow,
  type: WebhookEventType,
  endpoints: { id: string }[],
  now = new Date(),
) {
  if (endpoints.length === 0) return;
  const data = await shipmentDocument(tx, row);
  await queueDeliveries(tx, endpoints, eventBody(type, data, now, { sequence: row.webhookSequence }), type);
}

/** `import.completed`: a file's drafts were created (a summary, not every shipment). */
export async function enqueueImportEvent(
  tx: DbOrTx,
  owner: Owner,
  summary: { id: string; fileName: string; rowCount: number; shipmentIds: string[] },
) {
  const endpoints = await subscribedEndpoints(tx, owner, 'import.completed');
  if (endpoints.length === 0) return;
  const event = eventBody('import.completed', summary, new Date());
  await queueDeliveries(tx, endpoints, event, 'import.completed');
}

/** A `webhook.test` event to one of the caller's endpoints, whatever it subscribes to (and even when disabled). */
export async function sendTestEvent(db: DbOrTx, principal: UserPrincipal, endpointId: string, now: Date) {
  const endpoint = await findOwnedOr404(db, webhookEndpoints, endpointId, principal);
  const event = eventBody(TEST_EVENT, { endpointId: endpoint.id, url: endpoint.url }, now);
  const [id] = await queueDeliveries(db, [endpoint], event, TEST_EVENT);
  return id;
}
