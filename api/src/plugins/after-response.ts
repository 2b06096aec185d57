import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs work once the answer has left, so how long the work takes tells the caller nothing (e.g. whether
     * an account exists). Failures are logged; closing the app waits for the work.
     */
    afterResponse(reply: FastifyReply, work: () => Promise<unknown>): void;
    /** Resolves once every piece of work started with afterResponse has finished (tests, shutdown). */
    afterResponseSettled(): Promise<void>;
  }
}

export default fp(
  async function afterResponsePlugin(app: FastifyInstance) {
    const pending = new Set<Promise<void>>();

    app.decorate('afterResponse', (reply: FastifyReply, work: () => Promise<unknown>) => {
      // 'close' follows the end of the response, and also a client that went away: the work runs either way.
      // A client may have gone before the handler got here, its 'close' already past: start at once then.
      const responded = new Promise<void>((resolve) => {
        if (reply.raw.closed || reply.raw.destroyed) resolve();
        else reply.raw.once('close', () => resolve());
      });
      const done: Promise<void> = responded
        .then(work)
        .then(
          () => undefined,
          (error: unknown) => reply.log.error({ err: error }, 'work after the response failed'),
        )
        .finally(() => pending.delete(done));
      pending.add(done);
    });

    const settled = async () => {
      while (pending.size > 0) await Promise.all(pending);
    };
    app.decorate('afterResponseSettled', settled);
    // Registered after the shutdown plugin: its preClose has waited for running requests, so all work is known.
    app.addHook('preClose', settled);
  },
  { name: 'after-response', dependencies: ['shutdown'] },
);
