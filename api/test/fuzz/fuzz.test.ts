import { eq } from 'drizzle-orm';
import { countries } from '../../src/db/schema';
import { startTestApp, type StartedTestApp } from '../support/test-app';
import { createFuzzWorld, type FuzzWorld } from './callers';
import { changedTables, databaseFingerprinter } from './database-fingerprint';
import { describeFinding, groupFindings, runFuzz } from './fuzz-run';

/** CI's pass of the fuzzer: a fixed seed, so a red run is the same run on every machine (`npm run fuzz` for more). */
const SEED = 16;
const COUNT = 1000;

let app: StartedTestApp;
let world: FuzzWorld;

beforeAll(async () => {
  app = await startTestApp();
  world = await createFuzzWorld(app);
});

afterAll(() => app?.closeWithDatabase());

test('the database fingerprint notices an insert, an update and a delete', async () => {
  const fingerprint = await databaseFingerprinter(app);
  const start = await fingerprint();
  const [row] = await app.db.insert(countries).values({ code: 'ZZ', name: 'Fuzzland', nameAr: 'فزلاند' }).returning();
  const inserted = await fingerprint();
  await app.db.update(countries).set({ name: 'Fuzzland 2' }).where(eq(countries.id, row.id));
  const updated = await fingerprint();
  await app.db.delete(countries).where(eq(countries.id, row.id));
  expect([
    changedTables(start, inserted),
    changedTables(inserted, updated),
    changedTables(updated, await fingerprint()),
  ]).toEqual([['countries'], ['countries'], ['countries']]);
});

test(`${COUNT} generated requests (seed ${SEED}): no 5xx, and no refused request writes`, async () => {
  const result = await runFuzz(app, world, { seed: SEED, count: COUNT });
  expect(result.requests).toBe(COUNT);
  const groups = groupFindings(result.findings).map(
    ({ key, count, example }) => `${key} ×${count}\n${describeFinding(example)}`,
  );
  expect(groups).toEqual([]);
}, 110_000);
