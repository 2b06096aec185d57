import { eq, sql } from 'drizzle-orm';
import { knownSignInSources } from '../db/schema';
import { createUser } from '../../test/support/fixtures';
import { buildTestApp, type TestApp } from '../../test/support/test-app';
import { createTestDatabase } from '../../test/support/test-database';
import { rememberSignInSource } from './known-sign-in-sources';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database);
});
afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

describe('known sign-in sources', () => {
  it('remembers an address for 30 days and clears expired ones of every user, not only the signing-in one', async () => {
    const gone = await createUser(app);
    const owner = await createUser(app);
    // Someone who never signs in again: their expired addresses must not stay forever.
    await app.db.insert(knownSignInSources).values([
      { userId: gone.id, addressKey: '192.0.2.1', expiresAt: sql`now() - interval '1 day'` },
      { userId: gone.id, addressKey: '192.0.2.2', expiresAt: sql`now() - interval '40 days'` },
      { userId: gone.id, addressKey: '192.0.2.3', expiresAt: sql`now() + interval '1 day'` },
    ]);

    await rememberSignInSource(app.db, owner.id, '198.51.100.7');

    const rows = await app.db
      .select({
        userId: knownSignInSources.userId,
        addressKey: knownSignInSources.addressKey,
        days: sql<number>`round(extract(epoch from ${knownSignInSources.expiresAt} - now()) / 86400)::int`,
      })
      .from(knownSignInSources)
      .orderBy(knownSignInSources.addressKey);
    expect(rows).toEqual([
      { userId: gone.id, addressKey: '192.0.2.3', days: 1 },
      { userId: owner.id, addressKey: '198.51.100.7', days: 30 },
    ]);
    await app.db.delete(knownSignInSources).where(eq(knownSignInSources.userId, gone.id));
  });
});
