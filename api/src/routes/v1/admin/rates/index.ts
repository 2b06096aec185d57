import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { readUploadedFile, uploadLimits } from '../../../../lib/uploads';
import { withErrors } from '../../../../lib/schemas';
import { can } from '../../../../plugins/permissions';
import { exportRatesCsv, RATE_CSV_MAX_BYTES, replaceRates } from '../../../../services/rates/csv';
import { rateTable, requireCourier } from '../../../../services/rates/rates';
import { registerCrud } from '../crud';
import { CourierQuery, ImportResult, RateBody, RateFilters, RateItem } from './schemas';

const tags = ['admin: rates'];

/** Rates per courier and service type, from an origin area to a destination area (subject `locations`). */
const rateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addSchema(RateItem);
  app.addSchema(ImportResult);
  await app.register(multipart, { limits: uploadLimits(RATE_CSV_MAX_BYTES) });
  const { db } = app;

  registerCrud(app, {
    ...rateTable(db),
    path: '/rates',
    subject: 'locations',
    tag: tags[0],
    itemSchema: RateItem,
    bodyProperties: RateBody,
    filterProperties: RateFilters,
  });

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
      const courier = await requireCourier(db, request.query.courierId);
      const csv = await exportRatesCsv(db, courier.id);
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
        'x-upload': {
          field: 'file',
          maxBytes: RATE_CSV_MAX_BYTES,
          description: 'The CSV file of rates, as the export writes it',
        },
        response: withErrors({ 200: Type.Ref(ImportResult) }),
      },
    },
    async (request) => {
      const courier = await requireCourier(db, request.query.courierId);
      const { bytes } = await readUploadedFile(request, 'file', RATE_CSV_MAX_BYTES);
      return replaceRates(db, request, courier.id, bytes);
    },
  );
};

export default rateRoutes;
