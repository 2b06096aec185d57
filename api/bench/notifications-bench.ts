/**
 * Recipient notifications under load, on PostgreSQL with two API processes and the demo adapters:
 *   npm run bench:notifications [-- --events 10000 --concurrency 8]
 * Couriers post `events` status changes (picked up, on going, delivered) through the partner API, spread
 * over both processes, for shipments whose recipients have an e-mail and a phone; the owner has every
 * channel on (SMS at night too, so the hour of the run does not matter). Waits until every message is
 * written (.eml files under <dataDir>/mail, SMS files under <dataDir>/sms), then checks each event's
 * e-mail and SMS was written exactly once and prints: events/s queued, messages/s sent, p50/p95 from
 * the courier's request to the message sent, duplicates and missing (both must be 0; exits 1 otherwise).
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { RECIPIENT_EVENT_OF_STATUS } from '@portal/shared/domain';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { outbox, recipientNotices } from '../src/db/schema';
import { courierEventPlan, demoUserToken, percentile, postCourierEvent, startServerPair } from './bench-support';
import { withPostgresDatabase } from './postgres-database';

const { values } = parseArgs({
  options: {
    events: { type: 'string', default: '10000' },
    concurrency: { type: 'string', default: '8' },
    'drain-seconds': { type: 'string', default: '900' },
  },
});
const EVENTS = Number(values.events);
const CONCURRENCY = Number(values.concurrency);
const DRAIN_MS = Number(values['drain-seconds']) * 1000;
const CHANNELS = ['email', 'sms'] as const;
const TAG = 'notify';

const seconds = (ms: number) => (ms / 1000).toFixed(1);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Outbox id → how many files carry it (the demo adapters name each file after its message id). */
async function filesById(dir: string): Promise<Map<string, number>> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const counts = new Map<string, number>();
  for (const name of names) {
    const id = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(eml|txt)$/.exec(name)?.[1];
    if (id) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

async function run(databaseUrl: string): Promise<boolean> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-notifications-bench-'));
  const [first, second] = await startServerPair('notifications', {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    // The demo adapters log each file at info: tens of thousands of lines that are not the figures.
    LOG_LEVEL: 'error',
  });
  const database = await openDatabase({ driver: 'postgres', url: databaseUrl, poolSize: 2 });
  const { db } = database;
  try {
    const token = await demoUserToken(first.url);
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

    // Shipments to move, booked through an import, recipients with e-mail.
    const setupStarted = performance.now();
    const booking = { url: first.url, token };
    const {
      plan,
      shipments: booked,
      keys,
    } = await courierEventPlan(database, booking, { events: EVENTS, tag: TAG, withEmail: true });
    // The booking e-mails go first, so the figures below are the status events' alone.
    while (
      (await db.$count(recipientNotices, eq(recipientNotices.status, 'pending'))) > 0 ||
      (await db.$count(outbox, inArray(outbox.status, ['pending', 'sending']))) > 0
    )
      await sleep(250);
    const settings = await fetch(`${first.url}/api/v1/recipient-notifications`, {
      method: 'PUT',
      headers: auth,
      body: JSON.stringify({
        channels: Object.fromEntries(
          ['processed', 'pickedUp', 'onGoing', 'delivered', 'returned', 'cancelled'].map((e) => [
            e,
            { email: true, sms: true },
          ]),
        ),
        senderName: 'Petra Gifts',
        replyTo: null,
        smsAtNight: true,
      }),
    });
    if (settings.status !== 200) throw new Error(`saving the settings answered ${settings.status}`);
    console.log(
      `set-up: ${booked} shipments booked (recipients with e-mail and phone), booking e-mails sent, ` +
        `SMS on, in ${seconds(performance.now() - setupStarted)} s`,
    );

    // The events, `CONCURRENCY` requests at once.
    const postedAt = new Map<string, number>();
    const refused: string[] = [];
    const started = Date.now();
    let next = 0;
    const lane = async () => {
      while (next < plan.length) {
        const i = next++;
        const event = plan[i];
        const server = i % 2 === 0 ? first : second;
        const at = Date.now();
        const status = await postCourierEvent(server.url, keys, event);
        if (status === 201) postedAt.set(`${event.shipmentId}:${RECIPIENT_EVENT_OF_STATUS[event.status]}`, at);
        else refused.push(`${event.trackingNumber}: ${status}`);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, lane));
    const postingMs = Date.now() - started;

    // Every accepted event owes one e-mail and one SMS, each under its dedupe key.
    const expected = new Map<string, string>();
    for (const eventKey of postedAt.keys())
      for (const channel of CHANNELS) expected.set(`recipient:${eventKey}:${channel}`, eventKey);
    const sentCount = () =>
      db.$count(
        outbox,
        and(
          eq(outbox.status, 'sent'),
          like(outbox.dedupeKey, 'recipient:%'),
          sql`${outbox.dedupeKey} not like '%:processed:%'`,
        ),
      );
    const drainStarted = Date.now();
    let sent = 0;
    while (Date.now() - drainStarted < DRAIN_MS) {
      sent = await sentCount();
      if (sent >= expected.size) break;
      await sleep(250);
    }
    const rows = await db
      .select({ id: outbox.id, dedupeKey: outbox.dedupeKey, sentAt: outbox.sentAt })
      .from(outbox)
      .where(and(like(outbox.dedupeKey, 'recipient:%'), sql`${outbox.dedupeKey} not like '%:processed:%'`));
    const files = new Map([
      ...(await filesById(path.join(dataDir, 'mail'))),
      ...(await filesById(path.join(dataDir, 'sms'))),
    ]);

    let duplicates = 0;
    let missing = 0;
    let lastSent = started;
    const latencies: number[] = [];
    const byKey = new Map(rows.map((row) => [row.dedupeKey!, row]));
    for (const [key, eventKey] of expected) {
      const row = byKey.get(key);
      const written = row ? (files.get(row.id) ?? 0) : 0;
      if (written === 0) missing += 1;
      if (written > 1) duplicates += written - 1;
      if (row?.sentAt) {
        latencies.push(row.sentAt.getTime() - postedAt.get(eventKey)!);
        lastSent = Math.max(lastSent, row.sentAt.getTime());
      }
    }
    // A message nobody expected (another event's, or one sent twice under two keys) is a duplicate too.
    const unexpected = rows.filter((row) => !expected.has(row.dedupeKey!)).length;
    duplicates += unexpected;

    console.log(
      `events: ${plan.length} posted in ${seconds(postingMs)} s over 2 API processes ` +
        `(${(postedAt.size / (postingMs / 1000)).toFixed(0)} events/s queued, ${CONCURRENCY} requests at once); ` +
        `refused ${refused.length}${refused.length ? ` (${refused.slice(0, 3).join(', ')})` : ''}`,
    );
    console.log(
      `messages: ${expected.size - missing} of ${expected.size} sent (e-mail + SMS per event) in ` +
        `${seconds(lastSent - started)} s from the first event: ` +
        `${((expected.size - missing) / ((lastSent - started) / 1000)).toFixed(0)} messages/s sent`,
    );
    console.log(
      `event → sent: p50 ${percentile(latencies, 0.5).toFixed(0)} ms, p95 ${percentile(latencies, 0.95).toFixed(0)} ms, ` +
        `max ${Math.max(0, ...latencies).toFixed(0)} ms`,
    );
    console.log(
      `duplicates: ${duplicates} (must be 0), missing: ${missing} (must be 0); ` +
        `${[...files.values()].reduce((a, b) => a + b, 0)} files written in all (booking e-mails included)`,
    );
    return duplicates === 0 && missing === 0 && refused.length === 0;
  } finally {
    await Promise.all([first.stop(), second.stop()]);
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
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
