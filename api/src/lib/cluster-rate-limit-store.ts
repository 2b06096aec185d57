import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

interface Entry {
  /** Hits counted here and not yet added to the database's total. */
  pending: number;
  /** The cluster's total (every process's synced hits) as last read, plus this process's hits being synced. */
  known: number;
  /** When the window ends (this process's clock; the database's window once synced). */
  resetAt: number;
}

export interface ClusterRateLimitOptions {
  /** Prefix of the keys in rate_limit_hits (the attempt limiters use their rule names there). */
  name: string;
  windowMs: number;
  /** How often the local counts go to the database: the overshoot's bound (default 1 s). */
  syncEveryMs?: number;
  log?: FastifyBaseLogger;
}

/**
 * A store for @fastify/rate-limit shared by every API process on one PostgreSQL database, without a
 * database round trip on any request: each process counts hits in memory and, every `syncEveryMs`,
 * adds them to the key's row of rate_limit_hits in one statement, reading back the cluster's total.
 * A request is refused once the last total read plus the hits counted here since exceed the limit.
 * Between two syncs a process does not see the others' new hits, so a limit of `max` lets through at
 * most `max` plus what the other processes admit in one sync interval (docs/decisions.md).
 */
/** Keys held in memory at most: past it the oldest are forgotten (as the in-memory store's LRU did). */
const MAX_KEYS = 100_000;
/** Keys sent in one sync at most (most hits first); the rest go at the next. */
const MAX_KEYS_PER_SYNC = 5_000;
/** Every this many syncs, a batch of this store's ended windows is deleted from the table. */
const SWEEP_EVERY_SYNCS = 60;

export class ClusterRateLimitStore {
  private readonly entries = new Map<string, Entry>();
  private readonly timer: NodeJS.Timeout;
  private syncing: Promise<void> = Promise.resolve();
  private syncInFlight = false;
  private syncsSinceSweep = 0;

  constructor(
    private readonly db: Db,
    private readonly options: ClusterRateLimitOptions,
  ) {
    this.timer = setInterval(() => {
      if (!this.syncInFlight) void this.sync();
    }, options.syncEveryMs ?? 1000);
    this.timer.unref();
  }

  incr(key: string, callback: Callback, timeWindow: number): void {
    const now = Date.now();
    let entry = this.entries.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { pending: 0, known: 0, resetAt: now + timeWindow };
      this.entries.delete(key);
      if (this.entries.size >= MAX_KEYS) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, entry);
    }
    entry.pending += 1;
    callback(null, { current: entry.known + entry.pending, ttl: entry.resetAt - now });
  }

  read(key: string, callback: Callback): void {
    const now = Date.now();
    const entry = this.entries.get(key);
    if (!entry || entry.resetAt <= now) callback(null, { current: 0, ttl: 0 });
    else callback(null, { current: entry.known + entry.pending, ttl: entry.resetAt - now });
  }

  /** The one global limit uses this store: a route's own limit would need a store of its own. */
  child(): this {
    return this;
  }

  /**
   * Adds the hits counted here to the cluster's totals and reads those back; one sync at a time.
   * `refreshAll` also reads the totals of keys with no new hits here (what `app.syncRateLimits()`
   * asks for, so that after it this process knows the others' counts of every key it holds).
   */
  sync({ refreshAll = false } = {}): Promise<void> {
    this.syncing = this.syncing.then(() => this.flush(refreshAll));
    return this.syncing;
  }

  /** Stops syncing (app close); hits not yet synced are dropped, which only ever lets fewer through later. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.syncing;
  }

  private async flush(refreshAll: boolean): Promise<void> {
    const now = Date.now();
    let batch: { key: string; entry: Entry; sent: number }[] = [];
    for (const [key, entry] of this.entries) {
      if (entry.resetAt <= now) this.entries.delete(key);
      else if (entry.pending > 0 || refreshAll) batch.push({ key, entry, sent: entry.pending });
    }
    await this.sweepNowAndThen();
    if (batch.length === 0) return;
    // A flood from many addresses: the busiest first, one bounded statement per sync.
    if (batch.length > MAX_KEYS_PER_SYNC) batch = batch.sort((a, b) => b.sent - a.sent).slice(0, MAX_KEYS_PER_SYNC);
    // Moved to `known` while in flight, so requests meanwhile see the same count.
    for (const item of batch) {
      item.entry.pending -= item.sent;
      item.entry.known += item.sent;
    }
    this.syncInFlight = true;
    try {
      const counts = Object.fromEntries(batch.map(({ key, sent }) => [`${this.options.name}:${key}`, sent]));
      // A row whose window ended starts a new one (the database's clock, which every process shares).
      const result = await this.db.execute(sql`
        insert into rate_limit_hits (key, count, reset_at)
        select key, value::int, now() + ${this.options.windowMs} * interval '1 millisecond'
        from jsonb_each_text(${JSON.stringify(counts)}::jsonb)
        on conflict (key) do update set
          count = case when rate_limit_hits.reset_at <= now() then excluded.count
                       else rate_limit_hits.count + excluded.count end,
          reset_at = case when rate_limit_hits.reset_at <= now() then excluded.reset_at
                          else rate_limit_hits.reset_at end
        returning key, count, extract(epoch from reset_at - now())::float8 * 1000 as ttl_ms`);
      const rows = (result as unknown as { rows: { key: string; count: number; ttl_ms: number }[] }).rows;
      const byKey = new Map(rows.map((row) => [row.key, row]));
      const synced = Date.now();
      for (const { key, entry } of batch) {
        const row = byKey.get(`${this.options.name}:${key}`);
        // Skipped when the key's window ended here meanwhile (a new entry counts afresh).
        if (!row || this.entries.get(key) !== entry) continue;
        entry.known = row.count;
        entry.resetAt = synced + row.ttl_ms;
      }
    } catch (error) {
      // The database is away: keep counting here and try again at the next sync.
      for (const item of batch) {
        item.entry.known -= item.sent;
        item.entry.pending += item.sent;
      }
      this.options.log?.warn({ err: error }, 'the global rate limit could not sync its counts');
    } finally {
      this.syncInFlight = false;
    }
  }

  /** Deletes a batch of this store's rows whose window ended (any replica may; they share the table). */
  private async sweepNowAndThen(): Promise<void> {
    this.syncsSinceSweep += 1;
    if (this.syncsSinceSweep < SWEEP_EVERY_SYNCS) return;
    this.syncsSinceSweep = 0;
    try {
      await this.db.execute(sql`
        delete from rate_limit_hits where key in (
          select key from rate_limit_hits
          where starts_with(key, ${`${this.options.name}:`}) and reset_at < now()
          limit 1000)`);
    } catch (error) {
      this.options.log?.warn({ err: error }, 'the global rate limit could not delete its ended windows');
    }
  }
}
