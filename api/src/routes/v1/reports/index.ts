import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Role } from '@portal/shared/domain';
import { Type } from '@sinclair/typebox';
import { withErrors } from '../../../lib/schemas';
import { can, requireUser } from '../../../plugins/permissions';
import { exportReport } from '../../../services/report-export';
import { checkGroup, dashboard, periodOf, shipmentsReport, statistics } from '../../../services/reports';
import { Dashboard, ExportQuery, ReportQuery, ShipmentsReport, Statistics, StatisticsQuery } from './schemas';

const tags = ['reports'];

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
      const report = await shipmentsReport(db, principal, period, groupBy);
      const file = await exportReport(request.locale, groupBy, format, period, report);
      return reply
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .header('cache-control', 'private, no-store')
        .header('content-type', file.contentType)
        .send(file.body);
    },
  );
};

export default reportRoutes;
