import { Type } from '@sinclair/typebox';
import { CoordinateFields, DateTime, NamedRefSchema, NonEmptyText, Nullable, Uuid } from '../../../../lib/schemas';

const Ref = NamedRefSchema();

const itemFields = {
  id: Uuid,
  name: Type.String(),
  nameAr: Type.String(),
  latitude: Nullable(Type.Number()),
  longitude: Nullable(Type.Number()),
  version: Type.Integer(),
  createdAt: DateTime,
  updatedAt: DateTime,
};

export const CountryItem = Type.Object(
  { ...itemFields, code: Type.String() },
  { $id: 'AdminCountry', title: 'AdminCountry' },
);
export const RegionItem = Type.Object(
  { ...itemFields, countryId: Uuid, country: Ref },
  { $id: 'AdminRegion', title: 'AdminRegion' },
);
export const CityItem = Type.Object(
  { ...itemFields, countryId: Uuid, country: Ref, regionId: Nullable(Uuid), region: Nullable(Ref) },
  { $id: 'AdminCity', title: 'AdminCity' },
);
export const VillageItem = Type.Object(
  { ...itemFields, cityId: Uuid, city: Ref, countryId: Uuid, regionId: Nullable(Uuid) },
  { $id: 'AdminVillage', title: 'AdminVillage', description: "countryId and regionId are the city's" },
);

export const locationSchemas = [CountryItem, RegionItem, CityItem, VillageItem];

/** Name, Arabic name and coordinates: what every location level has. */
export const LocationBody = {
  name: NonEmptyText(120),
  nameAr: NonEmptyText(120),
  ...CoordinateFields(),
};

export const CountryBody = {
  ...LocationBody,
  code: Type.String({ pattern: '^[A-Za-z]{2,3}$', maxLength: 3, description: 'ISO 3166 alpha-2 or alpha-3 code' }),
};
export const RegionBody = { ...LocationBody, countryId: Uuid };
export const CityBody = { ...LocationBody, countryId: Uuid, regionId: Type.Optional(Nullable(Uuid)) };
export const VillageBody = { ...LocationBody, cityId: Uuid };

export const RegionFilters = { countryId: Type.Optional(Uuid) };
export const CityFilters = { countryId: Type.Optional(Uuid), regionId: Type.Optional(Uuid) };
export const VillageFilters = { cityId: Type.Optional(Uuid) };
