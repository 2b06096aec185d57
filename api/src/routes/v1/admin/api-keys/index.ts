import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { IdParams, PageOf, PageQuery, WaitingCount, withErrors } from '../../../../lib/schemas';
import { can, requireUser } from '../../../../plugins/permissions';
import {
  approveClientKey,
  countPendingClientKeys,
  denyClientKey,
  findClientKey,
  listClientKeys,
  revokeClientKey,
} from '../../../../services/admin-api-keys';
import { AdminApiKeySchema, AdminKeyFilters, DenyBody, VersionBody } from './schemas';

const tags = ['admin: api keys'];

/**
 * Client API keys (subject `admin-api-keys`): every person's keys with owner and organization;
 * approve or deny a request (with a reason; the owner is e-mailed), revoke. Courier keys live on the
 * courier's page. Every change is audited.
 */
const adminApiKeyRoutes: FastifyPluginAsyncTypebox<{ publicUrl: string }> = async (app, opts) => {
  app.addSchema(AdminApiKeySchema);
  const { db } = app;
  const item = Type.Ref(AdminApiKeySchema);
  /** The signed-in admin's decision on the key and version of the request. */
  const decisionOf = (request: FastifyRequest<{ Params: IdParams; Body: { version: number } }>) => ({
    id: request.params.id,
    version: request.body.version,
    reviewerId: requireUser(request).userId,
  });

  app.get(
    '/api-keys',
    {
      config: { access: can('admin-api-keys', 'read') },
      schema: {
        tags,
        summary:
          "Every person's API keys: pending first by default; filter by status and owner; search name, prefix, owner e-mail or name; sort name, status, createdAt, expires_at, last_used_at",
        querystring: PageQuery(AdminKeyFilters),
        response: withErrors({ 200: PageOf(item) }),
      },
    },
    async (request) => listClientKeys(db, request.query, app.now()),
  );

  app.get(
    '/api-keys/pending-count',
    {
      config: { access: can('admin-api-keys', 'read') },
      schema: {
        tags,
        summary: 'How many client API key requests wait for a decision (the nav badge)',
        response: withErrors({ 200: WaitingCount }),
      },
    },
    async () => ({ count: await countPendingClientKeys(db, app.now()) }),
  );

  app.get(
    '/api-keys/:id',
    {
      config: { access: can('admin-api-keys', 'read') },
      schema: { tags, summary: 'One client key', params: IdParams, response: withErrors({ 200: item }) },
    },
    async (request) => findClientKey(db, request.params.id, app.now()),
  );

  app.post(
    '/api-keys/:id/approve',
    {
      config: { access: can('admin-api-keys', 'update') },
      schema: {
        tags,
        summary: 'Approve a request: the key becomes active (expiry counted from now) and its owner can reveal it once',
        params: IdParams,
        body: VersionBody,
        response: withErrors({ 200: item }),
      },
    },
    async (request) =>
      approveClientKey(db, request, app.mail, { ...decisionOf(request), publicUrl: opts.publicUrl }, app.now()),
  );

  app.post(
    '/api-keys/:id/deny',
    {
      config: { access: can('admin-api-keys', 'update') },
      schema: {
        tags,
        summary: 'Deny a request with a reason (e-mailed to its owner)',
        params: IdParams,
        body: DenyBody,
        response: withErrors({ 200: item }),
      },
    },
    async (request) =>
      denyClientKey(db, request, app.mail, { ...decisionOf(request), reason: request.body.reason }, app.now()),
  );

  app.post(
    '/api-keys/:id/revoke',
    {
      config: { access: can('admin-api-keys', 'update') },
      schema: {
        tags,
        summary: 'Revoke an active key: it stops working at once (a request is denied instead)',
        params: IdParams,
        body: VersionBody,
        response: withErrors({ 200: item }),
      },
    },
    async (request) => revokeClientKey(db, request, request.params.id, request.body.version, app.now()),
  );
};

export default adminApiKeyRoutes;
