import { Type } from '@sinclair/typebox';
import { NamedRefSchema, Nullable, StrictObject, type Static } from '../../../lib/schemas';

const PlaceSchema = NamedRefSchema();

export const NearestQuery = StrictObject({
  lat: Type.Number({ minimum: -90, maximum: 90 }),
  lng: Type.Number({ minimum: -180, maximum: 180 }),
});
export type NearestQuery = Static<typeof NearestQuery>;

export const NearestLocationSchema = Type.Object(
  {
    country: PlaceSchema,
    region: Nullable(PlaceSchema),
    city: PlaceSchema,
    village: Nullable(PlaceSchema),
    distanceKm: Type.Number({ description: 'From the point to the place found' }),
  },
  { $id: 'NearestLocation', title: 'NearestLocation' },
);
