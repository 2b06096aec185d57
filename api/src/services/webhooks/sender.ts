import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isRefusedAddress } from '../../lib/address-check';

export interface WebhookRequest {
  url: string;
  body: string;
  headers: Record<string, string>;
  timeoutMs: number;
  /** The operator's WEBHOOKS_ALLOW_PRIVATE: http:// and private or loopback targets allowed. */
  allowPrivate: boolean;
}

export interface WebhookResponse {
  statusCode: number;
  /** The first 500 characters of the answer, for the delivery log. */
  excerpt: string;
}

export class WebhookRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookRefused';
  }
}

/** What the receiver sent is read up to this many bytes: enough for the log, not a memory hazard. */
const READ_LIMIT = 16 * 1024;

/**
 * Resolves the host once, refuses it if any address is private (unless allowed), and connects to that
 * very address: the socket's lookup answers with it, so a second DNS answer cannot swap in another.
 */
async function checkedAddress(hostname: string, allowPrivate: boolean): Promise<{ address: string; family: number }> {
  const bare = hostname.replace(/^\[|\]$/g, '');
  const addresses = await dnsLookup(bare, { all: true, verbatim: true });
  if (addresses.length === 0) throw new WebhookRefused(`${hostname} has no address`);
  if (!allowPrivate) {
    const blocked = addresses.find(({ address }) => isRefusedAddress(address));
    if (blocked) throw new WebhookRefused(`${hostname} resolves to a private address (${blocked.address})`);
  }
  return addresses[0];
}

/** POSTs one delivery; resolves with the answer (any status), rejects on refusal, network error or timeout. */
export async function postWebhook(request: WebhookRequest): Promise<WebhookResponse> {
  const url = new URL(request.url);
  if (url.protocol !== 'https:' && !(request.allowPrivate && url.protocol === 'http:'))
    throw new WebhookRefused('only https:// addresses are allowed');
  const target = await checkedAddress(url.hostname, request.allowPrivate);
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all) callback(null, [target] as never, undefined as never);
    else callback(null, target.address, target.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<WebhookResponse>((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: 'POST',
        lookup: pinned,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(request.body),
          ...request.headers,
        },
        // Redirects are not followed (Node never does): a 3xx is a failed attempt.
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          if (size < READ_LIMIT) chunks.push(chunk);
          size += chunk.length;
          if (size >= READ_LIMIT) res.destroy();
        });
        const done = () => {
          clearTimeout(timer);
          resolve({ statusCode: res.statusCode ?? 0, excerpt: Buffer.concat(chunks).toString('utf8').slice(0, 500) });
        };
        res.on('end', done);
        res.on('close', done);
        res.on('error', done);
      },
    );
    // The whole attempt (connecting, sending, the answer) within timeoutMs.
    const timer = setTimeout(
      () => req.destroy(new Error(`timed out after ${request.timeoutMs} ms`)),
      request.timeoutMs,
    );
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.end(request.body);
  });
}
