import { Type } from '@sinclair/typebox';
import { DateTime, EventCitySchema, Nullable, ShipmentStatusSchema, StrictObject } from '../../../lib/schemas';

const CityName = Nullable(Type.Object({ name: Type.String(), nameAr: Type.String() }));

/** What anyone with a tracking number may see: status, dates and places at city level, never people. */
export const PublicTracking = Type.Object(
  {
    trackingNumber: Type.String(),
    status: ShipmentStatusSchema,
    courier: Nullable(Type.Object({ name: Type.String(), nameAr: Type.String() })),
    sender: Nullable(
      Type.Object({
        name: Nullable(Type.String(), {
          description: "The sender name the owner chose, else its organization's (never an address's or a person's)",
        }),
        logoUrl: Nullable(Type.String(), { description: "The sender's logo (a public path on this API)" }),
      }),
      { description: "The sender's brand, and nothing else about the sender; null when it has neither" },
    ),
    originCity: CityName,
    destinationCity: CityName,
    processedAt: Nullable(DateTime),
    expectedPickupDate: Nullable(Type.String({ format: 'date', description: 'None once cancelled' })),
    expectedDeliveryDate: Nullable(Type.String({ format: 'date', description: 'None once cancelled' })),
    deliveredAt: Nullable(DateTime),
    cancelledAt: Nullable(DateTime),
    events: Type.Array(
      Type.Object({
        status: Type.Integer(),
        occurredAt: DateTime,
        location: Nullable(Type.String()),
        city: EventCitySchema,
      }),
    ),
  },
  { $id: 'PublicTracking', title: 'PublicTracking' },
);

export const TrackingParams = StrictObject({ trackingNumber: Type.String({ minLength: 1, maxLength: 40 }) });

const Channel = Type.Union([Type.Literal('email'), Type.Literal('sms')], {
  description: 'How the updates are sent: e-mail, or SMS when the parcel owner has turned SMS on for the event',
});

/** Asking for a parcel's updates: where to send them (an e-mail address or a phone number). */
export const UpdateCodeRequest = StrictObject({
  channel: Channel,
  to: Type.String({
    minLength: 1,
    maxLength: 254,
    description: 'An e-mail address, or a phone number (local Jordanian or international)',
  }),
});

export const UpdateConfirmation = StrictObject({
  channel: Channel,
  to: Type.String({ minLength: 1, maxLength: 254 }),
  code: Type.String({ minLength: 1, maxLength: 12, description: 'The 6-digit code sent to the address' }),
});

export const UpdateCodeSent = Type.Object(
  { message: Type.String(), expiresInMinutes: Type.Integer() },
  { $id: 'UpdateCodeSent', title: 'UpdateCodeSent' },
);

export const UpdatesConfirmed = Type.Object(
  { message: Type.String(), channel: Channel },
  { $id: 'UpdatesConfirmed', title: 'UpdatesConfirmed' },
);
