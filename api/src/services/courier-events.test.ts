import { randomBytes } from 'node:crypto';
import { ShipmentStatus } from '@portal/shared/domain';
import { eq } from 'drizzle-orm';
import { couriers, shipments, trackingEvents, users } from '../db/schema';
import { appErrorOf } from '../../test/support/app-error';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';
import { applyCourierEvent, courierEventUuid } from './courier-events';

let database: TestDatabase;
let senderId: string;
beforeAll(async () => {
  database = await createTestDatabase();
  // The sender never signs in here, so the account needs no real hash.
  const [sender] = await database.db
    .insert(users)
    .values({
      email: `sender-${randomBytes(5).toString('hex')}@example.com`,
      username: 'sender',
      passwordHash: 'unused',
    })
    .returning();
  senderId = sender.id;
});
afterAll(() => database?.dispose());

// The service reads the clock itself: frozen (Date only, the database's timers run), so the range's
// ends can be tested to the millisecond.
const NOW = new Date('2026-06-01T09:00:00.000Z');
const MINUTE = 60_000;
const at = (offsetMs: number, from = NOW) => new Date(from.getTime() + offsetMs);
beforeEach(() => {
  jest.useFakeTimers({
    now: NOW,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
});
afterEach(() => jest.useRealTimers());

async function newCourier() {
  const code = `c${randomBytes(4).toString('hex')}`;
  const [courier] = await database.db.insert(couriers).values({ code, name: code, nameAr: code }).returning();
  return courier;
}

async function newShipment(
  courierId: string,
  values: Partial<Pick<typeof shipments.$inferInsert, 'status' | 'processedAt' | 'createdAt' | 'deliveredAt'>> = {},
) {
  const [row] = await database.db
    .insert(shipments)
    .values({
      createdByUserId: senderId,
      courierId,
      readiness: 1,
      status: ShipmentStatus.Pending,
      trackingNumber: `PT${randomBytes(5).toString('hex').toUpperCase()}`,
      createdAt: at(-2 * 24 * 60 * MINUTE),
      processedAt: at(-24 * 60 * MINUTE),
      ...values,
    })
    .returning();
  return row;
}

const eventsOf = (shipmentId: string) =>
  database.db.select().from(trackingEvents).where(eq(trackingEvents.shipmentId, shipmentId));
const shipmentRow = async (id: string) => (await database.db.select().from(shipments).where(eq(shipments.id, id)))[0];

describe('courierEventUuid', () => {
  it('is a version-5-shaped UUID of the SHA-1 of the namespace, the courier and its event id', () => {
    // First 16 bytes of SHA-1("courier-portal:tracking-event:<courier>:evt-1") (sha1sum), version 5 and
    // the RFC 4122 variant set.
    expect(courierEventUuid('00000000-0000-4000-8000-000000000001', 'evt-1')).toBe(
      '6762054b-9981-5652-b11a-f5a76a8992d2',
    );
  });

  it('is the same for the same pair and different for another courier or event id', () => {
    const uuid = courierEventUuid('courier-a', 'evt-1');
    expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(courierEventUuid('courier-a', 'evt-1')).toBe(uuid);
    expect(courierEventUuid('courier-b', 'evt-1')).not.toBe(uuid);
    expect(courierEventUuid('courier-a', 'evt-2')).not.toBe(uuid);
  });
});

describe('applyCourierEvent', () => {
  it('moves the shipment on and writes the event to its timeline, trimmed, as reported by the courier', async () => {
    const courier = await newCourier();
    const shipment = await newShipment(courier.id);
    const occurredAt = at(-10 * MINUTE);

    const result = await applyCourierEvent(database.db, courier.id, shipment.trackingNumber!, {
      eventId: 'evt-100',
      status: ShipmentStatus.PickUp,
      occurredAt: occurredAt.toISOString(),
      location: '  Amman hub  ',
      note: ' Collected from the sender ',
    });

    expect(result.replayed).toBe(false);
    expect(result.shipment).toMatchObject({
      id: shipment.id,
      status: ShipmentStatus.PickUp,
      version: shipment.version + 1,
      updatedAt: NOW,
      deliveredAt: null,
    });
    expect(await shipmentRow(shipment.id)).toEqual(result.shipment);
    expect(result.event).toMatchObject({
      id: courierEventUuid(courier.id, 'evt-100'),
      shipmentId: shipment.id,
      status: ShipmentStatus.PickUp,
      occurredAt,
      location: 'Amman hub',
      note: 'Collected from the sender',
      source: 'courier',
      courierId: courier.id,
      createdByUserId: null,
    });
    expect(await eventsOf(shipment.id)).toEqual([result.event]);
  });

  it('answers a repeated event id with the first event, changing nothing', async () => {
    const courier = await newCourier();
    const shipment = await newShipment(courier.id);
    const first = await applyCourierEvent(database.db, courier.id, shipment.trackingNumber!, {
      eventId: 'evt-1',
      status: ShipmentStatus.PickUp,
    });

    const again = await applyCourierEvent(database.db, courier.id, shipment.trackingNumber!, {
      eventId: 'evt-1',
      status: ShipmentStatus.OnGoing,
      location: 'elsewhere',
    });

    expect(again).toEqual({ shipment: first.shipment, event: first.event, city: null, replayed: true });
    expect(await shipmentRow(shipment.id)).toEqual(first.shipment);
    expect(await eventsOf(shipment.id)).toHaveLength(1);
  });

  it("refuses one courier event id for two shipments, but another courier's same id is its own event", async () => {
    const courier = await newCourier();
    const one = await newShipment(courier.id);
    const two = await newShipment(courier.id);
    await applyCourierEvent(database.db, courier.id, one.trackingNumber!, {
      eventId: 'e',
      status: ShipmentStatus.PickUp,
    });

    expect(
      await appErrorOf(
        applyCourierEvent(database.db, courier.id, two.trackingNumber!, {
          eventId: 'e',
          status: ShipmentStatus.PickUp,
        }),
      ),
    ).toMatchObject({ code: 'CONFLICT', messageKey: 'duplicate' });
    expect((await shipmentRow(two.id)).status).toBe(ShipmentStatus.Pending);

    const other = await newCourier();
    const theirs = await newShipment(other.id);
    const result = await applyCourierEvent(database.db, other.id, theirs.trackingNumber!, {
      eventId: 'e',
      status: ShipmentStatus.PickUp,
    });
    expect(result.replayed).toBe(false);
    expect(result.event.id).toBe(courierEventUuid(other.id, 'e'));
  });

  it("answers 404 for an unknown tracking number and for another courier's shipment", async () => {
    const courier = await newCourier();
    const theirs = await newShipment((await newCourier()).id);
    for (const trackingNumber of ['PT0000000000', theirs.trackingNumber!])
      expect(
        await appErrorOf(
          applyCourierEvent(database.db, courier.id, trackingNumber, { eventId: 'x', status: ShipmentStatus.PickUp }),
        ),
      ).toMatchObject({ code: 'NOT_FOUND', messageKey: 'notFound' });
    expect((await shipmentRow(theirs.id)).status).toBe(ShipmentStatus.Pending);
  });

  it('dates an event now when it gives no readable time, and keeps no blank location or note', async () => {
    const courier = await newCourier();
    for (const [occurredAt, location, note] of [
      [undefined, undefined, undefined],
      ['yesterday', '   ', ''],
      ['', null, null],
    ] as const) {
      const shipment = await newShipment(courier.id);
      const { event } = await applyCourierEvent(database.db, courier.id, shipment.trackingNumber!, {
        eventId: `evt-${shipment.id}`,
        status: ShipmentStatus.PickUp,
        occurredAt,
        location,
        note,
      });
      expect(event).toMatchObject({ occurredAt: NOW, location: null, note: null });
    }
  });

  it('stamps the delivery time with the time of the delivered event only', async () => {
    const courier = await newCourier();
    const shipment = await newShipment(courier.id, { status: ShipmentStatus.OnGoing });
    const deliveredAt = at(-3 * MINUTE);
    const { shipment: delivered } = await applyCourierEvent(database.db, courier.id, shipment.trackingNumber!, {
      eventId: 'delivered',
      status: ShipmentStatus.Delivered,
      occurredAt: deliveredAt.toISOString(),
    });
    expect(delivered).toMatchObject({ status: ShipmentStatus.Delivered, deliveredAt });

    const returned = await newShipment(courier.id, { status: ShipmentStatus.OnGoing });
    const { shipment: back } = await applyCourierEvent(database.db, courier.id, returned.trackingNumber!, {
      eventId: 'returned',
      status: ShipmentStatus.Returned,
      occurredAt: deliveredAt.toISOString(),
    });
    expect(back).toMatchObject({ status: ShipmentStatus.Returned, deliveredAt: null });
  });

  it('refuses a transition the lifecycle does not allow (409), writing nothing', async () => {
    const courier = await newCourier();
    const shipment = await newShipment(courier.id);
    expect(
      await appErrorOf(
        applyCourierEvent(database.db, courier.id, shipment.trackingNumber!, {
          eventId: 'skip',
          status: ShipmentStatus.Delivered,
        }),
      ),
    ).toMatchObject({ code: 'CONFLICT', messageKey: 'illegalTransition' });
    expect(await shipmentRow(shipment.id)).toEqual(shipment);
    expect(await eventsOf(shipment.id)).toEqual([]);
  });

  describe('accepts an event from 5 minutes before the hand-over to 5 minutes ahead of now, to the millisecond', () => {
    const post = (courierId: string, trackingNumber: string, occurredAt: Date) =>
      applyCourierEvent(database.db, courierId, trackingNumber, {
        eventId: `evt-${occurredAt.toISOString()}-${trackingNumber}`,
        status: ShipmentStatus.PickUp,
        occurredAt: occurredAt.toISOString(),
      });

    async function expectOutOfRange(promise: Promise<unknown>, min: Date, max: Date) {
      const error = await appErrorOf(promise);
      expect(error).toMatchObject({ code: 'VALIDATION_FAILED', messageKey: 'validationFailed' });
      expect(error.options.details).toEqual([
        {
          field: 'occurredAt',
          messageKey: 'dateOutOfRange',
          params: { min: min.toISOString(), max: max.toISOString() },
        },
      ]);
    }

    it('counts from the processing time when there is one, not the creation', async () => {
      const courier = await newCourier();
      const processedAt = at(-60 * MINUTE);
      const earliest = at(-5 * MINUTE, processedAt);
      const latest = at(5 * MINUTE);
      const onTime = await newShipment(courier.id, { processedAt });
      expect((await post(courier.id, onTime.trackingNumber!, earliest)).event.occurredAt).toEqual(earliest);

      const early = await newShipment(courier.id, { processedAt });
      await expectOutOfRange(post(courier.id, early.trackingNumber!, at(-1, earliest)), earliest, latest);
      expect(await shipmentRow(early.id)).toEqual(early);
      expect(await eventsOf(early.id)).toEqual([]);
    });

    it('counts from the creation when the shipment has no processing time', async () => {
      const courier = await newCourier();
      const createdAt = at(-30 * MINUTE);
      const earliest = at(-5 * MINUTE, createdAt);
      const onTime = await newShipment(courier.id, { createdAt, processedAt: null });
      expect((await post(courier.id, onTime.trackingNumber!, earliest)).event.occurredAt).toEqual(earliest);

      const early = await newShipment(courier.id, { createdAt, processedAt: null });
      await expectOutOfRange(post(courier.id, early.trackingNumber!, at(-1, earliest)), earliest, at(5 * MINUTE));
    });

    it('takes a courier clock up to 5 minutes ahead, not more', async () => {
      const courier = await newCourier();
      const latest = at(5 * MINUTE);
      const ahead = await newShipment(courier.id);
      expect((await post(courier.id, ahead.trackingNumber!, latest)).event.occurredAt).toEqual(latest);

      const tooFar = await newShipment(courier.id);
      await expectOutOfRange(
        post(courier.id, tooFar.trackingNumber!, at(1, latest)),
        at(-5 * MINUTE, tooFar.processedAt!),
        latest,
      );
    });
  });
});
