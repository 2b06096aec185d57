import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { filsToJodString, Role, roleCan } from '@portal/shared/domain';
import { Type } from '@sinclair/typebox';
import { toCsv } from '../../../lib/csv';
import { AppError, forbidden, validationFailed } from '../../../lib/errors';
import { withErrors } from '../../../lib/schemas';
import type { Locale } from '../../../i18n/locale';
import { translate } from '../../../i18n/messages';
import type { UserPrincipal } from '../../../plugins/auth';
import { can, requireUser } from '../../../plugins/permissions';
import {
  addDays,
  dashboard,
  type Period,
  REPORT_MAX_DAYS,
  type ReportGroup,
  type ReportRow,
  shipmentsReport,
  statistics,
} from '../../../services/reports';
import { Dashboard, ExportQuery, ReportQuery, ShipmentsReport, Statistics, StatisticsQuery } from './schemas';

const tags = ['reports'];

/** Both dates (each within the accepted dates, docs/architecture.md#accepted-input), in order, within the longest period a report covers. */
function periodOf(query: { dateFrom?: string; dateTo?: string }): Period {
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
function checkGroup(principal: UserPrincipal, group: ReportGroup) {
  if (group === 'user' && !roleCan(principal.role, 'user-report')) throw forbidden();
}

const COLUMN_KEYS = {
  courier: 'reportCourier',
  destination: 'reportDestination',
  origin: 'reportOrigin',
  user: 'reportUser',
} as const;

/** The report as a sheet: a header in the caller's language, a row per group, the totals last. */
function reportTable(
  locale: Locale,
  group: ReportGroup,
  rows: ReportRow[],
  totals: Omit<ReportRow, 'id' | 'name' | 'nameAr'>,
) {
  const t = (key: Parameters<typeof translate>[1]) => translate(locale, key);
  const named = group !== 'user';
  const header = [
    t(COLUMN_KEYS[group]),
    ...(named ? [t('reportNameAr')] : []),
    t('reportShipments'),
    t('reportDelivered'),
    t('reportReturned'),
    t('reportCancelled'),
    t('reportCodTotal'),
    t('reportShippingCost'),
  ];
  const line = (name: string, nameAr: string, m: typeof totals) => [
    name,
    ...(named ? [nameAr] : []),
    m.shipments,
    m.delivered,
    m.returned,
    m.cancelled,
    Number(filsToJodString(m.codTotalFils)),
    Number(filsToJodString(m.shippingCostFils)),
  ];
  return {
    header,
    body: rows.map((row) => line(row.name || t('reportUnknown'), row.nameAr || t('reportUnknown'), row)),
    totals: line(t('reportTotal'), '', totals),
    moneyColumns: [header.length - 2, header.length - 1],
  };
}

/** Shipments report, statistics, the export and the dashboard (docs/architecture.md#reports-and-the-dashboard). */
const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const schema of [ShipmentsReport, Statistics, Dashboard]) app.addSchema(schema);
  const { db } = app;

  app.get(
    '/dashboard',
    {
      config: { access: can('dashboard', 'read') },
      schema: {
        tags,
        summary:
          'The last 30 days by day (shipments, spend), top couriers and destinations; for the super user the platform’s waiting work',
        response: withErrors({ 200: Type.Ref('Dashboard') }),
      },
    },
    async (request) => {
      const principal = requireUser(request);
      return dashboard(db, principal, app.now(), principal.role === Role.SuperUser);
    },
  );

  app.get(
    '/shipments',
    {
      config: { access: can('reports', 'read') },
      schema: {
        tags,
        summary:
          'Booked shipments created in the period, grouped by courier, destination, origin or user: counts, COD and cost, busiest first',
        querystring: ReportQuery,
        response: withErrors({ 200: Type.Ref('ShipmentsReport') }),
      },
    },
    async (request) => {
      const principal = requireUser(request);
      const period = periodOf(request.query);
      checkGroup(principal, request.query.groupBy);
      const report = await shipmentsReport(db, principal, period, request.query.groupBy);
      return { groupBy: request.query.groupBy, ...period, ...report };
    },
  );

  app.get(
    '/statistics',
    {
      config: { access: can('reports', 'read') },
      schema: {
        tags,
        summary:
          'The five busiest couriers, origin cities and destination cities of the period, and users for those with `user-report`',
        querystring: StatisticsQuery,
        response: withErrors({ 200: Type.Ref('ReportStatistics') }),
      },
    },
    async (request) => {
      const period = periodOf(request.query);
      return { ...period, ...(await statistics(db, requireUser(request), period)) };
    },
  );

  app.get(
    '/shipments/export',
    {
      config: { access: can('reports', 'read') },
      schema: {
        tags,
        summary: 'The shipments report as CSV (UTF-8 with BOM, spreadsheet-safe) or Excel (XLSX)',
        querystring: ExportQuery,
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
        response: withErrors({ 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }) }),
      },
    },
    async (request, reply) => {
      const principal = requireUser(request);
      const period = periodOf(request.query);
      const { groupBy, format } = request.query;
      checkGroup(principal, groupBy);
      const { rows, totals } = await shipmentsReport(db, principal, period, groupBy);
      const table = reportTable(request.locale, groupBy, rows, totals);
      const fileName = `shipments-report-${groupBy}-${period.dateFrom}-${period.dateTo}.${format}`;
      reply
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store');
      if (format === 'csv') {
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .send(toCsv([table.header, ...table.body, table.totals]));
      }
      // Loaded with the first export, not with the server.
      const { default: ExcelJS } = await import('exceljs');
      const workbook = new ExcelJS.Workbook();
      workbook.creator = 'Courier portal';
      const sheet = workbook.addWorksheet(translate(request.locale, 'reportSheet'), {
        views: [{ rightToLeft: request.locale === 'ar', state: 'frozen', ySplit: 1 }],
      });
      sheet.addRow(table.header).font = { bold: true };
      for (const values of table.body) sheet.addRow(values);
      sheet.addRow(table.totals).font = { bold: true };
      for (const index of table.moneyColumns) sheet.getColumn(index + 1).numFmt = '0.000';
      sheet.columns.forEach((column, index) => {
        column.width = index < table.header.length - 6 ? 28 : 16;
      });
      const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .send(buffer);
    },
  );
};

export default reportRoutes;
