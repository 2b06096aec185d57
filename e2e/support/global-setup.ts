// Starts the real API (buildApp + serverConfigFromEnv, as api/src/server.ts does, see serve-api.mts) on a free port, with a fresh embedded
// database (temporary DATA_DIR, demo seed) and APPS_DIR serving the production builds.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readPortalApps } from '../../tooling/webpack-config/lib/portal-apps';

export const repoRoot = path.resolve(__dirname, '..', '..');
const resultsDir = path.join(repoRoot, 'e2e', 'test-results');

export interface RunningApi {
  child: ChildProcess;
  dataDir: string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function assertBuildsExist(): void {
  const { host, remotes } = readPortalApps();
  const missing = [host, ...remotes]
    .map((app) => app.dir)
    .filter((dir) => !existsSync(path.join(repoRoot, dir, 'dist')));
  if (missing.length) {
    throw new Error(
      `No production build for ${missing.join(', ')}: run \`npm run build\` (npm test does it) before the browser suite.`,
    );
  }
}

async function waitForReady(baseUrl: string, child: ChildProcess, timeoutMs: number, logName: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The API exited (${child.signalCode ?? child.exitCode}) before it was ready; see e2e/test-results/${logName}`,
      );
    }
    try {
      if ((await fetch(`${baseUrl}/api/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The API was not ready within ${timeoutMs / 1000} s; see e2e/test-results/${logName}`);
}

/** An API as server.ts runs it (serve-api.mts), on a free port with a fresh embedded database and demo seed. */
export async function startApi({
  appsDir,
  logName,
  env: extraEnv = {},
}: {
  /** Where the host's and the remotes' dist folders are served from (APPS_DIR). */
  appsDir: string;
  /** Its log, under e2e/test-results. */
  logName: string;
  env?: NodeJS.ProcessEnv;
}): Promise<RunningApi & { baseUrl: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-data-'));
  const port = await freePort();
  mkdirSync(resultsDir, { recursive: true });
  const log = createWriteStream(path.join(resultsDir, logName));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    DEMO_SEED: '1',
    // Production requires it; a fresh database each run, so a fresh key does.
    WEBHOOK_SECRET_KEY: randomBytes(32).toString('hex'),
    APPS_DIR: appsDir,
    ...extraEnv,
  };
  // The browser suite always runs on a fresh embedded database.
  delete env.DATABASE_URL;
  delete env.SMTP_URL;

  // Run from api/ so tsx and the API's dependencies resolve as they do for server.ts.
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'serve-api.mts')], {
    cwd: path.join(repoRoot, 'api'),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForReady(baseUrl, child, 120_000, logName);
  } catch (error) {
    // jest skips the teardown when the setup fails: do not leave the API behind.
    child.kill('SIGKILL');
    throw error;
  }
  return { child, dataDir, baseUrl };
}

/** Stops an API of startApi (SIGTERM, then SIGKILL after 10 s) and removes its database. */
export async function stopApi({ child, dataDir }: RunningApi): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill('SIGTERM');
    });
  }
  rmSync(dataDir, { recursive: true, force: true });
}

export default async function globalSetup(): Promise<void> {
  assertBuildsExist();
  // Known to the tests, so they can make a genuinely expired access token.
  const jwtSecret = randomBytes(32).toString('hex');
  const running = await startApi({
    appsDir: repoRoot,
    logName: 'api.log',
    // As in the demo: webhook endpoints may be http:// receivers on 127.0.0.1 (tests/webhooks.test.ts).
    env: { JWT_SECRET: jwtSecret, WEBHOOKS_ALLOW_PRIVATE: '1' },
  });
  (globalThis as { __portalApi?: RunningApi }).__portalApi = running;
  process.env.PORTAL_E2E_BASE_URL = running.baseUrl;
  process.env.PORTAL_E2E_JWT_SECRET = jwtSecret;
  // The demo API writes every e-mail as an .eml file under <DATA_DIR>/mail: tests read links from them.
  process.env.PORTAL_E2E_DATA_DIR = running.dataDir;
}
