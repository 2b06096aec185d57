import { type Static, Type } from '@sinclair/typebox';
import { IsoDate, Nullable, StrictObject, Uuid } from '../../../lib/schemas';
import { REPORT_GROUPS } from '../../../services/reports';

const Day = IsoDate({ description: 'An Amman calendar day' });

// Optional to the validator so a missing date gets the portal's own words ("Please select start and end
// dates"); required all the same, as the document says (x-required).
const PeriodFields = {
  dateFrom: Type.Optional(
    IsoDate({ description: 'An Amman calendar day: the first of the period', 'x-required': true }),
  ),
  dateTo: Type.Optional(IsoDate({ description: 'An Amman calendar day: the last of the period', 'x-required': true })),
};

export const ReportGroup = Type.Union(
  REPORT_GROUPS.map((group) => Type.Literal(group)),
  { default: 'courier', description: 'courier (partner), destination city, origin city, or user (user-report)' },
);

export const ReportQuery = StrictObject({ ...PeriodFields, groupBy: ReportGroup });
export type ReportQuery = Static<typeof ReportQuery>;

export const StatisticsQuery = StrictObject(PeriodFields);
export type StatisticsQuery = Static<typeof StatisticsQuery>;

export const ExportQuery = StrictObject({
  ...PeriodFields,
  groupBy: ReportGroup,
  format: Type.Union([Type.Literal('csv'), Type.Literal('xlsx')], { default: 'csv' }),
});
export type ExportQuery = Static<typeof ExportQuery>;

const Named = {
  id: Nullable(Uuid),
  name: Type.String(),
  nameAr: Type.String(),
};

const Measures = {
  shipments: Type.Integer(),
  delivered: Type.Integer(),
  returned: Type.Integer(),
  cancelled: Type.Integer(),
  codTotalFils: Type.Integer({ description: 'Cash on delivery to collect, shipments not cancelled' }),
  shippingCostFils: Type.Integer({ description: 'Shipping prices, shipments not cancelled' }),
};

export const ShipmentsReport = Type.Object(
  {
    groupBy: ReportGroup,
    dateFrom: Day,
    dateTo: Day,
    rows: Type.Array(Type.Object({ ...Named, ...Measures }), { maxItems: 500 }),
    totals: Type.Object(Measures),
  },
  { $id: 'ShipmentsReport', title: 'ShipmentsReport' },
);

const TopEntry = Type.Object({ ...Named, shipments: Type.Integer() });
const TopList = Type.Array(TopEntry, { maxItems: 5 });

export const Statistics = Type.Object(
  {
    dateFrom: Day,
    dateTo: Day,
    topUsers: Type.Optional(
      Type.Array(TopEntry, {
        maxItems: 5,
        description: 'Only for roles holding `user-report` (as the by-user report); left out for the others',
      }),
    ),
    topCouriers: TopList,
    topOriginCities: TopList,
    topDestinationCities: TopList,
  },
  { $id: 'ReportStatistics', title: 'ReportStatistics' },
);

export const Dashboard = Type.Object(
  {
    series: Type.Array(Type.Object({ date: Day, shipments: Type.Integer(), spendFils: Type.Integer() }), {
      description: 'The last 30 Amman days, oldest first, days without shipments included',
    }),
    topCouriers: TopList,
    topDestinations: TopList,
    platform: Nullable(
      Type.Object({
        organizations: Type.Object({ approved: Type.Integer(), pending: Type.Integer(), rejected: Type.Integer() }),
        pendingApiKeys: Type.Integer(),
        users: Type.Integer(),
      }),
    ),
  },
  { $id: 'Dashboard', title: 'Dashboard' },
);
