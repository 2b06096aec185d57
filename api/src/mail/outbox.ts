import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../db/client';
import { emailOutbox } from '../db/schema';
import type { Locale } from '../i18n/locale';
import { type MailTemplate, renderMail } from './templates';
import type { MailTransport } from './transport';

export type QueuedMail = MailTemplate & { to: string; locale: Locale };

/**
 * Queues a message in the caller's transaction: the request only writes a row, so a mail server
 * that is down never fails it; the worker sends it later.
 */
export async function enqueueMail(db: DbOrTx, mail: QueuedMail): Promise<string> {
  const rendered = renderMail(mail, mail.locale);
  const [row] = await db
    .insert(emailOutbox)
    .values({
      toAddress: mail.to,
      template: mail.template,
      locale: mail.locale,
      subject: rendered.subject,
      textBody: rendered.text,
      htmlBody: rendered.html,
    })
    .returning({ id: emailOutbox.id });
  return row.id;
}

export interface OutboxWorkerOptions {
  db: Db;
  transport: MailTransport;
  from: string;
  log: FastifyBaseLogger;
  maxAttempts: number;
  retryBaseMs: number;
  batchSize?: number;
}

/** Sends due messages; a failure is retried with exponential back-off until maxAttempts, then marked failed. */
export function createOutboxProcessor(options: OutboxWorkerOptions) {
  const { db, transport, from, log, maxAttempts, retryBaseMs, batchSize = 20 } = options;

  async function claimDue() {
    // Claiming sets a lease, so two workers (or processes) never send one message twice;
    // a lease left by a crashed worker expires and the message is picked up again.
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(
          or(
            and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, sql`now()`)),
            and(eq(emailOutbox.status, 'sending'), lte(emailOutbox.lockedUntil, sql`now()`)),
          ),
        )
        .orderBy(emailOutbox.createdAt)
        .limit(batchSize)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(emailOutbox)
        .set({
          status: 'sending',
          attempts: sql`${emailOutbox.attempts} + 1`,
          lockedUntil: sql`now() + interval '5 minutes'`,
        })
        .where(
          inArray(
            emailOutbox.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
    });
  }

  /** One pass over the due messages; returns how many were sent. */
  return async function processOutbox(): Promise<number> {
    const batch = await claimDue();
    let sent = 0;
    for (const message of batch) {
      try {
        await transport.send({
          id: message.id,
          from,
          to: message.toAddress,
          subject: message.subject,
          text: message.textBody,
          html: message.htmlBody,
        });
        await db
          .update(emailOutbox)
          .set({ status: 'sent', sentAt: new Date(), lockedUntil: null, lastError: null })
          .where(eq(emailOutbox.id, message.id));
        sent += 1;
      } catch (error) {
        const giveUp = message.attempts >= maxAttempts;
        const delayMs = retryBaseMs * 2 ** (message.attempts - 1);
        log.warn({ err: error, mailId: message.id, attempts: message.attempts, giveUp }, 'mail send failed');
        await db
          .update(emailOutbox)
          .set({
            status: giveUp ? 'failed' : 'pending',
            lastError: String((error as Error)?.message ?? error).slice(0, 1000),
            lockedUntil: null,
            nextAttemptAt: new Date(Date.now() + delayMs),
          })
          .where(eq(emailOutbox.id, message.id));
      }
    }
    return sent;
  };
}
