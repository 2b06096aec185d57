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

export interface V1Options {
  auth: AuthRouteOptions;
}

/**
 * Every /api/v1 resource, one folder each (routes in index.ts, schemas beside them). A new
 * resource adds one line here; each route declares `config.access` (see plugins/permissions.ts),
 * which the permission matrix test picks up by itself.
 */
const v1Routes: FastifyPluginAsync<V1Options> = async (app, opts) => {
  await app.register(authRoutes, { prefix: '/auth', ...opts.auth });
  await app.register(lookupRoutes, { prefix: '/lookups' });
  await app.register(adminRoutes, { prefix: '/admin' });
  await app.register(shipmentRoutes, { prefix: '/shipments' });
  await app.register(trackingRoutes, { prefix: '/tracking' });
  await app.register(courierRoutes, { prefix: '/couriers' });
  await app.register(partnerRoutes, { prefix: '/partner' });
  await app.register(addressRoutes, { prefix: '/addresses' });
  await app.register(locationRoutes, { prefix: '/locations' });
};

export default v1Routes;
