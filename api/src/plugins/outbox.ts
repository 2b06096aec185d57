import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { OutboxOptions } from '../config';
import type { DbOrTx } from '../db/client';
import { createOutbox, enqueue, type NewOutboxMessage, type OutboxKind, type OutboxSender } from '../outbox/outbox';

export interface OutboxService {
  /** Queues a message in the caller's transaction and wakes the worker; null when its dedupe key was taken. */
  enqueue(db: DbOrTx, message: NewOutboxMessage): Promise<string | null>;
  /** Each kind's plugin (mail, webhooks, SMS) registers the sender of its messages. */
  register(kind: OutboxKind, sender: OutboxSender): void;
  /** One pass over what is due (tests); the running worker does this on its own. */
  process(kinds?: OutboxKind[]): Promise<number>;
  /** Asks for a pass soon, after the caller's transaction has committed. */
  wake(): void;
  /** Stops the worker and waits for the messages in flight (a sender closing its transport calls it first). */
  stop(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    outbox: OutboxService;
  }
}

/** The one outbox of every outbound message, and this process's worker for it. */
export default fp(
  async function outboxPlugin(app: FastifyInstance, opts: { outbox: OutboxOptions }) {
    const worker = createOutbox({ db: app.db, log: app.log, now: () => app.now() });
    const intervalMs = opts.outbox.workerIntervalMs ?? 1_000;
    // Started once every kind has registered its sender.
    if (intervalMs !== false) app.addHook('onReady', async () => worker.start(intervalMs));

    app.decorate('outbox', {
      enqueue: async (db, message) => {
        const id = await enqueue(db, message);
        worker.wake();
        return id;
      },
      register: worker.register,
      process: worker.process,
      wake: worker.wake,
      stop: worker.close,
    } satisfies OutboxService);

    app.addHook('onClose', async () => worker.close());
  },
  { name: 'outbox', dependencies: ['db'] },
);
