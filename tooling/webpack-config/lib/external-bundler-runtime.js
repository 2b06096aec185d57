// What a remote's remoteEntry.js runs in place of @module-federation/webpack-bundler-runtime: the
// copy the host's federation chunk puts on this global before it loads any remote entry
// (host/src/federation/federation-host.ts), so no entry carries its own (with the runtime wrapper and
// the sdk, 6 KB of each entry's 8 KB compressed). Like `externalRuntime` for runtime-core, it ties a
// remote to the host's version of the runtime: both are built from the one lockfile.
const provided = globalThis._FEDERATION_BUNDLER_RUNTIME;
if (!provided) throw new Error('remoteEntry.js needs the host’s federation runtime (_FEDERATION_BUNDLER_RUNTIME)');

// A fresh object per container: the entry copies its fields onto that container's federation global.
module.exports = {
  runtime: provided.runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: provided.bundlerRuntime,
  attachShareScopeMap: provided.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
