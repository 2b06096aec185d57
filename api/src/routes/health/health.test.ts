import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildTestApp, TEST_JWT_SECRET } from '../../../test/support/test-app';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/client';
import { memoryTransport } from '../../mail/transport';
import { apiRoot } from '../../paths';

describe('health probes', () => {
  it('/api/healthz answers while the process runs; /api/readyz only while the database answers', async () => {
    const database = await openDatabase({ driver: 'pglite' });
    const app = await buildTestApp(database);
    try {
      expect((await app.inject({ method: 'GET', url: '/api/healthz' })).json()).toEqual({ status: 'ok' });
      expect((await app.inject({ method: 'GET', url: '/api/readyz' })).json()).toEqual({ status: 'ready' });
      await database.close();
      const down = await app.inject({ method: 'GET', url: '/api/readyz' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ status: 'database-unavailable' });
      expect((await app.inject({ method: 'GET', url: '/api/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('graceful shutdown', () => {
  it('finishes in-flight requests, refuses new ones, then closes the database it opened', async () => {
    const app = await buildApp({
      database: { driver: 'pglite' },
      jwtSecret: TEST_JWT_SECRET,
      mail: { transport: memoryTransport() },
      outbox: { workerIntervalMs: false },
    });
    let release: () => void = () => undefined;
    let started: () => void = () => undefined;
    const handlerStarted = new Promise<void>((resolve) => (started = resolve));
    app.get('/api/test-slow', async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
        started();
      });
      return { finished: true };
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });

    const inFlight = fetch(`${address}/api/test-slow`).then(async (r) => ({ status: r.status, body: await r.json() }));
    await handlerStarted;
    const closing = app.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    expect(await inFlight).toEqual({ status: 200, body: { finished: true } });
    await closing;
    await expect(fetch(`${address}/api/healthz`)).rejects.toThrow();
    await expect(app.database.ping()).rejects.toThrow();
  });
  it('waits for a handler whose client went away before closing the database under it', async () => {
    const app = await buildApp({
      database: { driver: 'pglite' },
      jwtSecret: TEST_JWT_SECRET,
      mail: { transport: memoryTransport() },
      outbox: { workerIntervalMs: false },
    });
    let release: () => void = () => undefined;
    let started: () => void = () => undefined;
    const handlerStarted = new Promise<void>((resolve) => (started = resolve));
    let outcome = 'not run';
    app.get('/api/test-abandoned', async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
        started();
      });
      outcome = await app.database.ping().then(
        () => 'database answered',
        (error: Error) => `database failed: ${error.message}`,
      );
      return {};
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const request = fetch(`${address}/api/test-abandoned`, { signal: controller.signal }).catch(() => 'aborted');
    await handlerStarted;
    controller.abort();
    expect(await request).toBe('aborted');
    const closing = app.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    await closing;
    expect(outcome).toBe('database answered');
  });
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('src/server.ts', () => {
  it('starts from the environment, logs JSON with request ids, and exits cleanly on SIGTERM', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-server-'));
    const port = await freePort();
    // Node itself with tsx as a loader (not the tsx CLI, whose signal relay can lose a SIGTERM on a busy machine).
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiRoot,
      env: {
        ...process.env,
        DATABASE_URL: '',
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        DEMO_SEED: '0',
        NODE_ENV: 'development',
        JWT_SECRET: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      const deadline = Date.now() + 100_000;
      let ready = false;
      while (!ready && Date.now() < deadline) {
        ready = await fetch(`http://127.0.0.1:${port}/api/readyz`, { headers: { 'x-request-id': 'probe-1' } })
          .then((r) => r.ok)
          .catch(() => false);
        if (!ready) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      // The server's own output is part of the expectation, so a failure shows why.
      expect({ ready, output: ready ? '' : output }).toEqual({ ready: true, output: '' });
      child.kill('SIGTERM');
      const code = await exited;
      expect({ code, output: code === 0 ? '' : output }).toEqual({ code: 0, output: '' });
      const lines = output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line));
      expect(lines.some((line) => line.reqId === 'probe-1' && line.res?.statusCode === 200)).toBe(true);
      expect(lines.some((line) => line.msg === 'shut down cleanly')).toBe(true);
    } finally {
      child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 150_000);
});
