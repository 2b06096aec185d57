// Types for the apps' TypeScript tests of their build configuration.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read webpack's configuration as plain data
type WebpackConfigFactory = (env?: Record<string, unknown>, argv?: { mode?: string }) => any;
export function createHostConfig(options: {
  dir: string;
  title?: string;
  bootShell?: {
    head: string;
    /** The head with the URLs of the host's own files the build found (lib/early-files.js). */
    headWith?: (early: {
      sharedVersion: string;
      federation: string[];
      signedIn: string[];
      locales: { en: string[]; ar: string[] };
      shared: Record<string, string[]>;
    }) => string;
    body: string;
    startAfterPaint?: (files: string[]) => string;
    file?: string;
  };
}): WebpackConfigFactory;
export function createRemoteConfig(options: {
  dir: string;
  exposes: Record<string, string>;
  title?: string;
}): WebpackConfigFactory;
export { readPortalApps, remotesJson } from './lib/portal-apps';
export function sharedModules(options: {
  dir: string;
  consumeOnly?: boolean;
}): Record<string, { singleton?: boolean; version: string; requiredVersion: string; import?: false }>;
/** A module of the federation runtime's packages the host's build replaces (`request` made from a folder matching `from`). */
export interface RuntimeSwap {
  name: string;
  request: RegExp;
  from: RegExp;
  to: (dir: string) => string;
}
/** Applies the runtime swaps and fails the build when one no longer holds. */
export class RuntimeSwapsPlugin {
  constructor(dir: string, swaps?: RuntimeSwap[]);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- webpack's Compiler, not a dependency of the apps' types
  apply(compiler: any): void;
}
/** Fails the monolith build when a module of Module Federation's packages is in it. */
export class NoFederationPlugin {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- webpack's Compiler, not a dependency of the apps' types
  apply(compiler: any): void;
}
