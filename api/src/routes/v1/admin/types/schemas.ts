import { Type } from '@sinclair/typebox';
import { DateTime, NonEmptyText, Nullable, Uuid } from '../../../../lib/schemas';

const itemFields = {
  id: Uuid,
  code: Type.String(),
  name: Type.String(),
  nameAr: Type.String(),
  description: Nullable(Type.String()),
  isActive: Type.Boolean(),
  version: Type.Integer(),
  createdAt: DateTime,
  updatedAt: DateTime,
};

export const UnitOfMeasurement = Type.Union([Type.Literal('cm-kg'), Type.Literal('in-lb')], {
  description: 'cm and kg, or inches and pounds',
});

export const TypeItem = Type.Object(itemFields, { $id: 'AdminType', title: 'AdminType' });
export const ParcelTypeItem = Type.Object(
  {
    ...itemFields,
    length: Type.Number(),
    width: Type.Number(),
    height: Type.Number(),
    weight: Type.Number(),
    unitOfMeasurement: UnitOfMeasurement,
  },
  { $id: 'AdminParcelType', title: 'AdminParcelType' },
);
export const typeSchemas = [TypeItem, ParcelTypeItem];

export const TypeBody = {
  code: Type.String({
    pattern: '^[a-z0-9][a-z0-9-]{0,39}$',
    maxLength: 40,
    description: 'lower-case letters, digits and dashes',
  }),
  name: NonEmptyText(120),
  nameAr: NonEmptyText(120),
  description: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
  isActive: Type.Optional(Type.Boolean({ description: 'Inactive types are hidden from users' })),
};

const Dimension = (description: string) => Type.Number({ exclusiveMinimum: 0, maximum: 10_000, description });
export const ParcelTypeBody = {
  ...TypeBody,
  length: Dimension('Length'),
  width: Dimension('Width'),
  height: Dimension('Height'),
  weight: Dimension('Weight'),
  unitOfMeasurement: UnitOfMeasurement,
};

export const TypeFilters = { isActive: Type.Optional(Type.Boolean()) };
