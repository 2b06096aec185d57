import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  expectedAfterRestore,
  expectRestoredPortal,
  seedForBackup,
  tableRows,
} from '../../../test/support/backup-scenario';
import { buildTestApp } from '../../../test/support/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database';
import { backupToFile } from './backup';
import { restoreFromFile } from './restore';

/**
 * Moving between the database kinds: the embedded demo into PostgreSQL (the documented way to grow
 * into a cluster), and back. Each target starts without tables: the restore migrates it.
 */

let dir: string;
const opened: TestDatabase[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'portal-backup-cross-'));
});

afterAll(async () => {
  for (const database of opened) await database.dispose();
  await rm(dir, { recursive: true, force: true });
});

async function open(driver: 'pglite' | 'postgres', migrated: boolean) {
  const database = await createTestDatabase({ driver, migrated });
  opened.push(database);
  return database;
}

describe.each([
  ['pglite', 'postgres'],
  ['postgres', 'pglite'],
] as const)('from %s to %s', (from, to) => {
  it('carries every row across; the restored portal signs in, shows the shipment, its label and the reports', async () => {
    const source = await open(from, true);
    const app = await buildTestApp(source, { seed: { demo: true } });
    const facts = await seedForBackup(app);
    await app.close();
    const file = path.join(dir, `${from}-to-${to}.backup.jsonl.gz`);
    const written = await backupToFile(source, file);
    expect(written.header.source).toBe(from);

    const target = await open(to, false);
    await restoreFromFile(target, file);
    expect(await tableRows(target)).toEqual(expectedAfterRestore(await tableRows(source)));

    const restored = await buildTestApp(target);
    try {
      await expectRestoredPortal(restored, facts);
    } finally {
      await restored.close();
    }
  }, 180_000);
});
