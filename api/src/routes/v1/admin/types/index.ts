import type { FastifyPluginAsync } from 'fastify';
import { registerCrud } from '../crud';
import { parcelTypeTable, serviceTypeTable, shipmentTypeTable } from '../../../../services/admin-types';
import { ParcelTypeBody, ParcelTypeItem, TypeBody, TypeFilters, TypeItem, typeSchemas } from './schemas';

const common = { tag: 'admin: types', filterProperties: TypeFilters };

/** Shipment, service and parcel types; inactive ones stay for history but users no longer see them. */
const typeRoutes: FastifyPluginAsync = async (app) => {
  for (const schema of typeSchemas) app.addSchema(schema);
  registerCrud(app, {
    ...shipmentTypeTable,
    ...common,
    path: '/shipment-types',
    subject: 'shipment-types',
    itemSchema: TypeItem,
    bodyProperties: TypeBody,
  });
  registerCrud(app, {
    ...serviceTypeTable,
    ...common,
    path: '/service-types',
    subject: 'service-types',
    itemSchema: TypeItem,
    bodyProperties: TypeBody,
  });
  registerCrud(app, {
    ...parcelTypeTable,
    ...common,
    path: '/parcel-types',
    subject: 'parcel-types',
    itemSchema: ParcelTypeItem,
    bodyProperties: ParcelTypeBody,
  });
};

export default typeRoutes;
