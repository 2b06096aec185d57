import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

/** What loadRemote resolves to when a remote module could not be loaded (see unavailablePlugin). */
export interface RemoteUnavailable {
  readonly remoteUnavailable: true;
  readonly remote: string;
  readonly reason: string;
}

export function isRemoteUnavailable(value: unknown): value is RemoteUnavailable {
  return typeof value === 'object' && value !== null && (value as RemoteUnavailable).remoteUnavailable === true;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The fallback for a remote that fails to load (after the retry plugin gave up): loadRemote resolves
 * to a RemoteUnavailable marker instead of throwing, so the host shows that section as unavailable
 * and everything else keeps working. The reason goes to the console for whoever operates the portal.
 */
export function unavailablePlugin(
  log: (message: string) => void = (message) => console.error(message),
): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-unavailable-plugin',
    async errorLoadRemote({ id, error, lifecycle, remote }) {
      // Only the final stage (loading the module) can be answered with a fallback module; the
      // earlier stages (manifest) must fail so that this stage is reached.
      if (lifecycle !== 'onLoad') return undefined;
      const remoteName = remote?.name ?? id.split('/')[0];
      const reason = messageOf(error);
      log(`[portal] remote "${remoteName}" is unavailable (${id}): ${reason}`);
      const fallback: RemoteUnavailable = { remoteUnavailable: true, remote: remoteName, reason };
      return fallback;
    },
  };
}
