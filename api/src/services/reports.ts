import { ApiKeyStatus, isPlatformAdmin, OrganizationApproval, roleCan, ShipmentStatus } from '@portal/shared/domain';
import { and, count, eq, gte, inArray, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { AppError, forbidden, validationFailed } from '../lib/errors';
import { apiKeys, cities, couriers, organizations, shipmentRollups, users } from '../db/schema';
import type { UserPrincipal } from '../plugins/auth';

/**
 * Reports and the dashboard (docs/architecture.md#reports-and-the-dashboard): booked shipments (drafts
 * left out) created in a period of Amman calendar days, read from the daily rollups the database keeps
 * (shipmentRollups), scoped like every shipment query; system admins and the super user see the whole
 * platform.
 */

export const REPORT_GROUPS = ['courier', 'destination', 'origin', 'user'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];

/** At most this many rows in a report (the busiest first); a period of 3 years at most. */
export const REPORT_MAX_ROWS = 500;
export const REPORT_MAX_DAYS = 1100;

const DAY_MS = 86_400_000;
// Jordan keeps UTC+3 all year.
export const ammanDate = (instant: Date) => new Date(instant.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
export const addDays = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export interface Period {
  dateFrom: string;
  dateTo: string;
}

/** Both dates (each within the accepted dates, docs/architecture.md#accepted-input), in order, within the longest period a report covers. */
export function periodOf(query: { dateFrom?: string; dateTo?: string }): Period {
  const { dateFrom, dateTo } = query;
  if (!dateFrom || !dateTo) {
    throw new AppError('VALIDATION_FAILED', 'selectDates', {
      details: [
        ...(dateFrom ? [] : [{ field: 'dateFrom', messageKey: 'required' as const }]),
        ...(dateTo ? [] : [{ field: 'dateTo', messageKey: 'required' as const }]),
      ],
    });
  }
  if (dateTo < dateFrom) throw validationFailed([{ field: 'dateTo', messageKey: 'dateRangeOrder' }]);
  if (addDays(dateFrom, REPORT_MAX_DAYS - 1) < dateTo)
    throw validationFailed([{ field: 'dateTo', messageKey: 'dateRangeTooLong', params: { days: REPORT_MAX_DAYS } }]);
  return { dateFrom, dateTo };
}

/** By user needs `user-report` (organization admins: their organization's people; system admins: everyone). */
export function checkGroup(principal: UserPrincipal, group: ReportGroup) {
  if (group === 'user' && !roleCan(principal.role, 'user-report')) throw forbidden();
}

/** The rollups' stand-in for "none" (see shipmentRollups in the schema). */
const NONE = '00000000-0000-0000-0000-000000000000';
const DIMENSION = { courier: 1, origin: 2, destination: 3, user: 4 } as const satisfies Record<ReportGroup, number>;
const r = shipmentRollups;

/**
 * The rollup rows the caller may count, as ownedScope draws it for shipments: an individual their own,
 * an organization member the organization's and their own from before; system admins and the super
 * user everything.
 */
function rollupScope(principal: UserPrincipal): SQL | undefined {
  if (isPlatformAdmin(principal.role)) return undefined;
  const personal = and(eq(r.organizationId, NONE), eq(r.userId, principal.userId));
  return principal.organizationId
    ? or(and(eq(r.organizationId, principal.organizationId), eq(r.userId, NONE)), personal)
    : personal;
}

/** One dimension's rows of the caller's booked shipments created in the period. */
function countedIn(principal: UserPrincipal, period: Period, group: ReportGroup): SQL {
  return and(
    rollupScope(principal),
    eq(r.dimension, DIMENSION[group]),
    gte(r.day, period.dateFrom),
    lte(r.day, period.dateTo),
  )!;
}

const notCancelled = sql`${r.status} <> ${ShipmentStatus.Cancelled}`;
const sumOf = (column: typeof r.shipments | typeof r.codFils | typeof r.priceFils, filter?: SQL) =>
  filter ? sql`coalesce(sum(${column}) filter (where ${filter}), 0)` : sql`coalesce(sum(${column}), 0)`;
const measures = {
  shipments: sql<number>`${sumOf(r.shipments)}::int`,
  delivered: sql<number>`${sumOf(r.shipments, sql`${r.status} = ${ShipmentStatus.Delivered}`)}::int`,
  returned: sql<number>`${sumOf(r.shipments, sql`${r.status} = ${ShipmentStatus.Returned}`)}::int`,
  cancelled: sql<number>`${sumOf(r.shipments, sql`${r.status} = ${ShipmentStatus.Cancelled}`)}::int`,
  // Money of the shipments that went ahead: a cancelled booking is neither collected nor charged.
  codTotalFils: sql<string>`${sumOf(r.codFils, notCancelled)}::bigint`,
  shippingCostFils: sql<string>`${sumOf(r.priceFils, notCancelled)}::bigint`,
};
const keyOrNull = sql<string | null>`nullif(${r.key}, ${NONE}::uuid)`;

interface Named {
  id: string | null;
  name: string;
  nameAr: string;
}

/** Names of the grouped ids: couriers, cities or users (a user's name is the username in both languages). */
async function namesOf(db: DbOrTx, group: ReportGroup, ids: string[]): Promise<Map<string, Named>> {
  if (ids.length === 0) return new Map();
  const rows =
    group === 'courier'
      ? await db
          .select({ id: couriers.id, name: couriers.name, nameAr: couriers.nameAr })
          .from(couriers)
          .where(inArray(couriers.id, ids))
      : group === 'user'
        ? await db
            .select({ id: users.id, name: users.username, nameAr: users.username })
            .from(users)
            .where(inArray(users.id, ids))
        : await db
            .select({ id: cities.id, name: cities.name, nameAr: cities.nameAr })
            .from(cities)
            .where(inArray(cities.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

async function withNames<T extends { key: string | null }>(db: DbOrTx, group: ReportGroup, rows: T[]) {
  const names = await namesOf(
    db,
    group,
    rows.map((row) => row.key).filter((key): key is string => !!key),
  );
  return rows.map(({ key, ...rest }) => {
    const named = key ? names.get(key) : undefined;
    return { id: key, name: named?.name ?? '', nameAr: named?.nameAr ?? '', ...rest };
  });
}

export interface ReportRow extends Named {
  shipments: number;
  delivered: number;
  returned: number;
  cancelled: number;
  codTotalFils: number;
  shippingCostFils: number;
}

const toNumbers = <T extends { codTotalFils: string | number; shippingCostFils: string | number }>(row: T) => ({
  ...row,
  codTotalFils: Number(row.codTotalFils),
  shippingCostFils: Number(row.shippingCostFils),
});

/** The shipments report: one row per courier, destination city, origin city or user, busiest first, and the totals. */
export async function shipmentsReport(db: DbOrTx, principal: UserPrincipal, period: Period, group: ReportGroup) {
  const [grouped, [totals]] = await Promise.all([
    db
      .select({ key: keyOrNull, ...measures })
      .from(r)
      .where(countedIn(principal, period, group))
      .groupBy(r.key)
      // Counts taken back to zero (a shipment deleted or moved) leave no row.
      .having(sql`sum(${r.shipments}) > 0`)
      .orderBy(sql`2 desc`, r.key)
      .limit(REPORT_MAX_ROWS),
    // Any one dimension counts every shipment once.
    db
      .select(measures)
      .from(r)
      .where(countedIn(principal, period, 'courier')),
  ]);
  const rows: ReportRow[] = (await withNames(db, group, grouped)).map(toNumbers);
  return { rows, totals: toNumbers(totals) };
}

/** The five busiest of one grouping in the period. */
async function top(db: DbOrTx, principal: UserPrincipal, period: Period, group: ReportGroup) {
  const rows = await db
    .select({ key: keyOrNull, shipments: measures.shipments })
    .from(r)
    .where(and(countedIn(principal, period, group), ne(r.key, NONE)))
    .groupBy(r.key)
    .having(sql`sum(${r.shipments}) > 0`)
    .orderBy(sql`2 desc`, r.key)
    .limit(5);
  return withNames(db, group, rows);
}

/**
 * The period's top couriers, origin and destination cities, and the top users for those holding
 * `user-report`: each colleague's count is what the by-user report shows, so the others get no
 * `topUsers` at all.
 */
export async function statistics(db: DbOrTx, principal: UserPrincipal, period: Period) {
  const byUser = roleCan(principal.role, 'user-report');
  const [topUsers, topCouriers, topOriginCities, topDestinationCities] = await Promise.all([
    byUser ? top(db, principal, period, 'user') : undefined,
    top(db, principal, period, 'courier'),
    top(db, principal, period, 'origin'),
    top(db, principal, period, 'destination'),
  ]);
  return { ...(topUsers ? { topUsers } : {}), topCouriers, topOriginCities, topDestinationCities };
}

export const DASHBOARD_DAYS = 30;

/** The dashboard: the last 30 days by day (shipments, spend), the top couriers and destinations, and for the super user the platform's waiting work. */
export async function dashboard(db: DbOrTx, principal: UserPrincipal, now: Date, platformView: boolean) {
  const dateTo = ammanDate(now);
  const dateFrom = addDays(dateTo, -(DASHBOARD_DAYS - 1));
  const period = { dateFrom, dateTo };
  const day = sql<string>`to_char(${r.day}, 'YYYY-MM-DD')`;
  const [byDay, topCouriers, topDestinations, platform] = await Promise.all([
    db
      .select({ date: day, shipments: measures.shipments, spendFils: measures.shippingCostFils })
      .from(r)
      .where(countedIn(principal, period, 'courier'))
      .groupBy(r.day),
    top(db, principal, period, 'courier'),
    top(db, principal, period, 'destination'),
    platformView ? platformCounts(db) : Promise.resolve(null),
  ]);
  const byDate = new Map(byDay.map((row) => [row.date, row]));
  const series = Array.from({ length: DASHBOARD_DAYS }, (_, index) => {
    const date = addDays(dateFrom, index);
    const row = byDate.get(date);
    return { date, shipments: row?.shipments ?? 0, spendFils: Number(row?.spendFils ?? 0) };
  });
  return { series, topCouriers, topDestinations, platform };
}

async function platformCounts(db: DbOrTx) {
  const [[organizationCounts], [{ pendingApiKeys }], [{ userCount }]] = await Promise.all([
    db
      .select({
        approved: sql<number>`(count(*) filter (where ${organizations.approvalStatus} = ${OrganizationApproval.Approved}))::int`,
        pending: sql<number>`(count(*) filter (where ${organizations.approvalStatus} = ${OrganizationApproval.Pending}))::int`,
        rejected: sql<number>`(count(*) filter (where ${organizations.approvalStatus} = ${OrganizationApproval.Rejected}))::int`,
      })
      .from(organizations),
    db
      .select({ pendingApiKeys: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.kind, 'client'), eq(apiKeys.status, ApiKeyStatus.Pending))),
    db.select({ userCount: count() }).from(users),
  ]);
  return { organizations: organizationCounts, pendingApiKeys, users: userCount };
}
