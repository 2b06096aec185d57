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

  it('answers whether an attempt is within the budget, counting it like a hit', async () => {
    const limiter = new DatabaseAttemptLimiter(database.db, 'allowing', { max: 2, windowMs: MINUTE });
    expect(await limiter.allows('a')).toBe(true);
    expect(await limiter.allows('a')).toBe(true);
    expect(await limiter.allows('a')).toBe(false);
    expect(await attempt(limiter, 'a')).toMatch(/^RATE_LIMITED/);
    expect(await limiter.allows('b')).toBe(true);
  });

  it('says how long is left of a longer window in whole seconds', async () => {
    const limiter = new DatabaseAttemptLimiter(database.db, 'longer', { max: 1, windowMs: 150_000 });
    await limiter.hit('a');
    expect(await attempt(limiter, 'a')).toBe('RATE_LIMITED retry-after 150');
  });

  it('counts an attempt made inside a transaction with that transaction', async () => {
    const limiter = new DatabaseAttemptLimiter(database.db, 'transactional', { max: 1, windowMs: MINUTE });
    await expect(
      database.db.transaction(async (tx) => {
        await limiter.hit('a', tx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    // The rolled-back attempt was never counted.
    expect(await attempt(limiter, 'a')).toBe('allowed');
    await database.db.transaction((tx) => limiter.hit('b', tx));
    expect(await attempt(limiter, 'b')).toMatch(/^RATE_LIMITED/);
  });

  it("refunds only the key's live window, never below nothing, and no other key's", async () => {
    const limiter = new DatabaseAttemptLimiter(database.db, 'refunding', { max: 5, windowMs: MINUTE });
    const other = new DatabaseAttemptLimiter(database.db, 'refundingOther', { max: 5, windowMs: MINUTE });
    const countOf = async (key: string) =>
      (await database.db.select().from(rateLimitHits).where(eq(rateLimitHits.key, key)))[0]?.count;
    await limiter.hit('a');
    await limiter.hit('b');
    await other.hit('a');
    await limiter.refund('a');
    await limiter.refund('a');
    expect(await countOf('refunding:a')).toBe(0);
    expect(await countOf('refunding:b')).toBe(1);
    expect(await countOf('refundingOther:a')).toBe(1);
    await limiter.refund('never-seen');
    expect(await countOf('refunding:never-seen')).toBeUndefined();
    // A window that has passed is not given back to (it is over: the next attempt starts afresh).
    await expireWindows('refunding');
    await limiter.refund('b');
    expect(await countOf('refunding:b')).toBe(1);
  });

  it("resets only the key's own attempts", async () => {
    const limiter = new DatabaseAttemptLimiter(database.db, 'resetting', { max: 1, windowMs: MINUTE });
    const other = new DatabaseAttemptLimiter(database.db, 'resettingOther', { max: 1, windowMs: MINUTE });
    await limiter.hit('a');
    await limiter.hit('b');
    await other.hit('a');
    await limiter.reset('a');
    expect(await attempt(limiter, 'a')).toBe('allowed');
    expect(await attempt(limiter, 'b')).toMatch(/^RATE_LIMITED/);
    expect(await attempt(other, 'a')).toMatch(/^RATE_LIMITED/);
  });

  it('starts counting towards the next sweep afresh after each sweep', async () => {
    const limiter = new DatabaseAttemptLimiter(database.db, 'recount', { max: 100, windowMs: MINUTE }, 3);
    const oldKept = async () =>
      (await database.db.select().from(rateLimitHits).where(eq(rateLimitHits.key, 'recount:old'))).length === 1;
    for (let n = 0; n < 3; n++) await limiter.hit('live');
    await limiter.hit('old');
    await expireWindows('recount');
    await limiter.hit('live');
    expect(await oldKept()).toBe(true);
    await limiter.hit('live');
    expect(await oldKept()).toBe(false);
  });

  it('deletes at most 1,000 expired windows per sweep, and nothing live', async () => {
    const limiter = new DatabaseAttemptLimiter(database.db, 'batches', { max: 10, windowMs: MINUTE });
    await database.db.insert(rateLimitHits).values(
      Array.from({ length: 1001 }, (_, n) => ({
        key: `batches:${n}`,
        count: 1,
        resetAt: sql`now() - interval '1 minute'`,
      })),
    );
    await limiter.hit('live');
    const counts = async () => {
      const [row] = await database.db
        .select({
          expired: sql<number>`count(*) filter (where ${rateLimitHits.resetAt} <= now())::int`,
          live: sql<number>`count(*) filter (where ${rateLimitHits.resetAt} > now())::int`,
        })
        .from(rateLimitHits);
      return row;
    };
    const before = await counts();
    await limiter.sweep();
    expect(await counts()).toEqual({ expired: before.expired - 1000, live: before.live });
    await limiter.sweep();
    expect(await counts()).toEqual({ expired: 0, live: before.live });
  });
});
