/**
 * Login latency under load: POST /api/v1/auth/login with a demo account from 20 concurrent
 * connections (autocannon), reporting p50/p95/p99 and throughput.
 *   pnpm --filter @portal/api bench [--connections 20] [--duration 20] [--url http://host:port]
 * Without --url it starts its own server (PGlite in a temporary folder, demo seed, the production
 * argon2id cost of 19 MiB, t=2, p=1) with the login rate limits raised so they do not interfere.
 * With --url the target must run with raised limits too, e.g.
 *   RATE_LIMITS='{"global":{"max":1000000,"windowMs":60000},"loginPerIp":{"max":1000000,"windowMs":60000},"loginPerAccount":{"max":1000000,"windowMs":60000}}'
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { DEFAULT_PASSWORD_HASHING } from '../src/lib/passwords';
import { type RunningServer, startServer } from './server-process';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '20' },
    duration: { type: 'string', default: '20' },
    url: { type: 'string' },
    email: { type: 'string', default: 'user@portal.local' },
    password: { type: 'string', default: 'Portal#2026' },
  },
});

const RAISED = { max: 1_000_000, windowMs: 60_000 };

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function main() {
  let server: RunningServer | null = null;
  let dataDir: string | null = null;
  let url = values.url;
  if (!url) {
    dataDir = await mkdtemp(path.join(tmpdir(), 'portal-bench-'));
    server = await startServer({
      DATA_DIR: dataDir,
      DATABASE_URL: undefined,
      APPS_DIR: undefined,
      DEMO_SEED: '1',
      JWT_SECRET: 'login-benchmark-secret-0123456789abcdef-xyz',
      RATE_LIMITS: JSON.stringify({ global: RAISED, loginPerIp: RAISED, loginPerAccount: RAISED }),
    });
    url = server.url;
  }
  try {
    const body = JSON.stringify({ email: values.email, password: values.password });
    const check = await fetch(`${url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    if (check.status !== 200) throw new Error(`login answered ${check.status}: ${await check.text()}`);

    const latencies: number[] = [];
    const statuses = new Map<number, number>();
    const instance = autocannon({
      url: `${url}/api/v1/auth/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      connections: Number(values.connections),
      duration: Number(values.duration),
    });
    instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
      latencies.push(responseTime);
      statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
    });
    const result = await instance;
    latencies.sort((a, b) => a - b);
    const { memoryCost, timeCost, parallelism } = DEFAULT_PASSWORD_HASHING;
    console.log(
      `POST /api/v1/auth/login — ${values.connections} connections, ${values.duration} s, argon2id m=${memoryCost} KiB t=${timeCost} p=${parallelism}`,
    );
    console.log(
      `requests: ${latencies.length} (${[...statuses].map(([s, n]) => `${s}: ${n}`).join(', ')}), ${result.requests.average.toFixed(1)} req/s`,
    );
    console.log(
      `latency ms: p50 ${percentile(latencies, 50).toFixed(0)}, p95 ${percentile(latencies, 95).toFixed(0)}, p99 ${percentile(latencies, 99).toFixed(0)}, max ${latencies[latencies.length - 1].toFixed(0)}`,
    );
  } finally {
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
