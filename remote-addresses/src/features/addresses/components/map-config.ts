export interface MapPoint {
  lat: number;
  lng: number;
}

/** Amman: where the map opens and the point used when the browser cannot tell where the user is. */
export const DEFAULT_MAP_CENTER: MapPoint = { lat: 31.9539, lng: 35.9106 };

const OPENSTREETMAP = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
};

/** The tile server set at build time (PORTAL_MAP_TILE_URL, see webpack.config.js), else OpenStreetMap. */
export const mapTiles: { url: string; attribution: string } =
  typeof __MAP_TILES__ !== 'undefined' && __MAP_TILES__ ? __MAP_TILES__ : OPENSTREETMAP;
