import autocannon from 'autocannon';

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

export interface Figures {
  name: string;
  requests: number;
  statuses: string;
  rps: number;
  p50: number;
  p95: number;
}

/**
 * Load on one route with autocannon: `connections` at once for `duration` seconds, or one request per
 * entry of `paths` (each request its own path). Latencies are the client's, per response.
 */
export async function measureLoad(
  name: string,
  url: string,
  options: {
    connections?: number;
    duration?: number;
    method?: string;
    token?: string;
    body?: string;
    paths?: string[];
  } = {},
): Promise<Figures> {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  const headers: Record<string, string> = {
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    ...(options.body ? { 'content-type': 'application/json' } : {}),
  };
  const instance = autocannon({
    url,
    method: options.method ?? 'GET',
    headers,
    body: options.body,
    connections: options.connections ?? 10,
    ...(options.paths
      ? {
          amount: options.paths.length,
          requests: [
            {
              setupRequest: (request: { path: string }) => ({
                ...request,
                path: options.paths![next++ % options.paths!.length],
              }),
            },
          ],
        }
      : { duration: options.duration ?? 10 }),
  });
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    latencies.push(responseTime);
    statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    name,
    requests: latencies.length,
    statuses: [...statuses].map(([status, count]) => `${status}×${count}`).join(' '),
    rps: result.requests.average,
    // No answer at all (every request timed out) reads NaN, not a crash.
    p50: latencies.length ? percentile(latencies, 50) : Number.NaN,
    p95: latencies.length ? percentile(latencies, 95) : Number.NaN,
  };
}
