import { TEST_EVENT, WEBHOOK_EVENTS } from '../services/webhooks/event-types';

/**
 * What the portal POSTs to a webhook endpoint, as OpenAPI 3.1 `webhooks` and component schemas, so a
 * generated client has the payload types (docs/webhooks.md says the rest). The receiver test in
 * outside-client.test.ts validates real deliveries against these schemas.
 */

const SHIPMENT_EVENTS = WEBHOOK_EVENTS.filter((type) => type.startsWith('shipment.'));

const envelope = (type: object, data: object, extra: Record<string, object> = {}, description = '') => ({
  type: 'object',
  description,
  required: ['id', 'type', 'created_at', ...Object.keys(extra), 'data'],
  additionalProperties: false,
  properties: {
    id: {
      type: 'string',
      format: 'uuid',
      description: 'The event: the same on every retry of it (also sent as `Portal-Event-Id`); ignore a repeat.',
    },
    type,
    created_at: { type: 'string', format: 'date-time', description: 'When it happened.' },
    ...extra,
    data,
  },
});

const WEBHOOK_SCHEMAS = {
  ShipmentEvent: envelope(
    { type: 'string', enum: SHIPMENT_EVENTS, description: 'What happened to the shipment.' },
    { $ref: '#/components/schemas/Shipment' },
    {
      sequence: {
        type: 'integer',
        format: 'int32',
        minimum: 1,
        description: "This shipment's events counted from 1: order by it and ignore one older than what you have.",
      },
    },
    'A shipment changed: `data` is the shipment as `GET /api/v1/shipments/{id}` answers it.',
  ),
  ImportCompletedEvent: envelope(
    { type: 'string', const: 'import.completed' },
    {
      type: 'object',
      required: ['id', 'fileName', 'rowCount', 'shipmentIds'],
      properties: {
        id: { type: 'string', format: 'uuid', description: 'The import.' },
        fileName: { type: 'string' },
        rowCount: { type: 'integer', format: 'int32', minimum: 0 },
        shipmentIds: {
          type: 'array',
          items: { type: 'string', format: 'uuid' },
          description: 'The drafts it created.',
        },
      },
    },
    {},
    "A CSV file's drafts were created.",
  ),
  WebhookTestEvent: envelope(
    { type: 'string', const: TEST_EVENT },
    {
      type: 'object',
      required: ['endpointId', 'url'],
      properties: { endpointId: { type: 'string', format: 'uuid' }, url: { type: 'string', format: 'uri' } },
    },
    {},
    'Sent by `POST /api/v1/webhooks/{id}/test`, whatever the endpoint subscribes to.',
  ),
};

const header = (name: string, description: string, example: string) => ({
  name,
  in: 'header',
  required: true,
  description,
  schema: { type: 'string', maxLength: 512 },
  example,
});

const HEADERS = [
  header(
    'Portal-Signature',
    '`t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + raw body)>`; two `v1` values for 24 h after a secret is rotated. Verify it (docs/webhooks.md) before trusting the body.',
    't=1795772400,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd',
  ),
  header('Portal-Event-Id', "The event's `id`, the same on every retry.", '0f6f3c3e-2f5e-4a51-9d3c-6a8f0e3b9c1d'),
  header('Portal-Event-Type', "The event's `type`.", 'shipment.processed'),
];

const WHEN: Record<string, string> = {
  'shipment.created': 'A draft is saved (portal or API).',
  'shipment.processed': 'A shipment is booked: tracking number, status pending (one by one or bought in a batch).',
  'shipment.status_changed': 'The courier reports a new status (pick-up, on-going, delivered, returned).',
  'shipment.cancelled': 'A draft or a pending shipment is cancelled.',
  'import.completed': "A CSV file's drafts were created.",
  [TEST_EVENT]: 'Sent on demand by `POST /api/v1/webhooks/{id}/test`.',
};

const schemaOf = (type: string) =>
  type === 'import.completed' ? 'ImportCompletedEvent' : type === TEST_EVENT ? 'WebhookTestEvent' : 'ShipmentEvent';

const operationName = (type: string) =>
  `receive${type
    .split(/[._]/)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join('')}`;

/** One POST per event type, to the URL the endpoint registered. */
const WEBHOOKS = Object.fromEntries(
  [...WEBHOOK_EVENTS, TEST_EVENT].map((type) => [
    type,
    {
      post: {
        operationId: operationName(type),
        summary: `${type}: ${WHEN[type]}`,
        description:
          'POSTed to each enabled endpoint subscribed to this event. Any 2xx within 10 seconds is a delivery; anything else, a timeout or a network error is retried with exponential back-off for 3 days, and an endpoint failing for 3 days is turned off and its owner e-mailed.',
        tags: ['webhooks'],
        security: [],
        parameters: HEADERS,
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { $ref: `#/components/schemas/${schemaOf(type)}` } } },
        },
        responses: {
          '200': { description: 'Received (any 2xx will do; the body is ignored beyond its first 500 characters).' },
        },
      },
    },
  ]),
);

/** The document with its `webhooks` and their payload schemas. */
export function withWebhooks<T extends Record<string, unknown>>(document: T): T {
  const components = (document.components ?? {}) as Record<string, Record<string, unknown>>;
  return {
    ...document,
    webhooks: WEBHOOKS,
    components: { ...components, schemas: { ...components.schemas, ...WEBHOOK_SCHEMAS } },
  };
}
