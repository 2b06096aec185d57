/**
 * Webhook deliveries under load, on PostgreSQL with two API processes:
 *   npm run bench:webhooks [-- --events 10000 --rate 100 --slow-ms 5000]
 * Couriers post `events` status changes (picked up, on going, delivered) at `rate` a second, spread over both
 * processes; each is sent to three endpoints of the owner: a healthy receiver, one answering after `slow-ms`,
 * one answering 500. Prints, beside the limits: the healthy receiver got every event exactly once, and the
 * p95 from the courier's request to its arrival there is at most 2 s; what the slow and failing ones got.
 * Exits 1 when a limit is missed.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { and, eq, sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { outbox } from '../src/db/schema';
import { courierEventPlan, demoUserToken, percentile, postCourierEvent, startServerPair } from './bench-support';
import { withPostgresDatabase } from './postgres-database';

const { values } = parseArgs({
  options: {
    events: { type: 'string', default: '10000' },
    rate: { type: 'string', default: '100' },
    'slow-ms': { type: 'string', default: '5000' },
  },
});
const EVENTS = Number(values.events);
const RATE = Number(values.rate);
const SLOW_MS = Number(values['slow-ms']);
const P95_LIMIT_MS = 2_000;
/** How long the healthy receiver may take to catch up after the last event before the run counts what it has. */
const DRAIN_MS = 60_000;

interface Receiver {
  url: string;
  /** Event id → arrival times (ms, performance clock) of each POST carrying it. */
  arrivals: Map<string, number[]>;
  requests: number;
  close(): Promise<void>;
}

/** A local receiver: answers `status` after `delayMs`, remembering when each event id arrived. */
async function receiver(status: number, delayMs = 0): Promise<Receiver> {
  const arrivals = new Map<string, number[]>();
  const state = { requests: 0 };
  const server = http.createServer((req, res) => {
    const at = performance.now();
    state.requests += 1;
    const id = String(req.headers['portal-event-id']);
    arrivals.set(id, [...(arrivals.get(id) ?? []), at]);
    req.resume();
    req.on('end', () => {
      const answer = () => res.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'ok' : 'no');
      if (delayMs) setTimeout(answer, delayMs);
      else answer();
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    arrivals,
    get requests() {
      return state.requests;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

async function run(databaseUrl: string): Promise<boolean> {
  const [first, second] = await startServerPair('webhooks', {
    DATABASE_URL: databaseUrl,
    WEBHOOKS_ALLOW_PRIVATE: '1',
    // Every attempt at the failing endpoint is a warning: thousands of lines that are not the figures.
    LOG_LEVEL: 'error',
  });
  const database = await openDatabase({ driver: 'postgres', url: databaseUrl, poolSize: 2 });
  const healthy = await receiver(200);
  const slow = await receiver(200, SLOW_MS);
  const failing = await receiver(500);
  try {
    const token = await demoUserToken(first.url);
    const setupStarted = performance.now();
    const booking = { url: first.url, token };
    const {
      plan,
      shipments: booked,
      keys,
    } = await courierEventPlan(database, booking, { events: EVENTS, tag: 'webhooks' });
    const names = new Map<string, string>();
    for (const [name, target] of [
      ['healthy', healthy],
      ['slow', slow],
      ['failing', failing],
    ] as const) {
      const created = await fetch(`${first.url}/api/v1/webhooks`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ url: target.url, events: ['shipment.status_changed'] }),
      });
      if (created.status !== 201) throw new Error(`registering an endpoint answered ${created.status}`);
      names.set(((await created.json()) as { endpoint: { id: string } }).endpoint.id, name);
    }
    console.log(
      `set-up: ${booked} shipments booked, 3 endpoints registered in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`,
    );

    // The events, `RATE` a second.
    const sentAt = new Map<string, number>();
    const requestMs: number[] = [];
    const refused: string[] = [];
    const started = performance.now();
    const posts: Promise<void>[] = [];
    for (let i = 0; i < plan.length; i++) {
      const due = started + (i * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const event = plan[i];
      const server = i % 2 === 0 ? first : second;
      const at = performance.now();
      sentAt.set(`${event.trackingNumber}:${event.status}`, at);
      posts.push(
        postCourierEvent(server.url, keys, event).then((status) => {
          requestMs.push(performance.now() - at);
          if (status !== 201) refused.push(`${event.trackingNumber}: ${status}`);
        }),
      );
    }
    await Promise.all(posts);
    const sendingMs = performance.now() - started;
    const drainStarted = performance.now();
    while (healthy.arrivals.size < plan.length - refused.length && performance.now() - drainStarted < DRAIN_MS)
      await new Promise((resolve) => setTimeout(resolve, 100));

    // Which event each arrival was: the delivered body names the shipment and its status; the header its id.
    const events = await database.db
      .select({ eventId: outbox.eventId, body: sql<string>`${outbox.payload}->>'body'` })
      .from(outbox)
      .where(and(eq(outbox.kind, 'webhook'), sql`${outbox.eventId} is not null`));
    const keyOfEvent = new Map<string, string>();
    for (const row of events) {
      const { data } = JSON.parse(row.body) as { data: { trackingNumber: string; status: number } };
      keyOfEvent.set(row.eventId!, `${data.trackingNumber}:${data.status}`);
    }
    const latencies: number[] = [];
    // p95 by the 10 s window the event was posted in: a steady climb is a throughput deficit, a bump a stall.
    const windows: number[][] = [];
    let duplicates = 0;
    for (const [eventId, times] of healthy.arrivals) {
      if (times.length > 1) duplicates += 1;
      const sent = sentAt.get(keyOfEvent.get(eventId) ?? '');
      if (sent === undefined) continue;
      latencies.push(times[0] - sent);
      (windows[Math.floor((sent - started) / 10_000)] ??= []).push(times[0] - sent);
    }
    const expected = plan.length - refused.length;
    const everyOnce = healthy.arrivals.size === expected && duplicates === 0 && refused.length === 0;
    const p95 = percentile(latencies, 0.95);
    const p95Ok = p95 <= P95_LIMIT_MS;
    const status = await database.db
      .select({ endpoint: outbox.endpointId, status: outbox.status, count: sql<number>`count(*)::int` })
      .from(outbox)
      .where(eq(outbox.kind, 'webhook'))
      .groupBy(outbox.endpointId, outbox.status);
    console.log(
      `events: ${plan.length} posted in ${(sendingMs / 1000).toFixed(1)} s (${(plan.length / (sendingMs / 1000)).toFixed(0)}/s, ` +
        `target ${RATE}/s) over 2 API processes; courier request p95 ${percentile(requestMs, 0.95).toFixed(0)} ms; ` +
        `refused ${refused.length}${refused.length ? ` (${refused.slice(0, 3).join(', ')})` : ''}`,
    );
    console.log(
      `healthy endpoint: ${healthy.arrivals.size} of ${expected} events, ${duplicates} more than once ` +
        `(limit: every one exactly once: ${everyOnce ? 'within' : 'OVER'}); event → delivery ` +
        `p50 ${percentile(latencies, 0.5).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, max ${Math.max(0, ...latencies).toFixed(0)} ms ` +
        `(limit p95 ${P95_LIMIT_MS} ms: ${p95Ok ? 'within' : 'OVER'})`,
    );
    console.log(
      `healthy p95 by 10 s of posting: ${[...windows].map((window) => (window ? (percentile(window, 0.95) / 1000).toFixed(1) : '-')).join(' ')} s`,
    );
    console.log(
      `slow endpoint (answers after ${SLOW_MS / 1000} s): ${slow.arrivals.size} events received so far, the rest queued; ` +
        `failing endpoint (500): ${failing.requests} attempts for ${failing.arrivals.size} events, retried with back-off`,
    );
    console.log(
      `outbox rows: ${status.map((row) => `${names.get(row.endpoint!) ?? 'other'} ${row.status} ${row.count}`).join(', ')}`,
    );
    return everyOnce && p95Ok;
  } finally {
    await Promise.all([first.stop(), second.stop()]);
    await database.close();
    await Promise.all([healthy.close(), slow.close(), failing.close()]);
  }
}

withPostgresDatabase(run)
  .then((ok) => {
    if (!ok) process.exitCode = 1;
  })
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
