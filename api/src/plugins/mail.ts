import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { MailOptions } from '../config';
import type { DbOrTx } from '../db/client';
import { createOutboxProcessor, enqueueMail, type QueuedMail } from '../mail/outbox';
import { fileTransport, type MailTransport, smtpTransport } from '../mail/transport';

export interface MailService {
  /** Queues a message (in the caller's transaction, if given) and wakes the worker. */
  enqueue(db: DbOrTx, mail: QueuedMail): Promise<string>;
  /** Sends whatever is due now; the worker calls it on a timer, tests call it directly. */
  processOutbox(): Promise<number>;
  readonly transport: MailTransport;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailService;
  }
}

export default fp(
  async function mailPlugin(app: FastifyInstance, opts: { mail: MailOptions; dataDir: string }) {
    const { mail } = opts;
    const transport =
      mail.transport ??
      (mail.smtpUrl ? smtpTransport(mail.smtpUrl) : fileTransport(path.join(opts.dataDir, 'mail'), app.log));
    const processOutbox = createOutboxProcessor({
      db: app.db,
      transport,
      from: mail.from ?? 'Courier Portal <no-reply@portal.local>',
      log: app.log,
      maxAttempts: mail.maxAttempts ?? 8,
      retryBaseMs: mail.retryBaseMs ?? 30_000,
    });

    // One pass at a time; a wake-up during a pass schedules one more pass after it.
    let running: Promise<unknown> | null = null;
    let again = false;
    let closing = false;
    const run = (): Promise<unknown> => {
      if (running) {
        again = true;
        return running;
      }
      running = processOutbox()
        .catch((error) => app.log.error({ err: error }, 'mail outbox pass failed'))
        .finally(() => {
          running = null;
          if (again && !closing) {
            again = false;
            void run();
          }
        });
      return running;
    };

    const intervalMs = mail.workerIntervalMs ?? 5_000;
    const timer = intervalMs === false ? null : setInterval(() => void run(), intervalMs);
    timer?.unref();

    app.decorate('mail', {
      transport,
      processOutbox,
      enqueue: async (db, message) => {
        const id = await enqueueMail(db, message);
        // Sent after the response (and after the caller's transaction commits).
        if (timer) setTimeout(() => void run(), 50).unref();
        return id;
      },
    } satisfies MailService);

    app.addHook('onClose', async () => {
      closing = true;
      if (timer) clearInterval(timer);
      await running;
      transport.close?.();
    });
  },
  { name: 'mail', dependencies: ['db'] },
);
