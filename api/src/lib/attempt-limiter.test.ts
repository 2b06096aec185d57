import { eq, like, sql } from 'drizzle-orm';
import { createTestDatabase } from '../../test/support/test-database';
import { rateLimitHits } from '../db/schema';
import { DatabaseAttemptLimiter } from './attempt-limiter';
import { AppError } from './errors';

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.dispose());

const MINUTE = 60_000;

/** The outcome of one attempt as a caller sees it: allowed, or refused with its Retry-After. */
async function attempt(limiter: DatabaseAttemptLimiter, key: string) {
  try {
    await limiter.hit(key);
    return 'allowed';
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return `${error.code} retry-after ${error.options.headers?.['retry-after']}`;
  }
}

async function expireWindows(prefix: string) {
  await database.db
    .update(rateLimitHits)
    .set({ resetAt: sql`now() - interval '1 second'` })
    .where(like(rateLimitHits.key, `${prefix}:%`));
}

describe('attempt limiter counting in the database', () => {
  it('allows max attempts per key in a window, then refuses with the time left; other keys and limiters count apart', async () => {
    const limiter = new DatabaseAttemptLimiter(database.db, 'budget', { max: 3, windowMs: MINUTE });
    const other = new DatabaseAttemptLimiter(database.db, 'otherBudget', { max: 3, windowMs: MINUTE });
    const outcomes = [];
    for (let i = 0; i < 4; i++) outcomes.push(await attempt(limiter, 'a'));
    expect(outcomes).toEqual(['allowed', 'allowed', 'allowed', 'RATE_LIMITED retry-after 60']);
    expect(await attempt(limiter, 'b')).toBe('allowed');
    expect(await attempt(other, 'a')).toBe('allowed');
  });

  it('starts a new window once the old one has passed', async () => {
    const limiter = new DatabaseAttemptLimiter(database.db, 'expiring', { max: 1, windowMs: MINUTE });
    expect(await attempt(limiter, 'a')).toBe('allowed');
    expect(await attempt(limiter, 'a')).toBe('RATE_LIMITED retry-after 60');
    await expireWindows('expiring');
    expect(await attempt(limiter, 'a')).toBe('allowed');
    expect(await attempt(limiter, 'a')).toBe('RATE_LIMITED retry-after 60');
  });

  it('gives a refunded attempt back and forgets a reset key', async () => {
    const limiter = new DatabaseAttemptLimiter(database.db, 'refunds', { max: 2, windowMs: MINUTE });
    await limiter.hit('a');
    await limiter.hit('a');
    await limiter.refund('a');
    expect(await attempt(limiter, 'a')).toBe('allowed');
    expect(await attempt(limiter, 'a')).toMatch(/^RATE_LIMITED/);
    await limiter.reset('a');
    expect(await attempt(limiter, 'a')).toBe('allowed');
  });

  it('lets exactly max of many simultaneous attempts through', async () => {
    const limiter = new DatabaseAttemptLimiter(database.db, 'parallel', { max: 5, windowMs: MINUTE });
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => attempt(limiter, 'a')));
    expect(outcomes.filter((outcome) => outcome === 'allowed')).toHaveLength(5);
  });

  it('sweeps expired windows every so many attempts and keeps live ones', async () => {
    const limiter = new DatabaseAttemptLimiter(database.db, 'sweeping', { max: 10, windowMs: MINUTE }, 3);
    await limiter.hit('old');
    await expireWindows('sweeping');
    await limiter.hit('live');
    const keys = async () =>
      (
        await database.db
          .select({ key: rateLimitHits.key })
          .from(rateLimitHits)
          .where(like(rateLimitHits.key, 'sweeping:%'))
      )
        .map((row) => row.key)
        .sort();
    expect(await keys()).toEqual(['sweeping:live', 'sweeping:old']);
    await limiter.hit('live');
    expect(await keys()).toEqual(['sweeping:live']);
    const [live] = await database.db.select().from(rateLimitHits).where(eq(rateLimitHits.key, 'sweeping:live'));
    expect(live.count).toBe(2);
  });
});
