import { readdir, readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { fileSms, twilioSms } from './adapters';

/** A local server answering as Twilio's Messages API documentation says: 201 with the message, 400 with a code. */
let server: http.Server;
let base: string;
const received: { url: string; authorization?: string; form: URLSearchParams }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      received.push({ url: req.url ?? '', authorization: req.headers.authorization, form });
      res.setHeader('content-type', 'application/json');
      if (form.get('To') === '+15005550001') {
        res.writeHead(400).end(JSON.stringify({ code: 21211, message: "The 'To' number is not valid.", status: 400 }));
        return;
      }
      res
        .writeHead(201)
        .end(JSON.stringify({ sid: 'SM0123456789abcdef0123456789abcdef', status: 'queued', to: form.get('To') }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('Twilio adapter', () => {
  const sender = () =>
    twilioSms({ accountSid: 'AC123', authToken: 'secret-token', from: '+15005550006', baseUrl: base });

  it('posts To, From and Body form-encoded to the account’s Messages.json with basic auth', async () => {
    await sender().send({ id: 'm1', to: '+962791234567', text: 'شحنتك خرجت للتوصيل' });
    const last = received.at(-1)!;
    expect(last.url).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(last.authorization).toBe(`Basic ${Buffer.from('AC123:secret-token').toString('base64')}`);
    expect(Object.fromEntries(last.form)).toEqual({
      To: '+962791234567',
      From: '+15005550006',
      Body: 'شحنتك خرجت للتوصيل',
    });
  });

  it('throws Twilio’s code and message on a refusal, so the outbox retries it', async () => {
    await expect(sender().send({ id: 'm2', to: '+15005550001', text: 'hi' })).rejects.toThrow(
      "Twilio answered 400: 21211 The 'To' number is not valid.",
    );
  });
});

describe('demo SMS adapter', () => {
  it('writes each message to a file with its encoding and number of parts', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'sms-'));
    await fileSms(dir, { info: () => undefined } as unknown as FastifyBaseLogger).send({
      id: 'm3',
      to: '+962791234567',
      text: 'شحنتك',
    });
    const [file] = await readdir(dir);
    expect(file).toMatch(/-m3\.txt$/);
    expect(await readFile(path.join(dir, file), 'utf8')).toBe(
      'To: +962791234567\nEncoding: UCS-2\nSegments: 1\n\nشحنتك\n',
    );
  });
});
