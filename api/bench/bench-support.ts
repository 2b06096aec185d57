import { randomBytes } from 'node:crypto';
import { ShipmentStatus } from '@portal/shared/domain';
import { and, eq, like } from 'drizzle-orm';
import { buildApp } from '../src/app';
import type { AppOptions } from '../src/config';
import { type Database, openDatabase } from '../src/db/client';
import { couriers, shipments } from '../src/db/schema';
import { memoryTransport } from '../src/mail/transport';
import { SHIPMENT_IMPORT_COLUMNS } from '../src/services/imports/csv';
import { courierKey } from '../test/support/shipments';
import { type RunningServer, startBenchServer } from './server-process';

/** The value below which a share `p` (0–1) of the list falls (nearest rank). */
export function percentile(list: number[], p: number): number {
  if (list.length === 0) return 0;
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
}

/** A budget no timing run reaches: the limits would otherwise answer instead of the code being timed. */
export const RAISED = { max: 1_000_000, windowMs: 60_000 };

/**
 * An app for a timing run, in process on an in-memory PGlite, mail kept in memory and the outbox worker
 * off (its sends would land inside the requests' times); `close` ends both.
 */
async function timingApp(options: Partial<AppOptions>) {
  const database = await openDatabase({ driver: 'pglite' });
  await database.migrate();
  const app = await buildApp({
    database: { instance: database },
    jwtSecret: randomBytes(32).toString('hex'),
    mail: { transport: memoryTransport() },
    outbox: { workerIntervalMs: false },
    logRequests: false,
    ...options,
  });
  await app.ready();
  return Object.assign(app, {
    closeAll: async () => {
      await app.close();
      await database.close();
    },
  });
}

/** Each kind's median, the first tenth of the rounds left out (they warm the JIT and the database's caches). */
function printMedians(timings: Record<string, number[]>) {
  for (const [name, samples] of Object.entries(timings)) {
    const kept = samples.slice(Math.floor(samples.length / 10));
    console.log(`${name.padEnd(10)} median ${percentile(kept, 0.5).toFixed(2)} ms over ${kept.length}`);
  }
}

/**
 * A timing run: the app (timingApp), the rounds `time` makes on it (milliseconds by kind of request), their
 * medians printed; exits 1 on a failure.
 */
export function timingRun(
  options: Partial<AppOptions>,
  time: (app: Awaited<ReturnType<typeof timingApp>>) => Promise<Record<string, number[]>>,
) {
  void (async () => {
    const app = await timingApp(options);
    try {
      printMedians(await time(app));
    } finally {
      await app.closeAll();
    }
  })().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

const CITIES = ['Amman', 'Irbid', 'Zarqa', 'Aqaba', 'Madaba', 'عمان'];

/**
 * An import file of `rows` shipments from the demo sender, every one deliverable, references tagged `tag`;
 * with `withEmail`, every recipient has an e-mail address too (recipient-<tag>-<row>@example.com).
 */
export function csvFile(rows: number, tag: string, withEmail = false): string {
  const lines = [SHIPMENT_IMPORT_COLUMNS.map((column) => column.key).join(',')];
  for (let i = 0; i < rows; i++) {
    const fields: Record<string, string> = {
      recipient_name: `Recipient ${tag}-${i}`,
      recipient_phone: `079${String(1_000_000 + i).padStart(7, '0')}`,
      ...(withEmail ? { recipient_email: `recipient-${tag}-${i}@example.com` } : {}),
      country: 'Jordan',
      city: CITIES[i % CITIES.length],
      address_line: `Street ${i}`,
      // Every third row a custom parcel, priced by weight or volume.
      ...(i % 3 === 0
        ? { weight_kg: (0.5 + (i % 7)).toFixed(1), length_cm: '40', width_cm: '30', height_cm: String(10 + (i % 30)) }
        : { parcel_type: 'small-box', weight_kg: (0.5 + (i % 10)).toFixed(1) }),
      quantity: String(1 + (i % 2)),
      reference: `BATCH-${tag}-${i % 900}`,
    };
    lines.push(SHIPMENT_IMPORT_COLUMNS.map((column) => fields[column.key] ?? '').join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** Books `rows` shipments through an import (upload, cheapest courier per row, bought 100 at a time). */
export async function importCsv(
  baseUrl: string,
  token: string,
  rows: number,
  tag: string,
  withEmail = false,
): Promise<void> {
  const form = new FormData();
  form.append('file', new Blob([csvFile(rows, tag, withEmail)], { type: 'text/csv' }), `${tag}.csv`);
  const auth = { authorization: `Bearer ${token}` };
  const uploaded = await fetch(`${baseUrl}/api/v1/shipments/imports`, { method: 'POST', headers: auth, body: form });
  if (uploaded.status !== 201) throw new Error(`upload answered ${uploaded.status}`);
  const importId = ((await uploaded.json()) as { import: { id: string } }).import.id;
  const post = async (url: string, body: unknown) => {
    const response = await fetch(`${baseUrl}/api/v1/shipments/imports/${importId}/batch/${url}`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.status >= 300) throw new Error(`batch ${url} answered ${response.status}`);
    return response.json() as Promise<{ choices: unknown[] }>;
  };
  const { choices } = await post('preview', { rule: 'cheapest' });
  for (let at = 0; at < choices.length; at += 100) await post('buy', { rows: choices.slice(at, at + 100) });
}

/**
 * Two API processes on one PostgreSQL database, as replicas run: one webhook key between them (given in
 * `env` or made here); the second joins the database the first migrated and seeded.
 */
export async function startServerPair(
  name: string,
  env: Record<string, string | undefined>,
): Promise<[RunningServer, RunningServer]> {
  const shared = { WEBHOOK_SECRET_KEY: randomBytes(32).toString('base64'), ...env };
  const first = await startBenchServer(name, shared);
  const second = await startBenchServer(name, { ...shared, DEMO_SEED: undefined }).catch(async (error) => {
    await first.stop();
    throw error;
  });
  return [first, second];
}

/** The demo individual's access token. */
export async function demoUserToken(baseUrl: string): Promise<string> {
  const login = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'user@portal.local', password: 'Portal#2026' }),
  });
  if (login.status !== 200) throw new Error(`signing in answered ${login.status}`);
  return ((await login.json()) as { access_token: string }).access_token;
}

export interface CourierEvent {
  shipmentId: string;
  trackingNumber: string;
  courierId: string;
  status: ShipmentStatus;
}

/**
 * `events` courier status events to post: one shipment for every three, booked through an import tagged
 * `tag`, each picked up, then (after all were picked up) on going, then delivered; with a key for each
 * courier, as an admin would create on the courier's page.
 */
export async function courierEventPlan(
  database: Database,
  server: { url: string; token: string },
  options: { events: number; tag: string; withEmail?: boolean },
): Promise<{ plan: CourierEvent[]; shipments: number; keys: Map<string, string> }> {
  const steps = [ShipmentStatus.PickUp, ShipmentStatus.OnGoing, ShipmentStatus.Delivered];
  const count = Math.ceil(options.events / steps.length);
  await importCsv(server.url, server.token, count, options.tag, options.withEmail);
  const moving = await database.db
    .select({ shipmentId: shipments.id, trackingNumber: shipments.trackingNumber, courierId: shipments.courierId })
    .from(shipments)
    // This run's shipments only: the demo seed has pending shipments of its own.
    .where(and(eq(shipments.status, ShipmentStatus.Pending), like(shipments.reference, `BATCH-${options.tag}-%`)));
  if (moving.length < count) throw new Error(`only ${moving.length} of ${count} shipments booked`);
  const keys = new Map<string, string>();
  for (const courier of await database.db.select({ id: couriers.id }).from(couriers))
    keys.set(courier.id, await courierKey(database, courier.id));
  const plan = steps
    .flatMap((status) => moving.map((shipment) => ({ ...shipment, status }) as CourierEvent))
    .slice(0, options.events);
  return { plan, shipments: moving.length, keys };
}

/** Posts one planned event through the partner API with its courier's key; resolves once the answer is read. */
export async function postCourierEvent(
  baseUrl: string,
  keys: Map<string, string>,
  event: CourierEvent,
): Promise<number> {
  const response = await fetch(`${baseUrl}/api/v1/partner/shipments/${event.trackingNumber}/events`, {
    method: 'POST',
    headers: { authorization: `Bearer ${keys.get(event.courierId)}`, 'content-type': 'application/json' },
    body: JSON.stringify({ eventId: `bench-${event.trackingNumber}-${event.status}`, status: event.status }),
  });
  await response.arrayBuffer();
  return response.status;
}
