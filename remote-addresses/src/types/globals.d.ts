// Images are bundled by webpack (asset modules): importing one gives its URL.
declare module '*.png' {
  const url: string;
  export default url;
}

/** The map picker's tile server, defined at build time (webpack.config.js). */
declare const __MAP_TILES__: { url: string; attribution: string } | undefined;

/** Test-only build mark (webpack.config.js, PORTAL_TEST_BUILD_MARK); undefined in real builds. */
declare const __TEST_BUILD_MARK__: string | undefined;
