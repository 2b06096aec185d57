import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RecipientOptions } from '../config';
import { createRecipientDispatcher } from '../services/recipients/dispatch';

export interface RecipientService {
  /** Turns pending status notices into queued e-mail and SMS; the worker calls it on a timer, tests directly. */
  process(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    recipients: RecipientService;
  }
}

const BATCH_SIZE = 50;

/** The recipient worker: notices written beside status changes become messages in the outbox. */
export default fp(
  async function recipientsPlugin(
    app: FastifyInstance,
    opts: { recipients: RecipientOptions; publicUrl: string; secret: string },
  ) {
    const process = createRecipientDispatcher({
      db: app.db,
      publicUrl: opts.publicUrl,
      secret: opts.secret,
      now: () => app.now(),
      enqueueMail: (db, mail) => app.mail.enqueue(db, mail),
      enqueue: (db, message) => app.outbox.enqueue(db, message),
      batchSize: BATCH_SIZE,
    });
    let running: Promise<unknown> | null = null;
    let closing = false;
    // A full batch means more are waiting (a courier's burst of events): keep going until one is not full.
    const drain = async () => {
      for (;;) {
        const done = await process();
        // The messages are committed now: the outbox worker need not wait for its next poll.
        if (done) app.outbox.wake();
        if (done < BATCH_SIZE || closing) return;
      }
    };
    const tick = () => {
      running ??= drain()
        .catch((error) => app.log.error({ err: error }, 'recipient notices pass failed'))
        .finally(() => {
          running = null;
        });
    };
    const intervalMs = opts.recipients.workerIntervalMs ?? 1_000;
    const timer = intervalMs === false ? null : setInterval(tick, intervalMs);
    timer?.unref();
    app.decorate('recipients', { process } satisfies RecipientService);
    app.addHook('onClose', async () => {
      closing = true;
      if (timer) clearInterval(timer);
      await running;
    });
  },
  { name: 'recipients', dependencies: ['db', 'mail', 'outbox'] },
);
