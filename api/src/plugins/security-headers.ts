import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Hardening headers on every response, the request id for correlating logs, and no caching of API answers. */
export default fp(
  async function securityHeadersPlugin(app: FastifyInstance) {
    app.addHook('onSend', async (request, reply) => {
      reply.header('x-request-id', request.id);
      reply.header('x-content-type-options', 'nosniff');
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
      reply.header('x-frame-options', 'DENY');
      reply.header('cross-origin-opener-policy', 'same-origin');
      if (request.url.startsWith('/api/v1/')) reply.header('cache-control', 'no-store');
    });
  },
  { name: 'security-headers' },
);
