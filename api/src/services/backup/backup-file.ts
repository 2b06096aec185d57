import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { BackupError } from './backup-error';

/**
 * The backup file: gzipped JSON lines, written and read as a stream so that a million shipments
 * never sit in memory. Control lines are JSON arrays, row lines are JSON objects (PostgreSQL's own
 * row_to_json text, never parsed in JavaScript, so a bigint keeps every digit):
 *   ["header", {format, version, createdAt, source, migration}]
 *   ["table", "users", ["id", "email", …]]   then one object per row   then ["end", "users", 12]
 *   ["sequences", {"name": value}]
 *   ["trailer", {"rows": total, "sha256": hex of every byte before this line}]
 */
export const BACKUP_FORMAT = 'courier-portal-backup';
export const BACKUP_FORMAT_VERSION = 1;

export interface MigrationLevel {
  /** How many migrations were applied. */
  count: number;
  /** The last one's file name and journal time (what drizzle records in the database). */
  tag: string;
  when: number;
}

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  source: 'pglite' | 'postgres';
  migration: MigrationLevel;
}

/** Writes lines through SHA-256 and gzip, honouring the file's backpressure. */
export class BackupWriter {
  private readonly hash = createHash('sha256');
  private readonly gzip = createGzip({ level: 3 });
  private rowCount = 0;

  constructor(private readonly out: Writable) {
    this.gzip.pipe(out);
  }

  async line(text: string): Promise<void> {
    const bytes = `${text}\n`;
    this.hash.update(bytes);
    if (!this.gzip.write(bytes)) await waitForDrain(this.gzip);
  }

  /** Rows in one write: a line at a time costs more in stream calls than in compressing. */
  async rows(json: string[]): Promise<void> {
    if (json.length === 0) return;
    this.rowCount += json.length;
    await this.line(json.join('\n'));
  }

  /** The trailer, then the end of the gzip stream and of the output. */
  async finish(): Promise<void> {
    const trailer = JSON.stringify(['trailer', { rows: this.rowCount, sha256: this.hash.digest('hex') }]);
    this.gzip.end(`${trailer}\n`);
    await finished(this.out);
  }

  /** Stops writing after a failure (the caller removes what was written; a reader sees the stream cut). */
  abort(): void {
    // Compressed data still in flight may reach the closed file: nobody is left to tell.
    const ignore = () => undefined;
    this.gzip.on('error', ignore);
    this.out.on('error', ignore);
    this.gzip.unpipe(this.out);
    this.gzip.destroy();
    this.out.destroy();
  }
}

function waitForDrain(stream: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = (error?: Error) => {
      stream.off('drain', done);
      stream.off('error', done);
      if (error) reject(error);
      else resolve();
    };
    stream.once('drain', () => done());
    stream.once('error', done);
  });
}

/** A dated name under `dir`, e.g. portal-2026-11-27-201121.backup.jsonl.gz. */
export function defaultBackupFile(dir: string, now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replace('T', '-')
    .replace(/:/g, '');
  return path.join(dir, `portal-${stamp}.backup.jsonl.gz`);
}

/**
 * Writes a backup to `file` through a temporary name in the same folder, renamed only once the
 * trailer is on disk: an interrupted backup never leaves a file under the final name. Refuses to
 * replace an existing file.
 */
export async function writeBackupFile<T>(
  file: string,
  write: (out: Writable, partial: string) => Promise<T>,
): Promise<T> {
  if (await exists(file)) throw new BackupError(`${file} already exists: choose another name.`);
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.partial-${process.pid}-${randomBytes(3).toString('hex')}`;
  // Owner-only: the file is as sensitive as the database.
  const out = createWriteStream(partial, { flags: 'wx', mode: 0o600 });
  try {
    const result = await write(out, partial);
    await rename(partial, file);
    return result;
  } catch (error) {
    out.destroy();
    await unlink(partial).catch(() => undefined);
    throw error;
  }
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

export type BackupLine =
  | { kind: 'table'; table: string; columns: string[] }
  | { kind: 'row'; json: string }
  | { kind: 'end'; table: string; rows: number }
  | { kind: 'sequences'; values: Record<string, number> };

/**
 * Reads a backup file line by line. The header is read first (`header()`); `lines()` then yields
 * the tables and rows and checks the trailer's checksum at the end, throwing when it is missing or
 * does not match (a truncated or altered file).
 */
export class BackupReader {
  private readonly hash = createHash('sha256');
  private readonly input: AsyncIterator<string>;
  private readonly source: Readable;
  private headerValue?: BackupHeader;

  constructor(readonly file: string) {
    const gunzip = createGunzip();
    this.source = createReadStream(file)
      .on('error', (error) => gunzip.destroy(error))
      .pipe(gunzip);
    this.input = createInterface({ input: this.source, crlfDelay: Infinity })[Symbol.asyncIterator]();
  }

  static async open(file: string): Promise<BackupReader> {
    if (!(await exists(file))) throw new BackupError(`${file} does not exist.`);
    const reader = new BackupReader(file);
    await reader.header();
    return reader;
  }

  private async next(): Promise<string | undefined> {
    try {
      const { value, done } = await this.input.next();
      return done ? undefined : value;
    } catch (error) {
      throw corrupt(this.file, (error as Error).message);
    }
  }

  async header(): Promise<BackupHeader> {
    if (this.headerValue) return this.headerValue;
    const first = await this.next();
    const parsed = first === undefined ? undefined : parseControl(first);
    const header = parsed?.[0] === 'header' ? (parsed[1] as BackupHeader) : undefined;
    if (!header || header.format !== BACKUP_FORMAT) {
      throw new BackupError(`${this.file} is not a courier portal backup (no backup header).`);
    }
    if (header.version !== BACKUP_FORMAT_VERSION) {
      throw new BackupError(
        `${this.file} has backup format ${header.version}; this code reads format ${BACKUP_FORMAT_VERSION}.`,
      );
    }
    this.hash.update(`${first}\n`);
    this.headerValue = header;
    return header;
  }

  async *lines(): AsyncGenerator<BackupLine> {
    await this.header();
    let rows = 0;
    for (;;) {
      const text = await this.next();
      if (text === undefined) throw corrupt(this.file, 'it ends before its trailer (an interrupted copy?)');
      if (text.startsWith('{')) {
        this.hash.update(`${text}\n`);
        rows += 1;
        yield { kind: 'row', json: text };
        continue;
      }
      const control = parseControl(text);
      if (!control) throw corrupt(this.file, 'a line is neither a row nor a section');
      if (control[0] === 'trailer') {
        const trailer = control[1] as { rows: number; sha256: string };
        if (trailer.sha256 !== this.hash.digest('hex') || trailer.rows !== rows) {
          throw corrupt(this.file, 'its checksum does not match its content');
        }
        if ((await this.next()) !== undefined) throw corrupt(this.file, 'there is data after its trailer');
        return;
      }
      this.hash.update(`${text}\n`);
      if (control[0] === 'table') yield { kind: 'table', table: String(control[1]), columns: control[2] as string[] };
      else if (control[0] === 'end') yield { kind: 'end', table: String(control[1]), rows: Number(control[2]) };
      else if (control[0] === 'sequences') yield { kind: 'sequences', values: control[1] as Record<string, number> };
      else throw corrupt(this.file, `unknown section "${String(control[0])}"`);
    }
  }

  close(): void {
    this.source.destroy();
  }
}

function parseControl(text: string): unknown[] | undefined {
  if (!text.startsWith('[')) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function corrupt(file: string, why: string): BackupError {
  return new BackupError(`${file} is damaged or incomplete: ${why}. Nothing was restored from it.`);
}

/** Reads the whole file once and checks its checksum; returns the header and rows per table. */
export async function verifyBackupFile(file: string): Promise<{ header: BackupHeader; rows: Map<string, number> }> {
  const reader = await BackupReader.open(file);
  const rows = new Map<string, number>();
  try {
    let table = '';
    let counted = 0;
    for await (const line of reader.lines()) {
      if (line.kind === 'table') {
        table = line.table;
        counted = 0;
      } else if (line.kind === 'row') counted += 1;
      else if (line.kind === 'end') {
        if (line.table !== table || line.rows !== counted) {
          throw corrupt(file, `table ${line.table} holds ${counted} rows, its end line says ${line.rows}`);
        }
        rows.set(table, counted);
      }
    }
    return { header: await reader.header(), rows };
  } finally {
    reader.close();
  }
}
