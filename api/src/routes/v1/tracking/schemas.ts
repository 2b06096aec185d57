import { Type } from '@sinclair/typebox';
import { DateTime, EventCitySchema, Nullable, ShipmentStatusSchema, StrictObject } from '../../../lib/schemas';

const CityName = Nullable(Type.Object({ name: Type.String(), nameAr: Type.String() }));

/** What anyone with a tracking number may see: status, dates and places at city level, never people. */
export const PublicTracking = Type.Object(
  {
    trackingNumber: Type.String(),
    status: ShipmentStatusSchema,
    courier: Nullable(Type.Object({ name: Type.String(), nameAr: Type.String() })),
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
