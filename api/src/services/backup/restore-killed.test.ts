import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expectedAfterRestore, tableRows } from '../../../test/support/backup-scenario';
import { buildTestApp } from '../../../test/support/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database';
import { openDatabase } from '../../db/client';
import { backupToFile } from './backup';
import { restoreCommand } from './commands';

/**
 * A restore process killed (SIGKILL) while its rows go in, on the database kind of this run: the
 * embedded database's folder is reopened by the next process, PostgreSQL drops the dead connection's
 * transaction. Either way the target holds no rows, and the next restore says what happened and works.
 */

const CHILD = path.join(__dirname, '../../../test/support/restore-child.ts');
const kind = process.env.DATABASE_URL ? 'postgres' : 'pglite';
let dir: string;
let source: TestDatabase;
let sourceRows: Map<string, string[]>;
let file: string;
const opened: TestDatabase[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'portal-restore-killed-'));
  source = await createTestDatabase();
  const app = await buildTestApp(source, { seed: { demo: true } });
  await app.close();
  file = path.join(dir, 'portal.backup.jsonl.gz');
  await backupToFile(source, file);
  sourceRows = await tableRows(source);
}, 120_000);

afterAll(async () => {
  await source?.dispose();
  for (const database of opened) await database.dispose();
  await rm(dir, { recursive: true, force: true });
});

/** The environment `npm run db:restore` would get for an empty target of this run's kind. */
async function emptyTarget(): Promise<NodeJS.ProcessEnv> {
  if (kind === 'pglite') return { DATA_DIR: path.join(dir, 'data'), INIT_CWD: dir };
  const target = await createTestDatabase({ driver: 'postgres', migrated: false });
  opened.push(target);
  return { DATABASE_URL: target.url, INIT_CWD: dir };
}

/** Starts the restore in a child process and resolves once it holds still after `table`'s rows. */
function restoreUntil(env: NodeJS.ProcessEnv, table: string): Promise<{ child: ChildProcess; loaded: string[] }> {
  const { DATABASE_URL: _url, DATA_DIR: _dir, ...rest } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, file, table], {
    env: { ...rest, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    const loaded: string[] = [];
    let output = '';
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      for (const line of chunk.toString().split('\n')) {
        if (line.startsWith('loaded ')) loaded.push(line.slice('loaded '.length));
        if (line === 'paused') resolve({ child, loaded });
      }
    });
    child.on('exit', (code) => reject(new Error(`the restore ended (${code}) before pausing: ${output}`)));
  });
}

async function rowsIn(env: NodeJS.ProcessEnv): Promise<Map<string, string[]>> {
  const database = await openDatabase(
    env.DATABASE_URL
      ? { driver: 'postgres', url: env.DATABASE_URL, poolSize: 2 }
      : { driver: 'pglite', dataDir: path.join(env.DATA_DIR!, 'pglite') },
  );
  try {
    return await tableRows(database);
  } finally {
    await database.close();
  }
}

it(`a restore killed while loading rows leaves no rows on ${kind}; the next one says so and restores`, async () => {
  const env = await emptyTarget();
  const { child, loaded } = await restoreUntil(env, 'shipments');
  // Several tables' rows were in, the shipments among them, when the process died.
  expect(loaded).toEqual(expect.arrayContaining(['addresses', 'organizations', 'shipments']));
  if (kind === 'postgres') {
    // Meanwhile a second restore into the same database stops at once (the embedded folder cannot be
    // opened by a second process at all).
    await expect(restoreCommand(env, file, () => undefined)).rejects.toThrow(
      /another restore is loading into this database right now; let it finish/,
    );
  }
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.once('exit', (_code, signal) => resolve(signal)),
  );
  child.kill('SIGKILL');
  expect(await exited).toBe('SIGKILL');

  const left = await rowsIn(env);
  expect([...left].filter(([, rows]) => rows.length > 0).map(([table]) => table)).toEqual([]);

  const lines: string[] = [];
  await restoreCommand(env, file, (line) => void lines.push(line));
  expect(lines[0]).toMatch(
    new RegExp(
      `^An earlier restore of .*portal\\.backup\\.jsonl\\.gz \\(started [0-9T:.-]+Z, process ${child.pid} on .+\\) ` +
        'was interrupted before it finished: it had been rolled back and left no rows\\. This restore replaced it\\.$',
    ),
  );
  expect(lines[1]).toMatch(/^Restored .* into /);
  expect(await rowsIn(env)).toEqual(expectedAfterRestore(sourceRows));

  // A restore that finished leaves no note behind: the next attempt is refused as a full target, nothing more.
  const again: string[] = [];
  await expect(restoreCommand(env, file, (line) => void again.push(line))).rejects.toThrow(/not empty/);
  expect(again).toEqual([]);
}, 180_000);
