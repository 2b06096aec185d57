import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { outbox, webhookDeliveryAttempts, webhookEndpoints } from '../../db/schema';
import { type AppErrorDetail, conflict, notFound, staleVersion, validationFailed } from '../../lib/errors';
import { decryptSecret, encryptSecret, generateWebhookSecret } from '../../lib/webhook-crypto';
import type { UserPrincipal } from '../../plugins/auth';
import { findOwnedOr404, ownedScope, ownerValues } from '../../scoping/owned';
import type { WebhookEventType } from './event-types';

/** At most this many endpoints per owner (the user, or the organization for its members). */
export const MAX_WEBHOOK_ENDPOINTS = 10;

type EndpointRow = typeof webhookEndpoints.$inferSelect;

export interface EndpointInput {
  url?: string;
  events?: WebhookEventType[];
  enabled?: boolean;
}

/** An endpoint as its owner sees it: never a secret, not even encrypted. */
export function endpointView(row: EndpointRow) {
  return {
    id: row.id,
    url: row.url,
    events: row.events as WebhookEventType[],
    enabled: row.enabled,
    disabledReason: row.disabledReason,
    failingSince: row.failingSince?.toISOString() ?? null,
    previousSecretExpiresAt: row.previousSecretExpiresAt?.toISOString() ?? null,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Only https://, with a host and no user name or password (they would be stored and logged in the
 * clear). `allowPrivate` (the operator's WEBHOOKS_ALLOW_PRIVATE) also accepts http:// for local receivers.
 */
export function checkEndpointUrl(url: string, allowPrivate: boolean): AppErrorDetail | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return { field: 'url', messageKey: 'webhookUrlInvalid' };
  }
  const httpAllowed = allowPrivate && parsed.protocol === 'http:';
  if (parsed.protocol !== 'https:' && !httpAllowed) return { field: 'url', messageKey: 'webhookUrlHttps' };
  if (!parsed.hostname) return { field: 'url', messageKey: 'webhookUrlInvalid' };
  if (parsed.username || parsed.password) return { field: 'url', messageKey: 'webhookUrlCredentials' };
  return null;
}

function validUrl(url: string, allowPrivate: boolean): string {
  const problem = checkEndpointUrl(url, allowPrivate);
  if (problem) throw validationFailed([problem]);
  return new URL(url.trim()).toString();
}

export async function listEndpoints(db: DbOrTx, principal: UserPrincipal) {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(ownedScope(principal, webhookEndpoints))
    .orderBy(desc(webhookEndpoints.createdAt));
  return { items: rows.map(endpointView) };
}

export async function ownEndpoint(db: DbOrTx, principal: UserPrincipal, id: string) {
  return endpointView(await findOwnedOr404(db, webhookEndpoints, id, principal));
}

/** A new endpoint with a new secret, shown this once. */
export async function createEndpoint(
  db: DbOrTx,
  principal: UserPrincipal,
  input: Required<Pick<EndpointInput, 'url' | 'events'>> & EndpointInput,
  options: { key: Buffer; allowPrivate: boolean },
) {
  const url = validUrl(input.url, options.allowPrivate);
  const secret = generateWebhookSecret();
  const owner = ownerValues(principal);
  const row = await db.transaction(async (tx) => {
    // One owner's creates in turn, so two at once cannot both pass the cap.
    const lockKey = owner.organizationId
      ? `webhooks:org:${owner.organizationId}`
      : `webhooks:user:${owner.createdByUserId}`;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${lockKey}, 0))`);
    const [{ total }] = await tx
      .select({ total: count() })
      .from(webhookEndpoints)
      .where(ownedScope(principal, webhookEndpoints));
    if (total >= MAX_WEBHOOK_ENDPOINTS) throw conflict('webhookLimit');
    const [created] = await tx
      .insert(webhookEndpoints)
      .values({
        ...owner,
        url,
        events: input.events,
        enabled: input.enabled ?? true,
        secretCiphertext: encryptSecret(options.key, secret),
      })
      .returning();
    return created;
  });
  return { endpoint: endpointView(row), secret };
}

/** Edits url, events or enabled if the endpoint still has `version` (409 otherwise). */
export async function updateEndpoint(
  db: DbOrTx,
  principal: UserPrincipal,
  id: string,
  input: EndpointInput & { version: number },
  options: { allowPrivate: boolean },
) {
  const url = input.url === undefined ? undefined : validUrl(input.url, options.allowPrivate);
  return db.transaction(async (tx) => {
    const current = await findOwnedOr404(tx, webhookEndpoints, id, principal, { forUpdate: true });
    if (current.version !== input.version) throw staleVersion();
    // Turning an endpoint back on forgets the failures that turned it off.
    const reenabled = input.enabled === true && !current.enabled;
    const [row] = await tx
      .update(webhookEndpoints)
      .set({
        ...(url !== undefined ? { url } : {}),
        ...(input.events !== undefined ? { events: input.events } : {}),
        ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
        ...(reenabled ? { failingSince: null, disabledReason: null } : {}),
        version: sql`${webhookEndpoints.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(webhookEndpoints.id, id))
      .returning();
    return endpointView(row);
  });
}

export async function deleteEndpoint(db: DbOrTx, principal: UserPrincipal, id: string) {
  await db.transaction(async (tx) => {
    await findOwnedOr404(tx, webhookEndpoints, id, principal, { forUpdate: true });
    await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  });
}

/** A new secret, shown this once; the current one keeps signing beside it until `now + overlapMs`. */
export async function rotateEndpointSecret(
  db: DbOrTx,
  principal: UserPrincipal,
  id: string,
  options: { key: Buffer; overlapMs: number; now: Date },
) {
  const secret = generateWebhookSecret();
  const row = await db.transaction(async (tx) => {
    const current = await findOwnedOr404(tx, webhookEndpoints, id, principal, { forUpdate: true });
    const [updated] = await tx
      .update(webhookEndpoints)
      .set({
        secretCiphertext: encryptSecret(options.key, secret),
        previousSecretCiphertext: current.secretCiphertext,
        previousSecretExpiresAt: new Date(options.now.getTime() + options.overlapMs),
        version: sql`${webhookEndpoints.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(webhookEndpoints.id, id)))
      .returning();
    return updated;
  });
  return { endpoint: endpointView(row), secret };
}

/** The secrets that sign a delivery now: the current one, and the previous one during the rotation overlap. */
export function signingSecrets(row: EndpointRow, key: Buffer, now: Date): string[] {
  const secrets = [decryptSecret(key, row.secretCiphertext)];
  if (row.previousSecretCiphertext && row.previousSecretExpiresAt && row.previousSecretExpiresAt > now)
    secrets.push(decryptSecret(key, row.previousSecretCiphertext));
  return secrets;
}

/** An endpoint's latest deliveries (newest first), each with its attempts: the delivery log. */
export async function endpointDeliveries(db: DbOrTx, principal: UserPrincipal, id: string, limit = 50) {
  const endpoint = await findOwnedOr404(db, webhookEndpoints, id, principal);
  const deliveries = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, 'webhook'), eq(outbox.endpointId, endpoint.id)))
    // Events queued in one transaction share a time (an upload's drafts and its import.completed):
    // the event type then the id keep one order from one read to the next.
    .orderBy(desc(outbox.createdAt), asc(outbox.topic), asc(outbox.id))
    .limit(limit);
  const attempts = deliveries.length
    ? await db
        .select()
        .from(webhookDeliveryAttempts)
        .where(
          inArray(
            webhookDeliveryAttempts.deliveryId,
            deliveries.map((delivery) => delivery.id),
          ),
        )
        .orderBy(asc(webhookDeliveryAttempts.createdAt))
    : [];
  return {
    items: deliveries.map((delivery) => ({
      id: delivery.id,
      eventId: delivery.eventId!,
      eventType: delivery.topic,
      status: delivery.status === 'sent' ? ('delivered' as const) : delivery.status,
      attempts: attempts
        .filter((attempt) => attempt.deliveryId === delivery.id)
        .map((attempt) => ({
          at: attempt.createdAt.toISOString(),
          statusCode: attempt.statusCode,
          durationMs: attempt.durationMs,
          response: attempt.responseExcerpt,
          error: attempt.error,
        })),
      nextAttemptAt: delivery.status === 'pending' ? delivery.nextAttemptAt.toISOString() : null,
      deliveredAt: delivery.sentAt?.toISOString() ?? null,
      createdAt: delivery.createdAt.toISOString(),
    })),
  };
}

/** Sends a delivery again now (a new attempt; its retry window starts afresh), whatever its state. */
export async function resendDelivery(
  db: DbOrTx,
  principal: UserPrincipal,
  endpointId: string,
  deliveryId: string,
  now: Date,
) {
  await db.transaction(async (tx) => {
    await findOwnedOr404(tx, webhookEndpoints, endpointId, principal);
    const [resent] = await tx
      .update(outbox)
      .set({ status: 'pending', nextAttemptAt: now, lockedUntil: null, createdAt: now })
      .where(and(eq(outbox.id, deliveryId), eq(outbox.endpointId, endpointId)))
      .returning({ id: outbox.id });
    if (!resent) throw notFound();
  });
}
