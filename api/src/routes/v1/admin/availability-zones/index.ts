import type { FastifyPluginAsync } from 'fastify';
import { eq, inArray, or, sql } from 'drizzle-orm';
import { normalizeSearchText } from '@portal/shared/domain';
import type { DbOrTx } from '../../../../db/client';
import { readAll } from '../../../../db/read-all';
import { availabilityZones, cities, countries, couriers, regions, villages } from '../../../../db/schema';
import { validationFailed } from '../../../../lib/errors';
import { type CrudResource, registerCrud, type RowOf } from '../crud';
import { namedRefs, refOf } from '../../../../db/named-refs';
import { areaProblems } from '../../../../services/areas';
import { containsPattern } from '../../../../lib/search';
import { LEVELS, SIDES, ZoneBody, ZoneFilters, ZoneItem } from './schemas';

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

/**
 * Where a courier picks up (origin) and delivers (destination), each level with the courier's own
 * provider id; a blank level matches any (docs/architecture.md#pricing-and-coverage). Reached from a courier; subject
 * `locations` like its page.
 */
const zoneRoutes: FastifyPluginAsync = async (app) => {
  app.addSchema(ZoneItem);
  const { db } = app;

  const searchZones = (q: string | undefined) => {
    const text = q?.trim();
    if (!text) return undefined;
    const pattern = containsPattern(normalizeSearchText(text));
    const matching = (level: (typeof LEVELS)[number]) => {
      const table = TABLE_OF_LEVEL[level];
      return db
        .select({ id: table.id })
        .from(table)
        .where(sql`${table.searchText} like ${pattern}`);
    };
    return or(
      ...SIDES.flatMap((side) =>
        LEVELS.map((level) => inArray(availabilityZones[`${side}${level}Id`], matching(level))),
      ),
      ...SIDES.flatMap((side) =>
        LEVELS.map((level) => sql`${availabilityZones[`${side}${level}ProviderId`]} ilike ${containsPattern(text)}`),
      ),
    );
  };

  const resource: CrudResource<typeof availabilityZones, typeof ZoneBody, typeof ZoneFilters> = {
    path: '/availability-zones',
    entityType: 'availability_zone',
    subject: 'locations',
    tag: 'admin: availability zones',
    columns: {
      table: availabilityZones,
      id: availabilityZones.id,
      version: availabilityZones.version,
      updatedAt: availabilityZones.updatedAt,
    },
    itemSchema: ZoneItem,
    bodyProperties: ZoneBody,
    filterProperties: ZoneFilters,
    sortable: { createdAt: availabilityZones.createdAt, updatedAt: availabilityZones.updatedAt },
    defaultSort: '-updatedAt',
    where: ({ q, courierId }) => [searchZones(q), courierId ? eq(availabilityZones.courierId, courierId) : undefined],
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
  };
  registerCrud(app, resource);
};

export default zoneRoutes;
