import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { withErrors } from '../../../lib/schemas';
import { can } from '../../../plugins/permissions';
import { courierCatalogue } from '../../../services/couriers';
import { CatalogueCourier } from './schemas';

/** The courier catalogue users browse (/couriers): active couriers only. */
const courierRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addSchema(CatalogueCourier);

  app.get(
    '',
    {
      config: { access: can('couriers', 'read') },
      schema: {
        tags: ['couriers'],
        summary: 'Active couriers with logo, website, service types and the regions they cover',
        response: withErrors({ 200: Type.Object({ items: Type.Array(Type.Ref('CatalogueCourier')) }) }),
      },
    },
    async () => ({ items: await courierCatalogue(app.db) }),
  );
};

export default courierRoutes;
