import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../db/client';
import { BackupReader, verifyBackupFile } from './backup-file';
import { backupCommand, restoreCommand } from './commands';
import { ENDPOINT_FILE, startBackupEndpoint } from './local-endpoint';

/**
 * The embedded database opens in one process only: while the portal serves, `db:backup` asks it
 * over its loopback endpoint; once it is stopped, the command opens the folder itself.
 */

let dataDir: string;
const lines: string[] = [];
const print = (line: string) => void lines.push(line);

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'portal-endpoint-'));
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

beforeEach(() => {
  lines.length = 0;
});

it('backs up through the serving process, refuses strangers and a restore meanwhile, then works stopped', async () => {
  const env = { DATA_DIR: dataDir, INIT_CWD: dataDir };
  const database = await openDatabase({ driver: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  await database.migrate();
  await database.pglite!.query(
    `insert into users (email, username, password_hash) values ('ops@example.com', 'ops', '$argon2id$v=19$x')`,
  );
  const endpoint = await startBackupEndpoint(database, dataDir);
  try {
    const info = JSON.parse(await readFile(path.join(dataDir, ENDPOINT_FILE), 'utf8'));
    // Readable by the portal's user only, and on loopback only.
    expect((await stat(path.join(dataDir, ENDPOINT_FILE))).mode & 0o077).toBe(0);
    expect(info.port).toBe(endpoint.port);
    const stranger = await fetch(`http://127.0.0.1:${endpoint.port}/backup`, {
      headers: { authorization: 'Bearer guessed' },
    });
    expect(stranger.status).toBe(401);
    expect((await fetch(`http://127.0.0.1:${endpoint.port}/backup`)).status).toBe(401);

    const file = await backupCommand(env, 'running.jsonl.gz', print);
    expect(file).toBe(path.join(dataDir, 'running.jsonl.gz'));
    expect(lines[0]).toContain('the running portal');
    expect(lines).toContainEqual(expect.stringMatching(/^ {2}users +1$/));
    const { rows } = await verifyBackupFile(file);
    expect(rows.get('users')).toBe(1);
    const reader = await BackupReader.open(file);
    expect((await reader.header()).source).toBe('pglite');
    reader.close();

    await expect(restoreCommand(env, 'running.jsonl.gz', print)).rejects.toThrow(
      new RegExp(`The portal \\(process ${process.pid}\\) is running on .*: stop it first`),
    );
  } finally {
    await endpoint.close();
    await database.close();
  }
  await expect(stat(path.join(dataDir, ENDPOINT_FILE))).rejects.toThrow();

  lines.length = 0;
  const stopped = await backupCommand(env, 'stopped.jsonl.gz', print);
  expect(lines.find((line) => line.startsWith('Backup of'))).toContain('portal stopped');
  expect((await verifyBackupFile(stopped)).rows.get('users')).toBe(1);
  await expect(backupCommand({ DATA_DIR: path.join(dataDir, 'nothing') }, undefined, print)).rejects.toThrow(
    /There is no embedded database at/,
  );
});

it('a restore from a file that is not there creates no embedded database', async () => {
  const empty = path.join(dataDir, 'never-made');
  await expect(restoreCommand({ DATA_DIR: empty, INIT_CWD: dataDir }, 'missing.jsonl.gz', print)).rejects.toThrow(
    `${path.join(dataDir, 'missing.jsonl.gz')} does not exist.`,
  );
  await expect(stat(empty)).rejects.toThrow(/ENOENT/);
});
