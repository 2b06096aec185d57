// Types for the apps' TypeScript tests of their build configuration.
type WebpackConfigFactory = (env?: Record<string, unknown>, argv?: { mode?: string }) => any;
export function createHostConfig(options: { dir: string; title?: string }): WebpackConfigFactory;
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
