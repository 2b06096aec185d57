import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SmsOptions } from '../config';
import { fileSms, twilioSms } from '../sms/adapters';

/** Registers the SMS adapter with the outbox: Twilio when configured, else files under <dataDir>/sms. */
export default fp(
  async function smsPlugin(app: FastifyInstance, opts: { sms: SmsOptions; dataDir: string }) {
    const { sms } = opts;
    const sender =
      sms.sender ?? (sms.twilio ? twilioSms(sms.twilio) : fileSms(path.join(opts.dataDir, 'sms'), app.log));
    app.outbox.register('sms', sender);
  },
  { name: 'sms', dependencies: ['outbox'] },
);
