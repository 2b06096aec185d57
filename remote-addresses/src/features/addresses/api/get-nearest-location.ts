import { api } from '@portal/shared';
import type { NearestLocation } from './types';

/** Our own village or city nearest to a point (the map picker fills the form with it). */
export const getNearestLocation = (lat: number, lng: number) =>
  api.get<NearestLocation>('/locations/nearest', { query: { lat, lng } });
