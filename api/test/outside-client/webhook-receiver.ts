/**
 * A sample webhook receiver as an outside developer writes it: payload types generated from the served
 * document's `webhooks` (./generated/api.ts, written by outside-client.test.ts), the signature checked
 * with the snippet of docs/webhooks.md before the body is trusted, each event type handled. Type-checked
 * against every new document, and run by outside-client.test.ts against real deliveries.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { components } from './generated/api';

export type ShipmentEvent = components['schemas']['ShipmentEvent'];
export type ImportCompletedEvent = components['schemas']['ImportCompletedEvent'];
export type WebhookTestEvent = components['schemas']['WebhookTestEvent'];
export type PortalEvent = ShipmentEvent | ImportCompletedEvent | WebhookTestEvent;

/** docs/webhooks.md's snippet, typed. */
export function verifyPortalSignature(header: string, rawBody: string, secret: string, toleranceSeconds = 300) {
  const parts = header.split(',').map((part) => part.split('='));
  const t = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isFinite(t) || Math.abs(Date.now() / 1000 - t) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  return parts
    .filter(([key]) => key === 'v1')
    .some(([, hex]) => hex.length === 64 && timingSafeEqual(Buffer.from(hex, 'hex'), expected));
}

export interface Handlers {
  /** Created, processed, status changed or cancelled: `sequence` orders a shipment's events. */
  shipment(event: ShipmentEvent): void | Promise<void>;
  importCompleted(event: ImportCompletedEvent): void | Promise<void>;
  test(event: WebhookTestEvent): void | Promise<void>;
}

/** Routes one verified event to its handler by `type`. */
export async function handleEvent(event: PortalEvent, handlers: Handlers): Promise<void> {
  switch (event.type) {
    case 'import.completed':
      return handlers.importCompleted(event as ImportCompletedEvent);
    case 'webhook.test':
      return handlers.test(event as WebhookTestEvent);
    default: {
      const shipment = event as ShipmentEvent;
      const tracking: string | null | undefined = shipment.data.trackingNumber;
      if (shipment.sequence < 1 || tracking === '') throw new Error('malformed shipment event');
      return handlers.shipment(shipment);
    }
  }
}

/**
 * An HTTP server answering 204 to a verified event (after its handler), 400 to a bad signature, so the
 * portal retries only what was not taken. Events seen before (by `id`) are acknowledged and skipped.
 */
export function createWebhookReceiver(options: {
  secret: () => string;
  handlers: Handlers;
  verify?: (header: string, rawBody: string, secret: string) => boolean;
}): http.Server {
  const verify = options.verify ?? verifyPortalSignature;
  const seen = new Set<string>();
  return http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const signature = String(request.headers['portal-signature'] ?? '');
      if (!verify(signature, rawBody, options.secret())) {
        response.writeHead(400).end('bad signature');
        return;
      }
      const event = JSON.parse(rawBody) as PortalEvent;
      if (seen.has(event.id)) {
        response.writeHead(204).end();
        return;
      }
      handleEvent(event, options.handlers).then(
        () => {
          seen.add(event.id);
          response.writeHead(204).end();
        },
        () => response.writeHead(500).end(),
      );
    });
  });
}
