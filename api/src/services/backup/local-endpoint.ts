import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Database } from '../../db/client';
import { backupDatabase } from './backup';
import { BackupError } from './backup-error';
import { verifyBackupFile, writeBackupFile } from './backup-file';

/**
 * The embedded database (PGlite) can be opened by one process only: while the portal serves, a
 * backup is taken by the portal itself and streamed to `npm run db:backup` over this endpoint.
 * It is its own listener on 127.0.0.1 (never the public port: a reverse proxy on the same machine
 * would make every visitor look local there), and asks for a random token the portal writes to
 * DATA_DIR/backup-endpoint.json, readable by its owner only: whoever can read that file can read the
 * database files beside it anyway.
 */
export const ENDPOINT_FILE = 'backup-endpoint.json';

interface EndpointInfo {
  pid: number;
  port: number;
  token: string;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

function isLoopback(address: string | undefined): boolean {
  return !!address && (address === '::1' || /^(::ffff:)?127\./.test(address));
}

function tokenMatches(request: IncomingMessage, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice(7) : '';
  return timingSafeEqual(digest(given), digest(token));
}

export interface BackupEndpoint {
  port: number;
  close(): Promise<void>;
}

export async function startBackupEndpoint(
  database: Database,
  dataDir: string,
  log?: { error(object: object, message: string): void },
): Promise<BackupEndpoint> {
  const token = randomBytes(32).toString('base64url');
  const server = createServer((request, response) => {
    if (!isLoopback(request.socket.remoteAddress)) {
      response.writeHead(403).end();
      return;
    }
    if (request.method !== 'GET' || request.url !== '/backup') {
      response.writeHead(404).end();
      return;
    }
    if (!tokenMatches(request, token)) {
      response.writeHead(401).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/gzip' });
    backupDatabase(database, response).catch((error: unknown) => {
      log?.error({ err: error }, 'backup over the local endpoint failed');
      // Cut the stream: the client sees an incomplete file and keeps nothing.
      response.destroy(error as Error);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const file = path.join(dataDir, ENDPOINT_FILE);
  const partial = `${file}.${process.pid}`;
  const info: EndpointInfo = { pid: process.pid, port, token };
  await writeFile(partial, JSON.stringify(info), { mode: 0o600 });
  await rename(partial, file);
  return {
    port,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      // Another portal may have started on this DATA_DIR since: leave its file alone.
      const current = await readEndpoint(dataDir);
      if (current?.pid === process.pid && current.port === port) await unlink(file).catch(() => undefined);
    },
  };
}

async function readEndpoint(dataDir: string): Promise<EndpointInfo | undefined> {
  try {
    return JSON.parse(await readFile(path.join(dataDir, ENDPOINT_FILE), 'utf8')) as EndpointInfo;
  } catch {
    return undefined;
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether a portal process is serving this DATA_DIR (its endpoint file names a live process). */
export async function servingProcess(dataDir: string): Promise<number | undefined> {
  const info = await readEndpoint(dataDir);
  return info && processAlive(info.pid) ? info.pid : undefined;
}

/**
 * Asks the portal serving `dataDir` for a backup into `file`; undefined when no portal serves it
 * (no endpoint file, or one left by a process that has ended). The file is checked end to end
 * (checksum) before it is renamed into place.
 */
export async function requestBackup(dataDir: string, file: string): Promise<Map<string, number> | undefined> {
  const info = await readEndpoint(dataDir);
  if (!info) return undefined;
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${info.port}/backup`, {
      headers: { authorization: `Bearer ${info.token}` },
    });
  } catch {
    if (!processAlive(info.pid)) return undefined;
    throw new BackupError(
      `The portal (process ${info.pid}) seems to be running on ${dataDir} but its backup endpoint does not answer. Stop it, or try again.`,
    );
  }
  if (response.status !== 200 || !response.body) {
    throw new BackupError(`The portal's backup endpoint answered ${response.status}: no backup was written.`);
  }
  const body = response.body;
  return writeBackupFile(file, async (out, partial) => {
    await pipeline(Readable.fromWeb(body as import('node:stream/web').ReadableStream), out);
    return (await verifyBackupFile(partial)).rows;
  });
}
