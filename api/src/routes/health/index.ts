import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';

const Status = Type.Object({ status: Type.String() });

/** Liveness (the process answers) and readiness (the database answers) for load balancers and compose. */
const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/healthz', { schema: { tags: ['health'], summary: 'Liveness', response: { 200: Status } } }, async () => ({
    status: 'ok',
  }));

  app.get(
    '/readyz',
    {
      schema: { tags: ['health'], summary: 'Readiness: the database answers', response: { 200: Status, 503: Status } },
    },
    async (request, reply) => {
      if (app.isClosing()) return reply.status(503).send({ status: 'closing' });
      try {
        await app.database.ping();
        return { status: 'ready' };
      } catch (error) {
        request.log.warn({ err: error }, 'database not reachable');
        return reply.status(503).send({ status: 'database-unavailable' });
      }
    },
  );
};

export default healthRoutes;
