import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { RateLimitRule } from '../config';
import type { DbOrTx } from '../db/client';
import { rateLimitHits } from '../db/schema';
import { rateLimited } from './errors';

/**
 * Counts attempts per key in fixed windows: the sign-in, sign-up, password and API key limits, per
 * address, account or key. Small and asynchronous on purpose, so a store shared by several API
 * processes (PostgreSQL) replaced the in-memory one (docs/decisions.md).
 */
export interface AttemptLimiter {
  /**
   * Counts one attempt; rejects with RATE_LIMITED (with Retry-After) once the window's budget is spent.
   * A caller inside a transaction passes it: the count then commits with it, and a single-connection
   * database (PGlite) is never asked for a second connection while the transaction holds the first.
   */
  hit(key: string, tx?: DbOrTx): Promise<Budget>;
  /** Counts one attempt like hit, answering whether it is within the budget instead of rejecting. */
  allows(key: string): Promise<boolean>;
  /**
   * Gives back an attempt that turned out fine (a correct password): budgets count failures, yet the
   * attempt is counted before the outcome is known, so parallel guesses cannot slip past the limit.
   */
  refund(key: string): Promise<void>;
  /** Forgets the key's attempts (a correct sign-in from that address). */
  reset(key: string): Promise<void>;
}

/** What is left of a key's budget after an attempt: the `X-RateLimit-*` headers of an API key's answers. */
export interface Budget {
  limit: number;
  remaining: number;
  /** Seconds until the window starts afresh. */
  resetSeconds: number;
}

/** Expired rows deleted per sweep, so a sweep stays one short statement. */
const SWEEP_BATCH = 1000;

/**
 * The shared store: counts in PostgreSQL (rate_limit_hits), one atomic upsert per attempt, so every
 * API process sharing the database counts against the same budget. Windows follow the database's
 * clock, which all processes share. Every `sweepEvery`-th attempt deletes a batch of expired rows.
 */
export class DatabaseAttemptLimiter implements AttemptLimiter {
  private hitsSinceSweep = 0;

  constructor(
    private readonly db: DbOrTx,
    /** Prefix of this limiter's keys (its rule's name): limiters share the table, not their counts. */
    private readonly name: string,
    private readonly rule: RateLimitRule,
    private readonly sweepEvery = 500,
  ) {}

  async hit(key: string, tx: DbOrTx = this.db): Promise<Budget> {
    const window = await this.count(key, tx);
    const resetSeconds = Math.max(0, Math.ceil(Number(window.retryAfterSeconds)));
    if (window.count > this.rule.max) throw rateLimited(Number(window.retryAfterSeconds));
    return { limit: this.rule.max, remaining: this.rule.max - window.count, resetSeconds };
  }

  async allows(key: string): Promise<boolean> {
    return (await this.count(key, this.db)).count <= this.rule.max;
  }

  /** Adds one attempt to the key's window (a new window once the old one is over) and returns it. */
  private async count(key: string, tx: DbOrTx) {
    const expired = sql`${rateLimitHits.resetAt} <= now()`;
    const [window] = await tx
      .insert(rateLimitHits)
      .values({ key: this.key(key), count: 1, resetAt: sql`now() + ${this.rule.windowMs} * interval '1 millisecond'` })
      .onConflictDoUpdate({
        target: rateLimitHits.key,
        set: {
          count: sql`case when ${expired} then 1 else ${rateLimitHits.count} + 1 end`,
          resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimitHits.resetAt} end`,
        },
      })
      .returning({
        count: rateLimitHits.count,
        retryAfterSeconds: sql<number>`extract(epoch from ${rateLimitHits.resetAt} - now())::float8`,
      });
    if (++this.hitsSinceSweep >= this.sweepEvery) {
      this.hitsSinceSweep = 0;
      await this.sweep(tx);
    }
    return window;
  }

  async refund(key: string): Promise<void> {
    await this.db
      .update(rateLimitHits)
      .set({ count: sql`${rateLimitHits.count} - 1` })
      .where(
        and(eq(rateLimitHits.key, this.key(key)), gt(rateLimitHits.resetAt, sql`now()`), gt(rateLimitHits.count, 0)),
      );
  }

  async reset(key: string): Promise<void> {
    await this.db.delete(rateLimitHits).where(eq(rateLimitHits.key, this.key(key)));
  }

  /** Deletes a batch of expired windows (any limiter's: they are all dead weight). */
  async sweep(tx: DbOrTx = this.db): Promise<void> {
    const batch = tx
      .select({ key: rateLimitHits.key })
      .from(rateLimitHits)
      .where(lte(rateLimitHits.resetAt, sql`now()`))
      .limit(SWEEP_BATCH);
    // Expiry checked again on the row itself: a window another request restarted meanwhile is live.
    await tx
      .delete(rateLimitHits)
      .where(and(inArray(rateLimitHits.key, batch), lte(rateLimitHits.resetAt, sql`now()`)));
  }

  private key(key: string) {
    return `${this.name}:${key}`;
  }
}
