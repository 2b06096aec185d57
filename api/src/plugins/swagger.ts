import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const OPENAPI_INFO = {
  title: 'Courier Portal API',
  version: '1.0.0',
  description:
    'REST API of the courier and shipment-booking portal. Errors are `{ message, code, details? }` with `message` in the language of `Accept-Language` (en or ar). Lists take `page`, `pageSize` (≤ 100), `sort` and `q`.',
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
                'An access token from /api/v1/auth/login, or an API key (pk_… client keys, ck_… courier keys).',
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

export const registerSwaggerUi = (app: FastifyInstance) => app.register(swaggerUi, { routePrefix: '/api/docs' });
