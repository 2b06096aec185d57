import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Readiness } from '@portal/shared/domain';
import { Type } from '@sinclair/typebox';
import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { imports, shipments, users } from '../../../db/schema';
import { AppError, isUniqueViolation } from '../../../lib/errors';
import { insertMany } from '../../../lib/bulk-insert';
import { searchTextOf } from '../../../services/shipment-search-text';
import { csvProblemDetail, mapInTurns, readUploadedFile, uploadLimits } from '../../../lib/uploads';
import { DateTime, IdParams, PageOf, PageQuery, Uuid, withErrors } from '../../../lib/schemas';
import { sortColumn } from '../../../lib/sorting';
import { containsPattern } from '../../../lib/search';
import type { UserPrincipal } from '../../../plugins/auth';
import { can, requireUser } from '../../../plugins/permissions';
import { findOwnedOr404, ownedScope, ownerValues } from '../../../scoping/owned';
import importBatchRoutes from './import-batch';
import {
  decodeCsvText,
  parseShipmentCsv,
  SHIPMENT_IMPORT_COLUMNS,
  SHIPMENT_IMPORT_MAX_BYTES,
  SHIPMENT_IMPORT_MAX_ROWS,
  primaryPickUpAddress,
  shipmentImportPlaces,
  shipmentImportTemplateCsv,
  type FileProblem,
} from '../../../services/shipment-import';
import { snapshotsOf } from '../../../services/shipments/places';

const tags = ['shipments'];

const ImportStatus = Type.Union([Type.Literal('imported'), Type.Literal('failed')]);

export const ShipmentImport = Type.Object(
  { id: Uuid, fileName: Type.String(), rowCount: Type.Integer(), status: ImportStatus, createdAt: DateTime },
  { $id: 'ShipmentImport', title: 'ShipmentImport' },
);

const ShipmentImportListItem = Type.Object(
  {
    id: Uuid,
    fileName: Type.String(),
    rowCount: Type.Integer({ description: "The file's data rows" }),
    status: ImportStatus,
    errorCount: Type.Integer({ description: 'A refused upload: how many problems its rows had' }),
    draftCount: Type.Integer({ description: "The upload's shipments still drafts" }),
    processedCount: Type.Integer({ description: "The upload's shipments processed (with a tracking number)" }),
    createdAt: DateTime,
    createdBy: Type.Object({ id: Uuid, username: Type.String() }),
  },
  { $id: 'ShipmentImportListItem', title: 'ShipmentImportListItem' },
);

const ImportCreated = Type.Object({
  import: Type.Ref('ShipmentImport'),
  shipmentIds: Type.Array(Uuid, { description: 'The drafts created, in the order of the rows' }),
});

const ImportListQuery = PageQuery();
interface ImportListQuery {
  page: number;
  pageSize: number;
  sort?: string;
  q?: string;
}

const SORTS = { createdAt: imports.createdAt, fileName: imports.fileName, rowCount: imports.rowCount } as const;

function fileProblem(problem: FileProblem): AppError {
  switch (problem.kind) {
    case 'notCsv':
      return new AppError('VALIDATION_FAILED', 'csvNotCsv', {
        details: [{ row: problem.row, column: '', messageKey: 'csvNotCsv' }],
      });
    case 'columns': {
      const details = [
        {
          row: 1,
          column: problem.missing.join(', '),
          messageKey: 'csvColumns' as const,
          params: {
            columns: SHIPMENT_IMPORT_COLUMNS.filter((c) => c.required)
              .map((c) => c.key)
              .join(', '),
          },
        },
      ];
      return new AppError('VALIDATION_FAILED', 'csvColumns', { params: details[0].params, details });
    }
    case 'empty':
      return new AppError('VALIDATION_FAILED', 'csvEmpty', {
        details: [{ row: 2, column: '', messageKey: 'csvEmpty' }],
      });
    case 'tooManyRows': {
      const params = { limit: SHIPMENT_IMPORT_MAX_ROWS };
      return new AppError('VALIDATION_FAILED', 'csvTooManyRows', {
        params,
        details: [{ row: SHIPMENT_IMPORT_MAX_ROWS + 2, column: '', messageKey: 'csvTooManyRows', params }],
      });
    }
    case 'tooManyColumns':
    case 'recordTooLarge': {
      const detail = csvProblemDetail(problem);
      return new AppError('VALIDATION_FAILED', detail.messageKey, { params: detail.params, details: [detail] });
    }
  }
}

/** The owner's earlier import of the same file (the unique indexes' condition). */
async function earlierImport(db: DbOrTx, principal: UserPrincipal, fileHash: string) {
  const owner = principal.organizationId
    ? eq(imports.organizationId, principal.organizationId)
    : and(eq(imports.createdByUserId, principal.userId), isNull(imports.organizationId));
  const [row] = await db
    .select({ fileName: imports.fileName, createdAt: imports.createdAt })
    .from(imports)
    .where(and(owner, eq(imports.fileHash, fileHash), eq(imports.status, 'imported')))
    .limit(1);
  return row;
}

function duplicateError(earlier: { fileName: string; createdAt: Date }): AppError {
  // The portal shows times in Amman's zone (docs/architecture.md#api-conventions).
  const date = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Amman',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(earlier.createdAt)
    .replace(',', '');
  return new AppError('CONFLICT', 'importDuplicate', { params: { date, fileName: earlier.fileName } });
}

const presentImport = (row: typeof imports.$inferSelect) => ({
  id: row.id,
  fileName: row.fileName,
  rowCount: row.rowCount,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

/** History rows with their shipments counted: drafts left and shipments processed. */
async function presentHistory(db: DbOrTx, rows: { row: typeof imports.$inferSelect; username: string }[]) {
  const ids = rows.map(({ row }) => row.id);
  const counts = ids.length
    ? await db
        .select({
          importId: shipments.importId,
          drafts: sql<number>`(count(*) filter (where ${shipments.readiness} = ${Readiness.Draft}))::int`,
          processed: sql<number>`(count(*) filter (where ${shipments.trackingNumber} is not null))::int`,
        })
        .from(shipments)
        .where(inArray(shipments.importId, ids))
        .groupBy(shipments.importId)
    : [];
  const countsOf = new Map(counts.map((c) => [c.importId, c]));
  return rows.map(({ row, username }) => ({
    ...presentImport(row),
    errorCount: row.errorCount,
    draftCount: countsOf.get(row.id)?.drafts ?? 0,
    processedCount: countsOf.get(row.id)?.processed ?? 0,
    createdBy: { id: row.createdByUserId, username },
  }));
}

/**
 * Bulk upload of drafts from a CSV file: the template, the import (every row valid, or nothing is
 * written) and the history of imports, scoped like shipments (docs/architecture.md#ownership).
 */
const shipmentImportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addSchema(ShipmentImport);
  app.addSchema(ShipmentImportListItem);
  await app.register(multipart, { limits: uploadLimits(SHIPMENT_IMPORT_MAX_BYTES) });
  const { db } = app;

  app.get(
    '/imports/template',
    {
      config: { access: can('shipments', 'read') },
      schema: {
        tags,
        summary: 'The bulk upload template: a UTF-8 CSV (with BOM) with the header row and one example row',
        produces: ['text/csv'],
        response: withErrors({ 200: Type.String() }),
      },
    },
    async (_request, reply) => {
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="shipments-template.csv"')
        .send(shipmentImportTemplateCsv());
    },
  );

  app.post(
    '/imports',
    {
      config: { access: can('shipments', 'create') },
      schema: {
        tags,
        summary:
          'Create one draft per row of a CSV file (multipart field "file", at most 5 MB and 10,000 rows): every row valid, or nothing is written',
        consumes: ['multipart/form-data'],
        response: withErrors({ 201: ImportCreated }),
      },
    },
    async (request, reply) => {
      const principal = requireUser(request);
      const upload = await readUploadedFile(request, 'file', SHIPMENT_IMPORT_MAX_BYTES);
      const bytes = upload.bytes;
      const fileName = (upload.fileName || 'shipments.csv').slice(0, 255);

      const sender = await primaryPickUpAddress(db, principal);
      // The detail names the missing sender, so the portal can offer to create the address.
      if (!sender)
        throw new AppError('VALIDATION_FAILED', 'noPrimaryPickUpAddress', {
          details: [{ field: 'senderAddressId', messageKey: 'noPrimaryPickUpAddress' }],
        });

      const fileHash = createHash('sha256').update(bytes).digest('hex');
      // A refused file stays in the history (who tried what, and why it was refused).
      const refuse = async (error: AppError, rowCount: number, errorCount: number) => {
        await db.insert(imports).values({
          ...ownerValues(principal),
          fileName,
          fileHash,
          rowCount,
          status: 'failed',
          errorCount,
          errors: error.options.details ?? [],
        });
        return error;
      };
      if (decodeCsvText(bytes) === null) throw await refuse(fileProblem({ kind: 'notCsv', row: 1 }), 0, 1);
      const parsed = await parseShipmentCsv(bytes, await shipmentImportPlaces(db));
      if (!parsed.ok) {
        throw 'file' in parsed
          ? await refuse(fileProblem(parsed.file), 0, 1)
          : await refuse(
              new AppError('VALIDATION_FAILED', 'csvRowProblems', {
                params: { count: parsed.errorCount },
                details: parsed.errors,
              }),
              parsed.rowCount,
              parsed.errorCount,
            );
      }

      const earlier = await earlierImport(db, principal, fileHash);
      if (earlier) throw duplicateError(earlier);

      const [senderSnapshot] = await snapshotsOf(db, [sender]);
      const recipients = await snapshotsOf(
        db,
        parsed.rows.map(({ recipient }) => ({ ...recipient, latitude: null, longitude: null })),
      );
      try {
        const result = await db.transaction(async (tx) => {
          const [importRow] = await tx
            .insert(imports)
            .values({ ...ownerValues(principal), fileName, fileHash, rowCount: parsed.rows.length, status: 'imported' })
            .returning();
          const values = await mapInTurns(parsed.rows, (row, index) => {
            const recipient = recipients[index];
            return {
              ...ownerValues(principal),
              importId: importRow.id,
              importRow: row.row,
              reference: row.reference,
              readiness: Readiness.Draft,
              status: null,
              senderAddressId: sender.id,
              recipientAddressId: null,
              recipientSnapshot: recipient,
              destinationCityId: recipient.cityId,
              parcelTypeId: row.parcelTypeId,
              parcelQuantity: row.parcelQuantity,
              weightKg: row.weightKg,
              lengthCm: row.lengthCm,
              widthCm: row.widthCm,
              heightCm: row.heightCm,
              parcelNotes: row.parcelNotes,
              paymentType: row.paymentType,
              codAmountFils: row.codAmountFils,
              searchText: searchTextOf(null, recipient, senderSnapshot),
            };
          });
          const shipmentIds = await insertMany(tx, shipments, values, 'id');
          return { import: presentImport(importRow), shipmentIds };
        });
        return reply.code(201).send(result);
      } catch (error) {
        if (isUniqueViolation(error)) {
          const raced = await earlierImport(db, principal, fileHash);
          if (raced) throw duplicateError(raced);
        }
        throw error;
      }
    },
  );

  app.get(
    '/imports',
    {
      config: { access: can('shipments', 'read') },
      schema: {
        tags,
        summary: "The caller's bulk uploads (q: file name), newest first",
        querystring: ImportListQuery,
        response: withErrors({ 200: PageOf(Type.Ref('ShipmentImportListItem')) }),
      },
    },
    async (request) => {
      const principal = requireUser(request);
      const query = request.query as unknown as ImportListQuery;
      const q = query.q?.trim();
      const where = and(
        ownedScope(principal, imports),
        q ? sql`${imports.fileName} ilike ${containsPattern(q)}` : undefined,
      );
      const { column, descending } = sortColumn(SORTS, query.sort ?? '-createdAt');
      const order: SQL[] = descending ? [desc(column), desc(imports.id)] : [asc(column), asc(imports.id)];
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({ row: imports, username: users.username })
          .from(imports)
          .innerJoin(users, eq(users.id, imports.createdByUserId))
          .where(where)
          .orderBy(...order)
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ total: count() }).from(imports).where(where),
      ]);
      return {
        items: await presentHistory(db, rows),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },
  );

  app.get(
    '/imports/:id',
    {
      config: { access: can('shipments', 'read') },
      schema: {
        tags,
        summary: 'One bulk upload with its shipments counted (drafts left, processed)',
        params: IdParams,
        response: withErrors({ 200: Type.Ref('ShipmentImportListItem') }),
      },
    },
    async (request) => {
      const row = await findOwnedOr404(db, imports, request.params.id, requireUser(request));
      const [{ username }] = await db
        .select({ username: users.username })
        .from(users)
        .where(eq(users.id, row.createdByUserId));
      const [item] = await presentHistory(db, [{ row, username }]);
      return item;
    },
  );

  await app.register(importBatchRoutes);
};

export default shipmentImportRoutes;
