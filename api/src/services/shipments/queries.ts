import { normalizeSearchText, SHIPMENT_TABS, ShipmentStatus, type ShipmentTab } from '@portal/shared/domain';
import { and, asc, eq, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { readAll } from '../../db/read-all';
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
  users,
} from '../../db/schema';
import type { UserPrincipal } from '../../plugins/auth';
import { findOwnedOr404, ownedScope, ownedScopeParts, type ScopeOwner } from '../../scoping/owned';
import { courierView } from '../couriers';
import { containsPattern } from '../../lib/search';
import { snapshotsOf } from './places';
import { shownExpectedDates } from './rating';
import { eventCities } from './event-cities';
import { sortColumn } from '../../lib/sorting';

export type ShipmentRow = typeof shipments.$inferSelect;

/** The list's search and filters, as the routes validated them (the tab counts take the same). */
export interface ShipmentFilters {
  q?: string;
  courierId?: string;
  importId?: string;
  dateFrom?: string;
  dateTo?: string;
  /** The sender's own reference, matched exactly. */
  reference?: string;
}

/** A page of the list: a tab, a sort and the filters. */
export interface ShipmentListRequest extends ShipmentFilters {
  tab?: ShipmentTab;
  sort?: string;
  page: number;
  pageSize: number;
}

/** A shipment the caller may see (another owner's is a 404, as if absent). */
export function findShipment(db: DbOrTx, principal: UserPrincipal, id: string): Promise<ShipmentRow> {
  return findOwnedOr404(db, shipments, id, principal);
}

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
 * How a request's value enters a statement: as a named placeholder, the value kept aside for the run, so one
 * prepared statement serves every request of its shape (preparedOnce); or inline, for a statement run once.
 */
type Bind = (name: string, value: string) => Placeholder | SQL;

/** Search, courier, upload and date filters: everything but the owner scope and the tab. */
function filterConditions(query: ShipmentFilters, bind: Bind): SQL[] {
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
  if (query.reference) conditions.push(eq(shipments.reference, bind('reference', query.reference)));
  // Instants as ISO text: a placeholder's value skips the column's own conversion of a Date.
  if (query.dateFrom)
    conditions.push(sql`${shipments.createdAt} >= ${bind('dateFrom', ammanDayStart(query.dateFrom).toISOString())}`);
  if (query.dateTo) {
    const dayAfter = new Date(ammanDayStart(query.dateTo).getTime() + 86_400_000).toISOString();
    conditions.push(sql`${shipments.createdAt} < ${bind('dateTo', dayAfter)}`);
  }
  return conditions;
}

const hasFilters = (query: ShipmentFilters) =>
  !!(query.q?.trim() || query.courierId || query.importId || query.dateFrom || query.dateTo || query.reference);

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
  // As shown (shownExpectedDates): a cancelled shipment has none and sorts with the blanks.
  expectedDeliveryDate: sql`case when ${shipments.status} = ${sql.raw(String(ShipmentStatus.Cancelled))} then null else ${shipments.expectedDeliveryDate} end`,
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
 * The list's two statements (the page, its total) for one shape of request: the caller's kind of scope,
 * tab, sort and which filters are set. Built once (preparedOnce) and run with each request's values:
 * building the page's SQL cost more than the rest of a list request in the API
 * (docs/decisions.md#the-shipment-list-at-a-million-rows).
 */
function buildListStatements(db: DbOrTx, name: string, owner: ScopeOwner, query: ShipmentListRequest, filters: SQL[]) {
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
        reference: shipments.reference,
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

const preparedByShape = new WeakMap<DbOrTx, Map<string, unknown>>();
let preparedShapes = 0;

/**
 * A statement of this file built once per database and shape (`key`: whatever changes its SQL text) and
 * named, so PostgreSQL parses it once per connection. The shapes are finite (roles × tabs × sorts ×
 * filter sets), so the map needs no bound.
 */
function preparedOnce<T>(db: DbOrTx, key: string, build: (name: string) => T): T {
  let byShape = preparedByShape.get(db);
  if (!byShape) preparedByShape.set(db, (byShape = new Map()));
  let statement = byShape.get(key) as T | undefined;
  if (!statement) byShape.set(key, (statement = build(`shipment_query_${preparedShapes++}`)));
  return statement;
}

/** One request's values, by the placeholder names its statement is built with, and the caller's scope in them. */
function requestValues(principal: UserPrincipal) {
  const values: Record<string, string | number> = {};
  const bind = (name: string, value: string) => {
    values[name] = value;
    return sql.placeholder(name);
  };
  const owner: ScopeOwner = {
    role: principal.role,
    userId: bind('userId', principal.userId),
    organizationId: principal.organizationId ? bind('organizationId', principal.organizationId) : null,
  };
  return { values, bind, owner };
}

export async function listShipments(db: DbOrTx, principal: UserPrincipal, query: ShipmentListRequest) {
  const { values, bind, owner } = requestValues(principal);
  const filters = filterConditions(query, bind);
  const tab = query.tab ? tabCondition(query.tab) : undefined;
  if (tab) filters.push(tab);
  // The shape: what changes the SQL text (the scope's kind, tab, sort, which filters), not the values.
  const key = ['list', principal.role, query.tab, query.sort, ...Object.keys(values)].join('|');
  const statements = preparedOnce(db, key, (name) => buildListStatements(db, name, owner, query, filters));
  const offset = (query.page - 1) * query.pageSize;
  const q = query.q?.trim();
  const cap = q && !trackingNumberPrefix(q) ? SEARCH_COUNT_CAP : TOTAL_COUNT_CAP;
  const countLimit = Math.max(cap, offset + query.pageSize) + 1;
  Object.assign(values, { partLimit: offset + query.pageSize, pageSize: query.pageSize, offset, countLimit });
  const [rows, [{ counted }]] = await Promise.all([statements.page.execute(values), statements.count.execute(values)]);
  const items = rows.map(({ courierId, courierName, courierNameAr, ...row }) => ({
    ...row,
    expectedDeliveryDate: shownExpectedDates({ ...row, expectedPickupDate: null }).expectedDeliveryDate,
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

/** A bulk action's shipments: explicit ids or the list's tab, search and filters ("all matching"). */
export interface ShipmentSelection {
  ids?: string[];
  filter?: ShipmentFilters & { tab?: ShipmentTab; sort?: string };
}

/**
 * The WHERE condition of a selection, always inside the caller's scope: ids of another owner simply match
 * nothing, and a filter is resolved here, never from ids the client sends.
 */
export function selectionWhere(principal: UserPrincipal, selection: ShipmentSelection): SQL | undefined {
  const scope = ownedScope(principal, shipments);
  if (selection.ids) return and(scope, inArray(shipments.id, selection.ids));
  const filter = selection.filter ?? {};
  // Values inline: a bulk action runs once, not thousands of times like a list page.
  const conditions = filterConditions(filter, (_name, value) => sql`${value}`);
  const tab = filter.tab ? tabCondition(filter.tab) : undefined;
  return and(scope, ...conditions, tab);
}

/**
 * Every tab's count under the same search and filters as the list. Without filters (the list as it opens)
 * they are added up from the counts the triggers keep per owner, readiness and status; with a filter they
 * are counted in one query over the filtered rows.
 */
export async function tabCounts(
  db: DbOrTx,
  principal: UserPrincipal,
  query: ShipmentFilters,
): Promise<Record<ShipmentTab, number>> {
  const { values, bind, owner } = requestValues(principal);
  const kept = !hasFilters(query);
  const filters = kept ? [] : filterConditions(query, bind);
  const key = ['tab-counts', principal.role, ...Object.keys(values)].join('|');
  const statement = preparedOnce(db, key, (name) => {
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
    return db
      .select(selection)
      .from(table)
      .where(and(ownedScope(owner, table), ...filters))
      .prepare(name);
  });
  const [counts] = await statement.execute(values);
  return counts as Record<ShipmentTab, number>;
}

/**
 * The full shipment document: snapshots once booked, live address book entries while a draft; a cancelled one
 * with who cancelled it and no expected dates.
 */
export async function shipmentDocument(db: DbOrTx, row: ShipmentRow) {
  const addressIds = [row.senderAddressId, row.recipientAddressId].filter(
    (id): id is string => !!id && !row.processedAt,
  );
  const [liveAddresses, shipmentType, serviceType, parcelType, events, courier] = await readAll(db, [
    () => (addressIds.length ? db.select().from(addresses).where(inArray(addresses.id, addressIds)) : []),
    () => (row.shipmentTypeId ? db.select().from(shipmentTypes).where(eq(shipmentTypes.id, row.shipmentTypeId)) : []),
    () => (row.serviceTypeId ? db.select().from(serviceTypes).where(eq(serviceTypes.id, row.serviceTypeId)) : []),
    () => (row.parcelTypeId ? db.select().from(parcelTypes).where(eq(parcelTypes.id, row.parcelTypeId)) : []),
    () =>
      db
        .select()
        .from(trackingEvents)
        .where(eq(trackingEvents.shipmentId, row.id))
        .orderBy(asc(trackingEvents.occurredAt), asc(trackingEvents.createdAt)),
    () =>
      row.courierId
        ? db
            .select({ id: couriers.id, logoUpdatedAt: couriers.logoUpdatedAt })
            .from(couriers)
            .where(eq(couriers.id, row.courierId))
        : [],
  ]);
  const live = await snapshotsOf(db, liveAddresses);
  const eventCity = await eventCities(
    db,
    events.map((e) => e.cityId),
  );
  // Who cancelled: the user of the cancel event (null once that user is deleted).
  const cancelEvent = row.status === ShipmentStatus.Cancelled ? events.findLast((e) => e.status === row.status) : null;
  const [cancelledBy] = cancelEvent?.createdByUserId
    ? await db
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(eq(users.id, cancelEvent.createdByUserId))
    : [];
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
    shipmentType: typeRef(shipmentType),
    serviceType: typeRef(serviceType),
    parcelType: typeRef(parcelType),
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
      ? courierView({ ...row.courierSnapshot, logoUpdatedAt: courier[0]?.logoUpdatedAt ?? null })
      : null,
    ...shownExpectedDates(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    processedAt: row.processedAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancelledBy: cancelledBy ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    events: events.map((e) => ({
      id: e.id,
      status: e.status,
      occurredAt: e.occurredAt.toISOString(),
      location: e.location,
      city: e.cityId ? (eventCity.get(e.cityId) ?? null) : null,
      note: e.note,
      source: e.source,
    })),
  };
}
