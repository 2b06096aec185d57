import { normalizeSearchText, SHIPMENT_TABS, type ShipmentTab } from '@portal/shared/domain';
import { and, asc, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import {
  addresses,
  cities,
  couriers,
  parcelTypes,
  serviceTypes,
  shipments,
  shipmentTypes,
  trackingEvents,
} from '../../../db/schema';
import type { UserPrincipal } from '../../../plugins/auth';
import { ownedScope } from '../../../scoping/owned';
import { courierLogoUrl } from '../../../lib/courier-logo-url';
import { snapshotsOf } from './places';
import type { Shipment, ShipmentListItem, ShipmentListQuery, TabCountsQuery } from './schemas';

type ShipmentRow = typeof shipments.$inferSelect;

/** The SQL condition of one list tab (from SHIPMENT_TABS in @portal/shared/domain). */
export function tabCondition(key: ShipmentTab): SQL | undefined {
  const tab = SHIPMENT_TABS.find((t) => t.key === key);
  if (!tab) return undefined;
  const conditions: SQL[] = [];
  if ('readiness' in tab) conditions.push(eq(shipments.readiness, tab.readiness));
  if ('status' in tab) conditions.push(inArray(shipments.status, [...tab.status]));
  return and(...conditions);
}

// Jordan keeps UTC+3 all year: a date filter means Amman's calendar day.
const ammanDayStart = (isoDate: string) => new Date(`${isoDate}T00:00:00+03:00`);

/** Scope plus search, courier and date filters: everything but the tab. */
function baseConditions(principal: UserPrincipal, query: TabCountsQuery): SQL[] {
  const conditions: (SQL | undefined)[] = [ownedScope(principal, shipments)];
  const q = query.q?.trim();
  if (q) {
    const compact = q.replace(/\s+/g, '').toUpperCase();
    conditions.push(
      /^PT\d{1,11}$/.test(compact)
        ? sql`${shipments.trackingNumber} like ${`${compact}%`}`
        : sql`${shipments.searchText} like ${`%${normalizeSearchText(q).replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`,
    );
  }
  if (query.courierId) conditions.push(eq(shipments.courierId, query.courierId));
  if (query.importId) conditions.push(eq(shipments.importId, query.importId));
  if (query.dateFrom) conditions.push(gte(shipments.createdAt, ammanDayStart(query.dateFrom)));
  if (query.dateTo)
    conditions.push(lt(shipments.createdAt, new Date(ammanDayStart(query.dateTo).getTime() + 86_400_000)));
  return conditions.filter((c): c is SQL => !!c);
}

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

export function sortOrder(sort: string | undefined): SQL[] {
  const descending = sort?.startsWith('-') ?? true;
  const field = (sort?.replace(/^-/, '') ?? 'createdAt') as keyof typeof SORT_COLUMNS;
  const column = SORT_COLUMNS[field] ?? shipments.createdAt;
  // The id breaks ties, so pages never repeat or skip rows. A column that is never null sorts plainly,
  // so the (owner, created_at) indexes serve the default order; nullable ones put the blanks last.
  if (column === shipments.createdAt)
    return descending ? [desc(column), desc(shipments.id)] : [asc(column), asc(shipments.id)];
  return descending
    ? [sql`${column} desc nulls last`, desc(shipments.id)]
    : [sql`${column} asc nulls last`, asc(shipments.id)];
}

export async function listShipments(db: DbOrTx, principal: UserPrincipal, query: ShipmentListQuery) {
  const conditions = baseConditions(principal, query);
  if (query.tab) {
    const tab = tabCondition(query.tab);
    if (tab) conditions.push(tab);
  }
  const where = and(...conditions);
  const offset = (query.page - 1) * query.pageSize;
  // The page's ids first, from the narrow filter and sort alone; the joins then touch only those rows.
  const pageIds = db
    .select({ id: shipments.id })
    .from(shipments)
    .where(where)
    .orderBy(...sortOrder(query.sort))
    .limit(query.pageSize)
    .offset(offset)
    .as('page_ids');
  const [rows, [{ total }]] = await Promise.all([
    db
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
      .innerJoin(pageIds, eq(pageIds.id, shipments.id))
      .leftJoin(recipientAddress, eq(recipientAddress.id, shipments.recipientAddressId))
      .leftJoin(senderAddress, eq(senderAddress.id, shipments.senderAddressId))
      // A draft's cities come from its addresses (or its typed-in recipient) until processing snapshots them.
      .leftJoin(
        recipientCity,
        eq(recipientCity.id, sql`coalesce(${shipments.destinationCityId}, ${recipientAddress.cityId})`),
      )
      .leftJoin(senderCity, eq(senderCity.id, sql`coalesce(${shipments.originCityId}, ${senderAddress.cityId})`))
      .orderBy(...sortOrder(query.sort)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(shipments)
      .where(where),
  ]);
  const items: ShipmentListItem[] = rows.map(({ courierId, courierName, courierNameAr, ...row }) => ({
    ...row,
    courier:
      courierId && courierName ? { id: courierId, name: courierName, nameAr: courierNameAr ?? courierName } : null,
    createdAt: row.createdAt.toISOString(),
    processedAt: row.processedAt?.toISOString() ?? null,
  }));
  return { items, total, page: query.page, pageSize: query.pageSize };
}

/** Every tab's count in one query, under the same search and filters as the list. */
export async function tabCounts(
  db: DbOrTx,
  principal: UserPrincipal,
  query: TabCountsQuery,
): Promise<Record<ShipmentTab, number>> {
  const selection = Object.fromEntries(
    SHIPMENT_TABS.map((tab) => {
      const condition = tabCondition(tab.key);
      return [
        tab.key,
        condition ? sql<number>`(count(*) filter (where ${condition}))::int` : sql<number>`count(*)::int`,
      ];
    }),
  ) as Record<ShipmentTab, SQL<number>>;
  const [counts] = await db
    .select(selection)
    .from(shipments)
    .where(and(...baseConditions(principal, query)));
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
