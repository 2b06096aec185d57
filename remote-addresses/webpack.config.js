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

const remoteConfig = createRemoteConfig({
  dir: __dirname,
  exposes: { './register': './src/register.tsx' },
});

const withMapTiles = (config) => ({
  ...config,
  plugins: [
    ...config.plugins,
    new webpack.DefinePlugin({ __MAP_TILES__: MAP_TILES ? JSON.stringify(MAP_TILES) : 'undefined' }),
  ],
});

module.exports = (env, argv) => {
  const config = remoteConfig(env, argv);
  return Array.isArray(config) ? config.map(withMapTiles) : withMapTiles(config);
};
