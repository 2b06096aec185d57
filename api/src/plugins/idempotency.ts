import { createHash } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, conflict } from '../lib/errors';
import { decryptSecret, encryptSecret } from '../lib/webhook-crypto';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  type IdempotencyClaim,
  releaseIdempotencyKey,
} from '../services/idempotency';
import type { UploadedFile } from '../lib/uploads';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Creates or buys: a retry with the same `Idempotency-Key` replays the first answer (plugins/idempotency.ts).
     * `'sealed'`: the answer carries a secret shown once, so it is kept encrypted like the secret itself.
     */
    idempotent?: boolean | 'sealed';
  }
  interface FastifyRequest {
    idempotencyClaim?: IdempotencyClaim;
  }
  interface FastifyInstance {
    /**
     * An idempotent upload's claim, made by its handler once the file is read (the same file under a new
     * multipart boundary is the same request); true when the earlier answer was replayed: send nothing more.
     */
    replayedUpload(request: FastifyRequest, reply: FastifyReply, upload: UploadedFile): Promise<boolean>;
  }
}

const HEADER = 'idempotency-key';

const IdempotencyHeaders = Type.Object({
  [HEADER]: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 255,
      pattern: '^[\\x21-\\x7E]+$',
      description:
        'Any unique value (a UUID) per create: a retry with the same key and body within 24 hours replays the first successful answer (`Idempotent-Replayed: true`) instead of doing it twice; the same key with another body answers 422 IDEMPOTENCY_MISMATCH; while the first is still running, 409.',
    }),
  ),
});

const sealed = (request: FastifyRequest) => request.routeOptions.config?.idempotent === 'sealed';

const keyOf = (request: FastifyRequest) => {
  const value = request.headers[HEADER];
  return typeof value === 'string' && request.routeOptions.config?.idempotent ? value : undefined;
};

/**
 * `Idempotency-Key` on the routes that create or buy (`config.idempotent`), as Stripe has it: scoped to
 * the caller (user or API key) and the operation, kept in PostgreSQL so every replica sees it. Only a
 * successful answer is kept; a failure frees the key. Registered before compression, so the answer kept
 * is the serialized JSON, not compressed bytes.
 */
export default fp(
  async function idempotencyPlugin(app: FastifyInstance) {
    app.addHook('onRoute', (route: RouteOptions) => {
      if (!route.config?.idempotent) return;
      if (route.schema?.headers) throw new Error(`${route.url}: an idempotent route cannot declare its own headers`);
      route.schema = { ...route.schema, headers: IdempotencyHeaders };
    });

    /** Claims the request's key with its body's digest; true when the earlier answer was replayed. */
    const claimFor = async (request: FastifyRequest, reply: FastifyReply, body: unknown) => {
      const key = keyOf(request);
      const principal = request.principal;
      if (!key || !principal) return false;
      const claim: IdempotencyClaim = {
        scope: principal.apiKeyId
          ? `key:${principal.apiKeyId}`
          : `user:${principal.kind === 'user' ? principal.userId : ''}`,
        operation: `${request.method} ${request.routeOptions.url}`,
        key,
        fingerprint: createHash('sha256')
          .update(JSON.stringify([request.params ?? null, request.query ?? null, body ?? null]))
          .digest('hex'),
      };
      const outcome = await claimIdempotencyKey(app.db, claim, app.now());
      switch (outcome.kind) {
        case 'claimed':
          request.idempotencyClaim = claim;
          return false;
        case 'mismatch':
          throw new AppError('IDEMPOTENCY_MISMATCH', 'idempotencyMismatch');
        case 'running':
          throw conflict('idempotencyInProgress');
        case 'replay':
          await reply
            .code(outcome.statusCode)
            .header('idempotent-replayed', 'true')
            .type(outcome.contentType)
            .send(sealed(request) ? decryptSecret(app.webhooks.key, outcome.body) : outcome.body);
          return true;
      }
    };

    // An upload's body is read by its handler: it claims with the file (replayedUpload), not here.
    app.addHook('preHandler', async (request, reply) => {
      const upload = (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');
      if (!upload && (await claimFor(request, reply, request.body))) return reply;
    });

    app.decorate('replayedUpload', async (request: FastifyRequest, reply: FastifyReply, upload: UploadedFile) =>
      claimFor(
        request,
        reply,
        createHash('sha256').update(upload.fileName).update('\0').update(upload.bytes).digest('hex'),
      ),
    );

    // Before the answer leaves: a retry sent the moment it arrives already finds it.
    app.addHook('onSend', async (request, reply, payload) => {
      const claim = request.idempotencyClaim;
      if (!claim) return payload;
      request.idempotencyClaim = undefined;
      const kept = reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string';
      if (kept) {
        const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
        // A sealed answer is kept under the key that keeps webhook signing secrets (WEBHOOK_SECRET_KEY).
        const body = sealed(request) ? encryptSecret(app.webhooks.key, payload) : payload;
        await completeIdempotencyKey(app.db, claim, { statusCode: reply.statusCode, contentType, body });
      } else await releaseIdempotencyKey(app.db, claim);
      return payload;
    });
  },
  { name: 'idempotency' },
);
