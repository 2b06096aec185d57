import { randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import ajvCompiler from '@fastify/ajv-compiler';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { type AppOptions, DEFAULT_HSTS_MAX_AGE_SECONDS } from './config';
import { validatorWithAcceptedInput } from './lib/accepted-input';
import { addPortalFormats } from './lib/ajv-formats';
import { AppError } from './lib/errors';
import { safeLoggerOptions } from './lib/logging';
import { ApiErrorSchema } from './lib/schemas';
import { seedDatabase } from './db/seed';
import { defaultDataDir } from './paths';
import afterResponsePlugin from './plugins/after-response';
import authPlugin from './plugins/auth';
import dbPlugin from './plugins/db';
import errorsPlugin, { sendAppError } from './plugins/errors';
import idempotencyPlugin from './plugins/idempotency';
import mailPlugin from './plugins/mail';
import outboxPlugin from './plugins/outbox';
import permissionsPlugin from './plugins/permissions';
import rateLimitPlugin from './plugins/rate-limit';
import securityHeadersPlugin from './plugins/security-headers';
import shutdownPlugin from './plugins/shutdown';
import staticAppsPlugin from './plugins/static-apps';
import swaggerPlugin, { registerSwaggerUi } from './plugins/swagger';
import webhooksPlugin from './plugins/webhooks';
import smsPlugin from './plugins/sms';
import recipientsPlugin from './plugins/recipients';
import unsubscribeRoutes from './routes/unsubscribe';
import healthRoutes from './routes/health';
import v1Routes from './routes/v1';

export type { AppOptions } from './config';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * A number of hops becomes "the last N addresses are proxies" (Fastify refuses a bare number, as it
 * cannot tell a proxy from a direct caller; the deployment must then let only its proxies reach the API).
 */
function trustProxyOption(trustProxy: AppOptions['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (typeof trustProxy !== 'number') return trustProxy ?? false;
  return (_address, hop) => hop < trustProxy;
}

/** The whole API as a Fastify instance, not yet listening (server.ts listens; tests use app.inject). */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Whatever logger the caller asks for, errors are logged by their shape and secrets are redacted.
    logger: safeLoggerOptions(opts.logger ?? false),
    // Request lines off on demand (the demo console); errors are still logged by the errors plugin.
    ...(opts.logRequests === false ? { logController: new LogController({ disableRequestLogging: true }) } : {}),
    trustProxy: trustProxyOption(opts.trustProxy),
    // Honour a caller's (or the proxy's) X-Request-Id so one id follows a request through every log line.
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    // Migrating and seeding an embedded database (PGlite) on a busy 2-core machine took longer than
    // Fastify's default 10 s for a plugin or an onReady hook: the demo then failed to start.
    pluginTimeout: 120_000,
    ajv: {
      // Unknown fields fail validation instead of being silently dropped (no mass assignment);
      // every error is reported, so the response names each field at fault.
      customOptions: { removeAdditional: false, allErrors: true, coerceTypes: 'array', useDefaults: true },
      onCreate: addPortalFormats,
    },
    // Every request part of every route is also held to the accepted text and numbers (lib/accepted-input.ts).
    schemaController: { compilersFactory: { buildValidator: validatorWithAcceptedInput(ajvCompiler()) } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  // The clock API keys are checked against (expiry, rotation overlap): tests move it.
  app.decorate('now', opts.now ?? (() => new Date()));
  app.addSchema(ApiErrorSchema);
  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin, {
    hstsMaxAgeSeconds: opts.hstsMaxAgeSeconds ?? DEFAULT_HSTS_MAX_AGE_SECONDS,
  });
  // Before compression: the answer kept for a retry is the JSON itself.
  await app.register(idempotencyPlugin);
  // Responses above 1 KB (JSON lists, CSV) compressed by Accept-Encoding; brotli at a level that costs
  // little CPU per request. Files the builds compressed ahead are sent as they are (static-apps).
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(shutdownPlugin);
  await app.register(afterResponsePlugin);
  await app.register(dbPlugin, { database: opts.database });
  await app.register(rateLimitPlugin, { rateLimits: opts.rateLimits, syncEveryMs: opts.rateLimitSyncMs });
  await app.register(swaggerPlugin);
  await app.register(authPlugin, {
    jwtSecret: opts.jwtSecret,
    accessTokenTtlSeconds: opts.accessTokenTtlSeconds ?? 15 * 60,
    passwordHashing: opts.passwordHashing,
  });
  await app.register(permissionsPlugin);
  await app.register(outboxPlugin, { outbox: opts.outbox ?? {} });
  await app.register(mailPlugin, { mail: opts.mail ?? {}, dataDir: opts.dataDir ?? defaultDataDir });
  await app.register(webhooksPlugin, { webhooks: opts.webhooks ?? {} });
  const publicUrl = (opts.publicUrl ?? 'http://localhost:8080').replace(/\/+$/, '');
  await app.register(smsPlugin, { sms: opts.sms ?? {}, dataDir: opts.dataDir ?? defaultDataDir });
  await app.register(recipientsPlugin, { recipients: opts.recipients ?? {}, publicUrl, secret: opts.jwtSecret });

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(unsubscribeRoutes, { prefix: '/api/u', publicUrl, secret: opts.jwtSecret });
  await app.register(v1Routes, {
    prefix: '/api/v1',
    auth: {
      publicUrl,
      refreshTokenTtlSeconds: opts.refreshTokenTtlSeconds ?? 30 * 24 * 3600,
      resetTokenTtlSeconds: opts.resetTokenTtlSeconds ?? 3600,
    },
    apiKeyRotationOverlapMs: opts.apiKeyRotationOverlapMs ?? 24 * 3600 * 1000,
    secret: opts.jwtSecret,
  });
  await registerSwaggerUi(app);
  if (opts.appsDir) await app.register(staticAppsPlugin, { appsDir: opts.appsDir, hostDist: opts.hostDist });

  const seed = opts.seed;
  if (seed) {
    app.addHook('onReady', async () => {
      await seedDatabase(app.db, { demo: seed.demo, passwords: app.passwords, log: app.log });
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (app.serveSpaIndex && (await app.serveSpaIndex(request, reply))) return reply;
    return sendAppError(request, reply, new AppError('NOT_FOUND', 'routeNotFound'));
  });

  return app;
}
