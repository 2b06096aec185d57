import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import {
  courierParcelTypes,
  courierServiceTypes,
  courierShipmentTypes,
  couriers,
  parcelTypes,
  serviceTypes,
  shipmentTypes,
} from '../../../../db/schema';
import { AppError, fieldError, notFound } from '../../../../lib/errors';
import { readUploadedFile, uploadLimits } from '../../../../lib/uploads';
import { IdParams, PageOf, withErrors } from '../../../../lib/schemas';
import { can } from '../../../../plugins/permissions';
import { courierLogoUrl } from '../../../../lib/courier-logo-url';
import { writeAudit } from '../../../../services/audit';
import { type CrudResource, findRow, registerCrud, type RowOf } from '../crud';
import { searchCondition } from '../../../../lib/search';
import courierKeyRoutes from './keys';
import { LOGO_MAX_BYTES, LOGO_MAX_SIDE, reencodeLogo } from './logo';
import {
  CourierBody,
  CourierFilters,
  CourierItem,
  courierSchemas,
  SupportedTypeItem,
  SupportedTypesBody,
} from './schemas';

const columns = { table: couriers, id: couriers.id, version: couriers.version, updatedAt: couriers.updatedAt };
// Everything but the logo's bytes.
const { logo: _logoBytes, ...listedColumns } = getTableColumns(couriers);
type CourierRow = RowOf<typeof couriers, 'logo'>;

const present = (row: CourierRow) => ({ ...row, logoUrl: courierLogoUrl(row.id, row.logoUpdatedAt) });

/** Which types a courier supports: one link table per kind (/admin/couriers/{id}/…-types). */
const SUPPORTED = {
  'service-types': {
    link: courierServiceTypes,
    typeColumn: courierServiceTypes.serviceTypeId,
    types: serviceTypes,
    entityType: 'courier_service_types',
  },
  'shipment-types': {
    link: courierShipmentTypes,
    typeColumn: courierShipmentTypes.shipmentTypeId,
    types: shipmentTypes,
    entityType: 'courier_shipment_types',
  },
  'parcel-types': {
    link: courierParcelTypes,
    typeColumn: courierParcelTypes.parcelTypeId,
    types: parcelTypes,
    entityType: 'courier_parcel_types',
  },
} as const;

const tags = ['admin: couriers'];

/** Couriers: details, logo, and the types each supports (subject `admin-couriers`). */
const courierRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const schema of courierSchemas) app.addSchema(schema);
  // One file per request, at most the logo limit (+1 byte so "too large" is detected, not truncated).
  await app.register(multipart, { limits: uploadLimits(LOGO_MAX_BYTES) });
  const { db } = app;

  const resource: CrudResource<typeof couriers, typeof CourierBody, typeof CourierFilters, CourierRow> = {
    path: '/couriers',
    entityType: 'courier',
    subject: 'admin-couriers',
    tag: tags[0],
    columns,
    itemSchema: CourierItem,
    bodyProperties: CourierBody,
    filterProperties: CourierFilters,
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
      const name = body.name.trim();
      const nameAr = body.nameAr.trim();
      if (!name) throw fieldError('name', 'required');
      if (!nameAr) throw fieldError('nameAr', 'required');
      return {
        code: body.code.toUpperCase(),
        name,
        nameAr,
        website: body.website?.trim() || null,
        source: body.source ?? 'builtin',
        activeFlag: body.activeFlag ?? 'active',
      };
    },
    present: async (_db, rows) => rows.map(present),
    duplicateFields: { couriers_code_unique: 'code' },
    inUseMessage: 'courierInUse',
  };
  registerCrud(app, resource);
  await app.register(courierKeyRoutes);

  app.post(
    '/couriers/:id/logo',
    {
      config: { access: can('admin-couriers', 'update') },
      schema: {
        tags,
        summary: `Upload the logo (multipart field "logo": a PNG, JPEG or WebP image of at most ${LOGO_MAX_BYTES / 1024} KB; stored as a PNG of at most ${LOGO_MAX_SIDE} × ${LOGO_MAX_SIDE})`,
        params: IdParams,
        consumes: ['multipart/form-data'],
        response: withErrors({ 200: CourierItem }),
      },
    },
    async (request) => {
      const { id } = request.params;
      const upload = await readUploadedFile(request, 'logo', LOGO_MAX_BYTES, tooLarge);
      if (upload.bytes.length === 0) throw fieldError('logo', 'fileRequired');
      const { bytes, mimeType } = await reencodeLogo(upload.bytes);
      return db.transaction(async (tx) => {
        const before = await findRow<CourierRow>(tx, columns, id, listedColumns);
        if (!before) throw notFound();
        const [after] = await tx
          .update(couriers)
          .set({
            logo: bytes,
            logoMimeType: mimeType,
            logoUpdatedAt: sql`now()`,
            updatedAt: sql`now()`,
            version: sql`${couriers.version} + 1`,
          })
          .where(eq(couriers.id, id))
          .returning(listedColumns);
        await writeAudit(tx, request, {
          action: 'update-logo',
          entityType: 'courier',
          entityId: id,
          before,
          after,
          extra: { bytes: bytes.length, mimeType },
        });
        return present(after);
      });
    },
  );

  app.delete(
    '/couriers/:id/logo',
    {
      config: { access: can('admin-couriers', 'update') },
      schema: { tags, summary: 'Remove the logo', params: IdParams, response: withErrors({ 200: CourierItem }) },
    },
    async (request) => {
      const { id } = request.params;
      return db.transaction(async (tx) => {
        const before = await findRow<CourierRow>(tx, columns, id, listedColumns);
        if (!before) throw notFound();
        const [after] = await tx
          .update(couriers)
          .set({
            logo: null,
            logoMimeType: null,
            logoUpdatedAt: null,
            updatedAt: sql`now()`,
            version: sql`${couriers.version} + 1`,
          })
          .where(eq(couriers.id, id))
          .returning(listedColumns);
        await writeAudit(tx, request, { action: 'delete-logo', entityType: 'courier', entityId: id, before, after });
        return present(after);
      });
    },
  );

  for (const [kind, table] of Object.entries(SUPPORTED)) {
    const listSupported = async (courierId: string) => {
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
    };
    const requireCourier = async (courierId: string) => {
      if (!(await findRow(db, columns, courierId, { id: couriers.id }))) throw notFound();
    };

    app.get(
      `/couriers/:id/${kind}`,
      {
        config: { access: can('admin-couriers', 'read') },
        schema: {
          tags,
          summary: `Every ${kind.replace('-', ' ')} with whether this courier supports it`,
          params: IdParams,
          response: withErrors({ 200: PageOf(SupportedTypeItem) }),
        },
      },
      async (request) => {
        await requireCourier(request.params.id);
        return listSupported(request.params.id);
      },
    );

    app.put(
      `/couriers/:id/${kind}`,
      {
        config: { access: can('admin-couriers', 'update') },
        schema: {
          tags,
          summary: `Set the ${kind.replace('-', ' ')} this courier supports`,
          params: IdParams,
          body: SupportedTypesBody,
          response: withErrors({ 200: PageOf(SupportedTypeItem) }),
        },
      },
      async (request) => {
        const courierId = request.params.id;
        const wanted = request.body.typeIds;
        await requireCourier(courierId);
        await db.transaction(async (tx) => {
          if (wanted.length > 0) {
            const known = await tx
              .select({ id: table.types.id })
              .from(table.types)
              .where(inArray(table.types.id, wanted));
            if (known.length !== wanted.length) throw fieldError('typeIds', 'parentMissing');
          }
          const before = (
            await tx.select({ typeId: table.typeColumn }).from(table.link).where(eq(table.link.courierId, courierId))
          ).map((link) => link.typeId);
          await tx.delete(table.link).where(eq(table.link.courierId, courierId));
          if (wanted.length > 0) {
            await tx
              .insert(table.link)
              .values(wanted.map((typeId) => ({ courierId, [typeColumnKey(kind)]: typeId })) as never);
          }
          await writeAudit(tx, request, {
            action: 'update',
            entityType: table.entityType,
            entityId: courierId,
            before: { typeIds: before.sort() },
            after: { typeIds: [...wanted].sort() },
          });
        });
        return listSupported(courierId);
      },
    );
  }
};

function typeColumnKey(kind: string): 'serviceTypeId' | 'shipmentTypeId' | 'parcelTypeId' {
  return kind === 'service-types' ? 'serviceTypeId' : kind === 'shipment-types' ? 'shipmentTypeId' : 'parcelTypeId';
}

const tooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', 'logoTooLarge', {
    params: { limit: LOGO_MAX_BYTES / 1024 },
    details: [{ field: 'logo', messageKey: 'logoTooLarge', params: { limit: LOGO_MAX_BYTES / 1024 } }],
  });

export default courierRoutes;
