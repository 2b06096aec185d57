import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { WebhookOptions } from '../config';
import { pruneAttemptLog, webhookSender } from '../services/webhooks/worker';

export interface WebhookService {
  /** Encrypts and decrypts the endpoints' signing secrets. */
  readonly key: Buffer;
  readonly allowPrivate: boolean;
  /** How long a rotated secret keeps signing beside the new one. */
  readonly rotationOverlapMs: number;
  /** Sends the deliveries due now; the outbox worker does it on its own, tests call it directly. */
  processDeliveries(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    webhooks: WebhookService;
  }
}

const HOUR = 3_600_000;

/** Webhook deliveries through the outbox, and the signing key and address rule they use. */
export default fp(
  async function webhooksPlugin(app: FastifyInstance, opts: { webhooks: WebhookOptions }) {
    const { webhooks } = opts;
    // Tests and one-off apps: a key for this process only (the server always passes one: config.ts).
    const key = webhooks.secretKey ?? randomBytes(32);
    const allowPrivate = webhooks.allowPrivate ?? false;
    app.outbox.register(
      'webhook',
      webhookSender(app.db, {
        key,
        timeoutMs: webhooks.timeoutMs ?? 10_000,
        allowPrivate,
        concurrency: webhooks.concurrency ?? 32,
        perEndpoint: webhooks.perEndpoint ?? 8,
        enqueueMail: (tx, mail) => app.mail.enqueue(tx, mail),
      }),
    );

    // The delivery log keeps 30 days: pruned at start and hourly.
    const prune = () =>
      pruneAttemptLog(app.db, app.now()).catch((error) => app.log.error({ err: error }, 'webhook log prune failed'));
    app.addHook('onReady', async () => void prune());
    const timer = setInterval(() => void prune(), HOUR);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));

    app.decorate('webhooks', {
      key,
      allowPrivate,
      rotationOverlapMs: 24 * HOUR,
      processDeliveries: () => app.outbox.process(['webhook']),
    } satisfies WebhookService);
  },
  { name: 'webhooks', dependencies: ['db', 'mail', 'outbox'] },
);
