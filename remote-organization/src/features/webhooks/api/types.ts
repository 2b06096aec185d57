import type { ApiRequestBody, ApiResponseBody, components } from '@portal/shared/api-types';

/** One of the caller's endpoints (never its secret). */
export type WebhookEndpoint = components['schemas']['WebhookEndpoint'];

/** What create and rotate answer: the endpoint and its signing secret (whsec_…), shown this once. */
export type RevealedWebhookEndpoint = components['schemas']['RevealedWebhookEndpoint'];

export type WebhookEventType = WebhookEndpoint['events'][number];

export type CreateWebhookBody = ApiRequestBody<'/api/v1/webhooks', 'post'>;
export type UpdateWebhookBody = ApiRequestBody<'/api/v1/webhooks/{id}', 'patch'>;

export type WebhookList = ApiResponseBody<'/api/v1/webhooks', 'get'>;
export type DeliveryList = ApiResponseBody<'/api/v1/webhooks/{id}/deliveries', 'get'>;
export type WebhookDelivery = DeliveryList['items'][number];
export type DeliveryAttempt = WebhookDelivery['attempts'][number];

/** The events an endpoint may subscribe to, in the order the form offers them (the API's list). */
export const WEBHOOK_EVENTS: readonly WebhookEventType[] = [
  'shipment.created',
  'shipment.processed',
  'shipment.status_changed',
  'shipment.cancelled',
  'import.completed',
];
