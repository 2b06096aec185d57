import { Type } from '@sinclair/typebox';
import {
  CoordinateFields,
  DateTime,
  Language,
  NamedRefSchema,
  Nullable,
  PageOf,
  PageQuery,
  type Static,
  StrictObject,
  Uuid,
  VersionNumber,
} from '../../../lib/schemas';

/** A place of the reference data as the portal shows it (name in both languages). */
const PlaceSchema = NamedRefSchema();

export const AddressType = Type.Union([Type.Literal(1), Type.Literal(2)], {
  description: '2 pick-up/origin, 1 drop-off/destination',
});

export const AddressSchema = Type.Object(
  {
    id: Uuid,
    name: Type.String(),
    email: Nullable(Type.String()),
    phoneNumber: Type.String({ description: 'E.164, e.g. +962791234567' }),
    country: PlaceSchema,
    region: Nullable(PlaceSchema),
    city: PlaceSchema,
    village: Nullable(PlaceSchema),
    addressLine: Type.String(),
    buildingNumber: Nullable(Type.String()),
    language: Nullable(Language),
    type: AddressType,
    isPrimary: Type.Boolean({ description: 'The owner’s one primary pick-up address' }),
    latitude: Nullable(Type.Number()),
    longitude: Nullable(Type.Number()),
    version: Type.Integer(),
    createdAt: DateTime,
    updatedAt: DateTime,
  },
  { $id: 'Address', title: 'Address' },
);

const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength });
const OptionalText = (maxLength: number) => Type.Optional(Nullable(Type.String({ maxLength })));

/**
 * What a user types. The phone number is any text here: the route parses it (Jordanian local or
 * international) and stores E.164, answering "Invalid phone number" otherwise. The email is free
 * text too, so an empty value can mean "none" and a bad one gets the validation message.
 */
const addressFields = {
  name: Text(200),
  email: OptionalText(254),
  phoneNumber: Text(40),
  countryId: Uuid,
  regionId: Type.Optional(Nullable(Uuid)),
  cityId: Uuid,
  villageId: Type.Optional(Nullable(Uuid)),
  addressLine: Text(500),
  buildingNumber: OptionalText(50),
  language: Type.Optional(Nullable(Language)),
  type: AddressType,
  isPrimary: Type.Optional(Type.Boolean({ default: false })),
  ...CoordinateFields(),
};

export const CreateAddressBody = StrictObject(addressFields);
export type CreateAddressBody = Static<typeof CreateAddressBody>;

export const UpdateAddressBody = StrictObject({
  ...addressFields,
  /** The version the user edited: a stale one gets 409 and nothing is overwritten. */
  version: VersionNumber(),
});
export type UpdateAddressBody = Static<typeof UpdateAddressBody>;

export const MakePrimaryBody = StrictObject({ version: Type.Optional(VersionNumber()) });
export type MakePrimaryBody = Static<typeof MakePrimaryBody>;

export const AddressListQuery = PageQuery({
  type: Type.Optional(AddressType),
});
export type AddressListQuery = Static<typeof AddressListQuery>;

export const AddressPage = PageOf(Type.Ref(AddressSchema));

export const addressSchemas = [AddressSchema];
