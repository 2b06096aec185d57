import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ClientApiKeySchema } from '../../../lib/api-key-schemas';
import { IdParams, PageOf, PageQuery, withErrors } from '../../../lib/schemas';
import { can, requireUser } from '../../../plugins/permissions';
import {
  listOwnKeys,
  requestKey,
  revealOwnKey,
  revokeOwnKey,
  rotateOwnKey,
  withdrawKeyRequest,
} from '../../../services/api-keys';
import { KeyFilters, RequestKeyBody, RevealedKeySchema } from './schemas';

export interface ApiKeyRouteOptions {
  /** How long a rotated key's previous secret keeps working. */
  rotationOverlapMs: number;
}

const tags = ['api keys'];

/**
 * The caller's client API keys (subject `client-api-keys`): request one, reveal it once when a
 * system admin has approved it, rotate it, revoke it. Only a signed-in person manages keys: a key
 * cannot mint or reveal keys. Another person's key is a 404.
 */
const apiKeyRoutes: FastifyPluginAsyncTypebox<ApiKeyRouteOptions> = async (app, opts) => {
  app.addSchema(RevealedKeySchema);
  const { db } = app;
  const item = Type.Ref(ClientApiKeySchema);
  const access = (action: 'read' | 'create' | 'update') => can('client-api-keys', action);

  app.get(
    '',
    {
      config: { access: access('read') },
      schema: {
        tags,
        summary: "The caller's API keys, newest first (filter by status)",
        querystring: PageQuery(KeyFilters),
        response: withErrors({ 200: PageOf(item) }),
      },
    },
    async (request) => listOwnKeys(db, requireUser(request).userId, request.query, app.now()),
  );

  app.post(
    '',
    {
      config: { access: access('create'), idempotent: true },
      schema: {
        tags,
        summary: 'Request a key: pending until a system admin approves or denies it',
        body: RequestKeyBody,
        response: withErrors({ 201: item }),
      },
    },
    async (request, reply) => {
      const { userId, organizationId } = requireUser(request);
      const created = await requestKey(db, request, { userId, organizationId }, request.body, app.now());
      reply.status(201);
      return created;
    },
  );

  app.post(
    '/:id/reveal',
    {
      config: { access: access('update') },
      schema: {
        tags,
        summary: 'Show an approved key: the whole key, this once (a second reveal is refused; rotate instead)',
        params: IdParams,
        response: withErrors({ 200: Type.Ref(RevealedKeySchema) }),
      },
    },
    async (request) => revealOwnKey(db, request, requireUser(request).userId, request.params.id, app.now()),
  );

  app.post(
    '/:id/rotate',
    {
      config: { access: access('update') },
      schema: {
        tags,
        summary: `A new secret, shown this once; the previous one keeps working for ${Math.round(opts.rotationOverlapMs / 3_600_000)} h, then stops`,
        params: IdParams,
        response: withErrors({ 200: Type.Ref(RevealedKeySchema) }),
      },
    },
    async (request) => {
      const key = { userId: requireUser(request).userId, id: request.params.id, overlapMs: opts.rotationOverlapMs };
      return rotateOwnKey(db, request, key, app.now());
    },
  );

  app.delete(
    '/:id',
    {
      config: { access: access('update') },
      schema: {
        tags,
        summary: 'Withdraw a pending request: it is removed (it never had a secret)',
        params: IdParams,
        response: withErrors({ 204: Type.Null() }),
      },
    },
    async (request, reply) => {
      await withdrawKeyRequest(db, request, requireUser(request).userId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/:id/revoke',
    {
      config: { access: access('update') },
      schema: {
        tags,
        summary: 'Revoke an active key: it stops working at once',
        params: IdParams,
        response: withErrors({ 200: item }),
      },
    },
    async (request) => revokeOwnKey(db, request, requireUser(request).userId, request.params.id, app.now()),
  );
};

export default apiKeyRoutes;
