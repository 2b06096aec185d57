import { createHash } from 'node:crypto';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const OPENAPI_INFO = {
  title: 'Courier Portal API',
  version: '1.0.0',
  description: [
    'REST API of the courier and shipment-booking portal. Errors are `{ message, code, details? }` with `message` in the language of `Accept-Language` (en or ar). Lists take `page`, `pageSize` (≤ 100), `sort` and `q`.',
    '',
    '## Calling the API with a key',
    '',
    "Request a client key on the portal's **API keys** page; once a system admin approves it, reveal it there (it is shown once: keep it safe). Send it as a bearer token; it calls the same routes, and sees the same rows, as its owner:",
    '',
    '```sh',
    'curl -H "Authorization: Bearer pk_0123456789abcdef_…" https://portal.example/api/v1/shipments?page=1',
    '```',
    '',
    'A key is `pk_<16 hex>_<38 characters>`; the last 6 are a checksum, so a mistyped key is refused at once. A pending, denied, revoked or expired key gets 401 with a message saying which. Each key has its own request budget (300 a minute by default): past it, 429 with `Retry-After`. Rotating a key gives a new secret and keeps the previous one working for 24 hours. Keys cannot manage keys, change passwords or the profile.',
  ].join('\n'),
};

/** OpenAPI 3.1 from the route schemas, at /api/openapi.json, and a docs page at /api/docs. */
export default fp(
  async function swaggerPlugin(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: OPENAPI_INFO,
        components: {
          securitySchemes: {
            bearerAuth: {
              type: 'http',
              scheme: 'bearer',
              description:
                'An access token from /api/v1/auth/login, or an API key (pk_… client keys, ck_… courier keys): `Authorization: Bearer <key>`.',
            },
          },
        },
      },
      // Shared schemas keep their $id as their component name (e.g. ApiError).
      refResolver: {
        buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
      },
      transform: ({ schema, url, route }) => {
        const hidden = !url.startsWith('/api/') || url.startsWith('/api/docs');
        return { schema: hidden ? { ...schema, hide: true } : schema, url, route } as never;
      },
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
