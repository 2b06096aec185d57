import { stopApi, type RunningApi } from './global-setup';

/** Stops the API started by global-setup and removes its database. */
export default async function globalTeardown(): Promise<void> {
  const running = (globalThis as { __portalApi?: RunningApi }).__portalApi;
  if (running) await stopApi(running);
}
