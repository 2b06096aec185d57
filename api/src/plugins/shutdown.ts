import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** True once close() began: readiness fails and connections are not kept alive. */
    isClosing(): boolean;
  }
}

const COUNTED = Symbol('countedInFlight');
type Counted = FastifyRequest & { [COUNTED]?: boolean };

/**
 * Graceful shutdown. After close() starts, new requests get 503 (Fastify), responses carry
 * `Connection: close`, and the database is closed only once every request already running has
 * finished — including requests whose client went away, whose handler is still working (the HTTP
 * server alone would stop waiting for those when their socket closes).
 */
export default fp(
  async function shutdownPlugin(app: FastifyInstance, opts: { drainTimeoutMs?: number }) {
    const drainTimeoutMs = opts.drainTimeoutMs ?? 10_000;
    let closing = false;
    let inFlight = 0;
    let drained: (() => void) | null = null;

    const settle = (request: Counted) => {
      if (!request[COUNTED]) return;
      request[COUNTED] = false;
      inFlight -= 1;
      if (inFlight === 0) drained?.();
    };

    app.decorate('isClosing', () => closing);
    app.addHook('onRequest', async (request: Counted) => {
      request[COUNTED] = true;
      inFlight += 1;
    });
    // A request ends when its async handler has settled (even if the client left) …
    app.addHook('onRoute', (route: RouteOptions) => {
      const handler = route.handler;
      route.handler = function countedHandler(this: FastifyInstance, request, reply) {
        let result: unknown;
        try {
          result = handler.call(this, request, reply);
        } catch (error) {
          settle(request);
          throw error;
        }
        // Callback-style handlers (e.g. static files) send later: their response settles them.
        if (result && typeof (result as Promise<unknown>).then === 'function')
          return (result as Promise<unknown>).finally(() => settle(request));
        return result;
      };
    });
    // … or, when no async handler ran (refused by a hook, not found, static file), once its response is done.
    app.addHook('onResponse', async (request: Counted) => settle(request));
    app.addHook('onSend', async (_request, reply) => {
      if (closing) reply.header('connection', 'close');
    });

    app.addHook('preClose', async () => {
      closing = true;
      app.server.closeIdleConnections?.();
      if (inFlight === 0) return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          app.log.warn({ inFlight }, 'shutdown: gave up waiting for running requests');
          resolve();
        }, drainTimeoutMs);
        timer.unref();
        drained = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    });
  },
  { name: 'shutdown' },
);
