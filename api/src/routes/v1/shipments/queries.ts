import { normalizeSearchText, SHIPMENT_TABS, type ShipmentTab } from '@portal/shared/domain';
import { and, asc, eq, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import {
  addresses,
  cities,
  couriers,
  parcelTypes,
  serviceTypes,
  shipments,
  shipmentTabCounts,
  shipmentTypes,
  trackingEvents,
} from '../../../db/schema';
import type { UserPrincipal } from '../../../plugins/auth';
import { ownedScope, ownedScopeParts, type ScopeOwner } from '../../../scoping/owned';
import { courierLogoUrl } from '../../../lib/courier-logo-url';
import { containsPattern } from '../../../lib/search';
import { snapshotsOf } from './places';
import { sortColumn } from '../../../lib/sorting';
import type { Shipment, ShipmentListItem, ShipmentListQuery, TabCountsQuery } from './schemas';

type ShipmentRow = typeof shipments.$inferSelect;

/** The SQL condition of one list tab (from SHIPMENT_TABS in @portal/shared/domain), on shipments or their tab counts. */
export function tabCondition(
  key: ShipmentTab,
  table: { readiness: PgColumn; status: PgColumn } = shipments,
): SQL | undefined {
  const tab = SHIPMENT_TABS.find((t) => t.key === key);
  if (!tab) return undefined;
  const conditions: SQL[] = [];
  if ('readiness' in tab) conditions.push(eq(table.readiness, tab.readiness));
  if ('status' in tab) conditions.push(inArray(table.status, [...tab.status]));
  return and(...conditions);
}

// Jordan keeps UTC+3 all year: a date filter means Amman's calendar day.
const ammanDayStart = (isoDate: string) => new Date(`${isoDate}T00:00:00+03:00`);

/** A tracking number or its start, typed with or without spaces: a prefix search (else the recipient's text). */
const trackingNumberPrefix = (q: string) => {
  const compact = q.replace(/\s+/g, '').toUpperCase();
  return /^PT\d{1,11}$/.test(compact) ? compact : null;
};

/**
 * How a filter's value enters its condition: as a parameter of this statement (the default), or as a named
 * placeholder of a statement prepared once and run with each request's values (the list).
 */
type Bind = (name: string, value: string) => string | Placeholder;
const asParameter: Bind = (_name, value) => value;

/** Search, courier, upload and date filters: everything but the owner scope and the tab. */
function filterConditions(query: TabCountsQuery, bind: Bind = asParameter): SQL[] {
  const conditions: SQL[] = [];
  const q = query.q?.trim();
  if (q) {
    const compact = trackingNumberPrefix(q);
    conditions.push(
      compact
        ? sql`${shipments.trackingNumber} like ${bind('trackingPrefix', `${compact}%`)}`
        : sql`${shipments.searchText} like ${bind('searchPattern', containsPattern(normalizeSearchText(q)))}`,
    );
  }
  if (query.courierId) conditions.push(eq(shipments.courierId, bind('courierId', query.courierId)));
  if (query.importId) conditions.push(eq(shipments.importId, bind('importId', query.importId)));
  // Instants as ISO text: a placeholder's value skips the column's own conversion of a Date.
  if (query.dateFrom)
    conditions.push(sql`${shipments.createdAt} >= ${bind('dateFrom', ammanDayStart(query.dateFrom).toISOString())}`);
  if (query.dateTo) {
    const dayAfter = new Date(ammanDayStart(query.dateTo).getTime() + 86_400_000).toISOString();
    conditions.push(sql`${shipments.createdAt} < ${bind('dateTo', dayAfter)}`);
  }
  return conditions;
}

const hasFilters = (query: TabCountsQuery) =>
  !!(query.q?.trim() || query.courierId || query.importId || query.dateFrom || query.dateTo);

const senderCity = alias(cities, 'sender_city');
const recipientCity = alias(cities, 'recipient_city');
const recipientAddress = alias(addresses, 'recipient_address');
const senderAddress = alias(addresses, 'sender_address');

const SORT_COLUMNS = {
  createdAt: shipments.createdAt,
  processedAt: shipments.processedAt,
  trackingNumber: shipments.trackingNumber,
  priceFils: shipments.priceFils,
  status: shipments.status,
  expectedDeliveryDate: shipments.expectedDeliveryDate,
} as const;

// Newest first unless the caller sorts.
const sortSpec = (sort: string | undefined) => sortColumn<SQL | PgColumn>(SORT_COLUMNS, sort ?? '-createdAt');

/**
 * ORDER BY for a sort column (or its copy, `sortKey`, in a union of pages): the id breaks ties, so pages
 * never repeat or skip rows. created_at is never null and sorts plainly, so the page indexes
 * (owner, …, created_at, id) serve the default order; nullable columns put the blanks last.
 */
function orderBy(column: SQL | PgColumn, descending: boolean, id: SQL | PgColumn, nullable: boolean): SQL[] {
  const direction = descending ? sql`desc` : sql`asc`;
  return [nullable ? sql`${column} ${direction} nulls last` : sql`${column} ${direction}`, sql`${id} ${direction}`];
}

export function sortOrder(sort: string | undefined): SQL[] {
  const { descending, column } = sortSpec(sort);
  return orderBy(column, descending, shipments.id, column !== shipments.createdAt);
}

/**
 * Under a search or filter, a list's total is counted exactly up to this many rows, or up to the end of the
 * page asked for when that is further; past it the answer says `totalIsCapped` (the screen reads "1,000+")
 * instead of counting a million rows on every page (docs/decisions.md#the-shipment-list-at-a-million-rows).
 * Without one, the total is the tab's kept count, exact.
 */
export const TOTAL_COUNT_CAP = 1000;
/**
 * A recipient search matches text inside every row's search text, so its count reads rows until it has
 * enough matches: it stops at 100 ("100+"), a tenth of the rows the list's cap would read.
 */
export const SEARCH_COUNT_CAP = 100;

/**
 * The list's two statements (the page, its capped total) for one shape of request: the caller's kind of
 * scope, tab, sort and which filters are set. Built into SQL once per database and shape, then run with
 * each request's values as named prepared statements: building the page's SQL cost more than the rest of
 * a list request in the API (docs/decisions.md#the-shipment-list-at-a-million-rows). The shapes are
 * finite (roles × tabs × sorts × filter sets), so the map needs no bound.
 */
function buildListStatements(db: DbOrTx, owner: ScopeOwner, query: ShipmentListQuery, filters: SQL[]) {
  // Without a search or filter the total is the tab's kept count (the tab badge's own figure): exact, and a
  // few rows to add instead of up to TOTAL_COUNT_CAP index entries per part.
  const kept = !hasFilters(query);
  const parts = ownedScopeParts(owner, shipments).map((scope) => and(scope, ...filters));
  const { descending, column } = sortSpec(query.sort);
  const nullable = column !== shipments.createdAt;
  // The page's ids first, from the narrow filter and sort alone; the joins then touch only those rows.
  // Each owner part gives its own first offset + pageSize rows from its index, in order; the page is cut
  // from their union (an OR of the parts would read and sort every row of both).
  const partPage = (where: SQL | undefined) =>
    sql`(select ${shipments.id} as id, ${column} as sort_key from ${shipments} where ${where ?? sql`true`}
      order by ${sql.join(orderBy(column, descending, shipments.id, nullable), sql`, `)}
      limit ${sql.placeholder('partLimit')})`;
  const pageIds = sql`(select id from (${sql.join(parts.map(partPage), sql` union all `)}) parts
    order by ${sql.join(orderBy(sql`sort_key`, descending, sql`id`, nullable), sql`, `)}
    limit ${sql.placeholder('pageSize')} offset ${sql.placeholder('offset')}) page_ids`;
  // The total: exact up to the cap, each part counting no further than it.
  const partCount = (where: SQL | undefined) =>
    sql`(select count(*) from (select 1 from ${shipments} where ${where ?? sql`true`} limit ${sql.placeholder('countLimit')}) counted)`;
  const name = `shipment_list_${preparedShapes++}`;
  return {
    page: db
      .select({
        id: shipments.id,
        version: shipments.version,
        readiness: shipments.readiness,
        status: shipments.status,
        trackingNumber: shipments.trackingNumber,
        recipientName: sql<string | null>`coalesce(${shipments.recipientSnapshot}->>'name', ${recipientAddress.name})`,
        recipientCityName: sql<
          string | null
        >`coalesce(${shipments.recipientSnapshot}->>'cityName', ${recipientCity.name})`,
        recipientCityNameAr: sql<
          string | null
        >`coalesce(${shipments.recipientSnapshot}->>'cityNameAr', ${recipientCity.nameAr})`,
        senderCityName: sql<string | null>`coalesce(${shipments.senderSnapshot}->>'cityName', ${senderCity.name})`,
        senderCityNameAr: sql<
          string | null
        >`coalesce(${shipments.senderSnapshot}->>'cityNameAr', ${senderCity.nameAr})`,
        courierId: shipments.courierId,
        courierName: sql<string | null>`${shipments.courierSnapshot}->>'name'`,
        courierNameAr: sql<string | null>`${shipments.courierSnapshot}->>'nameAr'`,
        serviceTypeCode: sql<string | null>`${shipments.priceSnapshot}->>'serviceTypeCode'`,
        paymentType: shipments.paymentType,
        codAmountFils: shipments.codAmountFils,
        priceFils: shipments.priceFils,
        createdAt: shipments.createdAt,
        processedAt: shipments.processedAt,
        expectedDeliveryDate: shipments.expectedDeliveryDate,
      })
      .from(shipments)
      .innerJoin(pageIds, sql`page_ids.id = ${shipments.id}`)
      .leftJoin(recipientAddress, eq(recipientAddress.id, shipments.recipientAddressId))
      .leftJoin(senderAddress, eq(senderAddress.id, shipments.senderAddressId))
      // A draft's cities come from its addresses (or its typed-in recipient) until processing snapshots them.
      .leftJoin(
        recipientCity,
        eq(recipientCity.id, sql`coalesce(${shipments.destinationCityId}, ${recipientAddress.cityId})`),
      )
      .leftJoin(senderCity, eq(senderCity.id, sql`coalesce(${shipments.originCityId}, ${senderAddress.cityId})`))
      .orderBy(...sortOrder(query.sort))
      .prepare(name),
    kept,
    count: kept
      ? db
          .select({ counted: sql<number>`coalesce(sum(${shipmentTabCounts.shipments}), 0)::int` })
          .from(shipmentTabCounts)
          .where(
            and(
              ownedScope(owner, shipmentTabCounts),
              query.tab ? tabCondition(query.tab, shipmentTabCounts) : undefined,
            ),
          )
          .prepare(`${name}_count`)
      : db
          .select({ counted: sql<number>`(${sql.join(parts.map(partCount), sql` + `)})::int` })
          .from(sql`(select 1) one`)
          .prepare(`${name}_count`),
  };
}

const preparedLists = new WeakMap<DbOrTx, Map<string, ReturnType<typeof buildListStatements>>>();
let preparedShapes = 0;

function listStatements(db: DbOrTx, key: string, owner: ScopeOwner, query: ShipmentListQuery, filters: SQL[]) {
  let byShape = preparedLists.get(db);
  if (!byShape) preparedLists.set(db, (byShape = new Map()));
  let statements = byShape.get(key);
  if (!statements) byShape.set(key, (statements = buildListStatements(db, owner, query, filters)));
  return statements;
}

export async function listShipments(db: DbOrTx, principal: UserPrincipal, query: ShipmentListQuery) {
  // Each request's values, by the placeholder names the statements were built with.
  const values: Record<string, string | number> = {};
  const bind: Bind = (name, value) => {
    values[name] = value;
    return sql.placeholder(name);
  };
  const owner: ScopeOwner = {
    role: principal.role,
    userId: bind('userId', principal.userId),
    organizationId: principal.organizationId ? bind('organizationId', principal.organizationId) : null,
  };
  const filters = filterConditions(query, bind);
  const tab = query.tab ? tabCondition(query.tab) : undefined;
  if (tab) filters.push(tab);
  // The shape: what changes the SQL text (the scope's kind, tab, sort, which filters), not the values.
  const key = [principal.role, !!principal.organizationId, query.tab, query.sort, ...Object.keys(values)].join('|');
  const statements = listStatements(db, key, owner, query, filters);
  const offset = (query.page - 1) * query.pageSize;
  const q = query.q?.trim();
  const cap = q && !trackingNumberPrefix(q) ? SEARCH_COUNT_CAP : TOTAL_COUNT_CAP;
  const countLimit = Math.max(cap, offset + query.pageSize) + 1;
  Object.assign(values, { partLimit: offset + query.pageSize, pageSize: query.pageSize, offset, countLimit });
  const [rows, [{ counted }]] = await Promise.all([statements.page.execute(values), statements.count.execute(values)]);
  const items: ShipmentListItem[] = rows.map(({ courierId, courierName, courierNameAr, ...row }) => ({
    ...row,
    courier:
      courierId && courierName ? { id: courierId, name: courierName, nameAr: courierNameAr ?? courierName } : null,
    createdAt: row.createdAt.toISOString(),
    processedAt: row.processedAt?.toISOString() ?? null,
  }));
  const totalIsCapped = !statements.kept && counted >= countLimit;
  return {
    items,
    total: totalIsCapped ? countLimit - 1 : counted,
    totalIsCapped,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * Every tab's count under the same search and filters as the list. Without filters (the list as it opens)
 * they are added up from the counts the triggers keep per owner, readiness and status; with a filter they
 * are counted in one query over the filtered rows.
 */
export async function tabCounts(
  db: DbOrTx,
  principal: UserPrincipal,
  query: TabCountsQuery,
): Promise<Record<ShipmentTab, number>> {
  const kept = !hasFilters(query);
  const table = kept ? shipmentTabCounts : shipments;
  const selection = Object.fromEntries(
    SHIPMENT_TABS.map((tab) => {
      const condition = tabCondition(tab.key, table);
      if (kept)
        return [
          tab.key,
          condition
            ? sql<number>`coalesce(sum(${shipmentTabCounts.shipments}) filter (where ${condition}), 0)::int`
            : sql<number>`coalesce(sum(${shipmentTabCounts.shipments}), 0)::int`,
        ];
      return [
        tab.key,
        condition ? sql<number>`(count(*) filter (where ${condition}))::int` : sql<number>`count(*)::int`,
      ];
    }),
  ) as Record<ShipmentTab, SQL<number>>;
  const [counts] = await db
    .select(selection)
    .from(table)
    .where(and(ownedScope(principal, table), ...(kept ? [] : filterConditions(query))));
  return counts as Record<ShipmentTab, number>;
}

/** The full shipment document: snapshots once booked, live address book entries while a draft. */
export async function shipmentDocument(db: DbOrTx, row: ShipmentRow): Promise<Shipment> {
  const addressIds = [row.senderAddressId, row.recipientAddressId].filter(
    (id): id is string => !!id && !row.processedAt,
  );
  const [liveAddresses, types, events, courier] = await Promise.all([
    addressIds.length ? db.select().from(addresses).where(inArray(addresses.id, addressIds)) : Promise.resolve([]),
    Promise.all([
      row.shipmentTypeId
        ? db.select().from(shipmentTypes).where(eq(shipmentTypes.id, row.shipmentTypeId))
        : Promise.resolve([]),
      row.serviceTypeId
        ? db.select().from(serviceTypes).where(eq(serviceTypes.id, row.serviceTypeId))
        : Promise.resolve([]),
      row.parcelTypeId
        ? db.select().from(parcelTypes).where(eq(parcelTypes.id, row.parcelTypeId))
        : Promise.resolve([]),
    ]),
    db
      .select()
      .from(trackingEvents)
      .where(eq(trackingEvents.shipmentId, row.id))
      .orderBy(asc(trackingEvents.occurredAt), asc(trackingEvents.createdAt)),
    row.courierId
      ? db
          .select({ id: couriers.id, logoUpdatedAt: couriers.logoUpdatedAt })
          .from(couriers)
          .where(eq(couriers.id, row.courierId))
      : Promise.resolve([]),
  ]);
  const live = await snapshotsOf(db, liveAddresses);
  const liveById = new Map(liveAddresses.map((a, i) => [a.id, live[i]]));
  const sender = row.senderSnapshot ?? (row.senderAddressId ? (liveById.get(row.senderAddressId) ?? null) : null);
  const recipient =
    row.recipientSnapshot ?? (row.recipientAddressId ? (liveById.get(row.recipientAddressId) ?? null) : null);
  const typeRef = (rows: { id: string; code: string; name: string; nameAr: string }[]) =>
    rows[0] ? { id: rows[0].id, code: rows[0].code, name: rows[0].name, nameAr: rows[0].nameAr } : null;
  const price = row.priceSnapshot;
  return {
    id: row.id,
    version: row.version,
    readiness: row.readiness,
    status: row.status,
    trackingNumber: row.trackingNumber,
    senderAddressId: row.senderAddressId,
    recipientAddressId: row.recipientAddressId,
    sender,
    recipient,
    shipmentType: typeRef(types[0]),
    serviceType: typeRef(types[1]),
    parcelType: typeRef(types[2]),
    parcelQuantity: row.parcelQuantity,
    weightKg: row.weightKg,
    lengthCm: row.lengthCm,
    widthCm: row.widthCm,
    heightCm: row.heightCm,
    parcelNotes: row.parcelNotes,
    reference: row.reference,
    importId: row.importId,
    paymentType: row.paymentType,
    codAmountFils: row.codAmountFils,
    priceFils: row.priceFils,
    currency: row.currency,
    price: price
      ? {
          chargeableWeightKg: price.chargeableWeightKg,
          basePriceFils: price.basePriceFils,
          weightPriceFils: price.weightPriceFils,
          totalFils: price.totalFils,
          currency: price.currency,
          transitDays: price.transitDays,
        }
      : null,
    courier: row.courierSnapshot
      ? { ...row.courierSnapshot, logoUrl: courierLogoUrl(row.courierSnapshot.id, courier[0]?.logoUpdatedAt ?? null) }
      : null,
    expectedPickupDate: row.expectedPickupDate,
    expectedDeliveryDate: row.expectedDeliveryDate,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    processedAt: row.processedAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    events: events.map((e) => ({
      id: e.id,
      status: e.status,
      occurredAt: e.occurredAt.toISOString(),
      location: e.location,
      note: e.note,
      source: e.source,
    })),
  };
}
