import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isImmutableFile } from '../lib/immutable-file';
import { routedPath } from '../lib/request-path';

/**
 * Hardening headers on every response, the request id for correlating logs, and no caching of API
 * answers unless a route says otherwise. HSTS only on answers served over HTTPS (a browser ignores it
 * over HTTP), told by the socket or a trusted proxy's X-Forwarded-Proto.
 */
export default fp(
  async function securityHeadersPlugin(app: FastifyInstance, opts: { hstsMaxAgeSeconds: number }) {
    const hsts = opts.hstsMaxAgeSeconds > 0 ? `max-age=${opts.hstsMaxAgeSeconds}` : null;
    app.addHook('onSend', async (request, reply) => {
      reply.header('x-content-type-options', 'nosniff');
      // The headers below only act on documents (or identify an API answer): sent with each of a
      // page's scripts they were ~0.2 KB apiece on a phone's first load.
      if (isImmutableFile(request, reply)) return;
      if (hsts && request.protocol === 'https') reply.header('strict-transport-security', hsts);
      reply.header('x-request-id', request.id);
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
      reply.header('x-frame-options', 'DENY');
      reply.header('cross-origin-opener-policy', 'same-origin');
      // A route may allow caching on purpose (e.g. the lookups); every other answer is never stored.
      if (routedPath(request).startsWith('/api/v1/') && !reply.hasHeader('cache-control'))
        reply.header('cache-control', 'no-store');
    });
  },
  { name: 'security-headers' },
);
