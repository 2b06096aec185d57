import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DbOrTx } from '../db/client';

/**
 * A stand-in for the generic outbox (same interface: enqueue, register, process) until it lands;
 * messages wait in memory, each dedupeKey once. Replaced, not extended, when the real one arrives.
 */
export interface QueuedSms {
  kind: 'sms';
  to: string;
  text: string;
  notBefore?: Date;
  dedupeKey?: string;
}

export interface SmsSender {
  send(message: { id: string; to: string; text: string }): Promise<void>;
  concurrency?: number;
}

export interface Outbox {
  enqueue(db: DbOrTx, message: QueuedSms): Promise<void>;
  register(kind: 'sms', sender: SmsSender): void;
  /** One pass over the due messages; returns how many were sent. */
  process(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    outbox: Outbox;
  }
}

export default fp(
  async function outboxStandIn(app: FastifyInstance) {
    const pending: (QueuedSms & { id: string; attempts: number })[] = [];
    const keys = new Set<string>();
    let sender: SmsSender | null = null;
    let next = 0;
    app.decorate('outbox', {
      enqueue: async (_db, message) => {
        if (message.dedupeKey) {
          if (keys.has(message.dedupeKey)) return;
          keys.add(message.dedupeKey);
        }
        next += 1;
        pending.push({ ...message, id: `sms-${next}`, attempts: 0 });
      },
      register: (_kind, registered) => {
        sender = registered;
      },
      process: async () => {
        if (!sender) return 0;
        const now = app.now();
        let sent = 0;
        for (const message of pending.filter((m) => !m.notBefore || m.notBefore <= now)) {
          try {
            await sender.send({ id: message.id, to: message.to, text: message.text });
            pending.splice(pending.indexOf(message), 1);
            sent += 1;
          } catch (error) {
            message.attempts += 1;
            app.log.warn({ err: error, smsId: message.id }, 'sms send failed');
          }
        }
        return sent;
      },
    } satisfies Outbox);
  },
  { name: 'outbox' },
);
