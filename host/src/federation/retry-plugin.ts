import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

export interface RetryOptions {
  /** Extra attempts after the first failure. */
  retries?: number;
  /** Wait before the first retry; doubles for each further one. */
  delayMs?: number;
  sleep?: (ms: number) => Promise<void>;
  fetchImpl?: typeof fetch;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Retries what a flaky network or a redeploy in progress can break: the manifest fetch (network
 * errors and 5xx) and the remoteEntry script. A 404 is not retried: the remote is not there.
 */
export function retryPlugin({
  retries = 2,
  delayMs = 300,
  sleep = defaultSleep,
  fetchImpl,
}: RetryOptions = {}): ModuleFederationRuntimePlugin {
  const backoff = (attempt: number) => sleep(delayMs * 2 ** (attempt - 1));
  return {
    name: 'portal-retry-plugin',
    async fetch(url: string, init: RequestInit) {
      const doFetch = fetchImpl ?? globalThis.fetch.bind(globalThis);
      for (let attempt = 0; ; attempt += 1) {
        try {
          const response = await doFetch(url, { ...init, cache: 'no-cache' });
          if (response.status < 500 || attempt >= retries) return response;
        } catch (error) {
          if (attempt >= retries) throw error;
        }
        await backoff(attempt + 1);
      }
    },
    // The runtime's typing wants a promise of the entry; resolving with the entry itself is what it awaits.
    loadEntryError: (async ({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) => {
      for (let attempt = 1; attempt <= retries; attempt += 1) {
        await backoff(attempt);
        // Forget the failed load so getRemoteEntry injects the script again.
        delete globalLoading[uniqueKey];
        try {
          const exports = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
          if (exports) return exports;
        } catch {
          // try again; the original error surfaces after the last attempt
        }
      }
      return undefined;
    }) as NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>,
  };
}
