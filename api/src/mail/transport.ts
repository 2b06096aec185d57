import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Extra headers (List-Unsubscribe and the like). */
  headers?: Record<string, string>;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close?(): void;
}

export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    send: async ({ from, to, subject, text, html, replyTo, headers }) => {
      await transporter.sendMail({ from, to, subject, text, html, replyTo, headers });
    },
    close: () => transporter.close(),
  };
}

/**
 * Demo mail without an SMTP server: each message becomes an .eml file under `dir` (open it in any
 * mail client) and its subject and links go to the log, so a reset link is one copy away.
 */
export function fileTransport(dir: string, log: FastifyBaseLogger): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (mail) => {
      const info = await builder.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        replyTo: mail.replyTo,
        headers: mail.headers,
      });
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.id}.eml`);
      await writeFile(file, info.message as Buffer);
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      log.info({ to: mail.to, subject: mail.subject, links, file }, 'mail written to file (no SMTP_URL set)');
    },
  };
}

/** Keeps messages in memory (tests); `failNext` makes the next sends throw, to exercise retries. */
export function memoryTransport(): MailTransport & { sent: OutgoingMail[]; failNext: number } {
  const transport = {
    sent: [] as OutgoingMail[],
    failNext: 0,
    send: async (mail: OutgoingMail) => {
      if (transport.failNext > 0) {
        transport.failNext -= 1;
        throw new Error('simulated SMTP failure');
      }
      transport.sent.push(mail);
    },
  };
  return transport;
}
