import type { Subject } from '@portal/shared/domain';
import type { FastifyPluginAsync } from 'fastify';
import { eq } from 'drizzle-orm';
import { parcelTypes, serviceTypes, shipmentTypes } from '../../../../db/schema';
import { fieldError } from '../../../../lib/errors';
import { type BodyOf, type CrudResource, registerCrud } from '../crud';
import { searchCondition } from '../../../../lib/search';
import { ParcelTypeBody, ParcelTypeItem, TypeBody, TypeFilters, TypeItem, typeSchemas } from './schemas';

function typeValues(body: BodyOf<typeof TypeBody>) {
  const name = body.name.trim();
  const nameAr = body.nameAr.trim();
  if (!name) throw fieldError('name', 'required');
  if (!nameAr) throw fieldError('nameAr', 'required');
  return {
    code: body.code,
    name,
    nameAr,
    description: body.description?.trim() || null,
    isActive: body.isActive ?? true,
  };
}

type TypeTable = typeof shipmentTypes | typeof serviceTypes | typeof parcelTypes;

function typeResource<Table extends TypeTable, Body extends typeof TypeBody>(
  path: string,
  entityType: string,
  subject: Subject,
  table: Table,
  extra: Pick<CrudResource<Table, Body, typeof TypeFilters>, 'itemSchema' | 'bodyProperties' | 'toValues'>,
): CrudResource<Table, Body, typeof TypeFilters> {
  return {
    path,
    entityType,
    subject,
    tag: 'admin: types',
    columns: { table, id: table.id, version: table.version, updatedAt: table.updatedAt },
    filterProperties: TypeFilters,
    sortable: {
      name: table.name,
      nameAr: table.nameAr,
      code: table.code,
      isActive: table.isActive,
      createdAt: table.createdAt,
      updatedAt: table.updatedAt,
    },
    defaultSort: 'name',
    where: ({ q, isActive }) => [
      searchCondition(q, null, [table.name, table.nameAr, table.code]),
      isActive === undefined ? undefined : eq(table.isActive, isActive),
    ],
    present: async (_db, rows) => rows,
    duplicateFields: { [`${entityType.replace(/-/g, '_')}s_code_unique`]: 'code' },
    inUseMessage: 'typeInUse',
    ...extra,
  };
}

/** Shipment, service and parcel types; inactive ones stay for history but users no longer see them. */
const typeRoutes: FastifyPluginAsync = async (app) => {
  for (const schema of typeSchemas) app.addSchema(schema);
  registerCrud(
    app,
    typeResource('/shipment-types', 'shipment_type', 'shipment-types', shipmentTypes, {
      itemSchema: TypeItem,
      bodyProperties: TypeBody,
      toValues: async (_db, body) => typeValues(body),
    }),
  );
  registerCrud(
    app,
    typeResource('/service-types', 'service_type', 'service-types', serviceTypes, {
      itemSchema: TypeItem,
      bodyProperties: TypeBody,
      toValues: async (_db, body) => typeValues(body),
    }),
  );
  registerCrud(
    app,
    typeResource('/parcel-types', 'parcel_type', 'parcel-types', parcelTypes, {
      itemSchema: ParcelTypeItem,
      bodyProperties: ParcelTypeBody,
      toValues: async (_db, body) => ({
        ...typeValues(body),
        length: body.length,
        width: body.width,
        height: body.height,
        weight: body.weight,
        unitOfMeasurement: body.unitOfMeasurement,
      }),
    }),
  );
};

export default typeRoutes;
