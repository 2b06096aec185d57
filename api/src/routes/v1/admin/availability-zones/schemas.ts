import { Type } from '@sinclair/typebox';
import { DateTime, NamedRefSchema, Nullable, Uuid } from '../../../../lib/schemas';

export const SIDES = ['origin', 'destination'] as const;
export const LEVELS = ['Country', 'Region', 'City', 'Village'] as const;

const ProviderId = Type.Optional(
  Nullable(Type.String({ maxLength: 100, description: "The courier's own id for this place" })),
);

/** originCountryId, originCountryProviderId, … destinationVillageProviderId. */
function placeFields<T>(make: (key: string, kind: 'id' | 'providerId') => T): Record<string, T> {
  const fields: Record<string, T> = {};
  for (const side of SIDES) {
    for (const level of LEVELS) {
      fields[`${side}${level}Id`] = make(`${side}${level}`, 'id');
      fields[`${side}${level}ProviderId`] = make(`${side}${level}`, 'providerId');
    }
  }
  return fields;
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
