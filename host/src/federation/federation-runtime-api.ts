import type { loadRemote, registerPlugins, registerRemotes } from '@module-federation/runtime';

/**
 * The parts of the federation runtime the host uses (tests pass a fake). Its own module so that
 * federation-runtime.ts (which loads federation-host.ts) and federation-host.ts (which provides it)
 * both name it without importing each other.
 */
export interface FederationRuntime {
  registerPlugins: typeof registerPlugins;
  registerRemotes: typeof registerRemotes;
  loadRemote: typeof loadRemote;
  /**
   * Starts downloading the runtime now rather than with the first remote asked for, which comes only
   * after remotes.json has been read (the monolith has nothing to download and leaves it out).
   */
  preload?: () => void;
  /** Downloads these scripts of a remote without running them (the monolith has none to download). */
  preloadScripts?: (urls: readonly string[]) => void;
  /**
   * Runs these chunk scripts of a remote whose nav file has passed: each only hands its modules to the
   * remote's webpack runtime (which installs them when it starts, or at once if it runs), none of them runs.
   */
  runChunks?: (urls: readonly string[]) => void;
  /** Starts loading the host's copies of these shared modules (share keys) that a remote will ask for. */
  preloadShared?: (keys: readonly string[]) => void;
}
