import type { FastifyPluginAsync } from 'fastify';
import authRoutes, { type AuthRouteOptions } from './auth';
import addressRoutes from './addresses';
import locationRoutes from './locations';
import lookupRoutes from './lookups';
import adminRoutes from './admin';
import courierRoutes from './couriers';
import partnerRoutes from './partner';
import shipmentRoutes from './shipments';
import trackingRoutes from './tracking';
import organizationRoutes from './organization';
import invitationRoutes from './invitations';
import referralCodeRoutes from './referral-codes';
import apiKeyRoutes from './api-keys';
import reportRoutes from './reports';
import webhookRoutes from './webhooks';
import recipientNotificationRoutes from './recipient-notifications';
import { ClientApiKeySchema } from '../../lib/api-key-schemas';
import {
  AdminOrganizationSchema,
  MemberSchema,
  MyOrganizationSchema,
  OrganizationSchema,
} from '../../lib/organization-schemas';

export interface V1Options {
  auth: AuthRouteOptions;
  apiKeyRotationOverlapMs: number;
  /** Signs what the API hands out without storing it (the tracking page's update codes). */
  secret: string;
}

/**
 * Every /api/v1 resource, one folder each (routes in index.ts, schemas beside them). A new
 * resource adds one line here; each route declares `config.access` (see plugins/permissions.ts),
 * which the permission matrix test picks up by itself.
 */
const v1Routes: FastifyPluginAsync<V1Options> = async (app, opts) => {
  // Referenced by the caller's and the admin's organization routes alike.
  for (const schema of [
    OrganizationSchema,
    MyOrganizationSchema,
    MemberSchema,
    AdminOrganizationSchema,
    ClientApiKeySchema,
  ])
    app.addSchema(schema);
  await app.register(authRoutes, { prefix: '/auth', ...opts.auth });
  await app.register(lookupRoutes, { prefix: '/lookups' });
  await app.register(adminRoutes, { prefix: '/admin', publicUrl: opts.auth.publicUrl });
  await app.register(shipmentRoutes, { prefix: '/shipments' });
  await app.register(trackingRoutes, { prefix: '/tracking', secret: opts.secret });
  await app.register(courierRoutes, { prefix: '/couriers' });
  await app.register(partnerRoutes, { prefix: '/partner' });
  await app.register(addressRoutes, { prefix: '/addresses' });
  await app.register(locationRoutes, { prefix: '/locations' });
  await app.register(organizationRoutes, { prefix: '/organization', publicUrl: opts.auth.publicUrl });
  await app.register(invitationRoutes, { prefix: '/invitations' });
  await app.register(referralCodeRoutes, { prefix: '/referral-codes' });
  await app.register(apiKeyRoutes, { prefix: '/api-keys', rotationOverlapMs: opts.apiKeyRotationOverlapMs });
  await app.register(reportRoutes, { prefix: '/reports' });
  await app.register(webhookRoutes, { prefix: '/webhooks' });
  await app.register(recipientNotificationRoutes, {
    prefix: '/recipient-notifications',
    publicUrl: opts.auth.publicUrl,
  });
};

export default v1Routes;
