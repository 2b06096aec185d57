import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import { users, webhookDeliveries, webhookDeliveryAttempts, webhookEndpoints } from '../../db/schema';
import { signatureHeader } from '../../lib/webhook-crypto';
import type { QueuedMail } from '../../mail/outbox';
import { signingSecrets } from './endpoints';
import { postWebhook, type WebhookRequest, type WebhookResponse } from './sender';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A delivery is retried for this long; an endpoint failing this long is turned off. */
export const RETRY_WINDOW_MS = 3 * DAY;
/** Attempts are kept this long in the delivery log. */
export const ATTEMPT_LOG_MS = 30 * DAY;
const RETRY_BASE_MS = 30_000;
const RETRY_CAP_MS = 12 * HOUR;
const LEASE_MS = 5 * 60_000;

/** Exponential back-off (30 s doubling, at most 12 h) with full jitter on the upper half, so retries spread out. */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

export interface WebhookWorkerOptions {
  db: Db;
  key: Buffer;
  log: FastifyBaseLogger;
  now: () => Date;
  timeoutMs: number;
  allowPrivate: boolean;
  concurrency: number;
  batchSize?: number;
  /** Queues the owner's "endpoint turned off" mail in the given transaction. */
  enqueueMail: (tx: DbOrTx, mail: QueuedMail) => Promise<unknown>;
  post?: (request: WebhookRequest) => Promise<WebhookResponse>;
}

/**
 * The webhook outbox worker: claims due deliveries with FOR UPDATE SKIP LOCKED and a lease (as the mail
 * outbox does, so N replicas send each once), sends them `concurrency` at a time — a slow endpoint holds one
 * slot, not the others — logs every attempt, and retries failures with back-off for three days.
 */
export function createWebhookProcessor(options: WebhookWorkerOptions) {
  const { db, key, log, now, timeoutMs, allowPrivate, concurrency, batchSize = 50 } = options;
  const post = options.post ?? postWebhook;

  async function claimDue(at: Date) {
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: webhookDeliveries.id })
        .from(webhookDeliveries)
        .where(
          or(
            and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, at)),
            and(eq(webhookDeliveries.status, 'sending'), lte(webhookDeliveries.lockedUntil, at)),
          ),
        )
        .orderBy(webhookDeliveries.nextAttemptAt)
        .limit(batchSize)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(webhookDeliveries)
        .set({
          status: 'sending',
          attempts: sql`${webhookDeliveries.attempts} + 1`,
          lockedUntil: new Date(at.getTime() + LEASE_MS),
        })
        .where(
          inArray(
            webhookDeliveries.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
    });
  }

  type Delivery = Awaited<ReturnType<typeof claimDue>>[number];

  async function attempt(delivery: Delivery): Promise<boolean> {
    const [endpoint] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, delivery.endpointId));
    // Removed meanwhile: the delivery went with it (cascade). Turned off: kept pending-free, not sent.
    if (!endpoint) return false;
    const at = now();
    if (!endpoint.enabled && delivery.eventType !== 'webhook.test') {
      await db
        .update(webhookDeliveries)
        .set({ status: 'failed', lockedUntil: null, lastError: 'endpoint disabled' })
        .where(eq(webhookDeliveries.id, delivery.id));
      return false;
    }
    const timestamp = Math.floor(at.getTime() / 1000);
    const started = performance.now();
    let response: WebhookResponse | null = null;
    let error: string | null = null;
    try {
      response = await post({
        url: endpoint.url,
        body: delivery.body,
        timeoutMs,
        allowPrivate,
        headers: {
          'portal-signature': signatureHeader(signingSecrets(endpoint, key, at), timestamp, delivery.body),
          'portal-event-id': delivery.eventId,
          'portal-event-type': delivery.eventType,
          'user-agent': 'CourierPortal-Webhooks/1',
        },
      });
    } catch (caught) {
      error = String((caught as Error)?.message ?? caught).slice(0, 1000);
    }
    const durationMs = Math.round(performance.now() - started);
    const ok = !!response && response.statusCode >= 200 && response.statusCode < 300;
    if (!ok && !error) error = `answered ${response?.statusCode}`;
    const expired = at.getTime() - delivery.createdAt.getTime() >= RETRY_WINDOW_MS;

    await db.transaction(async (tx) => {
      await tx.insert(webhookDeliveryAttempts).values({
        deliveryId: delivery.id,
        statusCode: response?.statusCode ?? null,
        durationMs,
        responseExcerpt: response?.excerpt ?? null,
        error: ok ? null : error,
        createdAt: at,
      });
      await tx
        .update(webhookDeliveries)
        .set(
          ok
            ? {
                status: 'delivered',
                deliveredAt: at,
                lockedUntil: null,
                lastStatusCode: response!.statusCode,
                lastError: null,
              }
            : {
                status: expired ? 'failed' : 'pending',
                lockedUntil: null,
                lastStatusCode: response?.statusCode ?? null,
                lastError: error,
                nextAttemptAt: new Date(at.getTime() + retryDelayMs(delivery.attempts)),
              },
        )
        .where(eq(webhookDeliveries.id, delivery.id));
      if (ok) {
        await tx.update(webhookEndpoints).set({ failingSince: null }).where(eq(webhookEndpoints.id, endpoint.id));
        return;
      }
      // The first failure since the last success starts the clock; three days of it turn the endpoint off.
      await tx
        .update(webhookEndpoints)
        .set({ failingSince: at })
        .where(and(eq(webhookEndpoints.id, endpoint.id), isNull(webhookEndpoints.failingSince)));
      const failingSince = endpoint.failingSince ?? at;
      if (endpoint.enabled && at.getTime() - failingSince.getTime() >= RETRY_WINDOW_MS) await disable(tx, endpoint.id);
    });
    if (!ok) log.warn({ deliveryId: delivery.id, endpointId: endpoint.id, error }, 'webhook delivery failed');
    return ok;
  }

  async function disable(tx: DbOrTx, endpointId: string) {
    const [turnedOff] = await tx
      .update(webhookEndpoints)
      .set({
        enabled: false,
        disabledReason: 'Every delivery failed for three days',
        version: sql`${webhookEndpoints.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.enabled, true)))
      .returning();
    // Another worker may have turned it off a moment ago: one mail only.
    if (!turnedOff) return;
    const [owner] = await tx.select().from(users).where(eq(users.id, turnedOff.createdByUserId));
    if (owner)
      await options.enqueueMail(tx, {
        to: owner.email,
        locale: owner.locale,
        template: 'webhook-disabled',
        data: { username: owner.username, url: turnedOff.url },
      });
  }

  /** One pass: every due delivery, `concurrency` at a time; returns how many were delivered. */
  return async function processDeliveries(): Promise<number> {
    const at = now();
    await db
      .delete(webhookDeliveryAttempts)
      .where(lt(webhookDeliveryAttempts.createdAt, new Date(at.getTime() - ATTEMPT_LOG_MS)));
    const batch = await claimDue(at);
    let delivered = 0;
    let next = 0;
    const lane = async () => {
      while (next < batch.length) {
        const delivery = batch[next++];
        try {
          if (await attempt(delivery)) delivered += 1;
        } catch (error) {
          log.error({ err: error, deliveryId: delivery.id }, 'webhook delivery pass failed');
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, batch.length) }, lane));
    return delivered;
  };
}
