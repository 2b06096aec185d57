import { asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client';
import {
  courierParcelTypes,
  courierServiceTypes,
  courierShipmentTypes,
  couriers,
  parcelTypes,
  serviceTypes,
  shipmentTypes,
} from '../db/schema';
import { courierLogoUrl } from '../lib/courier-logo-url';
import { fieldError, notFound } from '../lib/errors';
import { searchCondition } from '../lib/search';
import { type CrudListQuery, type CrudTable, findRow, type RowOf, trimmedNames } from './admin-crud';
import { writeAudit } from './audit';

/** Couriers as the system admin keeps them: details, logo, and the types each supports. */

export type ActiveFlag = 'active' | 'inactive' | 'disabled';

export interface CourierInput {
  code: string;
  name: string;
  nameAr: string;
  website?: string | null;
  source?: string;
  activeFlag?: ActiveFlag;
}

const columns = { table: couriers, id: couriers.id, version: couriers.version, updatedAt: couriers.updatedAt };
// Everything but the logo's bytes.
const { logo: _logoBytes, ...listedColumns } = getTableColumns(couriers);
type CourierRow = RowOf<typeof couriers, 'logo'>;

const present = (row: CourierRow) => ({ ...row, logoUrl: courierLogoUrl(row.id, row.logoUpdatedAt) });

export const courierTable: CrudTable<
  typeof couriers,
  CourierInput,
  CrudListQuery & { activeFlag?: ActiveFlag },
  CourierRow
> = {
  entityType: 'courier',
  columns,
  selection: listedColumns,
  sortable: {
    name: couriers.name,
    nameAr: couriers.nameAr,
    code: couriers.code,
    activeFlag: couriers.activeFlag,
    source: couriers.source,
    createdAt: couriers.createdAt,
  },
  defaultSort: 'name',
  where: ({ q, activeFlag }) => [
    searchCondition(q, null, [couriers.name, couriers.nameAr, couriers.code]),
    activeFlag ? eq(couriers.activeFlag, activeFlag) : undefined,
  ],
  toValues: async (_db, body) => {
    return {
      code: body.code.toUpperCase(),
      ...trimmedNames(body),
      website: body.website?.trim() || null,
      source: body.source ?? 'builtin',
      activeFlag: body.activeFlag ?? 'active',
    };
  },
  present: async (_db, rows) => rows.map(present),
  duplicateFields: { couriers_code_unique: 'code' },
  inUseMessage: 'courierInUse',
};

/** 404 unless the courier exists. */
export async function requireCourier(db: DbOrTx, courierId: string): Promise<void> {
  if (!(await findRow(db, columns, courierId, { id: couriers.id }))) throw notFound();
}

/** Replaces (or with nulls removes) the logo, as a new version of the courier, audited. */
async function changeLogo(
  db: DbOrTx,
  request: FastifyRequest,
  id: string,
  logo: { bytes: Buffer; mimeType: string } | null,
) {
  return db.transaction(async (tx) => {
    const before = await findRow<CourierRow>(tx, columns, id, listedColumns);
    if (!before) throw notFound();
    const [after] = await tx
      .update(couriers)
      .set({
        logo: logo?.bytes ?? null,
        logoMimeType: logo?.mimeType ?? null,
        logoUpdatedAt: logo ? sql`now()` : null,
        updatedAt: sql`now()`,
        version: sql`${couriers.version} + 1`,
      })
      .where(eq(couriers.id, id))
      .returning(listedColumns);
    await writeAudit(tx, request, {
      action: logo ? 'update-logo' : 'delete-logo',
      entityType: 'courier',
      entityId: id,
      before,
      after,
      ...(logo ? { extra: { bytes: logo.bytes.length, mimeType: logo.mimeType } } : {}),
    });
    return present(after);
  });
}

/** Stores a logo (already re-encoded, see reencodeLogo); 404 for an unknown courier. */
export const setCourierLogo = (
  db: DbOrTx,
  request: FastifyRequest,
  id: string,
  logo: { bytes: Buffer; mimeType: string },
) => changeLogo(db, request, id, logo);

export const removeCourierLogo = (db: DbOrTx, request: FastifyRequest, id: string) => changeLogo(db, request, id, null);

/** Which types a courier supports: one link table per kind (/admin/couriers/{id}/…-types). */
const SUPPORTED = {
  'service-types': {
    link: courierServiceTypes,
    typeColumn: courierServiceTypes.serviceTypeId,
    typeKey: 'serviceTypeId',
    types: serviceTypes,
    entityType: 'courier_service_types',
  },
  'shipment-types': {
    link: courierShipmentTypes,
    typeColumn: courierShipmentTypes.shipmentTypeId,
    typeKey: 'shipmentTypeId',
    types: shipmentTypes,
    entityType: 'courier_shipment_types',
  },
  'parcel-types': {
    link: courierParcelTypes,
    typeColumn: courierParcelTypes.parcelTypeId,
    typeKey: 'parcelTypeId',
    types: parcelTypes,
    entityType: 'courier_parcel_types',
  },
} as const;

export type SupportedKind = keyof typeof SUPPORTED;
export const SUPPORTED_KINDS = Object.keys(SUPPORTED) as SupportedKind[];

/** Every type of the kind with whether the courier supports it, by name, as one page; 404 for an unknown courier. */
export async function supportedTypes(db: DbOrTx, kind: SupportedKind, courierId: string) {
  await requireCourier(db, courierId);
  const table = SUPPORTED[kind];
  const [types, links] = await Promise.all([
    db
      .select({
        id: table.types.id,
        code: table.types.code,
        name: table.types.name,
        nameAr: table.types.nameAr,
        isActive: table.types.isActive,
      })
      .from(table.types)
      .orderBy(asc(table.types.name)),
    db.select({ typeId: table.typeColumn }).from(table.link).where(eq(table.link.courierId, courierId)),
  ]);
  const supported = new Set(links.map((link) => link.typeId));
  const items = types.map((type) => ({ ...type, supported: supported.has(type.id) }));
  return { items, total: items.length, page: 1, pageSize: Math.max(items.length, 1) };
}

/** Replaces the set of types of the kind the courier supports (each must exist), audited. */
export async function setSupportedTypes(
  db: DbOrTx,
  request: FastifyRequest,
  kind: SupportedKind,
  courierId: string,
  wanted: string[],
): Promise<void> {
  const table = SUPPORTED[kind];
  await requireCourier(db, courierId);
  await db.transaction(async (tx) => {
    if (wanted.length > 0) {
      const known = await tx.select({ id: table.types.id }).from(table.types).where(inArray(table.types.id, wanted));
      if (known.length !== wanted.length) throw fieldError('typeIds', 'parentMissing');
    }
    const before = (
      await tx.select({ typeId: table.typeColumn }).from(table.link).where(eq(table.link.courierId, courierId))
    ).map((link) => link.typeId);
    await tx.delete(table.link).where(eq(table.link.courierId, courierId));
    if (wanted.length > 0) {
      await tx.insert(table.link).values(wanted.map((typeId) => ({ courierId, [table.typeKey]: typeId })) as never);
    }
    await writeAudit(tx, request, {
      action: 'update',
      entityType: table.entityType,
      entityId: courierId,
      before: { typeIds: before.sort() },
      after: { typeIds: [...wanted].sort() },
    });
  });
}
