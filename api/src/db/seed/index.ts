import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PasswordHasher } from '../../lib/passwords';
import type { Db } from '../client';
import { appMeta } from '../schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from './demo';
import { seedReferenceData } from './reference';

const DEMO_MARKER = 'seed:demo';
// Any constant: seeding processes that share a PostgreSQL database take turns on it.
const SEED_LOCK_ID = 727_002;

export interface SeedOptions {
  demo: boolean;
  passwords: PasswordHasher;
  log?: Pick<FastifyBaseLogger, 'info'>;
  now?: Date;
}

/**
 * Reference data always (idempotent, by natural keys); the demo data set once, recorded in app_meta,
 * so a second start adds nothing. Production (demo false) never gets demo accounts.
 */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<{ demoSeeded: boolean }> {
  const demoDone = async (on: Pick<Db, 'select'>) =>
    (await on.select().from(appMeta).where(eq(appMeta.key, DEMO_MARKER))).length > 0;
  // Hashing is slow: do it before taking the lock and opening the transaction, and only when needed.
  const needsDemo = options.demo && !(await demoDone(db));
  const passwordHashes = needsDemo
    ? await Promise.all(DEMO_ACCOUNTS.map(() => options.passwords.hash(DEMO_PASSWORD)))
    : [];
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    await seedReferenceData(tx);
    // Another process may have seeded while this one hashed: the marker decides, under the lock.
    if (!needsDemo || (await demoDone(tx))) return { demoSeeded: false };
    const result = await seedDemoData(tx, { passwordHashes, now: options.now });
    await tx.insert(appMeta).values({ key: DEMO_MARKER, value: { seededAt: new Date().toISOString(), ...result } });
    options.log?.info(
      { ...result, accounts: DEMO_ACCOUNTS.map((a) => a.email), demoPassword: DEMO_PASSWORD },
      'demo data seeded',
    );
    return { demoSeeded: true };
  });
}
