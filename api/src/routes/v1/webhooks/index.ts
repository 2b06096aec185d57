import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { IdParams, withErrors } from '../../../lib/schemas';
import { can, requireUser } from '../../../plugins/permissions';
import {
  createEndpoint,
  deleteEndpoint,
  endpointDeliveries,
  resendDelivery,
  listEndpoints,
  ownEndpoint,
  rotateEndpointSecret,
  updateEndpoint,
} from '../../../services/webhooks/endpoints';
import { sendTestEvent } from '../../../services/webhooks/events';
import {
  CreateWebhookBody,
  DeliveryListSchema,
  DeliveryParams,
  RevealedWebhookSchema,
  TestEventResponse,
  UpdateWebhookBody,
  WebhookEndpointSchema,
} from './schemas';

const tags = ['webhooks'];

/**
 * The caller's webhook endpoints (subject `webhooks`: individual users and organization admins for
 * the organization). Client keys reach them (integrators register endpoints from their own code);
 * a read-only key only reads. Another owner's endpoint is a 404.
 */
const webhookRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addSchema(WebhookEndpointSchema);
  app.addSchema(RevealedWebhookSchema);
  const { db } = app;
  const item = Type.Ref(WebhookEndpointSchema);
  const revealed = Type.Ref(RevealedWebhookSchema);
  const access = (action: 'read' | 'create' | 'update' | 'delete') => can('webhooks', action);

  app.get(
    '',
    {
      config: { access: access('read') },
      schema: {
        tags,
        summary: "The caller's webhook endpoints, newest first (at most 10)",
        response: withErrors({ 200: Type.Object({ items: Type.Array(item) }) }),
      },
    },
    async (request) => listEndpoints(db, requireUser(request)),
  );

  app.post(
    '',
    {
      // The answer carries the signing secret: kept for a replay encrypted, as the endpoint keeps it.
      config: { access: access('create'), idempotent: 'sealed' },
      schema: {
        tags,
        summary: 'Add an endpoint: its signing secret (whsec_…) is in this answer only',
        body: CreateWebhookBody,
        response: withErrors({ 201: revealed }),
      },
    },
    async (request, reply) => {
      const created = await createEndpoint(db, requireUser(request), request.body, app.webhooks);
      reply.status(201);
      return created;
    },
  );

  app.get(
    '/:id',
    {
      config: { access: access('read') },
      schema: {
        tags,
        summary: 'One endpoint (never its secret)',
        params: IdParams,
        response: withErrors({ 200: item }),
      },
    },
    async (request) => ownEndpoint(db, requireUser(request), request.params.id),
  );

  app.patch(
    '/:id',
    {
      config: { access: access('update') },
      schema: {
        tags,
        summary: 'Change the address, the events or whether it is on (with its current version; 409 when stale)',
        params: IdParams,
        body: UpdateWebhookBody,
        response: withErrors({ 200: item }),
      },
    },
    async (request) => updateEndpoint(db, requireUser(request), request.params.id, request.body, app.webhooks),
  );

  app.delete(
    '/:id',
    {
      config: { access: access('delete') },
      schema: {
        tags,
        summary: 'Remove an endpoint and its deliveries',
        params: IdParams,
        response: withErrors({ 204: Type.Null() }),
      },
    },
    async (request, reply) => {
      await deleteEndpoint(db, requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/:id/rotate-secret',
    {
      config: { access: access('update') },
      schema: {
        tags,
        summary: 'A new signing secret, shown this once; the previous one signs beside it for 24 h',
        params: IdParams,
        response: withErrors({ 200: revealed }),
      },
    },
    async (request) =>
      rotateEndpointSecret(db, requireUser(request), request.params.id, {
        key: app.webhooks.key,
        overlapMs: app.webhooks.rotationOverlapMs,
        now: app.now(),
      }),
  );

  app.post(
    '/:id/test',
    {
      config: { access: access('update') },
      schema: {
        tags,
        summary: 'Queue a `webhook.test` event to this endpoint (sent like any other, signed and retried)',
        params: IdParams,
        response: withErrors({ 202: TestEventResponse }),
      },
    },
    async (request, reply) => {
      const deliveryId = await sendTestEvent(db, requireUser(request), request.params.id, app.now());
      app.outbox.wake();
      reply.status(202);
      return { deliveryId };
    },
  );

  app.get(
    '/:id/deliveries',
    {
      config: { access: access('read') },
      schema: {
        tags,
        summary: 'The latest 50 deliveries to this endpoint, each with its attempts (kept 30 days)',
        params: IdParams,
        response: withErrors({ 200: DeliveryListSchema }),
      },
    },
    async (request) => endpointDeliveries(db, requireUser(request), request.params.id),
  );

  app.post(
    '/:id/deliveries/:deliveryId/resend',
    {
      config: { access: access('update') },
      schema: {
        tags,
        summary: 'Send a delivery again now (a new attempt, retried for another three days if it fails)',
        params: DeliveryParams,
        response: withErrors({ 202: Type.Null() }),
      },
    },
    async (request, reply) => {
      const { id, deliveryId } = request.params;
      await resendDelivery(db, requireUser(request), id, deliveryId, app.now());
      app.outbox.wake();
      return reply.status(202).send(null);
    },
  );
};

export default webhookRoutes;
