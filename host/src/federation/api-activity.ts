// Kept apart from idle-prefetch.ts: the entry installs the counter at boot, and the rest of the idle
// prefetch belongs to the signed-in layout's chunk, not to the login page.

/** Requests to the API under way, counted by the wrapper trackApiRequests puts on fetch. */
let requestsInFlight = 0;
const quietListeners = new Set<() => void>();

function settled(): void {
  requestsInFlight -= 1;
  if (requestsInFlight === 0) for (const listener of [...quietListeners]) listener();
}

function isApiRequest(input: RequestInfo | URL): boolean {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return new URL(url, window.location.href).pathname.startsWith('/api/');
}

/**
 * Counts the API requests under way, so "the page is drawn" can mean "and its data is in": a list's
 * rows arrive after its page renders. Installed once, at boot.
 */
export function trackApiRequests(target: { fetch: typeof fetch } = window): void {
  const original = target.fetch;
  target.fetch = (input, init) => {
    if (!isApiRequest(input)) return original.call(target, input, init);
    requestsInFlight += 1;
    let result: Promise<Response>;
    try {
      result = original.call(target, input, init);
    } catch (error) {
      settled();
      throw error;
    }
    result.then(settled, settled);
    return result;
  };
}

/** Calls `run` once no API request is under way (at once when none is); returns a cancel. */
export function whenApiQuiet(run: () => void): () => void {
  if (requestsInFlight === 0) {
    run();
    return () => undefined;
  }
  const listener = () => {
    quietListeners.delete(listener);
    run();
  };
  quietListeners.add(listener);
  return () => quietListeners.delete(listener);
}
