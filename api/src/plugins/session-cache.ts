/**
 * How long an access token's principal (the user's role, status, organization and whether the session
 * stands) is reused without asking the database again. A revocation made through this API process empties
 * the cache at once (see forgetAll); one made elsewhere (another API process, a script) takes effect
 * within this bound. docs/decisions.md#the-session-lookup-is-cached-for-5-seconds.
 */
export const SESSION_CACHE_TTL_MS = 5_000;

// A bound on memory: past it the cache starts again empty (a lookup each, as without a cache).
const MAX_ENTRIES = 10_000;

/** Principals by session for SESSION_CACHE_TTL_MS, on the API's clock (tests move it). */
export function createSessionCache<T>(now: () => Date) {
  const entries = new Map<string, { value: T; expiresAt: number }>();
  return {
    get(key: string): T | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt > now().getTime()) return entry.value;
      entries.delete(key);
      return undefined;
    },
    set(key: string, value: T) {
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(key, { value, expiresAt: now().getTime() + SESSION_CACHE_TTL_MS });
    },
    forgetAll() {
      entries.clear();
    },
  };
}
