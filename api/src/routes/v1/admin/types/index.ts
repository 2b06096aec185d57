import type { Subject } from '@portal/shared/domain';
import type { FastifyPluginAsync } from 'fastify';
import { eq } from 'drizzle-orm';
import { parcelTypes, serviceTypes, shipmentTypes } from '../../../../db/schema';
import { fieldError } from '../../../../lib/errors';
import { type CrudResource, registerCrud } from '../crud';
import { searchCondition } from '../search';
import { ParcelTypeBody, ParcelTypeItem, TypeBody, TypeFilters, TypeItem, typeSchemas } from './schemas';

interface TypeInput {
  code: string;
  name: string;
  nameAr: string;
  description?: string | null;
  isActive?: boolean;
}

interface ParcelTypeInput extends TypeInput {
  length: number;
  width: number;
  height: number;
  weight: number;
  unitOfMeasurement: 'cm-kg' | 'in-lb';
}

function typeValues(body: TypeInput) {
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

function typeResource<Body extends TypeInput>(
  path: string,
  entityType: string,
  subject: Subject,
  table: TypeTable,
  extra: Pick<CrudResource<object, Body>, 'itemSchema' | 'bodyProperties' | 'toValues'>,
): CrudResource<{ isActive?: boolean }, Body> {
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

/** Shipment, service and parcel types (issue 4); inactive ones stay for history but users no longer see them. */
const typeRoutes: FastifyPluginAsync = async (app) => {
  for (const schema of typeSchemas) app.addSchema(schema);
  registerCrud(
    app,
    typeResource<TypeInput>('/shipment-types', 'shipment_type', 'shipment-types', shipmentTypes, {
      itemSchema: TypeItem,
      bodyProperties: TypeBody,
      toValues: async (_db, body) => typeValues(body),
    }),
  );
  registerCrud(
    app,
    typeResource<TypeInput>('/service-types', 'service_type', 'service-types', serviceTypes, {
      itemSchema: TypeItem,
      bodyProperties: TypeBody,
      toValues: async (_db, body) => typeValues(body),
    }),
  );
  registerCrud(
    app,
    typeResource<ParcelTypeInput>('/parcel-types', 'parcel_type', 'parcel-types', parcelTypes, {
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
