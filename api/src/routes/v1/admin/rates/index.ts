import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { and, asc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { normalizeSearchText } from '@portal/shared/domain';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../../db/client';
import { readAll } from '../../../../db/read-all';
import { cities, countries, couriers, rates, regions, serviceTypes } from '../../../../db/schema';
import { AppError, notFound, validationFailed } from '../../../../lib/errors';
import { readUploadedFile, uploadLimits } from '../../../../lib/uploads';
import { withErrors } from '../../../../lib/schemas';
import { can } from '../../../../plugins/permissions';
import { writeAudit } from '../../../../services/audit';
import { type BodyOf, type CrudResource, registerCrud, type RowOf } from '../crud';
import { namedRefs, refOf } from '../../../../db/named-refs';
import { containsPattern } from '../../../../lib/search';
import { areaProblems } from '../../../../services/areas';
import { jod, nameKey, parseRateCsv, type PlaceIndex, placeKey, RATE_CSV_COLUMNS, RATE_CSV_MAX_BYTES } from './csv';
import { toCsv } from '../../../../lib/csv';
import { CourierQuery, ImportResult, RateBody, RateFilters, RateItem } from './schemas';

type RateRow = RowOf<typeof rates>;

const tags = ['admin: rates'];
const columns = { table: rates, id: rates.id, version: rates.version, updatedAt: rates.updatedAt };
const same = (column: AnyPgColumn, value: string | null) => sql`${column} is not distinct from ${value}`;

/** A rate's columns from its body (the API says transitDaysMin, the table transitDays). */
function rateValues(body: BodyOf<typeof RateBody>) {
  return {
    courierId: body.courierId,
    serviceTypeId: body.serviceTypeId,
    originCountryId: body.originCountryId,
    originRegionId: body.originRegionId ?? null,
    originCityId: body.originCityId ?? null,
    destinationCountryId: body.destinationCountryId,
    destinationRegionId: body.destinationRegionId ?? null,
    destinationCityId: body.destinationCityId ?? null,
    basePriceFils: body.basePriceFils,
    includedWeightKg: body.includedWeightKg,
    perKgPriceFils: body.perKgPriceFils,
    transitDays: body.transitDaysMin,
    transitDaysMax: body.transitDaysMax,
    isActive: body.isActive ?? true,
  };
}
type RateValues = ReturnType<typeof rateValues>;

/** Serializes rate writes per courier, so two admins cannot both add the same route at once. */
async function lockCourierRates(db: DbOrTx, courierId: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`rates:${courierId}`}))`);
}

/**
 * Overlap rule: one active rate per courier, service and exact origin → destination area. Areas
 * of different precision (a city inside a region that also has a rate) do not overlap: the most
 * specific one wins when pricing (docs/architecture.md#pricing-and-coverage).
 */
async function overlapping(db: DbOrTx, values: RateValues, exceptId?: string): Promise<boolean> {
  const [existing] = await db
    .select({ id: rates.id })
    .from(rates)
    .where(
      and(
        eq(rates.courierId, values.courierId),
        eq(rates.serviceTypeId, values.serviceTypeId),
        eq(rates.isActive, true),
        eq(rates.originCountryId, values.originCountryId),
        same(rates.originRegionId, values.originRegionId),
        same(rates.originCityId, values.originCityId),
        eq(rates.destinationCountryId, values.destinationCountryId),
        same(rates.destinationRegionId, values.destinationRegionId),
        same(rates.destinationCityId, values.destinationCityId),
        exceptId ? ne(rates.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(existing);
}

async function present(db: DbOrTx, rows: RateRow[]) {
  const ids = (key: keyof RateRow & `${string}Id`) => rows.map((row) => row[key]);
  const [courierRefs, serviceRefs, countryRefs, regionRefs, cityRefs] = await readAll(db, [
    () => namedRefs(db, couriers, ids('courierId')),
    () => namedRefs(db, serviceTypes, ids('serviceTypeId')),
    () => namedRefs(db, countries, [...ids('originCountryId'), ...ids('destinationCountryId')]),
    () => namedRefs(db, regions, [...ids('originRegionId'), ...ids('destinationRegionId')]),
    () => namedRefs(db, cities, [...ids('originCityId'), ...ids('destinationCityId')]),
  ]);
  return rows.map((row) => ({
    ...row,
    courier: refOf(courierRefs, row.courierId),
    serviceType: refOf(serviceRefs, row.serviceTypeId),
    originCountry: refOf(countryRefs, row.originCountryId),
    originRegion: refOf(regionRefs, row.originRegionId),
    originCity: refOf(cityRefs, row.originCityId),
    destinationCountry: refOf(countryRefs, row.destinationCountryId),
    destinationRegion: refOf(regionRefs, row.destinationRegionId),
    destinationCity: refOf(cityRefs, row.destinationCityId),
    transitDaysMin: row.transitDays,
    transitDaysMax: row.transitDaysMax ?? row.transitDays,
  }));
}

/** Rates per courier and service type, from an origin area to a destination area (subject `locations`). */
const rateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addSchema(RateItem);
  app.addSchema(ImportResult);
  await app.register(multipart, { limits: uploadLimits(RATE_CSV_MAX_BYTES) });
  const { db } = app;

  /** `q`: the courier's name or code, or a name of any area of the rate (Arabic spelling-insensitive). */
  const searchRates = (q: string | undefined): SQL | undefined => {
    const text = q?.trim();
    if (!text) return undefined;
    const normalized = containsPattern(normalizeSearchText(text));
    const plain = containsPattern(text);
    const cityIds = db
      .select({ id: cities.id })
      .from(cities)
      .where(sql`${cities.searchText} like ${normalized}`);
    const regionIds = db
      .select({ id: regions.id })
      .from(regions)
      .where(sql`${regions.searchText} like ${normalized}`);
    const courierIds = db
      .select({ id: couriers.id })
      .from(couriers)
      .where(
        or(
          sql`${couriers.name} ilike ${plain}`,
          sql`${couriers.nameAr} ilike ${plain}`,
          sql`${couriers.code} ilike ${plain}`,
        ),
      );
    return or(
      inArray(rates.courierId, courierIds),
      inArray(rates.originCityId, cityIds),
      inArray(rates.destinationCityId, cityIds),
      inArray(rates.originRegionId, regionIds),
      inArray(rates.destinationRegionId, regionIds),
    );
  };

  const resource: CrudResource<typeof rates, typeof RateBody, typeof RateFilters> = {
    path: '/rates',
    entityType: 'rate',
    subject: 'locations',
    tag: tags[0],
    columns,
    itemSchema: RateItem,
    bodyProperties: RateBody,
    filterProperties: RateFilters,
    sortable: {
      basePriceFils: rates.basePriceFils,
      perKgPriceFils: rates.perKgPriceFils,
      includedWeightKg: rates.includedWeightKg,
      transitDaysMin: rates.transitDays,
      isActive: rates.isActive,
      createdAt: rates.createdAt,
      updatedAt: rates.updatedAt,
    },
    defaultSort: '-updatedAt',
    where: ({ q, courierId, serviceTypeId, isActive }) => [
      searchRates(q),
      courierId ? eq(rates.courierId, courierId) : undefined,
      serviceTypeId ? eq(rates.serviceTypeId, serviceTypeId) : undefined,
      isActive === undefined ? undefined : eq(rates.isActive, isActive),
    ],
    toValues: async (tx, body, existing) => {
      const values = rateValues(body);
      const problems = [
        ...(await areaProblems(
          tx,
          { countryId: values.originCountryId, regionId: values.originRegionId, cityId: values.originCityId },
          'origin',
        )),
        ...(await areaProblems(
          tx,
          {
            countryId: values.destinationCountryId,
            regionId: values.destinationRegionId,
            cityId: values.destinationCityId,
          },
          'destination',
        )),
      ];
      if (!(await tx.select({ id: couriers.id }).from(couriers).where(eq(couriers.id, values.courierId)))[0])
        problems.push({ field: 'courierId', messageKey: 'parentMissing' });
      if (
        !(
          await tx.select({ id: serviceTypes.id }).from(serviceTypes).where(eq(serviceTypes.id, values.serviceTypeId))
        )[0]
      ) {
        problems.push({ field: 'serviceTypeId', messageKey: 'parentMissing' });
      }
      if (values.transitDaysMax < values.transitDays)
        problems.push({ field: 'transitDaysMax', messageKey: 'transitDaysOrder' });
      if (problems.length > 0) throw validationFailed(problems);
      await lockCourierRates(tx, values.courierId);
      if (values.isActive && (await overlapping(tx, values, existing?.id)))
        throw new AppError('CONFLICT', 'rateOverlap');
      return values;
    },
    present,
    inUseMessage: 'conflict',
  };
  registerCrud(app, resource);

  async function placeIndex(): Promise<PlaceIndex> {
    const [serviceRows, countryRows, regionRows, cityRows] = await Promise.all([
      db.select({ id: serviceTypes.id, code: serviceTypes.code }).from(serviceTypes),
      db.select({ id: countries.id, code: countries.code }).from(countries),
      db
        .select({ id: regions.id, countryId: regions.countryId, name: regions.name, nameAr: regions.nameAr })
        .from(regions),
      db
        .select({
          id: cities.id,
          countryId: cities.countryId,
          regionId: cities.regionId,
          name: cities.name,
          nameAr: cities.nameAr,
        })
        .from(cities),
    ]);
    const index: PlaceIndex = {
      serviceTypes: new Map(serviceRows.map((row) => [row.code.toLowerCase(), row.id])),
      countries: new Map(countryRows.map((row) => [row.code.toUpperCase(), row.id])),
      regions: new Map(),
      cities: new Map(),
    };
    for (const region of regionRows)
      for (const name of [region.name, region.nameAr])
        index.regions.set(placeKey(region.countryId, nameKey(name)), region.id);
    for (const city of cityRows) {
      for (const name of [city.name, city.nameAr]) {
        index.cities.set(placeKey(city.countryId, city.regionId ?? '*', nameKey(name)), city.id);
        index.cities.set(placeKey(city.countryId, '*', nameKey(name)), city.id);
      }
    }
    return index;
  }

  const requireCourier = async (courierId: string) => {
    const [courier] = await db
      .select({ id: couriers.id, code: couriers.code })
      .from(couriers)
      .where(eq(couriers.id, courierId));
    if (!courier) throw notFound();
    return courier;
  };

  app.get(
    '/rates/export',
    {
      config: { access: can('locations', 'read') },
      schema: {
        tags,
        summary: "A courier's rates as CSV (the import format; cells that look like formulas are neutralized)",
        querystring: CourierQuery,
        produces: ['text/csv'],
        response: withErrors({ 200: Type.String() }),
      },
    },
    async (request, reply) => {
      const courier = await requireCourier(request.query.courierId);
      const rows = await db
        .select()
        .from(rates)
        .where(eq(rates.courierId, courier.id))
        .orderBy(asc(rates.createdAt), asc(rates.id));
      const items = await present(db, rows);
      const [serviceRows, countryRows] = await Promise.all([
        db.select({ id: serviceTypes.id, code: serviceTypes.code }).from(serviceTypes),
        db.select({ id: countries.id, code: countries.code }).from(countries),
      ]);
      const serviceCode = new Map(serviceRows.map((row) => [row.id, row.code]));
      const countryCode = new Map(countryRows.map((row) => [row.id, row.code]));
      const csv = toCsv([
        [...RATE_CSV_COLUMNS],
        ...items.map((item) => [
          serviceCode.get(item.serviceTypeId),
          countryCode.get(item.originCountryId),
          item.originRegion?.name,
          item.originCity?.name,
          countryCode.get(item.destinationCountryId),
          item.destinationRegion?.name,
          item.destinationCity?.name,
          jod(item.basePriceFils),
          item.includedWeightKg,
          jod(item.perKgPriceFils),
          item.transitDaysMin,
          item.transitDaysMax,
          item.isActive ? 'yes' : 'no',
        ]),
      ]);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="rates-${courier.code.toLowerCase().replace(/[^a-z0-9-]/g, '')}.csv"`,
        )
        .send(csv);
    },
  );

  app.post(
    '/rates/import',
    {
      config: { access: can('locations', 'update') },
      schema: {
        tags,
        summary:
          'Replace a courier\'s rates with a CSV file (multipart field "file"): all rows valid, or nothing changes',
        querystring: CourierQuery,
        consumes: ['multipart/form-data'],
        response: withErrors({ 200: Type.Ref(ImportResult) }),
      },
    },
    async (request) => {
      const courier = await requireCourier(request.query.courierId);
      const { bytes } = await readUploadedFile(request, 'file', RATE_CSV_MAX_BYTES);
      const { rates: parsed, errors } = await parseRateCsv(bytes, await placeIndex());
      if (errors.length > 0) throw validationFailed(errors);
      return db.transaction(async (tx) => {
        await lockCourierRates(tx, courier.id);
        const before = await tx.delete(rates).where(eq(rates.courierId, courier.id)).returning();
        const after =
          parsed.length > 0
            ? await tx
                .insert(rates)
                .values(parsed.map(({ row: _row, ...rate }) => ({ ...rate, courierId: courier.id })))
                .returning()
            : [];
        await writeAudit(tx, request, {
          action: 'import',
          entityType: 'rates',
          entityId: courier.id,
          before,
          after,
          extra: { replaced: before.length, imported: after.length },
        });
        return { imported: after.length, replaced: before.length };
      });
    },
  );
};

export default rateRoutes;
