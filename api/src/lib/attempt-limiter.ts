import type { RateLimitRule } from '../config';
import { rateLimited } from './errors';

/**
 * Counts attempts per key in fixed windows (in memory, per process). Used for the sign-in,
 * sign-up and forgot-password limits, per IP and per account.
 */
export class AttemptLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly rule: RateLimitRule) {}

  /** Counts one attempt; throws RATE_LIMITED (with Retry-After) once the window's budget is spent. */
  hit(key: string, now = Date.now()): void {
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + this.rule.windowMs };
      this.windows.set(key, window);
      if (this.windows.size > 10_000) this.sweep(now);
    }
    window.count += 1;
    if (window.count > this.rule.max) throw rateLimited((window.resetAt - now) / 1000);
  }

  /**
   * Gives back an attempt that turned out fine (a correct password): budgets count failures, yet the
   * attempt was counted before the outcome was known, so parallel guesses cannot slip past the limit.
   */
  refund(key: string, now = Date.now()): void {
    const window = this.windows.get(key);
    if (window && window.resetAt > now && window.count > 0) window.count -= 1;
  }

  private sweep(now: number) {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
