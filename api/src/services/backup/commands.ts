import { stat } from 'node:fs/promises';
import path from 'node:path';
import { databaseConfigFromEnv } from '../../config';
import { openDatabase } from '../../db/client';
import { defaultDataDir } from '../../paths';
import { backupToFile } from './backup';
import { BackupError } from './backup-error';
import { defaultBackupFile } from './backup-file';
import { requestBackup, servingProcess } from './local-endpoint';
import { restoreFromFile, type RestoreOptions } from './restore';

type Print = (line: string) => void;

/** Paths on the command line are the operator's: relative to where npm was run, not to api/. */
function fromOperator(env: NodeJS.ProcessEnv, file: string): string {
  return path.resolve(env.INIT_CWD || process.cwd(), file);
}

function rowsTable(rows: Map<string, number>): string[] {
  const width = Math.max(...[...rows.keys()].map((name) => name.length), 5);
  const total = [...rows.values()].reduce((sum, n) => sum + n, 0);
  return [
    ...[...rows].map(([table, n]) => `  ${table.padEnd(width)}  ${n.toLocaleString('en')}`),
    `  ${'total'.padEnd(width)}  ${total.toLocaleString('en')}`,
  ];
}

/** `npm run db:backup [FILE]`: the database of DATABASE_URL, else the embedded one under DATA_DIR. */
export async function backupCommand(env: NodeJS.ProcessEnv, file: string | undefined, print: Print): Promise<string> {
  const dataDir = path.resolve(env.DATA_DIR || defaultDataDir);
  const target = file ? fromOperator(env, file) : defaultBackupFile(path.join(dataDir, 'backups'));
  const config = databaseConfigFromEnv(env);
  let rows: Map<string, number> | undefined;
  let from: string;
  if (config.driver === 'postgres') {
    const database = await openDatabase({ ...config, poolSize: 2 });
    try {
      rows = (await backupToFile(database, target)).rows;
    } finally {
      await database.close();
    }
    from = 'PostgreSQL (one repeatable-read snapshot)';
  } else {
    rows = await requestBackup(dataDir, target);
    from = 'the running portal (embedded database)';
    if (!rows) {
      const exists = await stat(config.dataDir!).then(
        () => true,
        () => false,
      );
      if (!exists) throw new BackupError(`There is no embedded database at ${config.dataDir}: nothing to back up.`);
      const database = await openDatabase(config);
      try {
        rows = (await backupToFile(database, target)).rows;
      } finally {
        await database.close();
      }
      from = 'the embedded database (portal stopped)';
    }
  }
  print(`Backup of ${from} written to ${target}`);
  print('Rows per table:');
  for (const line of rowsTable(rows)) print(line);
  print('The file holds everything the database does (hashed passwords, encrypted secrets): keep it as safe.');
  return target;
}

/** `npm run db:restore FILE`: into the (empty) database of DATABASE_URL, else the embedded one under DATA_DIR. */
export async function restoreCommand(
  env: NodeJS.ProcessEnv,
  file: string | undefined,
  print: Print,
  options: RestoreOptions = {},
): Promise<void> {
  if (!file) throw new BackupError('Usage: npm run db:restore FILE (a file written by npm run db:backup).');
  const source = fromOperator(env, file);
  // Before opening the target: opening an embedded folder that is not there creates a database.
  if (
    !(await stat(source).then(
      (found) => found.isFile(),
      () => false,
    ))
  ) {
    throw new BackupError(`${source} does not exist.`);
  }
  const dataDir = path.resolve(env.DATA_DIR || defaultDataDir);
  const config = databaseConfigFromEnv(env);
  if (config.driver === 'pglite') {
    const pid = await servingProcess(dataDir);
    if (pid) {
      throw new BackupError(
        `The portal (process ${pid}) is running on ${dataDir}: stop it first (a restore only goes into an empty database). Nothing was changed.`,
      );
    }
  }
  const database = await openDatabase(config.driver === 'postgres' ? { ...config, poolSize: 2 } : config);
  try {
    const result = await restoreFromFile(database, source, options);
    const where = config.driver === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${dataDir}`;
    if (result.interrupted) {
      const { file: earlier, startedAt, pid, host } = result.interrupted;
      print(
        `An earlier restore of ${earlier} (started ${startedAt}, process ${pid} on ${host}) was interrupted before it finished: ` +
          'it had been rolled back and left no rows. This restore replaced it.',
      );
    }
    print(`Restored ${source} (taken ${result.header.createdAt}) into ${where}.`);
    print('Rows per table:');
    for (const line of rowsTable(result.rows)) print(line);
    print(
      `Migration level ${result.header.migration.count}` +
        (result.newerMigrations > 0 ? `, then ${result.newerMigrations} newer migration(s) applied.` : '.'),
    );
    print('Report rollups and tab counts were recounted. Everyone signs in again (sessions are not in backups).');
  } finally {
    await database.close();
  }
}
