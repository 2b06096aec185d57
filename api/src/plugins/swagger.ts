import { createHash } from 'node:crypto';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { decorateOpenApiDocument } from '../openapi/document';

export const OPENAPI_INFO = {
  title: 'Courier Portal API',
  version: '1.0.0',
  description: [
    'REST API of the courier and shipment-booking portal. Lists take `page`, `pageSize` (≤ 100), `sort` and `q`. Every operation shows a request and its answer recorded from a run of the test suite against a real server (ids, times, tokens and secrets replaced).',
    '',
    '## Booking a shipment, step by step',
    '',
    '1. **Where it goes**: `POST /api/v1/addresses` (places from `/api/v1/lookups/countries`, `…/cities?countryId=`), or an inline `recipient` on the draft. The sender is the primary pick-up address unless `senderAddressId` says otherwise.',
    '2. **A draft**: `POST /api/v1/shipments` (weight, or a parcel type; COD; your `reference`). A draft has `readiness` 2 and no `status`; edit it with `PUT`, its `version` guarding concurrent edits.',
    '3. **Its rates**: `GET /api/v1/shipments/{id}/rates`: one row per courier and service covering the route, price in fils (1 JOD = 1000 fils) and delivery days; none means the area is not covered (`message` says so).',
    '4. **Book it**: `POST /api/v1/shipments/{id}/process` with a `courierId` and `serviceTypeId` from the rates. It is re-priced, gets its tracking number, `readiness` 1 and `status` 1 (pending).',
    '5. **Its label**: `GET /api/v1/shipments/{id}/label?size=4x6` (or `a4`): a PDF.',
    '6. **Tracking**: `GET /api/v1/tracking/{trackingNumber}` (public) or `GET /api/v1/shipments/{id}` (its events). The courier moves it: 1 pending → 2 pick-up → 3 on-going → 4 delivered, or 6 returned; 5 cancelled only before pick-up (`POST /api/v1/shipments/{id}/cancel`). Each status is named in the schemas (`x-enum-varnames`).',
    '',
    'Many at once: `POST /api/v1/shipments/imports` with a CSV file (the template at `/api/v1/shipments/imports/template`), then book its drafts in chunks with `POST /api/v1/shipments/imports/{id}/process`.',
    '',
    '## Statuses and readiness',
    '',
    'A shipment carries two named integer codes (each schema lists them with their names, `x-enum-varnames`):',
    '',
    '| `readiness` | name | meaning |',
    '|---|---|---|',
    '| 2 | Draft | Saved, not booked: it can be edited (`PATCH`), rated, processed or deleted; its `status` is null. |',
    '| 1 | Ready | Processed: it has a courier, a price and a tracking number; its `status` says where it is. |',
    '',
    '| `status` | name | meaning | next |',
    '|---|---|---|---|',
    '| 1 | Pending | Booked, waiting for the courier to collect it. | 2, or 5 |',
    '| 2 | PickUp | Collected by the courier. | 3, or 6 |',
    '| 3 | OnGoing | On its way to the recipient. | 4, or 6 |',
    '| 4 | Delivered | Handed to the recipient (final). | |',
    '| 5 | Cancelled | Cancelled by its owner, as a draft or while pending (final). | |',
    '| 6 | Returned | Sent back to the sender (final). | |',
    '',
    'Only the courier moves a shipment past pending (`POST /api/v1/partner/shipments/{trackingNumber}/events`); each move is an event in its timeline and a `shipment.status_changed` webhook.',
    '',
    '## Lists',
    '',
    'Every list answers `{ items, total, page, pageSize }`: `page` from 1, `pageSize` 20 by default and at most 100; `sort=field` or `sort=-field`; `q` searches. The shipment list takes a `tab` (its parameter says what each holds) and filters; its `total` stops counting at a cap on very large accounts (`totalIsCapped`).',
    '',
    "The shipment list's `tab` (and `GET /api/v1/shipments/tab-counts`, the count of each under the same search and filters): `all` every shipment, drafts included; `draft` readiness 2; `active` booked and not finished (pending, pick-up, on-going); `pending` status 1; `in-transit` status 2 (collected); `on-going` status 3; `delivered` status 4; `returned` status 6; `cancelled` status 5.",
    '',
    '## Errors',
    '',
    'Every failure is one shape, the `ApiError` schema: `{ message, code, details? }`. `message` is in the language of `Accept-Language` (en or ar); `code` is one of VALIDATION_FAILED (400), UNAUTHENTICATED (401), FORBIDDEN (403), NOT_FOUND (404), CONFLICT (409), PAYLOAD_TOO_LARGE (413), IDEMPOTENCY_MISMATCH (422), RATE_LIMITED (429) and INTERNAL (500); `details` lists `{ field?, row?, column?, message }`, one per field (or CSV cell) at fault, `field` a dotted path into the body or the query parameter\'s name: `{ "message": "Some fields are not valid", "code": "VALIDATION_FAILED", "details": [{ "field": "phoneNumber", "message": "Invalid phone number" }] }`. With `Accept-Language: ar` the same answer reads `بعض الحقول غير صالحة` and `رقم الهاتف غير صالح`. A 409 CONFLICT on an edit means someone changed the row since the `version` you sent: read it again. Each operation lists the statuses it can answer with.',
    '',
    '## Rate limits',
    '',
    "Every /api/v1 request counts against a per-address budget (600 a minute by default); responses carry `X-RateLimit-Limit`, `X-RateLimit-Remaining` and `X-RateLimit-Reset` (seconds). A client key also has its own budget (300 a minute by default), whoever calls with it and from wherever: a key's answers carry that budget in the same headers. Past either, the answer is 429 with `Retry-After` in seconds.",
    '',
    '## Retrying safely',
    '',
    "The operations that create or buy (drafts, processing, imports, their processing and batch buying, addresses, invitations, key requests, webhook endpoints) take an `Idempotency-Key` header: any unique value, a UUID, per intended request. Retrying after a timeout with the same key and body within 24 hours replays the first successful answer, status and body, with `Idempotent-Replayed: true`, instead of doing it twice; the same key with another body answers 422 IDEMPOTENCY_MISMATCH; a retry while the first is still running answers 409. Keys are the caller's own (a user, or a key) and per operation. A failed request keeps nothing: fix it and send it again under the same key.",
    '',
    '## Webhooks',
    '',
    "Instead of polling `GET /api/v1/shipments/{id}`, register an endpoint (`POST /api/v1/webhooks`: an `https://` URL and the events; individual users for themselves, organization admins for their organization, at most 10) and the portal POSTs each event to it. The events and their payload schemas are this document's `webhooks` (`ShipmentEvent`, `ImportCompletedEvent`, `WebhookTestEvent`): `shipment.created`, `shipment.processed`, `shipment.status_changed`, `shipment.cancelled`, `import.completed`, and `webhook.test` from `POST /api/v1/webhooks/{id}/test`.",
    '',
    "- **Body**: `{ id, type, created_at, data }` (shipment events add `sequence`); `data` is the shipment as `GET /api/v1/shipments/{id}` answers it (for `import.completed`: the import's `id`, `fileName`, `rowCount` and `shipmentIds`).",
    '- **Signature**: `Portal-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + raw body)>`, with the endpoint\'s secret (`whsec_…`, shown once when it is created or rotated; after `rotate-secret` the previous one signs beside it for 24 hours, so there may be two `v1` values: accept any match). Check the raw bytes, compare in constant time and refuse an old `t`; docs/webhooks.md has a ten-line snippet.',
    "- **Delivery**: any 2xx within 10 seconds. A timeout, a network error or any other status (redirects are not followed) is retried with exponential back-off and jitter (about 30 s, doubling, at most 12 h apart) for 3 days; an endpoint whose deliveries all failed for 3 days is turned off and its owner e-mailed (`PATCH` it with `enabled: true` to start again). Delivery is at least once: `Portal-Event-Id` (the event's `id`) is the same on every retry, so ignore one you have seen.",
    "- **Order**: events may arrive out of order (a retry); `sequence` counts a shipment's events from 1, so keep the highest you have and ignore an older one.",
    '- **Log**: `GET /api/v1/webhooks/{id}/deliveries` lists the last deliveries with every attempt (status, duration, the start of the answer), kept 30 days; `POST …/deliveries/{deliveryId}/resend` sends one again.',
    '',
    '## Calling the API with a key',
    '',
    "Request a client key on the portal's **API keys** page; once a system admin approves it, reveal it there (it is shown once: keep it safe). It acts as its owner and sees the same rows, on the operations that list the scheme `clientApiKey`: shipments, their rates, labels, tracking and imports, addresses, couriers, reports and lookups. Managing people, organizations, invitations, keys and passwords needs a signed-in person: a key gets 403 there. A key is read-write or read-only (chosen when it is requested); a read-only key gets 403 on every operation marked `x-changes-data: true`. A pending, denied, revoked or expired key gets 401 with a message saying which; a key stops for good when its owner is disabled, leaves the organization or loses a role that holds keys. Rotating a key gives a new secret and keeps the previous one working for 24 hours.",
  ].join('\n'),
};

const curl = (token: string, path: string) =>
  ['', '```sh', `curl -H "Authorization: Bearer ${token}" https://portal.example${path}`, '```'].join('\n');

/**
 * The three credentials, all sent as `Authorization: Bearer`; plugins/permissions.ts says which an
 * operation takes. Admin routes take the same user token: the role decides (docs/decisions.md).
 */
const SECURITY_SCHEMES = {
  userToken: {
    type: 'http' as const,
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      "A signed-in person's access token (15 minutes; renew it with /api/v1/auth/refresh), from POST /api/v1/auth/login. HS256 JWTs following RFC8725: the algorithm is pinned on verification, and the issuer, audience and expiry are checked." +
      curl('eyJhbGciOiJIUzI1NiJ9…', '/api/v1/auth/me'),
  },
  clientApiKey: {
    type: 'http' as const,
    scheme: 'bearer',
    bearerFormat: 'pk_<16 hex>_<38 characters>',
    description:
      'A client API key, acting as its owner: `pk_<16 hex>_<38 characters>`, the last 6 a checksum, so a mistyped key is refused at once.' +
      curl('pk_0123456789abcdef_…', '/api/v1/shipments?page=1'),
  },
  courierKey: {
    type: 'http' as const,
    scheme: 'bearer',
    bearerFormat: 'ck_…',
    description:
      "A courier partner key (`ck_…`), issued by a system admin on the courier's page; it reads and updates only that courier's shipments." +
      curl('ck_0123456789abcdef_…', '/api/v1/partner/shipments?page=1'),
  },
};

// Relative: the document is served by the portal it describes, whatever its address. (x-internal: the
// audience OWASP's inventory rule asks every server to declare; not in the plugin's ServerObject type.)
const PORTAL_SERVER = {
  url: '/',
  description: 'Production: the portal serving this document',
  'x-internal': false,
} as { url: string; description: string };

/** OpenAPI 3.1 from the route schemas, at /api/openapi.json, and a docs page at /api/docs. */
export default fp(
  async function swaggerPlugin(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: OPENAPI_INFO,
        servers: [PORTAL_SERVER],
        components: { securitySchemes: SECURITY_SCHEMES },
      },
      // Shared schemas keep their $id as their component name (e.g. ApiError).
      refResolver: {
        buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
      },
      transform: ({ schema, url, route }) => {
        const hidden = !url.startsWith('/api/') || url.startsWith('/api/docs');
        return { schema: hidden ? { ...schema, hide: true } : schema, url, route } as never;
      },
      // operationIds, tags, error responses and rate-limit headers for every operation (openapi/document.ts).
      transformObject: (documentObject) =>
        decorateOpenApiDocument(('openapiObject' in documentObject ? documentObject.openapiObject : {}) as never),
    });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'swagger' },
);

/**
 * The docs page's own Content-Security-Policy (the portal's pages have theirs): Swagger UI loads its
 * scripts and styles from /api/docs/static, draws its logo from a data: URL, reads the document
 * and sends "Try it out" requests to this origin only, and no other site may frame it.
 */
const SWAGGER_LOGO_STYLE = '.logo_small_svg__cls-2{fill:#fff}.logo_small_svg__cls-3{fill:#85ea2d}';

const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  // The one inline style Swagger UI draws: its small logo's colours.
  `style-src 'self' 'sha256-${createHash('sha256').update(SWAGGER_LOGO_STYLE).digest('base64')}'`,
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const registerSwaggerUi = (app: FastifyInstance) =>
  app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: DOCS_CSP });
