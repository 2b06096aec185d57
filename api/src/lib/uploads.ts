import { setImmediate as nextTurn } from 'node:timers/promises';
import { type Info, parse as csvParser } from 'csv-parse';
import type { FastifyRequest } from 'fastify';
import { isAcceptedText } from './accepted-input';
import type { MessageKey } from '../i18n/messages';
import { AppError, type AppErrorDetail, fieldError } from './errors';

/** Text fields a form may carry besides its one file (the upload routes read none of them). */
const UPLOAD_MAX_FIELDS = 5;

/** The multipart plugin's limits for a route taking one file of at most `maxBytes`. */
export const uploadLimits = (maxBytes: number) => ({
  // One byte over, so that the route's own check (and its message) decides.
  fileSize: maxBytes + 1,
  files: 1,
  // One more than allowed: the plugin stops a form at its limit by cutting the file short, which would
  // read as an incomplete upload; readUploadedFile counts the fields and names the limit instead.
  fields: UPLOAD_MAX_FIELDS + 1,
});

/** What the multipart plugin reports, as the caller's mistake (400 naming the field) where it is one. */
function multipartError(error: unknown, field: string, tooLarge: () => AppError): unknown {
  const { code, message } = error as { code?: string; message?: string };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_FIELDS_LIMIT') return fieldError(field, 'uploadTooManyFields', { limit: UPLOAD_MAX_FIELDS });
  // A body that stops before the form's closing boundary: busboy's error carries no code, and the
  // file's stream, destroyed by the plugin, ends without one of its own.
  if (code === 'ERR_STREAM_PREMATURE_CLOSE' || (code === undefined && /unexpected end/i.test(message ?? '')))
    return fieldError(field, 'uploadIncomplete');
  return error;
}

/**
 * The one file of a multipart request, read whole: 400 naming `field` when it is missing, its name has
 * characters the API does not accept, the form ends before the file does or has more than
 * UPLOAD_MAX_FIELDS text fields before it; `tooLarge()` (413 by default) past `maxBytes`, whether the
 * multipart limit or this check stops it.
 */
/** A multipart file as read: its bytes and the name the client gave it. */
export interface UploadedFile {
  bytes: Buffer;
  fileName: string;
}

export async function readUploadedFile(
  request: FastifyRequest,
  field: string,
  maxBytes: number,
  tooLarge: () => AppError = () => new AppError('PAYLOAD_TOO_LARGE', 'payloadTooLarge'),
): Promise<UploadedFile> {
  if (!request.isMultipart()) throw fieldError(field, 'fileRequired');
  let bytes: Buffer;
  let fileName: string;
  try {
    const file = await request.file();
    if (!file || file.fieldname !== field) throw fieldError(field, 'fileRequired');
    // The file's name is stored (an import's) like any text of a request (docs/architecture.md#accepted-input).
    if (!isAcceptedText(file.filename)) throw fieldError(field, 'textCharacters');
    const fields = Object.values(file.fields)
      .flat()
      .filter((part) => part?.type === 'field');
    if (fields.length > UPLOAD_MAX_FIELDS) throw fieldError(field, 'uploadTooManyFields', { limit: UPLOAD_MAX_FIELDS });
    fileName = file.filename;
    bytes = await file.toBuffer();
  } catch (error) {
    throw multipartError(error, field, tooLarge);
  }
  if (bytes.length > maxBytes) throw tooLarge();
  return { bytes, fileName };
}

/** Items of a long loop handled between two turns of the event loop: a few milliseconds of work. */
const ITEMS_PER_TURN = 100;

/**
 * In a loop over a file's rows, lets the event loop turn every ITEMS_PER_TURN items, so that other
 * requests are served while an upload is checked and prepared rather than after it.
 */
export async function turnEvery(index: number): Promise<void> {
  if (index > 0 && index % ITEMS_PER_TURN === 0) await nextTurn();
}

/** `items.map(map)`, the event loop turning every ITEMS_PER_TURN items (turnEvery). */
export async function mapInTurns<T, U>(items: readonly T[], map: (item: T, index: number) => U): Promise<U[]> {
  const mapped: U[] = [];
  for (const [index, item] of items.entries()) {
    await turnEvery(index);
    mapped.push(map(item, index));
  }
  return mapped;
}

/** The widest header (and row) a CSV upload may have: the templates have 13 and 19 columns. */
export const CSV_MAX_COLUMNS = 40;
/** The largest record of a CSV upload in bytes, delimiters and line break included. */
export const CSV_MAX_RECORD_BYTES = 64 * 1024;
// The file is parsed a slice at a time, the event loop turning between slices: a slice takes a few
// milliseconds, so another request waits no longer than that for a file being read.
const CSV_SLICE_BYTES = 16 * 1024;

/** Why a CSV file is refused while it is read; `row` as a spreadsheet shows it (header = 1). */
export interface CsvProblem {
  kind: 'notCsv' | 'tooManyColumns' | 'recordTooLarge';
  row: number;
}

export type CsvRecords = { ok: true; records: string[][] } | { ok: false; problem: CsvProblem };

/**
 * The records of an uploaded CSV file (UTF-8, BOM allowed; empty lines skipped, and records whose
 * cells are all blank too with `skipBlankRecords`). Refuses a record of more than CSV_MAX_COLUMNS
 * cells or CSV_MAX_RECORD_BYTES bytes as soon as it is read, without parsing the rest of the file.
 */
export async function readCsvRecords(
  bytes: Buffer,
  options: { skipBlankRecords?: boolean; trim?: boolean } = {},
): Promise<CsvRecords> {
  const parser = csvParser({
    bom: true,
    relax_column_count: true,
    trim: options.trim ?? false,
    // A snapshot of the bytes read with each record: its size, delimiters and line break included.
    info: true,
    // Stops one long cell within a slice; the parser counts no delimiter, so the loop below also
    // measures each record as a whole.
    max_record_size: CSV_MAX_RECORD_BYTES,
  });
  const records: string[][] = [];
  let problem: CsvProblem | undefined;
  let recordEnd = 0;
  const row = () => records.length + 1;
  parser.on('data', ({ record, info }: { record: string[]; info: Info }) => {
    if (problem) return;
    // The size first, as a record still being read is measured (below).
    if (info.bytes - recordEnd > CSV_MAX_RECORD_BYTES) problem = { kind: 'recordTooLarge', row: row() };
    else if (record.length > CSV_MAX_COLUMNS) problem = { kind: 'tooManyColumns', row: row() };
    recordEnd = info.bytes;
    const empty = record.length === 1 && record[0] === '';
    const blank = options.skipBlankRecords && record.every((cell) => cell.trim() === '');
    if (!problem && !empty && !blank) records.push(record);
  });
  // Without a listener an error event would be thrown; each write and the end report it anyway.
  parser.on('error', () => {});
  const settled = (write: (done: (error?: Error | null) => void) => void) =>
    new Promise<void>((resolve, reject) => write((error) => (error ? reject(error) : resolve())));
  try {
    for (let start = 0; start < bytes.length && !problem; start += CSV_SLICE_BYTES) {
      const end = Math.min(start + CSV_SLICE_BYTES, bytes.length);
      await settled((done) => parser.write(bytes.subarray(start, end), done));
      // The slice's records are delivered, and other requests served, before the next slice.
      await nextTurn();
      if (!problem && end - recordEnd > CSV_MAX_RECORD_BYTES) problem = { kind: 'recordTooLarge', row: row() };
    }
    if (!problem) {
      const ended = new Promise<void>((resolve, reject) => {
        parser.once('end', resolve);
        parser.once('error', reject);
      });
      parser.end();
      await ended;
    }
  } catch (error) {
    problem ??= {
      kind: (error as { code?: string }).code === 'CSV_MAX_RECORD_SIZE' ? 'recordTooLarge' : 'notCsv',
      row: row(),
    };
  } finally {
    parser.destroy();
  }
  return problem ? { ok: false, problem } : { ok: true, records };
}

/** A problem of the file as the imports report it: on its row, of no column, naming the limit. */
export function csvProblemDetail(
  problem: CsvProblem,
  notCsv: MessageKey = 'csvNotCsv',
): AppErrorDetail & { row: number; column: string } {
  const { row } = problem;
  switch (problem.kind) {
    case 'notCsv':
      return { row, column: '', messageKey: notCsv };
    case 'tooManyColumns':
      return { row, column: '', messageKey: 'csvTooManyColumns', params: { limit: CSV_MAX_COLUMNS } };
    case 'recordTooLarge':
      return { row, column: '', messageKey: 'csvRowTooLarge', params: { limit: CSV_MAX_RECORD_BYTES / 1024 } };
  }
}
