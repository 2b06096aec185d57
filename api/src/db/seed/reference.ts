import { readFileSync } from 'node:fs';
import path from 'node:path';
import { normalizeSearchText } from '@portal/shared/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { cities, countries, parcelTypes, regions, serviceTypes, shipmentTypes, villages } from '../schema';

interface LocationFile {
  countries: { code: string; name: string; name_ar: string; latitude: number; longitude: number }[];
  regions: { country: string; name: string; name_ar: string; latitude: number; longitude: number }[];
  cities: { region: string; name: string; name_ar: string; latitude: number; longitude: number }[];
  villages: { city: string; name: string; name_ar: string; latitude: number; longitude: number }[];
}

/** Copied from the project's shared data into the API (never read from outside the project at run time). */
export function loadLocations(): LocationFile {
  return JSON.parse(readFileSync(path.join(__dirname, 'data', 'jordan-locations.json'), 'utf8')) as LocationFile;
}

const located = (item: { name: string; name_ar: string; latitude: number; longitude: number }) => ({
  name: item.name,
  nameAr: item.name_ar,
  latitude: item.latitude,
  longitude: item.longitude,
  searchText: normalizeSearchText(`${item.name} ${item.name_ar}`),
});

export const SHIPMENT_TYPES = [
  { code: 'parcel', name: 'Parcel', nameAr: 'طرد', description: 'General goods in a box or bag' },
  { code: 'documents', name: 'Documents', nameAr: 'مستندات', description: 'Papers and envelopes' },
  { code: 'fragile', name: 'Fragile goods', nameAr: 'بضائع قابلة للكسر', description: 'Handled with care' },
  { code: 'electronics', name: 'Electronics', nameAr: 'إلكترونيات', description: 'Devices and accessories' },
];

export const SERVICE_TYPES = [
  { code: 'standard', name: 'Standard', nameAr: 'عادي', description: 'Delivery in 1–3 working days' },
  { code: 'express', name: 'Express', nameAr: 'سريع', description: 'Next working day' },
  { code: 'same-day', name: 'Same day', nameAr: 'في نفس اليوم', description: 'Within the city, ordered before noon' },
];

export const PARCEL_TYPES = [
  { code: 'envelope', name: 'Envelope', nameAr: 'مغلف', length: 35, width: 25, height: 2, weight: 0.5 },
  { code: 'small-box', name: 'Small box', nameAr: 'صندوق صغير', length: 30, width: 20, height: 15, weight: 2 },
  { code: 'medium-box', name: 'Medium box', nameAr: 'صندوق متوسط', length: 40, width: 30, height: 30, weight: 5 },
  { code: 'large-box', name: 'Large box', nameAr: 'صندوق كبير', length: 60, width: 40, height: 40, weight: 15 },
];

/**
 * Countries, Jordan's governorates, cities and villages, and the shipment, service and parcel
 * types. Idempotent: rows that exist (by their natural keys) are left alone.
 */
export async function seedReferenceData(db: DbOrTx): Promise<void> {
  const data = loadLocations();
  await db
    .insert(countries)
    .values(data.countries.map((c) => ({ code: c.code, ...located(c) })))
    .onConflictDoNothing();
  const countryRows = await db.select({ id: countries.id, code: countries.code }).from(countries);
  const countryId = new Map(countryRows.map((c) => [c.code, c.id]));

  await db
    .insert(regions)
    .values(data.regions.map((r) => ({ countryId: countryId.get(r.country)!, ...located(r) })))
    .onConflictDoNothing();
  const jordan = countryId.get('JO')!;
  const regionRows = await db
    .select({ id: regions.id, name: regions.name })
    .from(regions)
    .where(eq(regions.countryId, jordan));
  const regionId = new Map(regionRows.map((r) => [r.name, r.id]));

  await db
    .insert(cities)
    .values(data.cities.map((c) => ({ countryId: jordan, regionId: regionId.get(c.region)!, ...located(c) })))
    .onConflictDoNothing();
  const cityRows = await db
    .select({ id: cities.id, name: cities.name })
    .from(cities)
    .where(and(eq(cities.countryId, jordan), inArray(cities.regionId, [...regionId.values()])));
  const cityId = new Map(cityRows.map((c) => [c.name, c.id]));

  await db
    .insert(villages)
    .values(data.villages.map((v) => ({ cityId: cityId.get(v.city)!, ...located(v) })))
    .onConflictDoNothing();

  await db.insert(shipmentTypes).values(SHIPMENT_TYPES).onConflictDoNothing();
  await db.insert(serviceTypes).values(SERVICE_TYPES).onConflictDoNothing();
  await db
    .insert(parcelTypes)
    .values(PARCEL_TYPES.map((p) => ({ ...p, unitOfMeasurement: 'cm-kg' as const })))
    .onConflictDoNothing();
}
