import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  cities,
  countries,
  courierParcelTypes,
  courierServiceTypes,
  courierShipmentTypes,
  couriers,
  parcelTypes,
  regions,
  serviceTypes,
  shipmentTypes,
  villages,
} from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import { IdParams, withErrors } from '../../../lib/schemas';
import { can, publicAccess } from '../../../plugins/permissions';
import { courierLogoUrl } from '../../../lib/courier-logo-url';
import {
  CitiesQuery,
  CityLookup,
  CountryLookup,
  CourierLookup,
  ItemsOf,
  lookupSchemas,
  ParcelTypeLookup,
  RegionLookup,
  RegionsQuery,
  TypeLookup,
  VillageLookup,
  VillagesQuery,
} from './schemas';

const tags = ['lookups'];
// Every signed-in role holds 'profile' (ROLE_SUBJECTS), so this opens the lookups to all of them.
const signedIn = { access: can('profile', 'read') };
/** Reference data changes rarely: each browser session may reuse an answer for five minutes. */
export const LOOKUP_CACHE_CONTROL = 'private, max-age=300';

const names = <T extends { id: AnyPgColumn; name: AnyPgColumn; nameAr: AnyPgColumn }>(
  table: T,
): Pick<T, 'id' | 'name' | 'nameAr'> => ({
  id: table.id,
  name: table.name,
  nameAr: table.nameAr,
});

/**
 * Read-only reference data for every signed-in role: cascading location selects, the types and
 * the couriers users may choose. Names come in both languages; the portal picks one.
 */
const lookupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const schema of lookupSchemas) app.addSchema(schema);

  // Successful lists only (errors stay uncached); the logo route sets its own header.
  app.addHook('preSerialization', async (_request, reply, payload) => {
    if (reply.statusCode === 200) reply.header('cache-control', LOOKUP_CACHE_CONTROL);
    return payload;
  });

  app.get(
    '/countries',
    {
      config: signedIn,
      schema: { tags, summary: 'Countries, by name', response: withErrors({ 200: ItemsOf(CountryLookup) }) },
    },
    async () => {
      const rows = await app.db
        .select({
          ...names(countries),
          code: countries.code,
          latitude: countries.latitude,
          longitude: countries.longitude,
        })
        .from(countries)
        .orderBy(asc(countries.name));
      const withRegions = new Set(
        (await app.db.selectDistinct({ countryId: regions.countryId }).from(regions)).map((row) => row.countryId),
      );
      return { items: rows.map((row) => ({ ...row, hasRegions: withRegions.has(row.id) })) };
    },
  );

  app.get(
    '/regions',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Regions, optionally of one country',
        querystring: RegionsQuery,
        response: withErrors({ 200: ItemsOf(RegionLookup) }),
      },
    },
    async (request) => {
      const { countryId } = request.query;
      const items = await app.db
        .select({
          ...names(regions),
          countryId: regions.countryId,
          latitude: regions.latitude,
          longitude: regions.longitude,
        })
        .from(regions)
        .where(countryId ? eq(regions.countryId, countryId) : undefined)
        .orderBy(asc(regions.name));
      return { items };
    },
  );

  app.get(
    '/cities',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Cities of a region or a country',
        querystring: CitiesQuery,
        response: withErrors({ 200: ItemsOf(CityLookup) }),
      },
    },
    async (request) => {
      const { countryId, regionId } = request.query;
      const filters: SQL[] = [];
      if (countryId) filters.push(eq(cities.countryId, countryId));
      if (regionId) filters.push(eq(cities.regionId, regionId));
      const items = await app.db
        .select({
          ...names(cities),
          countryId: cities.countryId,
          regionId: cities.regionId,
          latitude: cities.latitude,
          longitude: cities.longitude,
        })
        .from(cities)
        .where(and(...filters))
        .orderBy(asc(cities.name));
      return { items };
    },
  );

  app.get(
    '/villages',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Villages, optionally of one city',
        querystring: VillagesQuery,
        response: withErrors({ 200: ItemsOf(VillageLookup) }),
      },
    },
    async (request) => {
      const { cityId } = request.query;
      const items = await app.db
        .select({
          ...names(villages),
          cityId: villages.cityId,
          latitude: villages.latitude,
          longitude: villages.longitude,
        })
        .from(villages)
        .where(cityId ? eq(villages.cityId, cityId) : undefined)
        .orderBy(asc(villages.name));
      return { items };
    },
  );

  for (const [path, table] of [
    ['/shipment-types', shipmentTypes],
    ['/service-types', serviceTypes],
  ] as const) {
    app.get(
      path,
      {
        config: signedIn,
        schema: {
          tags,
          summary: `Active ${path.slice(1).replace('-', ' ')}`,
          response: withErrors({ 200: ItemsOf(TypeLookup) }),
        },
      },
      async () => ({
        items: await app.db
          .select({ ...names(table), code: table.code })
          .from(table)
          .where(eq(table.isActive, true))
          .orderBy(asc(table.name)),
      }),
    );
  }

  app.get(
    '/parcel-types',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Active parcel types with their dimensions',
        response: withErrors({ 200: ItemsOf(ParcelTypeLookup) }),
      },
    },
    async () => ({
      items: await app.db
        .select({
          ...names(parcelTypes),
          code: parcelTypes.code,
          length: parcelTypes.length,
          width: parcelTypes.width,
          height: parcelTypes.height,
          weight: parcelTypes.weight,
          unitOfMeasurement: parcelTypes.unitOfMeasurement,
        })
        .from(parcelTypes)
        .where(eq(parcelTypes.isActive, true))
        .orderBy(asc(parcelTypes.name)),
    }),
  );

  app.get(
    '/couriers',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Active couriers (inactive ones are hidden from users) with the types they support',
        response: withErrors({ 200: ItemsOf(CourierLookup) }),
      },
    },
    async () => {
      const rows = await app.db
        .select({
          ...names(couriers),
          code: couriers.code,
          website: couriers.website,
          logoUpdatedAt: couriers.logoUpdatedAt,
        })
        .from(couriers)
        .where(eq(couriers.activeFlag, 'active'))
        .orderBy(asc(couriers.name));
      const [services, shipments, parcels] = await Promise.all([
        app.db
          .select({ courierId: courierServiceTypes.courierId, typeId: courierServiceTypes.serviceTypeId })
          .from(courierServiceTypes),
        app.db
          .select({ courierId: courierShipmentTypes.courierId, typeId: courierShipmentTypes.shipmentTypeId })
          .from(courierShipmentTypes),
        app.db
          .select({ courierId: courierParcelTypes.courierId, typeId: courierParcelTypes.parcelTypeId })
          .from(courierParcelTypes),
      ]);
      const idsOf = (links: { courierId: string; typeId: string }[], courierId: string) =>
        links.filter((link) => link.courierId === courierId).map((link) => link.typeId);
      return {
        items: rows.map(({ logoUpdatedAt, ...courier }) => ({
          ...courier,
          logoUrl: courierLogoUrl(courier.id, logoUpdatedAt),
          serviceTypeIds: idsOf(services, courier.id),
          shipmentTypeIds: idsOf(shipments, courier.id),
          parcelTypeIds: idsOf(parcels, courier.id),
        })),
      };
    },
  );

  // Public: an <img> cannot send a bearer token, and a logo is no secret. The URL carries the
  // upload time, so the image itself may be cached for long.
  app.get(
    '/couriers/:id/logo',
    {
      config: { access: publicAccess() },
      schema: {
        tags,
        summary: "A courier's logo image",
        params: IdParams,
        response: withErrors({ 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }) }),
      },
    },
    async (request, reply) => {
      const [courier] = await app.db
        .select({ logo: couriers.logo, logoMimeType: couriers.logoMimeType })
        .from(couriers)
        .where(eq(couriers.id, request.params.id))
        .limit(1);
      if (!courier?.logo || !courier.logoMimeType) throw notFound();
      return (
        reply
          .header('content-type', courier.logoMimeType)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          // Opened on its own, the image runs nothing (logos stored before uploads were re-encoded too).
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(courier.logo)
      );
    },
  );
};

export default lookupRoutes;
