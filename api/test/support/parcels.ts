import type { ShipmentStatus } from '@portal/shared/domain';
import type { FastifyInstance } from 'fastify';
import type { referenceIds } from './shipments';
import { call } from './test-app';

/** Booked parcels and their courier's events, for the tracking, partner and recipient suites. */

type ReferenceIds = Awaited<ReturnType<typeof referenceIds>>;

/** A small box from one address to another, booked with FALCON's standard service by the addresses' owner. */
export async function bookParcel(
  app: FastifyInstance,
  owner: { access_token: string },
  ids: ReferenceIds,
  route: { from: string; to: string },
) {
  const draft = await call(app, 'POST', '/api/v1/shipments', {
    token: owner.access_token,
    body: {
      senderAddressId: route.from,
      recipientAddressId: route.to,
      parcelTypeId: ids.parcel.get('small-box')!,
      parcelQuantity: 1,
      weightKg: 1,
      paymentType: 'prepaid',
    },
  });
  const processed = await call(app, 'POST', `/api/v1/shipments/${draft.json().id}/process`, {
    token: owner.access_token,
    body: { courierId: ids.courier.get('FALCON')!, serviceTypeId: ids.service.get('standard')! },
  });
  expect(processed.statusCode).toBe(200);
  return processed.json() as { id: string; trackingNumber: string };
}

/** The courier's feed posts a status for the parcel (an event id repeated is the same event). */
export async function courierSays(
  app: FastifyInstance,
  key: string,
  trackingNumber: string,
  status: ShipmentStatus,
  eventId = `${trackingNumber}-${status}`,
) {
  const response = await call(app, 'POST', `/api/v1/partner/shipments/${trackingNumber}/events`, {
    token: key,
    body: { eventId, status },
  });
  expect([200, 201]).toContain(response.statusCode);
}
