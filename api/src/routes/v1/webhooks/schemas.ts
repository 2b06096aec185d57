import { Type } from '@sinclair/typebox';
import { DateTime, Nullable, StrictObject, Uuid, VersionNumber } from '../../../lib/schemas';
import { WEBHOOK_EVENTS } from '../../../services/webhooks/event-types';

export const WebhookEvent = Type.Union(
  WEBHOOK_EVENTS.map((event) => Type.Literal(event)),
  { description: 'What happened: see docs/webhooks.md' },
);

const Events = Type.Array(WebhookEvent, { minItems: 1, maxItems: WEBHOOK_EVENTS.length, uniqueItems: true });
const Url = Type.String({
  minLength: 1,
  maxLength: 2000,
  description: 'An https:// address without user name or password',
});

export const WebhookEndpointSchema = Type.Object(
  {
    id: Uuid,
    url: Type.String(),
    events: Type.Array(WebhookEvent),
    enabled: Type.Boolean(),
    disabledReason: Nullable(Type.String(), {
      description: 'Why the portal turned it off (three days of failed deliveries)',
    }),
    failingSince: Nullable(DateTime, {
      description: 'The first failed attempt since the last delivered one; after three days the endpoint is turned off',
    }),
    previousSecretExpiresAt: Nullable(DateTime, {
      description: 'Until then the previous secret signs too (after a rotation)',
    }),
    version: Type.Integer(),
    createdAt: DateTime,
    updatedAt: DateTime,
  },
  { $id: 'WebhookEndpoint', title: 'WebhookEndpoint' },
);

export const RevealedWebhookSchema = Type.Object(
  {
    endpoint: Type.Ref(WebhookEndpointSchema),
    secret: Type.String({ description: 'The signing secret (whsec_…): shown this once' }),
  },
  { $id: 'RevealedWebhookEndpoint', title: 'RevealedWebhookEndpoint' },
);

export const CreateWebhookBody = StrictObject({ url: Url, events: Events, enabled: Type.Optional(Type.Boolean()) });

export const UpdateWebhookBody = StrictObject({
  url: Type.Optional(Url),
  events: Type.Optional(Events),
  enabled: Type.Optional(Type.Boolean()),
  version: VersionNumber(),
});

export const TestEventResponse = Type.Object({ deliveryId: Uuid });

export const DeliveryParams = StrictObject({ id: Uuid, deliveryId: Uuid });

const AttemptSchema = Type.Object({
  at: DateTime,
  statusCode: Nullable(Type.Integer(), {
    description: 'What the receiver answered; null on a network error or timeout',
  }),
  durationMs: Type.Integer(),
  response: Nullable(Type.String(), { description: 'The first 500 characters of the answer' }),
  error: Nullable(Type.String()),
});

export const DeliveryListSchema = Type.Object({
  items: Type.Array(
    Type.Object({
      id: Uuid,
      eventId: Uuid,
      eventType: Type.String(),
      status: Type.Union([
        Type.Literal('pending'),
        Type.Literal('sending'),
        Type.Literal('delivered'),
        Type.Literal('failed'),
      ]),
      attempts: Type.Array(AttemptSchema),
      nextAttemptAt: Nullable(DateTime),
      deliveredAt: Nullable(DateTime),
      createdAt: DateTime,
    }),
  ),
});
