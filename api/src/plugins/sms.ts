import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SmsOptions } from '../config';
import { fileSms, twilioSms } from '../sms/adapters';

const MAX_ATTEMPTS = 8;
const RETRY_BASE_MS = 30_000;

/**
 * Registers the SMS adapter with the outbox: Twilio when configured, else files under <dataDir>/sms.
 * A refused message is tried again with doubling delays, then given up.
 */
export default fp(
  async function smsPlugin(app: FastifyInstance, opts: { sms: SmsOptions; dataDir: string }) {
    const { sms } = opts;
    const sender =
      sms.sender ?? (sms.twilio ? twilioSms(sms.twilio) : fileSms(path.join(opts.dataDir, 'sms'), app.log));
    app.outbox.register('sms', {
      concurrency: sender.concurrency,
      send: async (message) =>
        sender.send({ id: message.id, to: message.recipient!, text: (message.payload as { text: string }).text }),
      retryAt: (message, at) =>
        message.attempts >= MAX_ATTEMPTS ? null : new Date(at.getTime() + RETRY_BASE_MS * 2 ** (message.attempts - 1)),
    });
  },
  { name: 'sms', dependencies: ['outbox'] },
);
