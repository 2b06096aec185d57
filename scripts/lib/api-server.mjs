// Starts the API (api/src/server.ts through tsx) as a child process and waits until it is ready.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { root } from './pnpm-command.mjs';

/** Spawns the API server; env is added to (and may unset, with undefined) the current environment. */
export function spawnApi(env, { stdio = 'inherit' } = {}) {
  const merged = { ...process.env, ...env };
  for (const [key, value] of Object.entries(merged)) if (value === undefined) delete merged[key];
  return spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: join(root, 'api'), env: merged, stdio });
}

/** Resolves once GET {baseUrl}/api/readyz answers 200; rejects if the child exits first or time runs out. */
export async function waitForReady(baseUrl, child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  let exited = null;
  child.once('exit', (code, signal) => (exited = signal ?? code));
  while (Date.now() < deadline) {
    if (exited !== null) throw new Error(`The API exited (${exited}) before it became ready.`);
    try {
      const response = await fetch(`${baseUrl}/api/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The API did not answer ${baseUrl}/api/readyz within ${timeoutMs / 1000} s.`);
}

/** Asks the child to stop (SIGTERM, the API shuts down gracefully) and kills it if it lingers. */
export function stopApi(child, graceMs = 10_000) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
