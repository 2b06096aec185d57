import type { components } from '@portal/shared/api-types';
import type { Page } from '@portal/shared/domain';

/** GET /shipments/tab-counts: every tab's count at once. */
export type TabCounts = components['schemas']['ShipmentTabCounts'];

/** The fields of a listed shipment the dashboard shows. */
export type RecentShipment = Pick<
  components['schemas']['ShipmentListItem'],
  | 'id'
  | 'trackingNumber'
  | 'recipientName'
  | 'recipientCityName'
  | 'recipientCityNameAr'
  | 'status'
  | 'readiness'
  | 'priceFils'
  | 'createdAt'
>;
export type RecentShipmentsPage = Page<RecentShipment>;

/** GET /reports/dashboard: the last 30 days by day, the top couriers and destinations, and the platform's figures. */
export type DashboardSummary = components['schemas']['Dashboard'];

/**
 * One Amman calendar day (YYYY-MM-DD): booked shipments created that day (drafts excluded) and what they cost, in
 * fils. The series holds the last 30 days, oldest first, days without shipments included (zero).
 */
export type DailyFigures = DashboardSummary['series'][number];

/** The whole platform's figures, for the super user only (null for everyone else). */
export type PlatformFigures = NonNullable<DashboardSummary['platform']>;
