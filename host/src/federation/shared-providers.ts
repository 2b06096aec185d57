import type { UserOptions } from '@module-federation/runtime/types';

/**
 * What the host provides to remotes. The build swaps this module for one generated from the shared
 * map every app uses (tooling/webpack-config, lib/shared-providers.js); tests never start the runtime.
 */
export const sharedProviders: NonNullable<UserOptions['shared']> = {};
