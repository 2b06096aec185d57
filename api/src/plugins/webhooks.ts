import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { WebhookOptions } from '../config';
import { createWebhookProcessor } from '../services/webhooks/worker';

export interface WebhookService {
  /** Encrypts and decrypts the endpoints' signing secrets. */
  readonly key: Buffer;
  readonly allowPrivate: boolean;
  /** How long a rotated secret keeps signing beside the new one. */
  readonly rotationOverlapMs: number;
  /** Sends whatever is due now; the worker calls it on a timer, tests call it directly. */
  processDeliveries(): Promise<number>;
  /** Asks the worker for a pass soon (after the caller's transaction has committed). */
  wake(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    webhooks: WebhookService;
  }
}

export default fp(
  async function webhooksPlugin(app: FastifyInstance, opts: { webhooks: WebhookOptions }) {
    const { webhooks } = opts;
    // Tests and one-off apps: a key for this process only (the server always passes one: config.ts).
    const key = webhooks.secretKey ?? randomBytes(32);
    const allowPrivate = webhooks.allowPrivate ?? false;
    const processDeliveries = createWebhookProcessor({
      db: app.db,
      key,
      log: app.log,
      now: () => app.now(),
      timeoutMs: webhooks.timeoutMs ?? 10_000,
      allowPrivate,
      concurrency: webhooks.concurrency ?? 8,
      enqueueMail: (tx, mail) => app.mail.enqueue(tx, mail),
    });

    // One pass at a time, as the mail worker: a wake-up during a pass schedules one more after it.
    let running: Promise<unknown> | null = null;
    let again = false;
    let closing = false;
    const run = (): Promise<unknown> => {
      if (running) {
        again = true;
        return running;
      }
      running = processDeliveries()
        .catch((error) => app.log.error({ err: error }, 'webhook pass failed'))
        .finally(() => {
          running = null;
          if (again && !closing) {
            again = false;
            void run();
          }
        });
      return running;
    };

    const intervalMs = webhooks.workerIntervalMs ?? 2_000;
    const timer = intervalMs === false ? null : setInterval(() => void run(), intervalMs);
    timer?.unref();

    app.decorate('webhooks', {
      key,
      allowPrivate,
      rotationOverlapMs: 24 * 3_600_000,
      processDeliveries,
      wake: () => {
        if (timer) setTimeout(() => void run(), 50).unref();
      },
    } satisfies WebhookService);

    app.addHook('onClose', async () => {
      closing = true;
      if (timer) clearInterval(timer);
      await running;
    });
  },
  { name: 'webhooks', dependencies: ['db', 'mail'] },
);
