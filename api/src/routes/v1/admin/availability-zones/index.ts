import type { FastifyPluginAsync } from 'fastify';
import { registerCrud } from '../crud';
import { zoneTable } from '../../../../services/availability-zones';
import { ZoneBody, ZoneFilters, ZoneItem } from './schemas';

/**
 * Where a courier picks up (origin) and delivers (destination), each level with the courier's own
 * provider id; a blank level matches any (docs/architecture.md#pricing-and-coverage). Reached from a courier; subject
 * `locations` like its page.
 */
const zoneRoutes: FastifyPluginAsync = async (app) => {
  app.addSchema(ZoneItem);
  registerCrud(app, {
    ...zoneTable(app.db),
    path: '/availability-zones',
    subject: 'locations',
    tag: 'admin: availability zones',
    itemSchema: ZoneItem,
    bodyProperties: ZoneBody,
    filterProperties: ZoneFilters,
  });
};

export default zoneRoutes;
