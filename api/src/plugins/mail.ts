import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { MailOptions } from '../config';
import type { DbOrTx } from '../db/client';
import { enqueueMail, mailSender, type QueuedMail } from '../mail/outbox';
import { fileTransport, type MailTransport, smtpTransport } from '../mail/transport';

export interface MailService {
  /** Queues a message (in the caller's transaction, if given) and wakes the worker. */
  enqueue(db: DbOrTx, mail: QueuedMail): Promise<string | null>;
  /** Sends the mail that is due now; the worker does it on its own, tests call it directly. */
  processOutbox(): Promise<number>;
  readonly transport: MailTransport;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailService;
  }
}

/** Mail through the outbox: SMTP when configured, else .eml files under `<dataDir>/mail`. */
export default fp(
  async function mailPlugin(app: FastifyInstance, opts: { mail: MailOptions; dataDir: string }) {
    const { mail } = opts;
    const transport =
      mail.transport ??
      (mail.smtpUrl ? smtpTransport(mail.smtpUrl) : fileTransport(path.join(opts.dataDir, 'mail'), app.log));
    app.outbox.register(
      'mail',
      mailSender({
        transport,
        from: mail.from ?? 'Courier Portal <no-reply@portal.local>',
        maxAttempts: mail.maxAttempts ?? 8,
        retryBaseMs: mail.retryBaseMs ?? 30_000,
      }),
    );

    app.decorate('mail', {
      transport,
      processOutbox: () => app.outbox.process(['mail']),
      enqueue: async (db, message) => {
        const id = await enqueueMail(db, message);
        app.outbox.wake();
        return id;
      },
    } satisfies MailService);

    app.addHook('onClose', async () => {
      await app.outbox.stop();
      transport.close?.();
    });
  },
  { name: 'mail', dependencies: ['db', 'outbox'] },
);
