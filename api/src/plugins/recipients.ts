import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RecipientOptions } from '../config';
import type { DbOrTx } from '../db/client';
import type { QueuedMail } from '../mail/outbox';
import type { NewOutboxMessage } from '../outbox/outbox';
import { createRecipientDispatcher } from '../services/recipients/dispatch';
import { createUpdateCodeSender } from '../services/recipients/subscriptions';

export interface RecipientService {
  /**
   * Turns pending status notices, and the codes asked for on tracking pages, into queued e-mail and SMS;
   * the worker calls it on a timer, tests directly. The larger of the two batches' sizes.
   */
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
    const workerOptions = {
      db: app.db,
      publicUrl: opts.publicUrl,
      secret: opts.secret,
      now: () => app.now(),
      enqueueMail: (db: DbOrTx, mail: QueuedMail) => app.mail.enqueue(db, mail),
      enqueue: (db: DbOrTx, message: NewOutboxMessage) => app.outbox.enqueue(db, message),
      batchSize: BATCH_SIZE,
    };
    const processNotices = createRecipientDispatcher(workerOptions);
    const sendRequestedCodes = createUpdateCodeSender(workerOptions);
    const process = async () => Math.max(await processNotices(), await sendRequestedCodes());
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
