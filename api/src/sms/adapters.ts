import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { smsSize } from './segments';

/** One SMS gateway (or the demo files): sends one message or throws. */
export interface SmsSender {
  send(message: { id: string; to: string; text: string }): Promise<void>;
  /** Messages in flight at once in one process. */
  concurrency?: number;
}

/** Demo SMS without a gateway: each message becomes a text file under `dir`, its link in the log. */
export function fileSms(dir: string, log: FastifyBaseLogger): SmsSender {
  return {
    send: async ({ id, to, text }) => {
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}.txt`);
      const size = smsSize(text);
      await writeFile(file, `To: ${to}\nEncoding: ${size.encoding}\nSegments: ${size.segments}\n\n${text}\n`);
      log.info({ to, file, segments: size.segments }, 'sms written to file (no SMS gateway set)');
    },
  };
}

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164) or alphanumeric sender id. */
  from: string;
  baseUrl?: string;
  timeoutMs?: number;
}

/**
 * Twilio's Messages API: POST /2010-04-01/Accounts/{AccountSid}/Messages.json, form-encoded To, From and
 * Body, basic auth AccountSid:AuthToken; 201 with the message's sid, 4xx with a code and message. Any
 * refusal throws, so the outbox retries it with back-off.
 */
export function twilioSms(options: TwilioOptions): SmsSender {
  const base = (options.baseUrl ?? 'https://api.twilio.com').replace(/\/+$/, '');
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
  return {
    concurrency: 4,
    send: async ({ to, text }) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({ To: to, From: options.from, Body: text }).toString(),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      const answer = (await response.json().catch(() => ({}))) as { sid?: string; code?: number; message?: string };
      if (response.status !== 201 && response.status !== 200)
        throw new Error(`Twilio answered ${response.status}: ${answer.code ?? ''} ${answer.message ?? ''}`.trim());
      if (!answer.sid) throw new Error('Twilio answered without a message sid');
    },
  };
}
