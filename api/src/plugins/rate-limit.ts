import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../config';
import { type AttemptLimiter, DatabaseAttemptLimiter } from '../lib/attempt-limiter';
import { rateLimitKeyOf } from '../lib/client-address';
import { ClusterRateLimitStore } from '../lib/cluster-rate-limit-store';
import { rateLimited } from '../lib/errors';
import { routedPath } from '../lib/request-path';

export type AttemptLimiters = { [K in Exclude<keyof RateLimits, 'global'>]: AttemptLimiter };

declare module 'fastify' {
  interface FastifyInstance {
    limiters: AttemptLimiters;
    /** Sends this process's global-limit counts to the other replicas now and reads theirs back (it happens every second anyway). */
    syncRateLimits(): Promise<void>;
  }
}

const HEALTH_PROBES = new Set(['/api/healthz', '/api/readyz']);

/** A global per-IP limit on every route, plus the named attempt limiters the auth routes use. */
export default fp(
  async function rateLimitPlugin(
    app: FastifyInstance,
    opts: { rateLimits?: Partial<RateLimits>; syncEveryMs?: number },
  ) {
    const limits: RateLimits = { ...DEFAULT_RATE_LIMITS, ...opts.rateLimits };
    // On PostgreSQL the global limit holds across every API process (counted here, synced every second);
    // PGlite is one process's database, so its in-memory count is already the whole count.
    const clusterStore =
      app.database.driver === 'postgres'
        ? new ClusterRateLimitStore(app.db, {
            name: 'global',
            windowMs: limits.global.windowMs,
            syncEveryMs: opts.syncEveryMs,
            log: app.log,
          })
        : undefined;
    if (clusterStore) app.addHook('onClose', () => clusterStore.stop());
    app.decorate('syncRateLimits', () => clusterStore?.sync({ refreshAll: true }) ?? Promise.resolve());
    await app.register(rateLimit, {
      global: false,
      // A constructor returning the one store (@fastify/rate-limit calls `new store(options)`).
      ...(clusterStore
        ? {
            store: function ClusterStore() {
              return clusterStore;
            } as unknown as FastifyRateLimitStoreCtor,
          }
        : {}),
      // Thrown, so the errors plugin words it in the caller's language.
      errorResponseBuilder: (_request, context) => rateLimited(context.ttl / 1000),
    });
    // An app-level hook registered before the auth plugin's: floods are cut before any token or
    // database work, unauthenticated ones included. Static files and health probes are exempt.
    app.addHook(
      'onRequest',
      app.rateLimit({
        max: limits.global.max,
        timeWindow: limits.global.windowMs,
        keyGenerator: (request) => rateLimitKeyOf(request.ip),
        allowList: (request) => {
          const path = routedPath(request);
          return !path.startsWith('/api/') || HEALTH_PROBES.has(path);
        },
      }),
    );
    // One limiter per rule of RateLimits but the global one (which @fastify/rate-limit enforces above:
    // a flood guard, see docs/architecture.md#rate-limits).
    const limiters = {} as AttemptLimiters;
    for (const name of Object.keys(limits) as (keyof RateLimits)[])
      if (name !== 'global') limiters[name] = new DatabaseAttemptLimiter(app.db, name, limits[name]);
    app.decorate('limiters', limiters);
  },
  { name: 'rate-limit', dependencies: ['db'] },
);
