import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** True once close() began: readiness fails and connections are not kept alive. */
    isClosing(): boolean;
  }
}

/**
 * Graceful shutdown: after close() starts, requests already running finish, and their responses
 * carry `Connection: close` so keep-alive clients do not hold the server open until their timeout.
 */
export default fp(
  async function shutdownPlugin(app: FastifyInstance) {
    let closing = false;
    app.decorate('isClosing', () => closing);
    app.addHook('preClose', async () => {
      closing = true;
      app.server.closeIdleConnections?.();
    });
    app.addHook('onSend', async (_request, reply) => {
      if (closing) reply.header('connection', 'close');
    });
  },
  { name: 'shutdown' },
);
