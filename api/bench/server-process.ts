import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import { DEFAULT_RATE_LIMITS } from '../src/config';

const apiRoot = path.resolve(__dirname, '..');

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface RunningServer {
  url: string;
  child: ChildProcess;
  /** Milliseconds from spawning `tsx src/server.ts` to the first 200 from /api/readyz. */
  readyMs: number;
  stop(): Promise<void>;
}

/** Starts src/server.ts as the real server process (LOG_LEVEL warn unless set) and waits for readiness. */
export async function startServer(
  env: Record<string, string | undefined>,
  timeoutMs = 180_000,
): Promise<RunningServer> {
  const port = await freePort();
  const merged: NodeJS.ProcessEnv = {
    ...process.env,
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    ...env,
  };
  for (const [key, value] of Object.entries(merged)) if (value === undefined) delete merged[key];
  const started = performance.now();
  // BENCH_CPU_PROF=<folder>: each server writes a V8 CPU profile there when it stops (open in Chrome DevTools).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: merged,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  let exited = false;
  child.once('exit', () => (exited = true));
  while (performance.now() - started < timeoutMs) {
    if (exited) throw new Error('the server exited before it became ready');
    const ok = await fetch(`${url}/api/readyz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const readyMs = performance.now() - started;
  if (readyMs >= timeoutMs) throw new Error('the server did not become ready in time');
  return {
    url,
    child,
    readyMs,
    stop: () =>
      new Promise<void>((resolve) => {
        if (exited) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Every rate limit out of a benchmark's way: it measures the API, not the limits. */
const RAISED_RATE_LIMITS = Object.fromEntries(
  Object.keys(DEFAULT_RATE_LIMITS).map((name) => [name, { max: 100_000_000, windowMs: 60_000 }]),
);

/**
 * The real server as the benchmarks run it on their database (`databaseEnv`: DATABASE_URL, or DATA_DIR
 * for PGlite, and anything else to set or unset): production mode, the demo seed, no apps served, every
 * rate limit raised. The environment alone: `startBenchServer` starts it.
 */
export function benchServerEnv(
  name: string,
  databaseEnv: Record<string, string | undefined>,
): Record<string, string | undefined> {
  return {
    APPS_DIR: undefined,
    DEMO_SEED: '1',
    NODE_ENV: 'production',
    JWT_SECRET: `${name}-benchmark-secret-0123456789abcdef-xyz`,
    // Production requires one; a bench with two processes passes its own shared key in `databaseEnv`.
    WEBHOOK_SECRET_KEY: randomBytes(32).toString('base64'),
    RATE_LIMITS: JSON.stringify(RAISED_RATE_LIMITS),
    ...databaseEnv,
  };
}

/** `benchServerEnv`'s server, started and ready. */
export function startBenchServer(
  name: string,
  databaseEnv: Record<string, string | undefined>,
): Promise<RunningServer> {
  return startServer(benchServerEnv(name, databaseEnv));
}
