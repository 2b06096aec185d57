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
    });
    let running: Promise<unknown> | null = null;
    const tick = () => {
      running ??= process()
        .catch((error) => app.log.error({ err: error }, 'recipient notices pass failed'))
        .finally(() => {
          running = null;
        });
    };
    const intervalMs = opts.recipients.workerIntervalMs ?? 5_000;
    const timer = intervalMs === false ? null : setInterval(tick, intervalMs);
    timer?.unref();
    app.decorate('recipients', { process } satisfies RecipientService);
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      await running;
    });
  },
  { name: 'recipients', dependencies: ['db', 'mail', 'outbox'] },
);
