/**
 * Does asking for a parcel's updates answer every address alike? Times POST
 * /api/v1/tracking/{number}/subscriptions in process (app.inject, an in-memory PGlite with the demo seed)
 * for a new address, one that opted out of the sender, one already following and the recipient's own,
 * in turn, and prints each median.
 *   npm run bench:update-codes [-- --rounds 200]
 * Between requests it pauses, so work done after an answer never lands inside the next one's time.
 */
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { ShipmentStatus } from '@portal/shared/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import { recipientOptOuts, shipments, trackingSubscriptions } from '../src/db/schema';
import { RAISED, timingRun } from './bench-support';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '200' } } });
const rounds = Number(values.rounds);

timingRun(
  {
    recipients: { workerIntervalMs: false },
    seed: { demo: true },
    rateLimits: { global: RAISED, updateCodesPerParcel: RAISED, updateCodesPerAddress: RAISED },
  },
  async (app) => {
    const [parcel] = await app.db
      .select()
      .from(shipments)
      .where(and(eq(shipments.status, ShipmentStatus.Pending), isNotNull(shipments.trackingNumber)))
      .limit(1);
    const sender = { organizationId: parcel.organizationId, userId: parcel.createdByUserId };
    await app.db.insert(recipientOptOuts).values({ ...sender, channel: 'email', address: 'stopped@bench.local' });
    await app.db.insert(trackingSubscriptions).values({
      shipmentId: parcel.id,
      channel: 'email',
      address: 'following@bench.local',
      locale: 'en',
      confirmedAt: new Date(),
    });
    const addresses = {
      new: (round: number) => `new-${round}@bench.local`,
      'opted-out': () => 'stopped@bench.local',
      following: () => 'following@bench.local',
      recipient: () => parcel.recipientSnapshot?.email ?? 'recipient@bench.local',
    };
    const timings = Object.fromEntries(Object.keys(addresses).map((name) => [name, [] as number[]]));
    for (let round = 0; round < rounds; round++)
      for (const [name, address] of Object.entries(addresses)) {
        const started = performance.now();
        const response = await app.inject({
          method: 'POST',
          url: `/api/v1/tracking/${parcel.trackingNumber}/subscriptions`,
          payload: { channel: 'email', to: address(round) },
        });
        timings[name].push(performance.now() - started);
        if (response.statusCode !== 202) throw new Error(`answered ${response.statusCode}: ${response.body}`);
        await sleep(15);
      }
    return timings;
  },
);
