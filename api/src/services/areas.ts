import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { cities, countries, regions, villages } from '../db/schema';
import { type AppErrorDetail } from '../lib/errors';

export interface Area {
  countryId: string | null;
  regionId: string | null;
  cityId: string | null;
  villageId?: string | null;
}

/**
 * Problems with an area (country → region → city → village): each named level exists and lies inside the
 * one above it. `prefix` names the fields ('origin' → originRegionId).
 */
export async function areaProblems(db: DbOrTx, area: Area, prefix: string): Promise<AppErrorDetail[]> {
  const field = (level: string) => `${prefix}${level}Id`;
  const problems: AppErrorDetail[] = [];
  if (area.countryId) {
    const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, area.countryId));
    if (!country) problems.push({ field: field('Country'), messageKey: 'parentMissing' });
  }
  if (area.regionId) {
    const [region] = await db
      .select({ countryId: regions.countryId })
      .from(regions)
      .where(eq(regions.id, area.regionId));
    if (!region) problems.push({ field: field('Region'), messageKey: 'parentMissing' });
    else if (area.countryId && region.countryId !== area.countryId)
      problems.push({ field: field('Region'), messageKey: 'regionNotInCountry' });
  }
  if (area.cityId) {
    const [city] = await db
      .select({ countryId: cities.countryId, regionId: cities.regionId })
      .from(cities)
      .where(eq(cities.id, area.cityId));
    if (!city) problems.push({ field: field('City'), messageKey: 'parentMissing' });
    else if (
      (area.countryId && city.countryId !== area.countryId) ||
      (area.regionId && city.regionId !== area.regionId)
    ) {
      problems.push({ field: field('City'), messageKey: 'cityNotInArea' });
    }
  }
  if (area.villageId) {
    const [village] = await db
      .select({ cityId: villages.cityId })
      .from(villages)
      .where(eq(villages.id, area.villageId));
    if (!village) problems.push({ field: field('Village'), messageKey: 'parentMissing' });
    else if (area.cityId && village.cityId !== area.cityId)
      problems.push({ field: field('Village'), messageKey: 'villageNotInCity' });
  }
  return problems;
}
