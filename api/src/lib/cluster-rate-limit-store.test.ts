import { like, sql } from 'drizzle-orm';
import { createTestDatabase } from '../../test/support/test-database';
import { rateLimitHits } from '../db/schema';
import { ClusterRateLimitStore } from './cluster-rate-limit-store';

// Two stores on one database stand for two API processes (each has its own store); the database is
// what they share. Syncs are called explicitly: the timer's are an hour apart here.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const stores: ClusterRateLimitStore[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await Promise.all(stores.map((store) => store.stop()));
  await database?.dispose();
});

const HOUR = 3_600_000;

function replica(name: string, windowMs = HOUR): ClusterRateLimitStore {
  const store = new ClusterRateLimitStore(database.db, { name, windowMs, syncEveryMs: HOUR });
  stores.push(store);
  return store;
}

/** One request's count as @fastify/rate-limit sees it (the request is refused when it exceeds max). */
function hit(store: ClusterRateLimitStore, key: string, windowMs = HOUR): { current: number; ttl: number } {
  let result: { current: number; ttl: number } | undefined;
  store.incr(
    key,
    (error, counted) => {
      if (error) throw error;
      result = counted;
    },
    windowMs,
  );
  return result!;
}

describe('global rate limit counted across processes', () => {
  it("adds each process's hits to the shared total at a sync, and each then counts from that total", async () => {
    const [first, second] = [replica('shared'), replica('shared')];
    for (let n = 1; n <= 3; n++) expect(hit(first, 'ip-a').current).toBe(n);
    for (let n = 1; n <= 2; n++) expect(hit(second, 'ip-a').current).toBe(n);
    expect(hit(second, 'ip-b').current).toBe(1);

    await first.sync();
    await second.sync();
    // The second read the total after adding its own: 3 + 2, and its next hit is the 6th.
    expect(hit(second, 'ip-a').current).toBe(6);
    // The first has not heard of the second's hits yet (the bounded overshoot), until its next sync.
    expect(hit(first, 'ip-a').current).toBe(4);
    await first.sync();
    // 3 + 2 + its own 4th (the second's 6th is not synced yet), and this hit.
    expect(hit(first, 'ip-a').current).toBe(7);
    const rows = await database.db
      .select({ key: rateLimitHits.key, count: rateLimitHits.count })
      .from(rateLimitHits)
      .where(like(rateLimitHits.key, 'shared:%'))
      .orderBy(rateLimitHits.key);
    expect(rows).toEqual([
      { key: 'shared:ip-a', count: 6 },
      { key: 'shared:ip-b', count: 1 },
    ]);
  });

  it("takes the window's end from the database, and a row whose window ended starts again", async () => {
    const [first, second] = [replica('windows'), replica('windows')];
    hit(first, 'ip');
    await first.sync();
    await database.db
      .update(rateLimitHits)
      .set({ count: 50, resetAt: sql`now() + interval '10 minutes'` })
      .where(like(rateLimitHits.key, 'windows:%'));
    hit(second, 'ip');
    await second.sync();
    const afterSync = hit(second, 'ip');
    expect(afterSync.current).toBe(52);
    expect(afterSync.ttl).toBeGreaterThan(9 * 60_000);
    expect(afterSync.ttl).toBeLessThanOrEqual(10 * 60_000);

    await database.db
      .update(rateLimitHits)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(like(rateLimitHits.key, 'windows:%'));
    await second.sync();
    expect(hit(second, 'ip').current).toBe(2);
  });

  it('keeps counting in memory while the database is away, and sends those hits at the next sync', async () => {
    let away = true;
    const flaky = {
      execute: (query: Parameters<typeof database.db.execute>[0]) =>
        away ? Promise.reject(new Error('connection refused')) : database.db.execute(query),
    };
    const warnings: unknown[] = [];
    const offline = new ClusterRateLimitStore(flaky as never, {
      name: 'offline',
      windowMs: HOUR,
      syncEveryMs: HOUR,
      log: { warn: (...args: unknown[]) => warnings.push(args) } as never,
    });
    stores.push(offline);
    hit(offline, 'ip');
    hit(offline, 'ip');
    await offline.sync();
    expect(warnings).toHaveLength(1);
    expect(hit(offline, 'ip').current).toBe(3);

    away = false;
    await offline.sync();
    const [row] = await database.db
      .select({ count: rateLimitHits.count })
      .from(rateLimitHits)
      .where(like(rateLimitHits.key, 'offline:%'));
    expect(row).toEqual({ count: 3 });
  });

  it("reads the others' totals of every key it holds when asked to refresh, even with no new hits of its own", async () => {
    const [first, second] = [replica('refresh'), replica('refresh')];
    hit(first, 'ip');
    await first.sync();
    for (let n = 0; n < 4; n++) hit(second, 'ip');
    await second.sync();
    // Nothing new on the first: a plain sync sends nothing and reads nothing.
    await first.sync();
    expect(hit(first, 'ip').current).toBe(2);
    await first.sync({ refreshAll: true });
    // 1 + 4 + its own 2nd, and this hit.
    expect(hit(first, 'ip').current).toBe(7);
  });

  it('sends at most 5,000 keys in one sync, the busiest first, and the rest at the next', async () => {
    const flood = replica('flood');
    // The busiest key comes last: it is sent first all the same.
    for (let n = 0; n < 5_000; n++) hit(flood, `address-${n}`);
    hit(flood, 'busy');
    hit(flood, 'busy');
    const stored = async () =>
      (
        await database.db
          .select({ key: rateLimitHits.key })
          .from(rateLimitHits)
          .where(like(rateLimitHits.key, 'flood:%'))
      ).length;
    await flood.sync();
    expect(await stored()).toBe(5_000);
    const [busy] = await database.db
      .select({ count: rateLimitHits.count })
      .from(rateLimitHits)
      .where(like(rateLimitHits.key, 'flood:busy'));
    expect(busy).toEqual({ count: 2 });
    await flood.sync();
    expect(await stored()).toBe(5_001);
  });

  it('deletes its rows whose window ended every 60 syncs, and only those', async () => {
    const sweeper = replica('sweep');
    await database.db.insert(rateLimitHits).values([
      { key: 'sweep:ended', count: 3, resetAt: sql`now() - interval '1 minute'` },
      { key: 'sweep:live', count: 3, resetAt: sql`now() + interval '1 hour'` },
      { key: 'other:ended', count: 3, resetAt: sql`now() - interval '1 minute'` },
    ]);
    const keys = async () =>
      (
        await database.db
          .select({ key: rateLimitHits.key })
          .from(rateLimitHits)
          .where(like(rateLimitHits.key, '%ended'))
      )
        .map((row) => row.key)
        .sort();
    for (let n = 0; n < 59; n++) await sweeper.sync();
    expect(await keys()).toEqual(['other:ended', 'sweep:ended']);
    await sweeper.sync();
    expect(await keys()).toEqual(['other:ended']);
    expect(await database.db.select().from(rateLimitHits).where(like(rateLimitHits.key, 'sweep:live'))).toHaveLength(1);
  });

  it('answers a read with the count and time left, without counting, and nothing for a key it does not hold', async () => {
    const store = replica('reads');
    const read = (key: string) => {
      let result: { current: number; ttl: number } | undefined;
      store.read(key, (error, counted) => {
        expect(error).toBeNull();
        result = counted;
      });
      return result!;
    };
    expect(read('ip')).toEqual({ current: 0, ttl: 0 });
    hit(store, 'ip', 60_000);
    hit(store, 'ip', 60_000);
    const counted = read('ip');
    expect(counted.current).toBe(2);
    expect(counted.ttl).toBeGreaterThan(59_000);
    expect(counted.ttl).toBeLessThanOrEqual(60_000);
    expect(read('ip').current).toBe(2);
    expect(store.child()).toBe(store);
  });

  describe('with the clock held', () => {
    let now = 1_000_000;
    beforeEach(() => {
      now = Date.now();
      jest.spyOn(Date, 'now').mockImplementation(() => now);
    });
    afterEach(() => jest.restoreAllMocks());

    it('counts afresh once the window has ended here, and says the time left until then', () => {
      const store = replica('clock');
      expect(hit(store, 'ip', 1000)).toEqual({ current: 1, ttl: 1000 });
      now += 400;
      expect(hit(store, 'ip', 1000)).toEqual({ current: 2, ttl: 600 });
      now += 599;
      expect(hit(store, 'ip', 1000)).toEqual({ current: 3, ttl: 1 });
      let read: unknown;
      store.read('ip', (_error, counted) => (read = counted));
      expect(read).toEqual({ current: 3, ttl: 1 });
      now += 1;
      store.read('ip', (_error, counted) => (read = counted));
      expect(read).toEqual({ current: 0, ttl: 0 });
      expect(hit(store, 'ip', 1000)).toEqual({ current: 1, ttl: 1000 });
    });

    it('holds at most 100,000 keys, forgetting the one whose window started first', () => {
      const store = replica('many');
      hit(store, 'renewed', 1000);
      hit(store, 'ip-0');
      now += 1000;
      // Its window ended: counted afresh, it is now newer than ip-0.
      hit(store, 'renewed');
      for (let n = 1; n < 99_999; n++) hit(store, `ip-${n}`);
      hit(store, 'newest');
      const current = (key: string) => {
        let result = -1;
        store.read(key, (_error, counted) => (result = counted!.current));
        return result;
      };
      expect(current('ip-0')).toBe(0);
      expect(current('renewed')).toBe(1);
      expect(current('ip-1')).toBe(1);
      expect(current('newest')).toBe(1);
    });
  });

  it('shows hits being synced in the count meanwhile, and leaves a window that ended meanwhile to its new count', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = {
      execute: async (query: Parameters<typeof database.db.execute>[0]) => {
        await gate;
        return database.db.execute(query);
      },
    };
    const store = new ClusterRateLimitStore(slow as never, { name: 'inflight', windowMs: HOUR, syncEveryMs: HOUR });
    stores.push(store);
    hit(store, 'kept', HOUR);
    hit(store, 'kept', HOUR);
    hit(store, 'renewed', 50);
    const syncing = store.sync();
    // The sync has taken the hits and waits for the database.
    await new Promise((resolve) => setImmediate(resolve));
    expect(hit(store, 'kept', HOUR).current).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 60));
    // The window of 'renewed' ended here while its hit was being synced: a new window counts from 1.
    expect(hit(store, 'renewed', HOUR).current).toBe(1);
    release();
    await syncing;
    expect(hit(store, 'renewed', HOUR).current).toBe(2);
    // The database has the two hits synced, and the third is still to come.
    expect(hit(store, 'kept', HOUR).current).toBe(4);
  });

  const storedCount = async (name: string) =>
    (
      await database.db
        .select({ count: rateLimitHits.count })
        .from(rateLimitHits)
        .where(like(rateLimitHits.key, `${name}:%`))
    )[0]?.count;
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  /** The stored count once it is `expected`, polling until `withinMs`; else the last one read. */
  const storedCountBecomes = async (name: string, expected: number, withinMs = 3_000) => {
    const deadline = Date.now() + withinMs;
    let count = await storedCount(name);
    while (count !== expected && Date.now() < deadline) {
      await pause(25);
      count = await storedCount(name);
    }
    return count;
  };

  it('syncs on its own every second unless told otherwise', async () => {
    const store = new ClusterRateLimitStore(database.db, { name: 'second', windowMs: HOUR });
    stores.push(store);
    const hitAt = Date.now();
    hit(store, 'ip');
    await pause(600);
    expect(await storedCount('second')).toBeUndefined();
    expect(await storedCountBecomes('second', 1)).toBe(1);
    // Not before its second (the read above was still empty at 600 ms).
    expect(Date.now() - hitAt).toBeGreaterThanOrEqual(900);
    await store.stop();
  });

  it('syncs on its own again and again, and no more once stopped', async () => {
    const store = new ClusterRateLimitStore(database.db, { name: 'timer', windowMs: HOUR, syncEveryMs: 50 });
    stores.push(store);
    hit(store, 'ip');
    expect(await storedCountBecomes('timer', 1)).toBe(1);
    hit(store, 'ip');
    expect(await storedCountBecomes('timer', 2)).toBe(2);
    await store.stop();
    hit(store, 'ip');
    // Stopped: several of its 50 ms periods pass and nothing more is written.
    await pause(250);
    expect(await storedCount('timer')).toBe(2);
  });

  it('asks the database nothing when it has nothing to send', async () => {
    let statements = 0;
    const counting = {
      execute: (query: Parameters<typeof database.db.execute>[0]) => {
        statements += 1;
        return database.db.execute(query);
      },
    };
    const store = new ClusterRateLimitStore(counting as never, { name: 'quiet', windowMs: HOUR, syncEveryMs: HOUR });
    stores.push(store);
    await store.sync();
    expect(statements).toBe(0);
    hit(store, 'ip');
    await store.sync();
    expect(statements).toBe(1);
    await store.sync();
    expect(statements).toBe(1);
  });

  it('drops the hits of a window that ended before they were sent', async () => {
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => now);
    try {
      const store = replica('ended');
      hit(store, 'ip', 1000);
      clock.mockImplementation(() => now + 1000);
      await store.sync();
      expect(await storedCount('ended')).toBeUndefined();
    } finally {
      clock.mockRestore();
    }
  });

  it('logs why a sync or a sweep failed, and keeps working', async () => {
    const warnings: { fields: unknown; message: unknown }[] = [];
    const failing = { execute: () => Promise.reject(new Error('connection refused')) };
    const store = new ClusterRateLimitStore(failing as never, {
      name: 'failing',
      windowMs: HOUR,
      syncEveryMs: HOUR,
      log: { warn: (fields: unknown, message: unknown) => warnings.push({ fields, message }) } as never,
    });
    stores.push(store);
    hit(store, 'ip');
    await store.sync();
    expect(warnings).toEqual([
      { fields: { err: new Error('connection refused') }, message: 'the global rate limit could not sync its counts' },
    ]);
    for (let n = 0; n < 59; n++) await store.sync();
    expect(warnings).toContainEqual({
      fields: { err: new Error('connection refused') },
      message: 'the global rate limit could not delete its ended windows',
    });
    expect(hit(store, 'ip').current).toBe(2);
  });

  it('keeps going without a logger when the database is away', async () => {
    const failing = { execute: () => Promise.reject(new Error('connection refused')) };
    const store = new ClusterRateLimitStore(failing as never, { name: 'silent', windowMs: HOUR, syncEveryMs: HOUR });
    stores.push(store);
    hit(store, 'ip');
    for (let n = 0; n < 60; n++) await store.sync();
    expect(hit(store, 'ip').current).toBe(2);
  });
});
