import type { FastifyPluginAsync } from 'fastify';
import locationRoutes from './locations';
import typeRoutes from './types';
import courierRoutes from './couriers';
import rateRoutes from './rates';
import zoneRoutes from './availability-zones';
import userRoutes from './users';
import organizationRoutes from './organizations';
import apiKeyRoutes from './api-keys';

/**
 * The system admin's reference data under /api/v1/admin: one folder per resource, each
 * route declaring its subject; every change is written to the audit log.
 */
const adminRoutes: FastifyPluginAsync<{ publicUrl: string }> = async (app, opts) => {
  await app.register(locationRoutes);
  await app.register(typeRoutes);
  await app.register(courierRoutes);
  await app.register(rateRoutes);
  await app.register(zoneRoutes);
  await app.register(userRoutes);
  await app.register(organizationRoutes, { publicUrl: opts.publicUrl });
  await app.register(apiKeyRoutes, { publicUrl: opts.publicUrl });
};

export default adminRoutes;
