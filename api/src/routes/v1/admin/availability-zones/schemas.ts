import { Type } from '@sinclair/typebox';
import { DateTime, NamedRefSchema, Nullable, Uuid } from '../../../../lib/schemas';
import { LEVELS, SIDES } from '../../../../services/availability-zones';

const ProviderId = Type.Optional(
  Nullable(Type.String({ maxLength: 100, description: "The courier's own id for this place" })),
);

type Side = (typeof SIDES)[number];
type Level = (typeof LEVELS)[number];
/** originCountryId, originCountryProviderId, … destinationVillageProviderId. */
export type PlaceKey = `${Side}${Level}Id` | `${Side}${Level}ProviderId`;

function placeFields<T>(make: (key: string, kind: 'id' | 'providerId') => T): Record<PlaceKey, T> {
  const entries = SIDES.flatMap((side) =>
    LEVELS.flatMap((level) => [
      [`${side}${level}Id`, make(`${side}${level}`, 'id')] as const,
      [`${side}${level}ProviderId`, make(`${side}${level}`, 'providerId')] as const,
    ]),
  );
  return Object.fromEntries(entries) as Record<PlaceKey, T>;
}

export const ZoneItem = Type.Object(
  {
    id: Uuid,
    courierId: Uuid,
    courier: NamedRefSchema(),
    ...placeFields((_key, kind) => (kind === 'id' ? Nullable(Uuid) : Nullable(Type.String()))),
    ...Object.fromEntries(
      SIDES.flatMap((side) => LEVELS.map((level) => [`${side}${level}`, Nullable(NamedRefSchema())])),
    ),
    version: Type.Integer(),
    createdAt: DateTime,
    updatedAt: DateTime,
  },
  { $id: 'AdminAvailabilityZone', title: 'AdminAvailabilityZone' },
);

export const ZoneBody = {
  courierId: Uuid,
  ...placeFields((_key, kind) => (kind === 'id' ? Type.Optional(Nullable(Uuid)) : ProviderId)),
};

export const ZoneFilters = { courierId: Type.Optional(Uuid) };
