import { eq } from 'drizzle-orm';
import { parcelTypes, serviceTypes, shipmentTypes } from '../db/schema';
import { searchCondition } from '../lib/search';
import { type CrudListQuery, type CrudTable, trimmedNames } from './admin-crud';

/** Shipment, service and parcel types; inactive ones stay for history but users no longer see them. */

export interface TypeInput {
  code: string;
  name: string;
  nameAr: string;
  description?: string | null;
  isActive?: boolean;
}

export interface ParcelTypeInput extends TypeInput {
  length: number;
  width: number;
  height: number;
  weight: number;
  unitOfMeasurement: 'cm-kg' | 'in-lb';
}

export type TypeQuery = CrudListQuery & { isActive?: boolean };

function typeValues(body: TypeInput) {
  return {
    code: body.code,
    ...trimmedNames(body),
    description: body.description?.trim() || null,
    isActive: body.isActive ?? true,
  };
}

type TypeTable = typeof shipmentTypes | typeof serviceTypes | typeof parcelTypes;

function typeTable<Table extends TypeTable, Body extends TypeInput>(
  entityType: string,
  table: Table,
  toValues: CrudTable<Table, Body, TypeQuery>['toValues'],
): CrudTable<Table, Body, TypeQuery> {
  return {
    entityType,
    columns: { table, id: table.id, version: table.version, updatedAt: table.updatedAt },
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
    toValues,
    present: async (_db, rows) => rows,
    duplicateFields: { [`${entityType.replace(/-/g, '_')}s_code_unique`]: 'code' },
    inUseMessage: 'typeInUse',
  };
}

export const shipmentTypeTable = typeTable('shipment_type', shipmentTypes, async (_db, body: TypeInput) =>
  typeValues(body),
);
export const serviceTypeTable = typeTable('service_type', serviceTypes, async (_db, body: TypeInput) =>
  typeValues(body),
);
export const parcelTypeTable = typeTable('parcel_type', parcelTypes, async (_db, body: ParcelTypeInput) => ({
  ...typeValues(body),
  length: body.length,
  width: body.width,
  height: body.height,
  weight: body.weight,
  unitOfMeasurement: body.unitOfMeasurement,
}));
