import { Type } from '@sinclair/typebox';
import { Nullable, StrictObject, Uuid, type Static } from '../../../lib/schemas';

const Coordinates = { latitude: Nullable(Type.Number()), longitude: Nullable(Type.Number()) };
const Names = { id: Uuid, name: Type.String(), nameAr: Type.String() };

export const CountryLookup = Type.Object(
  {
    ...Names,
    code: Type.String(),
    ...Coordinates,
    hasRegions: Type.Boolean({ description: 'Addresses in this country must name a region' }),
  },
  { $id: 'CountryLookup', title: 'CountryLookup' },
);
export const RegionLookup = Type.Object(
  { ...Names, countryId: Uuid, ...Coordinates },
  { $id: 'RegionLookup', title: 'RegionLookup' },
);
export const CityLookup = Type.Object(
  { ...Names, countryId: Uuid, regionId: Nullable(Uuid), ...Coordinates },
  { $id: 'CityLookup', title: 'CityLookup' },
);
export const VillageLookup = Type.Object(
  { ...Names, cityId: Uuid, ...Coordinates },
  { $id: 'VillageLookup', title: 'VillageLookup' },
);
export const TypeLookup = Type.Object({ ...Names, code: Type.String() }, { $id: 'TypeLookup', title: 'TypeLookup' });
export const ParcelTypeLookup = Type.Object(
  {
    ...Names,
    code: Type.String(),
    length: Type.Number(),
    width: Type.Number(),
    height: Type.Number(),
    weight: Type.Number(),
    unitOfMeasurement: Type.Union([Type.Literal('cm-kg'), Type.Literal('in-lb')]),
  },
  { $id: 'ParcelTypeLookup', title: 'ParcelTypeLookup' },
);
export const CourierLookup = Type.Object(
  {
    ...Names,
    code: Type.String(),
    website: Nullable(Type.String()),
    logoUrl: Nullable(Type.String({ description: 'Path under /api of the logo image, null without one' })),
    serviceTypeIds: Type.Array(Uuid),
    shipmentTypeIds: Type.Array(Uuid),
    parcelTypeIds: Type.Array(Uuid),
  },
  { $id: 'CourierLookup', title: 'CourierLookup' },
);

export const lookupSchemas = [
  CountryLookup,
  RegionLookup,
  CityLookup,
  VillageLookup,
  TypeLookup,
  ParcelTypeLookup,
  CourierLookup,
];

export const ItemsOf = <T extends { $id?: string }>(schema: T) =>
  Type.Object({ items: Type.Array(Type.Ref(schema.$id as string)) });

/** A client's cache-buster after it knows the data changed (the answers are cached for minutes). */
const CacheBuster = {
  v: Type.Optional(Type.String({ maxLength: 32, description: 'Any value: bypasses a cached answer' })),
};

export const RegionsQuery = StrictObject({ countryId: Type.Optional(Uuid), ...CacheBuster });
export type RegionsQuery = Static<typeof RegionsQuery>;
export const CitiesQuery = StrictObject({
  countryId: Type.Optional(Uuid),
  regionId: Type.Optional(Uuid),
  ...CacheBuster,
});
export type CitiesQuery = Static<typeof CitiesQuery>;
export const VillagesQuery = StrictObject({ cityId: Type.Optional(Uuid), ...CacheBuster });
export type VillagesQuery = Static<typeof VillagesQuery>;
