import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cities } from '../../db/schema';

/** An event's city as every answer gives it: both names, the reader picks. */
export interface EventCity {
  id: string;
  name: string;
  nameAr: string;
}

/** The cities of some events, by id (one query). */
export async function eventCities(db: DbOrTx, cityIds: (string | null)[]): Promise<Map<string, EventCity>> {
  const wanted = [...new Set(cityIds.filter((id): id is string => !!id))];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({ id: cities.id, name: cities.name, nameAr: cities.nameAr })
    .from(cities)
    .where(inArray(cities.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}
