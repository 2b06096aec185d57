import type { DbOrTx } from '../db/client';
import type { Locale } from '../i18n/locale';
import { enqueue, type OutboxMessage, type OutboxSender } from '../outbox/outbox';
import { type MailTemplate, renderMail } from './templates';
import type { MailTransport } from './transport';

export type QueuedMail = MailTemplate & {
  to: string;
  locale: Locale;
  /** Shown as the sender's name (the address stays the portal's, so the mail passes SPF and DKIM). */
  fromName?: string;
  replyTo?: string;
  headers?: Record<string, string>;
  /** At most one message per key (one per parcel and event): a second is dropped. */
  dedupeKey?: string;
};

interface MailPayload {
  subject: string;
  text: string;
  html: string;
  fromName?: string;
  replyTo?: string;
  headers?: Record<string, string>;
}

/**
 * Queues a message in the caller's transaction: the request only writes a row, so a mail server
 * that is down never fails it; the worker sends it later. Rendered now, so a retry sends the same text.
 */
export async function enqueueMail(db: DbOrTx, mail: QueuedMail): Promise<string | null> {
  const rendered = renderMail(mail, mail.locale);
  const payload: MailPayload = {
    subject: rendered.subject,
    text: rendered.text,
    html: rendered.html,
    fromName: mail.fromName,
    replyTo: mail.replyTo,
    headers: mail.headers,
  };
  return enqueue(db, {
    kind: 'mail',
    topic: mail.template,
    recipient: mail.to,
    locale: mail.locale,
    payload,
    dedupeKey: mail.dedupeKey,
  });
}

/** `Name <address>` with the default sender's address and another display name. */
function withName(from: string, name: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return `"${name.replace(/["\\\r\n]/g, '')}" <${address}>`;
}

/** Mail through the transport; a failure is retried with exponential back-off until maxAttempts, then given up. */
export function mailSender(options: {
  transport: MailTransport;
  from: string;
  maxAttempts: number;
  retryBaseMs: number;
}): OutboxSender {
  const { transport, from, maxAttempts, retryBaseMs } = options;
  return {
    concurrency: 4,
    async send(message: OutboxMessage) {
      const payload = message.payload as MailPayload;
      await transport.send({
        id: message.id,
        from: payload.fromName ? withName(from, payload.fromName) : from,
        to: message.recipient!,
        subject: payload.subject,
        text: payload.text,
        html: payload.html,
        replyTo: payload.replyTo,
        headers: payload.headers,
      });
    },
    retryAt(message, at) {
      if (message.attempts >= maxAttempts) return null;
      return new Date(at.getTime() + retryBaseMs * 2 ** (message.attempts - 1));
    },
  };
}
