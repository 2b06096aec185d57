import { normalizeSearchText } from '@portal/shared/domain';
import { eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { namedRefs, refOf } from '../db/named-refs';
import { readAll } from '../db/read-all';
import { availabilityZones, cities, countries, couriers, regions, villages } from '../db/schema';
import { validationFailed } from '../lib/errors';
import { containsPattern } from '../lib/search';
import type { CrudListQuery, CrudTable, RowOf } from './admin-crud';
import { areaProblems } from './areas';

/**
 * Where a courier picks up (origin) and delivers (destination), each level with the courier's own
 * provider id; a blank level matches any (docs/architecture.md#pricing-and-coverage).
 */

export const SIDES = ['origin', 'destination'] as const;
export const LEVELS = ['Country', 'Region', 'City', 'Village'] as const;
type Side = (typeof SIDES)[number];
type Level = (typeof LEVELS)[number];

/** What a zone is made of: the courier, and each side's levels with the courier's provider ids. */
export type ZoneInput = { courierId: string } & {
  [Key in `${Side}${Level}Id` | `${Side}${Level}ProviderId`]?: string | null;
};
export type ZoneQuery = CrudListQuery & { courierId?: string };

type ZoneRow = RowOf<typeof availabilityZones>;

const TABLE_OF_LEVEL = { Country: countries, Region: regions, City: cities, Village: villages } as const;

async function present(db: DbOrTx, rows: ZoneRow[]) {
  const refsByLevel = Object.fromEntries(
    await readAll(
      db,
      LEVELS.map(
        (level) => async () =>
          [
            level,
            await namedRefs(
              db,
              TABLE_OF_LEVEL[level],
              rows.flatMap((row) => SIDES.map((side) => row[`${side}${level}Id`])),
            ),
          ] as const,
      ),
    ),
  );
  const courierRefs = await namedRefs(
    db,
    couriers,
    rows.map((row) => row.courierId),
  );
  return rows.map((row) => ({
    ...row,
    courier: refOf(courierRefs, row.courierId),
    ...Object.fromEntries(
      SIDES.flatMap((side) =>
        LEVELS.map((level) => [`${side}${level}`, refOf(refsByLevel[level], row[`${side}${level}Id`])]),
      ),
    ),
  }));
}

/** `q`: a place of either side by name (normalized), or a provider id. */
function searchZones(db: DbOrTx, q: string | undefined) {
  const text = q?.trim();
  if (!text) return undefined;
  const pattern = containsPattern(normalizeSearchText(text));
  const matching = (level: Level) => {
    const table = TABLE_OF_LEVEL[level];
    return db
      .select({ id: table.id })
      .from(table)
      .where(sql`${table.searchText} like ${pattern}`);
  };
  return or(
    ...SIDES.flatMap((side) => LEVELS.map((level) => inArray(availabilityZones[`${side}${level}Id`], matching(level)))),
    ...SIDES.flatMap((side) =>
      LEVELS.map((level) => sql`${availabilityZones[`${side}${level}ProviderId`]} ilike ${containsPattern(text)}`),
    ),
  );
}

/** The zones' table for the generic admin routes; `db` builds the search's subqueries. */
export const zoneTable = (db: DbOrTx): CrudTable<typeof availabilityZones, ZoneInput, ZoneQuery> => ({
  entityType: 'availability_zone',
  columns: {
    table: availabilityZones,
    id: availabilityZones.id,
    version: availabilityZones.version,
    updatedAt: availabilityZones.updatedAt,
  },
  sortable: { createdAt: availabilityZones.createdAt, updatedAt: availabilityZones.updatedAt },
  defaultSort: '-updatedAt',
  where: ({ q, courierId }) => [searchZones(db, q), courierId ? eq(availabilityZones.courierId, courierId) : undefined],
  toValues: async (tx, body) => {
    const values: Partial<typeof availabilityZones.$inferInsert> = { courierId: body.courierId };
    for (const side of SIDES) {
      for (const level of LEVELS) {
        values[`${side}${level}Id`] = body[`${side}${level}Id`] ?? null;
        values[`${side}${level}ProviderId`] = body[`${side}${level}ProviderId`]?.trim() || null;
      }
    }
    const problems = [];
    const [courier] = await tx.select({ id: couriers.id }).from(couriers).where(eq(couriers.id, body.courierId));
    if (!courier) problems.push({ field: 'courierId', messageKey: 'parentMissing' as const });
    for (const side of SIDES) {
      problems.push(
        ...(await areaProblems(
          tx,
          {
            countryId: body[`${side}CountryId`] ?? null,
            regionId: body[`${side}RegionId`] ?? null,
            cityId: body[`${side}CityId`] ?? null,
            villageId: body[`${side}VillageId`] ?? null,
          },
          side,
        )),
      );
    }
    if (problems.length > 0) throw validationFailed(problems);
    return values;
  },
  present,
  inUseMessage: 'conflict',
});
