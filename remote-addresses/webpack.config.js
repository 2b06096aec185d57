const webpack = require('webpack');
const { createRemoteConfig } = require('@portal/webpack-config');

/**
 * The map picker's tile server is configuration, fixed at build time: PORTAL_MAP_TILE_URL (an
 * {z}/{x}/{y} template) and PORTAL_MAP_ATTRIBUTION; unset, the picker uses OpenStreetMap
 * (src/features/addresses/components/map-config.ts). It works without tiles (offline, or a blocked
 * server): clicks still choose a point.
 */
const MAP_TILES = process.env.PORTAL_MAP_TILE_URL
  ? { url: process.env.PORTAL_MAP_TILE_URL, attribution: process.env.PORTAL_MAP_ATTRIBUTION || '' }
  : undefined;

/**
 * Test-only: PORTAL_TEST_BUILD_MARK marks a build so the browser suite can tell two deployed versions
 * apart (e2e/tests/redeploy-remote.test.ts). Unset (every real build), the code reading it compiles
 * away and the output is byte for byte what it would be without it.
 */
const TEST_BUILD_MARK = process.env.PORTAL_TEST_BUILD_MARK;

const remoteConfig = createRemoteConfig({
  dir: __dirname,
  exposes: { './register': './src/register.tsx' },
});

const withMapTiles = (config) => ({
  ...config,
  plugins: [
    // A marked build is a test's throwaway: it must not replace the real build's bundle inventory
    // (what bench:bundles reads).
    ...config.plugins.filter((plugin) => !(TEST_BUILD_MARK && plugin.constructor.name === 'BundleInventoryPlugin')),
    new webpack.DefinePlugin({
      __MAP_TILES__: MAP_TILES ? JSON.stringify(MAP_TILES) : 'undefined',
      __TEST_BUILD_MARK__: TEST_BUILD_MARK ? JSON.stringify(TEST_BUILD_MARK) : 'undefined',
    }),
  ],
});

module.exports = (env, argv) => {
  const config = remoteConfig(env, argv);
  return Array.isArray(config) ? config.map(withMapTiles) : withMapTiles(config);
};
