import { api } from '@portal/shared';
import type {
  CreateWebhookBody,
  DeliveryList,
  RevealedWebhookEndpoint,
  UpdateWebhookBody,
  WebhookEndpoint,
  WebhookList,
} from './types';

/** Every query of this feature starts with it: a change invalidates `['/webhooks']`. */
export const webhooksQueryKey = ['/webhooks'] as const;
export const deliveriesQueryKey = (endpointId: string) => ['/webhooks', endpointId, 'deliveries'] as const;

/** The caller's endpoints, newest first (at most 10: the API does not page them). */
export const listWebhooks = (signal?: AbortSignal) => api.get<WebhookList>('/webhooks', { signal });

/** A new endpoint; its signing secret is in this answer only. */
export const createWebhook = (input: CreateWebhookBody) => api.post<RevealedWebhookEndpoint>('/webhooks', input);

/** Changes the URL, the events or whether it is on (409 when `version` is stale). */
export const updateWebhook = (id: string, input: UpdateWebhookBody) =>
  api.patch<WebhookEndpoint>(`/webhooks/${id}`, input);

/** Removes the endpoint and its delivery log (204). */
export const deleteWebhook = (id: string) => api.delete(`/webhooks/${id}`);

/** A new secret, shown this once; the previous one keeps signing until `endpoint.previousSecretExpiresAt`. */
export const rotateWebhookSecret = (id: string) => api.post<RevealedWebhookEndpoint>(`/webhooks/${id}/rotate-secret`);

/** Queues a `webhook.test` event to the endpoint (202). */
export const sendTestWebhook = (id: string) => api.post<{ deliveryId: string }>(`/webhooks/${id}/test`);

/** The latest 50 deliveries to the endpoint, newest first, each with its attempts. */
export const listDeliveries = (endpointId: string, signal?: AbortSignal) =>
  api.get<DeliveryList>(`/webhooks/${endpointId}/deliveries`, { signal });

/** Sends a delivery again now (202): a new attempt. */
export const resendDelivery = (endpointId: string, deliveryId: string) =>
  api.post<null>(`/webhooks/${endpointId}/deliveries/${deliveryId}/resend`);
