// Types for the apps' TypeScript tests of their build configuration.
type WebpackConfigFactory = (env?: Record<string, unknown>, argv?: { mode?: string }) => any;
export function createHostConfig(options: {
  dir: string;
  port: number;
  name?: string;
  title?: string;
  devRemotes?: string;
}): WebpackConfigFactory;
export function createRemoteConfig(options: {
  dir: string;
  name: string;
  port: number;
  exposes: Record<string, string>;
  title?: string;
}): WebpackConfigFactory;
export function sharedModules(options: {
  dir: string;
  consumeOnly?: boolean;
}): Record<string, { singleton?: boolean; version: string; requiredVersion: string; import?: false }>;
