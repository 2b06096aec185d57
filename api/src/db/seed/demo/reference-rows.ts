import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { cities, countries, parcelTypes, regions, serviceTypes, shipmentTypes, villages } from '../../schema';

export interface Place {
  countryId: string;
  countryName: string;
  countryNameAr: string;
  regionId: string;
  regionName: string;
  regionNameAr: string;
  cityId: string;
  cityName: string;
  cityNameAr: string;
  villageId: string | null;
  villageName: string | null;
  villageNameAr: string | null;
  latitude: number | null;
  longitude: number | null;
}

/** A lookup of Jordan's cities (and their villages) by English name, from the reference data. */
export async function loadPlaces(db: DbOrTx) {
  const rows = await db
    .select({
      countryId: countries.id,
      countryName: countries.name,
      countryNameAr: countries.nameAr,
      regionId: regions.id,
      regionName: regions.name,
      regionNameAr: regions.nameAr,
      cityId: cities.id,
      cityName: cities.name,
      cityNameAr: cities.nameAr,
      latitude: cities.latitude,
      longitude: cities.longitude,
    })
    .from(cities)
    .innerJoin(regions, eq(regions.id, cities.regionId))
    .innerJoin(countries, eq(countries.id, cities.countryId))
    .where(eq(countries.code, 'JO'));
  const villageRows = await db.select().from(villages);
  return (cityName: string, villageName?: string): Place => {
    const city = rows.find((r) => r.cityName === cityName);
    if (!city) throw new Error(`seed: unknown city ${cityName}`);
    const village = villageName
      ? villageRows.find((v) => v.cityId === city.cityId && v.name === villageName)
      : undefined;
    if (villageName && !village) throw new Error(`seed: unknown village ${villageName}`);
    return {
      ...city,
      villageId: village?.id ?? null,
      villageName: village?.name ?? null,
      villageNameAr: village?.nameAr ?? null,
      latitude: village?.latitude ?? city.latitude,
      longitude: village?.longitude ?? city.longitude,
    };
  };
}

/** The reference rows the demo data points at: Jordan, its regions, the types, and a place lookup. */
export async function loadReferenceRows(db: DbOrTx) {
  const place = await loadPlaces(db);
  const [jordan] = await db.select().from(countries).where(eq(countries.code, 'JO'));
  const regionRows = await db.select().from(regions).where(eq(regions.countryId, jordan.id));
  const regionByName = new Map(regionRows.map((r) => [r.name, r]));
  const services = new Map((await db.select().from(serviceTypes)).map((s) => [s.code, s]));
  const parcelRows = await db.select().from(parcelTypes);
  const parcelsByCode = new Map(parcelRows.map((p) => [p.code, p]));
  const shipmentTypeRows = await db.select().from(shipmentTypes);
  const amman = place('Amman');
  return { place, jordan, regionByName, services, parcelRows, parcelsByCode, shipmentTypeRows, amman };
}

export type ReferenceRows = Awaited<ReturnType<typeof loadReferenceRows>>;
