import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../config';
import { type AttemptLimiter, DatabaseAttemptLimiter } from '../lib/attempt-limiter';
import { rateLimitKeyOf } from '../lib/client-address';
import { rateLimited } from '../lib/errors';
import { routedPath } from '../lib/request-path';

export type AttemptLimiters = { [K in Exclude<keyof RateLimits, 'global'>]: AttemptLimiter };

declare module 'fastify' {
  interface FastifyInstance {
    limiters: AttemptLimiters;
  }
}

const HEALTH_PROBES = new Set(['/api/healthz', '/api/readyz']);

/** A global per-IP limit on every route, plus the named attempt limiters the auth routes use. */
export default fp(
  async function rateLimitPlugin(app: FastifyInstance, opts: { rateLimits?: Partial<RateLimits> }) {
    const limits: RateLimits = { ...DEFAULT_RATE_LIMITS, ...opts.rateLimits };
    await app.register(rateLimit, {
      global: false,
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
    // One limiter per rule of RateLimits but the global one (which @fastify/rate-limit enforces above,
    // per process: a flood guard, see docs/architecture.md#rate-limits).
    const limiters = {} as AttemptLimiters;
    for (const name of Object.keys(limits) as (keyof RateLimits)[])
      if (name !== 'global') limiters[name] = new DatabaseAttemptLimiter(app.db, name, limits[name]);
    app.decorate('limiters', limiters);
  },
  { name: 'rate-limit', dependencies: ['db'] },
);
