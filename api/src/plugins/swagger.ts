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
    'REST API of the courier and shipment-booking portal. Lists take `page`, `pageSize` (≤ 100), `sort` and `q`.',
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
    '## Lists',
    '',
    'Every list answers `{ items, total, page, pageSize }`: `page` from 1, `pageSize` 20 by default and at most 100; `sort=field` or `sort=-field`; `q` searches. The shipment list takes a `tab` (its parameter says what each holds) and filters; its `total` stops counting at a cap on very large accounts (`totalIsCapped`).',
    '',
    '## Errors',
    '',
    'Every failure is one shape, the `ApiError` schema: `{ message, code, details? }`. `message` is in the language of `Accept-Language` (en or ar); `code` is one of VALIDATION_FAILED (400), UNAUTHENTICATED (401), FORBIDDEN (403), NOT_FOUND (404), CONFLICT (409), PAYLOAD_TOO_LARGE (413), RATE_LIMITED (429) and INTERNAL (500); `details` lists `{ field?, row?, column?, message }`, one per field (or CSV cell) at fault. Each operation lists the statuses it can answer with.',
    '',
    '## Rate limits',
    '',
    "Every /api/v1 request counts against a per-address budget; responses carry `X-RateLimit-Limit`, `X-RateLimit-Remaining` and `X-RateLimit-Reset` (seconds). A client key also has its own budget (300 a minute by default), whoever calls with it and from wherever: a key's answers carry that budget in the same headers. Past either, the answer is 429 with `Retry-After` in seconds.",
    '',
    '## Retrying safely',
    '',
    "The operations that create or buy (drafts, processing, imports, their processing and batch buying, addresses, invitations, key requests) take an `Idempotency-Key` header: any unique value, a UUID, per intended request. Retrying after a timeout with the same key and body within 24 hours replays the first successful answer, status and body, with `Idempotent-Replayed: true`, instead of doing it twice; the same key with another body answers 422 IDEMPOTENCY_MISMATCH; a retry while the first is still running answers 409. Keys are the caller's own (a user, or a key) and per operation. A failed request keeps nothing: fix it and send it again under the same key.",
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
