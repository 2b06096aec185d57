import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { users, webhookDeliveryAttempts, webhookEndpoints } from '../../db/schema';
import { signatureHeader } from '../../lib/webhook-crypto';
import type { QueuedMail } from '../../mail/outbox';
import { type OutboxMessage, type OutboxSender, SendFailure, type SettledAttempt } from '../../outbox/outbox';
import { signingSecrets } from './endpoints';
import { TEST_EVENT } from './event-types';
import { postWebhook, type WebhookRequest, type WebhookResponse } from './sender';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A delivery is retried for this long; an endpoint failing this long is turned off. */
export const RETRY_WINDOW_MS = 3 * DAY;
/** Attempts are kept this long in the delivery log. */
const ATTEMPT_LOG_MS = 30 * DAY;
const RETRY_BASE_MS = 30_000;
const RETRY_CAP_MS = 12 * HOUR;
const ENDPOINT_DISABLED = 'endpoint disabled';

/** Exponential back-off (30 s doubling, at most 12 h) with full jitter on the upper half, so retries spread out. */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

/** The body as queued: kept as text so every retry carries the same bytes and signature base. */
export const webhookBody = (message: OutboxMessage) => (message.payload as { body: string }).body;

export interface WebhookSenderOptions {
  key: Buffer;
  timeoutMs: number;
  allowPrivate: boolean;
  concurrency: number;
  perEndpoint: number;
  /** Queues the owner's "endpoint turned off" mail in the given transaction. */
  enqueueMail: (tx: DbOrTx, mail: QueuedMail) => Promise<unknown>;
  post?: (request: WebhookRequest) => Promise<WebhookResponse>;
}

type EndpointRow = typeof webhookEndpoints.$inferSelect;

/**
 * Webhook deliveries for the outbox: each signed with the endpoint's secret(s) at the time of sending,
 * posted without following redirects to a checked address, every attempt logged; a delivery is retried
 * with back-off for three days, and an endpoint that fails for three days is turned off and its owner told.
 */
export function webhookSender(db: Db, options: WebhookSenderOptions): OutboxSender {
  const { key, timeoutMs, allowPrivate } = options;
  const post = options.post ?? postWebhook;
  // The endpoint each message in flight was sent to, for `settle` (which runs right after `send`).
  const sentTo = new Map<string, EndpointRow>();
  // The endpoint of each claimed message, read once for its batch (`prepare`).
  const prepared = new Map<string, EndpointRow>();

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

  return {
    concurrency: options.concurrency,
    perEndpoint: options.perEndpoint,

    async prepare(messages) {
      const ids = [...new Set(messages.map((message) => message.endpointId!))];
      const rows = await db.select().from(webhookEndpoints).where(inArray(webhookEndpoints.id, ids));
      const byId = new Map(rows.map((row) => [row.id, row]));
      for (const message of messages) {
        const endpoint = byId.get(message.endpointId!);
        if (endpoint) prepared.set(message.id, endpoint);
      }
    },

    async send(message, at) {
      const read = prepared.get(message.id);
      prepared.delete(message.id);
      const [endpoint] = read
        ? [read]
        : await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, message.endpointId!));
      // Removed meanwhile: its deliveries went with it. Turned off: not sent (a test event still is).
      if (!endpoint) throw new SendFailure('endpoint removed', null, null, true);
      if (!endpoint.enabled && message.topic !== TEST_EVENT) throw new SendFailure(ENDPOINT_DISABLED, null, null, true);
      sentTo.set(message.id, endpoint);
      const body = webhookBody(message);
      const timestamp = Math.floor(at.getTime() / 1000);
      const response = await post({
        url: endpoint.url,
        body,
        timeoutMs,
        allowPrivate,
        headers: {
          'portal-signature': signatureHeader(signingSecrets(endpoint, key, at), timestamp, body),
          'portal-event-id': message.eventId!,
          'portal-event-type': message.topic,
          'user-agent': 'CourierPortal-Webhooks/1',
        },
      });
      if (response.statusCode < 200 || response.statusCode >= 300)
        throw new SendFailure(`answered ${response.statusCode}`, response.statusCode, response.excerpt);
      return { statusCode: response.statusCode, excerpt: response.excerpt };
    },

    retryAt(message, at) {
      if (at.getTime() - message.createdAt.getTime() >= RETRY_WINDOW_MS) return null;
      return new Date(at.getTime() + retryDelayMs(message.attempts));
    },

    forget(messages) {
      for (const message of messages) sentTo.delete(message.id);
    },

    async settle(tx: DbOrTx, attempts: SettledAttempt[]) {
      // Not sent at all (endpoint off or gone): nothing to log.
      const sent = attempts.flatMap(({ message, outcome }) => {
        const endpoint = sentTo.get(message.id);
        return endpoint ? [{ message, outcome, endpoint }] : [];
      });
      if (sent.length === 0) return;
      await tx.insert(webhookDeliveryAttempts).values(
        sent.map(({ message, outcome }) => ({
          deliveryId: message.id,
          statusCode: outcome.statusCode,
          durationMs: outcome.durationMs,
          responseExcerpt: outcome.excerpt,
          error: outcome.error,
          createdAt: outcome.at,
        })),
      );
      // Per endpoint, its latest attempt says whether it is failing.
      const latest = new Map<string, (typeof sent)[number]>();
      for (const attempt of sent) {
        const seen = latest.get(attempt.endpoint.id);
        if (!seen || seen.outcome.at <= attempt.outcome.at) latest.set(attempt.endpoint.id, attempt);
      }
      for (const { endpoint, outcome } of latest.values()) {
        if (outcome.ok) {
          if (endpoint.failingSince)
            await tx.update(webhookEndpoints).set({ failingSince: null }).where(eq(webhookEndpoints.id, endpoint.id));
          continue;
        }
        // The first failure since the last success starts the clock; three days of it turn the endpoint off.
        if (!endpoint.failingSince)
          await tx
            .update(webhookEndpoints)
            .set({ failingSince: outcome.at })
            .where(and(eq(webhookEndpoints.id, endpoint.id), isNull(webhookEndpoints.failingSince)));
        const failingSince = endpoint.failingSince ?? outcome.at;
        if (endpoint.enabled && outcome.at.getTime() - failingSince.getTime() >= RETRY_WINDOW_MS)
          await disable(tx, endpoint.id);
      }
    },
  };
}

/** Forgets attempts older than the log keeps (the worker calls it now and then). */
export async function pruneAttemptLog(db: DbOrTx, now: Date) {
  await db
    .delete(webhookDeliveryAttempts)
    .where(lt(webhookDeliveryAttempts.createdAt, new Date(now.getTime() - ATTEMPT_LOG_MS)));
}
