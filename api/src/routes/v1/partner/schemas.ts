import { Type } from '@sinclair/typebox';
import {
  DateTime,
  Nullable,
  PageOf,
  PageQuery,
  ShipmentStatusSchema,
  StrictObject,
  Uuid,
  type Static,
  EventCitySchema,
} from '../../../lib/schemas';

const Party = Type.Object({
  name: Type.String(),
  phoneNumber: Type.String(),
  addressLine: Type.String(),
  buildingNumber: Nullable(Type.String()),
  villageName: Nullable(Type.String()),
  cityId: Type.String({ format: 'uuid', description: "The portal's city id: send it as an event's cityId" }),
  cityName: Type.String(),
  cityNameAr: Type.String(),
  regionName: Nullable(Type.String()),
  countryName: Type.String(),
  latitude: Nullable(Type.Number()),
  longitude: Nullable(Type.Number()),
  providerCityId: Nullable(
    Type.String({ description: "The courier's own id for the city, from its availability zones" }),
  ),
});

/** A shipment as the courier it was handed to sees it: what it needs to pick up, carry and deliver. */
export const PartnerShipment = Type.Object(
  {
    id: Uuid,
    trackingNumber: Type.String(),
    status: ShipmentStatusSchema,
    serviceTypeCode: Nullable(Type.String()),
    sender: Nullable(Party),
    recipient: Nullable(Party),
    parcelQuantity: Type.Integer(),
    chargeableWeightKg: Nullable(Type.Number()),
    parcelNotes: Nullable(Type.String()),
    paymentType: Type.Union([Type.Literal('cod'), Type.Literal('prepaid')]),
    codAmountFils: Type.Integer(),
    expectedPickupDate: Nullable(Type.String({ format: 'date' })),
    expectedDeliveryDate: Nullable(Type.String({ format: 'date' })),
    processedAt: Nullable(DateTime),
    updatedAt: DateTime,
  },
  { $id: 'PartnerShipment', title: 'PartnerShipment' },
);

export const PartnerListQuery = PageQuery({
  status: Type.Optional(
    Type.Array(Type.Integer({ minimum: 1, maximum: 6 }), {
      maxItems: 6,
      description: 'Only these statuses (repeat the parameter)',
    }),
  ),
  updatedSince: Type.Optional(DateTime),
});
export type PartnerListQuery = Static<typeof PartnerListQuery>;
export const PartnerPage = PageOf(Type.Ref('PartnerShipment'));

export const TrackingNumberParams = StrictObject({ trackingNumber: Type.String({ minLength: 1, maxLength: 40 }) });

/** Couriers report pick-up, on-going, delivered and returned; cancelling is the sender's. */
export const PartnerEventBody = StrictObject({
  eventId: Type.String({
    minLength: 1,
    maxLength: 100,
    description: "The courier's own id of the event: sending it again changes nothing",
  }),
  status: Type.Union([Type.Literal(2), Type.Literal(3), Type.Literal(4), Type.Literal(6)], {
    description: '2 pick-up, 3 on-going, 4 delivered, 6 returned',
  }),
  occurredAt: Type.Optional(DateTime),
  location: Type.Optional(
    Nullable(
      Type.String({
        maxLength: 120,
        description: 'City or hub as free text, shown as sent on the tracking pages (prefer cityId for a city)',
      }),
    ),
  ),
  cityId: Type.Optional(
    Nullable(
      Type.String({
        format: 'uuid',
        maxLength: 36,
        description:
          "The portal's city id (a shipment's sender.cityId or recipient.cityId): readers see its name in their language",
      }),
    ),
  ),
  note: Type.Optional(Nullable(Type.String({ maxLength: 300 }))),
});
export type PartnerEventBody = Static<typeof PartnerEventBody>;

export const PartnerEventResponse = Type.Object({
  trackingNumber: Type.String(),
  status: Type.Integer(),
  replayed: Type.Boolean({ description: 'True when this event id had been received before (nothing changed)' }),
  event: Type.Object({
    id: Uuid,
    status: Type.Integer(),
    occurredAt: DateTime,
    location: Nullable(Type.String()),
    city: EventCitySchema,
    note: Nullable(Type.String()),
  }),
});
