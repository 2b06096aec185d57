import { Type } from '@sinclair/typebox';
import { DateTime, Nullable, ShipmentStatusSchema, StrictObject } from '../../../lib/schemas';

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
      Type.Object({ status: Type.Integer(), occurredAt: DateTime, location: Nullable(Type.String()) }),
    ),
  },
  { $id: 'PublicTracking', title: 'PublicTracking' },
);

export const TrackingParams = StrictObject({ trackingNumber: Type.String({ minLength: 1, maxLength: 40 }) });
