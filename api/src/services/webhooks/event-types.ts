/** The events an endpoint may subscribe to (docs/webhooks.md). */
export const WEBHOOK_EVENTS = [
  'shipment.created',
  'shipment.processed',
  'shipment.status_changed',
  'shipment.cancelled',
  'import.completed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

/** Sent only by "send a test event", whatever the endpoint subscribes to. */
export const TEST_EVENT = 'webhook.test';
