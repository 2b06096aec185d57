import { createHash } from 'node:crypto';
import { AddressType, Readiness, ShipmentStatus } from '@portal/shared/domain';
import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { addresses, imports, shipments, users } from '../../db/schema';
import { insertMany } from '../../lib/bulk-insert';
import { AppError, isUniqueViolation } from '../../lib/errors';
import { containsPattern } from '../../lib/search';
import { sortColumn } from '../../lib/sorting';
import { csvProblemDetail, mapInTurns } from '../../lib/uploads';
import type { UserPrincipal } from '../../plugins/auth';
import { snapshotsOf } from '../shipments/places';
import { findOwnedOr404, ownedScope, ownerValues } from '../../scoping/owned';
import { searchTextOf } from '../shipment-search-text';
import { enqueueImportEvent } from '../webhooks/events';
import {
  decodeCsvText,
  type FileProblem,
  parseShipmentCsv,
  SHIPMENT_IMPORT_COLUMNS,
  SHIPMENT_IMPORT_MAX_ROWS,
  shipmentImportPlaces,
} from './csv';

/**
 * Imports: drafts created from a CSV file (every row valid, or nothing is written) and the history of
 * the files, scoped like shipments (docs/architecture.md#ownership).
 */

export type ImportRow = typeof imports.$inferSelect;

/**
 * The caller's primary pick-up address, the drafts' sender: the organization's for a member, else the
 * user's own (the split of the addresses table's two partial unique indexes).
 */
export async function primaryPickUpAddress(db: DbOrTx, principal: UserPrincipal) {
  const owner = principal.organizationId
    ? eq(addresses.organizationId, principal.organizationId)
    : and(eq(addresses.createdByUserId, principal.userId), isNull(addresses.organizationId));
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(owner, eq(addresses.isPrimary, true), eq(addresses.type, AddressType.PickUp)))
    .limit(1);
  return row;
}

/** A whole file refused before its rows are read, as the API reports it. */
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
            columns: SHIPMENT_IMPORT_COLUMNS.filter((c) => c.requirement === 'required')
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

const presentImport = (row: ImportRow) => ({
  id: row.id,
  fileName: row.fileName,
  rowCount: row.rowCount,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

/** History rows with their shipments counted: drafts left, shipments processed and labels to print. */
async function presentHistory(db: DbOrTx, rows: { row: ImportRow; username: string }[]) {
  const ids = rows.map(({ row }) => row.id);
  const counts = ids.length
    ? await db
        .select({
          importId: shipments.importId,
          drafts: sql<number>`(count(*) filter (where ${shipments.readiness} = ${Readiness.Draft}))::int`,
          processed: sql<number>`(count(*) filter (where ${shipments.trackingNumber} is not null))::int`,
          // What the labels PDF prints (labelledOf): a cancelled shipment has no label.
          labelled: sql<number>`(count(*) filter (where ${shipments.trackingNumber} is not null and ${shipments.status} <> ${sql.raw(String(ShipmentStatus.Cancelled))}))::int`,
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
    labelCount: countsOf.get(row.id)?.labelled ?? 0,
    createdBy: { id: row.createdByUserId, username },
  }));
}

/**
 * Creates one draft per row of the file, sent from the caller's primary pick-up address, all in one
 * transaction. A refused file stays in the history (who tried what, and why it was refused); the same
 * file imported again is a conflict.
 */
export async function createImport(
  db: DbOrTx,
  principal: UserPrincipal,
  file: { bytes: Buffer; fileName: string },
): Promise<{ import: ReturnType<typeof presentImport>; shipmentIds: string[] }> {
  const { bytes } = file;
  const fileName = (file.fileName || 'shipments.csv').slice(0, 255);

  const sender = await primaryPickUpAddress(db, principal);
  // The detail names the missing sender, so the portal can offer to create the address.
  if (!sender)
    throw new AppError('VALIDATION_FAILED', 'noPrimaryPickUpAddress', {
      details: [{ field: 'senderAddressId', messageKey: 'noPrimaryPickUpAddress' }],
    });

  const fileHash = createHash('sha256').update(bytes).digest('hex');
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
    return await db.transaction(async (tx) => {
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
          searchText: searchTextOf(null, recipient, senderSnapshot, row.reference),
        };
      });
      const shipmentIds = await insertMany(tx, shipments, values, 'id');
      await enqueueImportEvent(tx, importRow, {
        id: importRow.id,
        fileName: importRow.fileName,
        rowCount: importRow.rowCount,
        shipmentIds,
      });
      return { import: presentImport(importRow), shipmentIds };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      const raced = await earlierImport(db, principal, fileHash);
      if (raced) throw duplicateError(raced);
    }
    throw error;
  }
}

const SORTS = { createdAt: imports.createdAt, fileName: imports.fileName, rowCount: imports.rowCount } as const;

/** One page of the caller's imports (q: file name), with their shipments counted. */
export async function listImports(
  db: DbOrTx,
  principal: UserPrincipal,
  query: { page: number; pageSize: number; sort?: string; q?: string },
) {
  const q = query.q?.trim();
  const where = and(
    ownedScope(principal, imports),
    q ? sql`${imports.fileName} ilike ${containsPattern(q)}` : undefined,
  );
  const { column, descending } = sortColumn(SORTS, query.sort ?? '-createdAt');
  const order: SQL[] = descending ? [desc(column), desc(imports.id)] : [asc(column), asc(imports.id)];
  const { page, pageSize } = query;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ row: imports, username: users.username })
      .from(imports)
      .innerJoin(users, eq(users.id, imports.createdByUserId))
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(imports).where(where),
  ]);
  return { items: await presentHistory(db, rows), total, page, pageSize };
}

/** The caller's import (404 when it is not theirs). */
export const findImport = (db: DbOrTx, principal: UserPrincipal, id: string): Promise<ImportRow> =>
  findOwnedOr404(db, imports, id, principal);

/** One of the caller's imports with its shipments counted. */
export async function importWithCounts(db: DbOrTx, principal: UserPrincipal, id: string) {
  const row = await findImport(db, principal, id);
  const [{ username }] = await db
    .select({ username: users.username })
    .from(users)
    .where(eq(users.id, row.createdByUserId));
  const [item] = await presentHistory(db, [{ row, username }]);
  return item;
}
