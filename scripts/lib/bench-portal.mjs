// A demo portal for the browser benches: the API in demo mode on its own port and a fresh embedded
// database, serving the built apps (hostDist picks another host build, e.g. the monolith), with
// rate limits raised so repeated sign-ins and page loads measure the portal, not its limits.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnApi, stopApi, waitForReady } from './api-server.mjs';
import { root } from './pnpm-command.mjs';

/** Starts the portal on `port` and resolves { url, stop } once it answers /api/readyz. */
export async function startBenchPortal({ port, hostDist }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-portal-'));
  const generous = { max: 100_000, windowMs: 60_000 };
  const child = spawnApi(
    {
      PORT: String(port),
      APPS_DIR: root,
      HOST_DIST: hostDist,
      DATA_DIR: dataDir,
      DEMO_SEED: '1',
      DATABASE_URL: undefined,
      LOG_REQUESTS: '0',
      LOG_LEVEL: 'warn',
      RATE_LIMITS: JSON.stringify({ global: generous, loginPerIp: generous, loginPerAccount: generous }),
    },
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const url = `http://localhost:${port}`;
  const stop = async () => {
    await stopApi(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForReady(url, child, 300_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
