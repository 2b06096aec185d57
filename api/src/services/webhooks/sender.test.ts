import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { postWebhook, WebhookRefused } from './sender';

/** The sender on its own: the SSRF rule with the operator's setting off and on, redirects, the timeout. */
let receiver: http.Server;
let port: number;
let hits = 0;

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    hits += 1;
    if (req.url === '/redirect') return res.writeHead(302, { location: 'http://169.254.169.254/' }).end();
    if (req.url === '/hang') return;
    res.writeHead(204).end();
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  port = (receiver.address() as AddressInfo).port;
});

afterAll(async () => {
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});

const send = (url: string, allowPrivate: boolean, timeoutMs = 2_000) =>
  postWebhook({ url, body: '{}', headers: {}, timeoutMs, allowPrivate });

describe('sending a webhook', () => {
  it.each([
    'https://127.0.0.1/hook',
    'https://10.0.0.7/hook',
    'https://169.254.169.254/latest/meta-data',
    'https://[::1]/hook',
    'https://localhost/hook',
  ])('refuses %s when private targets are not allowed, before connecting', async (url) => {
    await expect(send(url, false)).rejects.toBeInstanceOf(WebhookRefused);
  });

  it('refuses http:// unless private targets are allowed', async () => {
    const before = hits;
    await expect(send(`http://127.0.0.1:${port}/ok`, false)).rejects.toThrow('only https:// addresses are allowed');
    expect(hits).toBe(before);
    await expect(send(`http://127.0.0.1:${port}/ok`, true)).resolves.toMatchObject({ statusCode: 204 });
    expect(hits).toBe(before + 1);
  });

  it('does not follow a redirect: the 3xx is the answer', async () => {
    await expect(send(`http://127.0.0.1:${port}/redirect`, true)).resolves.toMatchObject({ statusCode: 302 });
  });

  it('gives up at the timeout', async () => {
    await expect(send(`http://127.0.0.1:${port}/hang`, true, 200)).rejects.toThrow('timed out after 200 ms');
  });
});
