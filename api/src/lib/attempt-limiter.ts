import type { RateLimitRule } from '../config';
import { rateLimited } from './errors';

/**
 * Counts attempts per key in fixed windows: the sign-in, sign-up, password and API key limits, per
 * address, account or key. Small and asynchronous on purpose, so a store shared by several API
 * processes (PostgreSQL) can replace the in-memory one (docs/decisions.md).
 */
export interface AttemptLimiter {
  /** Counts one attempt; rejects with RATE_LIMITED (with Retry-After) once the window's budget is spent. */
  hit(key: string): Promise<void>;
  /**
   * Gives back an attempt that turned out fine (a correct password): budgets count failures, yet the
   * attempt is counted before the outcome is known, so parallel guesses cannot slip past the limit.
   */
  refund(key: string): Promise<void>;
  /** Forgets the key's attempts (a correct sign-in from that address). */
  reset(key: string): Promise<void>;
}

/** The in-memory store: per process, forgotten on restart. */
export class MemoryAttemptLimiter implements AttemptLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly rule: RateLimitRule,
    private readonly now: () => number = Date.now,
  ) {}

  async hit(key: string): Promise<void> {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + this.rule.windowMs };
      this.windows.set(key, window);
      if (this.windows.size > 10_000) this.sweep(now);
    }
    window.count += 1;
    if (window.count > this.rule.max) throw rateLimited((window.resetAt - now) / 1000);
  }

  async refund(key: string): Promise<void> {
    const window = this.windows.get(key);
    if (window && window.resetAt > this.now() && window.count > 0) window.count -= 1;
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  private sweep(now: number) {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
