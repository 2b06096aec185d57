import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
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
} from '../db/schema';
import { courierLogoUrl } from '../lib/courier-logo-url';

/**
 * Read-only reference data for every signed-in role: cascading location selects, the types and
 * the couriers users may choose, each by name. Names come in both languages; the portal picks one.
 */

const names = <T extends { id: AnyPgColumn; name: AnyPgColumn; nameAr: AnyPgColumn }>(
  table: T,
): Pick<T, 'id' | 'name' | 'nameAr'> => ({
  id: table.id,
  name: table.name,
  nameAr: table.nameAr,
});

/** Countries, each with whether it has regions (the form then asks for one). */
export async function countryLookups(db: DbOrTx) {
  const rows = await db
    .select({
      ...names(countries),
      code: countries.code,
      latitude: countries.latitude,
      longitude: countries.longitude,
    })
    .from(countries)
    .orderBy(asc(countries.name));
  const withRegions = new Set(
    (await db.selectDistinct({ countryId: regions.countryId }).from(regions)).map((row) => row.countryId),
  );
  return rows.map((row) => ({ ...row, hasRegions: withRegions.has(row.id) }));
}

export const regionLookups = (db: DbOrTx, countryId: string | undefined) =>
  db
    .select({
      ...names(regions),
      countryId: regions.countryId,
      latitude: regions.latitude,
      longitude: regions.longitude,
    })
    .from(regions)
    .where(countryId ? eq(regions.countryId, countryId) : undefined)
    .orderBy(asc(regions.name));

export function cityLookups(db: DbOrTx, { countryId, regionId }: { countryId?: string; regionId?: string }) {
  const filters: SQL[] = [];
  if (countryId) filters.push(eq(cities.countryId, countryId));
  if (regionId) filters.push(eq(cities.regionId, regionId));
  return db
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
}

export const villageLookups = (db: DbOrTx, cityId: string | undefined) =>
  db
    .select({
      ...names(villages),
      cityId: villages.cityId,
      latitude: villages.latitude,
      longitude: villages.longitude,
    })
    .from(villages)
    .where(cityId ? eq(villages.cityId, cityId) : undefined)
    .orderBy(asc(villages.name));

const TYPE_TABLES = { 'shipment-types': shipmentTypes, 'service-types': serviceTypes } as const;
export type TypeKind = keyof typeof TYPE_TABLES;
export const TYPE_KINDS = Object.keys(TYPE_TABLES) as TypeKind[];

/** The active shipment or service types. */
export function typeLookups(db: DbOrTx, kind: TypeKind) {
  const table = TYPE_TABLES[kind];
  return db
    .select({ ...names(table), code: table.code })
    .from(table)
    .where(eq(table.isActive, true))
    .orderBy(asc(table.name));
}

/** The active parcel types with their dimensions. */
export const parcelTypeLookups = (db: DbOrTx) =>
  db
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
    .orderBy(asc(parcelTypes.name));

/** Active couriers (inactive ones are hidden from users) with the types they support. */
export async function courierLookups(db: DbOrTx) {
  const rows = await db
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
    db
      .select({ courierId: courierServiceTypes.courierId, typeId: courierServiceTypes.serviceTypeId })
      .from(courierServiceTypes),
    db
      .select({ courierId: courierShipmentTypes.courierId, typeId: courierShipmentTypes.shipmentTypeId })
      .from(courierShipmentTypes),
    db
      .select({ courierId: courierParcelTypes.courierId, typeId: courierParcelTypes.parcelTypeId })
      .from(courierParcelTypes),
  ]);
  const idsOf = (links: { courierId: string; typeId: string }[], courierId: string) =>
    links.filter((link) => link.courierId === courierId).map((link) => link.typeId);
  return rows.map(({ logoUpdatedAt, ...courier }) => ({
    ...courier,
    logoUrl: courierLogoUrl(courier.id, logoUpdatedAt),
    serviceTypeIds: idsOf(services, courier.id),
    shipmentTypeIds: idsOf(shipments, courier.id),
    parcelTypeIds: idsOf(parcels, courier.id),
  }));
}

/** A courier's stored logo and its type, if it has one. */
export async function courierLogo(db: DbOrTx, courierId: string) {
  const [courier] = await db
    .select({ logo: couriers.logo, logoMimeType: couriers.logoMimeType })
    .from(couriers)
    .where(eq(couriers.id, courierId))
    .limit(1);
  return courier?.logo && courier.logoMimeType ? { bytes: courier.logo, mimeType: courier.logoMimeType } : undefined;
}
