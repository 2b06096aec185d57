#!/usr/bin/env node
// `npm start`: the demo on one port. Installs with the pinned pnpm, builds the apps when their
// sources changed, then runs the API in demo mode (embedded PGlite under .data/, migrations and
// demo seed applied by the API) serving every app from http://localhost:8080.
import { createServer } from 'node:net';
import { join } from 'node:path';
import { buildAll } from './build-all.mjs';
import { spawnApi, stopApi, waitForReady } from './lib/api-server.mjs';
import { root, runPnpm } from './lib/pnpm-command.mjs';

const DEMO_PASSWORD = 'Portal#2026';
const DEMO_ACCOUNTS = [
  ['super@portal.local', 'super user'],
  ['admin@portal.local', 'system admin'],
  ['orgadmin@portal.local', 'organization admin'],
  ['orguser@portal.local', 'organization user'],
  ['user@portal.local', 'individual user'],
];

let api = null;

/** Resolves false when something already listens on the port. */
function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

function step(text) {
  console.log(`\n▸ ${text}`);
}

async function main() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    throw new Error(`Node ${process.versions.node} is too old: the portal needs Node 20.19 or newer.`);
  }
  const port = Number(process.env.PORT ?? 8080);
  if (!(await portIsFree(port))) {
    throw new Error(
      `port ${port} is already in use (another \`npm start\`?). Stop it, or choose another port: PORT=8081 npm start`,
    );
  }

  step('Installing dependencies (pnpm install --frozen-lockfile)');
  runPnpm(['install', '--frozen-lockfile']);

  step('Building the host and the remotes (skipped when nothing changed)');
  buildAll({ ifChanged: true });

  step('Starting the API in demo mode (embedded database under .data/)');
  api = spawnApi({
    PORT: String(port),
    DATA_DIR: process.env.DATA_DIR ?? join(root, '.data'),
    DEMO_SEED: '1',
    // The demo's webhook receivers run on this machine (http://localhost:…); production keeps them refused.
    WEBHOOKS_ALLOW_PRIVATE: process.env.WEBHOOKS_ALLOW_PRIVATE ?? '1',
    APPS_DIR: root,
    // Keep the console readable for the banner and the demo mail links; LOG_REQUESTS=1 brings request lines back.
    LOG_REQUESTS: process.env.LOG_REQUESTS ?? '0',
    DATABASE_URL: undefined, // demo mode always uses the embedded database
  });

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the portal …');
    await stopApi(api);
    process.exit(0);
  };
  // Ctrl-C reaches the API too (same process group); this waits for its graceful shutdown.
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  api.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`The API stopped unexpectedly (${signal ?? `exit code ${code}`}).`);
    process.exit(code || 1);
  });

  const url = `http://localhost:${port}`;
  await waitForReady(url, api);

  const width = Math.max(...DEMO_ACCOUNTS.map(([email]) => email.length));
  console.log(`\nThe courier portal is running at ${url}\n`);
  console.log(`Demo accounts (password ${DEMO_PASSWORD}):`);
  for (const [email, role] of DEMO_ACCOUNTS) console.log(`  ${email.padEnd(width)}  ${role}`);
  console.log('\nPress Ctrl-C to stop.');
}

main().catch(async (error) => {
  console.error(`\nnpm start failed: ${error.message}`);
  if (api) await stopApi(api);
  process.exit(1);
});
