import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import afterResponsePlugin from './after-response';
import shutdownPlugin from './shutdown';

/** A bare app with one route that answers at once and leaves `work` for after its answer. */
async function appWithWork(work: () => Promise<unknown>, logged: unknown[] = [], events: string[] = []) {
  const app = Fastify({
    logger: { level: 'error', stream: { write: (line: string) => logged.push(JSON.parse(line)) } },
  });
  await app.register(shutdownPlugin);
  await app.register(afterResponsePlugin);
  app.get('/', async (_request, reply) => {
    reply.raw.once('finish', () => events.push('answered'));
    app.afterResponse(reply, work);
    return { ok: true };
  });
  await app.ready();
  return app;
}

describe('work after the response', () => {
  it('starts only once the answer has left, and closing the app waits for it', async () => {
    const events: string[] = [];
    const app = await appWithWork(
      async () => {
        events.push('work started');
        await sleep(200);
        events.push('work done');
      },
      [],
      events,
    );
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.json()).toEqual({ ok: true });
    await app.close();
    events.push('closed');
    expect(events).toEqual(['answered', 'work started', 'work done', 'closed']);
  });

  it('logs work that fails, without touching the answer', async () => {
    const logged: { msg?: string; err?: { message?: string } }[] = [];
    const app = await appWithWork(async () => {
      throw new Error('outbox unavailable');
    }, logged);
    try {
      expect((await app.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
      await app.afterResponseSettled();
      expect(logged).toEqual([
        expect.objectContaining({
          msg: 'work after the response failed',
          err: expect.objectContaining({ message: 'outbox unavailable' }),
        }),
      ]);
    } finally {
      await app.close();
    }
  });

  it('still runs the work when the client went away before it was handed over', async () => {
    const app = Fastify();
    await app.register(shutdownPlugin);
    await app.register(afterResponsePlugin);
    let ran = false;
    let handedOver!: () => void;
    const workHandedOver = new Promise<void>((resolve) => (handedOver = resolve));
    app.get('/', async (_request, reply) => {
      // The caller hangs up while the handler is still awaiting (e.g. a rate-limit count): 'close' has
      // already been emitted when the work is handed over.
      reply.raw.destroy();
      await new Promise((resolve) => setImmediate(resolve));
      app.afterResponse(reply, async () => {
        ran = true;
      });
      handedOver();
      return { ok: true };
    });
    await app.ready();
    try {
      await app.inject({ method: 'GET', url: '/' }).catch(() => undefined);
      await workHandedOver;
      await Promise.race([app.afterResponseSettled(), sleep(2000)]);
      expect(ran).toBe(true);
    } finally {
      await app.close();
    }
  });
});
