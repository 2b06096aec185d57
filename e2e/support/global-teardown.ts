import { rmSync } from 'node:fs';
import type { RunningApi } from './global-setup';

/** Stops the API started by global-setup (SIGTERM, then SIGKILL after 10 s) and removes its database. */
export default async function globalTeardown(): Promise<void> {
  const running = (globalThis as { __portalApi?: RunningApi }).__portalApi;
  if (!running) return;
  const { child, dataDir } = running;
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
