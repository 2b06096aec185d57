/**
 * `npm run bench:api`: shipment API latency with 100,000 shipments in the database.
 *   pnpm --filter @portal/api bench:api [--database postgres|pglite] [--shipments 100000]
 *                                        [--connections 20] [--duration 10] [--process 2000]
 * Seeds a fresh database (demo seed, then the demo user's shipments copied up to --shipments),
 * starts the real server (src/server.ts) against it and measures, under 20 connections, p50/p95 of:
 * the list's first page, a filtered page, rating a draft and processing drafts (each request a new
 * draft); and, in the same run, a bare Fastify process answering the list's JSON from memory: the
 * ratio list ÷ bare is what the API's own work (auth, scoping, SQL, serialization) costs.
 * PostgreSQL (default) uses DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) to
 * create and drop a database for the run; pglite uses a temporary folder.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { and, eq, sql } from 'drizzle-orm';
import { type DatabaseConfig, openDatabase } from '../src/db/client';
import { addresses, couriers, parcelTypes, serviceTypes, shipments, users } from '../src/db/schema';
import { seedDatabase } from '../src/db/seed';
import { DEMO_PASSWORD } from '../src/db/seed/demo';
import { createPasswordHasher } from '../src/lib/passwords';
import { type Figures, measureLoad } from './load';
import { withPostgresDatabase } from './postgres-database';
import { freePort, startServer } from './server-process';

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'postgres' },
    shipments: { type: 'string', default: '100000' },
    connections: { type: 'string', default: '20' },
    duration: { type: 'string', default: '10' },
    process: { type: 'string', default: '2000' },
  },
});
const TOTAL = Number(values.shipments);
const CONNECTIONS = Number(values.connections);
const DURATION = Number(values.duration);
const PROCESS_COUNT = Number(values.process);
const RAISED = { max: 100_000_000, windowMs: 60_000 };
const EMAIL = 'user@portal.local';

/** The demo user's shipments, copied (new ids, tracking numbers and dates) until there are `total` in all. */
async function seedShipments(
  config: DatabaseConfig,
): Promise<{ draftIds: string[]; templateDraftId: string; courierId: string; serviceTypeId: string }> {
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const db = database.db;
    await seedDatabase(db, { demo: true, passwords: createPasswordHasher() });
    const [user] = await db.select().from(users).where(eq(users.email, EMAIL));
    const existing = (await db.select({ n: sql<number>`count(*)::int` }).from(shipments))[0].n;
    // The drafts made below for rating and processing count towards the total.
    const copies = Math.max(0, TOTAL - existing - PROCESS_COUNT - 1);
    // In SQL, in one statement: the demo user's rows repeated, each copy a little further in the past.
    await db.execute(sql`
      with base as (
        select s.*, row_number() over (order by s.id) as n, count(*) over () as total from ${shipments} s where s.created_by_user_id = ${user.id}
      )
      insert into ${shipments} (created_by_user_id, organization_id, sender_address_id, recipient_address_id, courier_id, service_type_id, shipment_type_id,
        parcel_type_id, readiness, status, tracking_number, parcel_notes, parcel_quantity, weight_kg, length_cm, width_cm, height_cm, payment_type,
        cod_amount_fils, price_fils, currency, expected_pickup_date, expected_delivery_date, origin_city_id, destination_city_id, sender_snapshot,
        recipient_snapshot, courier_snapshot, price_snapshot, search_text, processed_at, cancelled_at, delivered_at, version, created_at, updated_at)
      select b.created_by_user_id, b.organization_id, b.sender_address_id, b.recipient_address_id, b.courier_id, b.service_type_id, b.shipment_type_id,
        b.parcel_type_id, b.readiness, b.status,
        case when b.tracking_number is null then null else 'PT9' || lpad((g * 1000 + b.n)::text, 10, '0') end,
        b.parcel_notes, b.parcel_quantity, b.weight_kg, b.length_cm, b.width_cm, b.height_cm, b.payment_type, b.cod_amount_fils, b.price_fils, b.currency,
        b.expected_pickup_date, b.expected_delivery_date, b.origin_city_id, b.destination_city_id, b.sender_snapshot, b.recipient_snapshot,
        b.courier_snapshot, b.price_snapshot, b.search_text, b.processed_at - g * interval '7 minutes', b.cancelled_at, b.delivered_at, b.version,
        b.created_at - g * interval '7 minutes', b.updated_at
      from base b cross join generate_series(1, ceil(${copies}::numeric / greatest(1, (select count(*) from base)))::int) g
      limit ${copies}`);
    // As autovacuum would after a bulk load: statistics, and the visibility map index-only scans use.
    if (config.driver === 'postgres') await db.execute(sql`vacuum analyze ${shipments}`);
    else await db.execute(sql`analyze`);

    // Drafts to rate and to process: the demo user's primary pick-up (Amman) to Hala Saleh (Irbid), a small box.
    const [sender] = await db
      .select()
      .from(addresses)
      .where(and(eq(addresses.createdByUserId, user.id), eq(addresses.isPrimary, true)));
    const [recipient] = await db
      .select()
      .from(addresses)
      .where(and(eq(addresses.createdByUserId, user.id), eq(addresses.name, 'Hala Saleh')));
    const [parcel] = await db.select().from(parcelTypes).where(eq(parcelTypes.code, 'small-box'));
    const draft = {
      createdByUserId: user.id,
      organizationId: null,
      senderAddressId: sender.id,
      recipientAddressId: recipient.id,
      parcelTypeId: parcel.id,
      parcelQuantity: 1,
      weightKg: 1,
      readiness: 2,
      status: null,
    };
    const [template] = await db.insert(shipments).values(draft).returning({ id: shipments.id });
    const draftIds: string[] = [];
    for (let i = 0; i < PROCESS_COUNT; i += 500) {
      const rows = await db
        .insert(shipments)
        .values(Array.from({ length: Math.min(500, PROCESS_COUNT - i) }, () => draft))
        .returning({ id: shipments.id });
      draftIds.push(...rows.map((r) => r.id));
    }
    const [courier] = await db.select().from(couriers).where(eq(couriers.code, 'FALCON'));
    const [service] = await db.select().from(serviceTypes).where(eq(serviceTypes.code, 'standard'));
    const count = (
      await db
        .select({ n: sql<number>`count(*)::int` })
        .from(shipments)
        .where(eq(shipments.createdByUserId, user.id))
    )[0].n;
    console.log(
      `seeded: ${count} shipments of ${EMAIL} (${(await db.select({ n: sql<number>`count(*)::int` }).from(shipments))[0].n} in all)`,
    );
    return { draftIds, templateDraftId: template.id, courierId: courier.id, serviceTypeId: service.id };
  } finally {
    await database.close();
  }
}

/** A Fastify process with nothing but one route answering a fixed JSON body from memory. */
async function startBareServer(bodyFile: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'bare-server.ts')], {
    cwd: path.resolve(__dirname, '..'),
    env: { ...process.env, PORT: String(port), BODY_FILE: bodyFile },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 400; i++) {
    if (
      await fetch(`${url}/bare`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, child };
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  child.kill();
  throw new Error('the bare Fastify server did not start');
}

async function withDatabase<T>(
  use: (config: DatabaseConfig, env: Record<string, string | undefined>) => Promise<T>,
): Promise<T> {
  if (values.database === 'pglite') {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-api-bench-'));
    try {
      return await use(
        { driver: 'pglite', dataDir: path.join(dataDir, 'pglite') },
        { DATA_DIR: dataDir, DATABASE_URL: undefined },
      );
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  return withPostgresDatabase((url) => use({ driver: 'postgres', url }, { DATABASE_URL: url }));
}

const measure = (name: string, url: string, options: Parameters<typeof measureLoad>[2] = {}) =>
  measureLoad(name, url, { connections: CONNECTIONS, duration: DURATION, ...options });

async function main() {
  await withDatabase(async (config, databaseEnv) => {
    const started = performance.now();
    const seeded = await seedShipments(config);
    console.log(`seeding took ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const server = await startServer({
      ...databaseEnv,
      APPS_DIR: undefined,
      DEMO_SEED: '1',
      NODE_ENV: 'production',
      JWT_SECRET: 'api-benchmark-secret-0123456789abcdef-xyz',
      RATE_LIMITS: JSON.stringify({ global: RAISED, loginPerIp: RAISED, loginPerAccount: RAISED }),
    });
    const bodyDir = await mkdtemp(path.join(tmpdir(), 'portal-bare-'));
    let bare: { url: string; child: ChildProcess } | null = null;
    try {
      const login = await fetch(`${server.url}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: EMAIL, password: DEMO_PASSWORD }),
      });
      if (login.status !== 200) throw new Error(`login answered ${login.status}`);
      const token = ((await login.json()) as { access_token: string }).access_token;
      const get = (p: string) => fetch(`${server.url}${p}`, { headers: { authorization: `Bearer ${token}` } });

      const firstPage = '/api/v1/shipments?page=1&pageSize=20';
      const filtered = `/api/v1/shipments?tab=delivered&courierId=${seeded.courierId}&dateFrom=2025-01-01&page=3&pageSize=20`;
      const rates = `/api/v1/shipments/${seeded.templateDraftId}/rates`;
      for (const check of [firstPage, filtered, rates]) {
        const response = await get(check);
        if (response.status !== 200) throw new Error(`${check} answered ${response.status}: ${await response.text()}`);
      }
      const listBody = await (await get(firstPage)).text();
      const total = (JSON.parse(listBody) as { total: number }).total;
      const bodyFile = path.join(bodyDir, 'list.json');
      await writeFile(bodyFile, listBody);
      bare = await startBareServer(bodyFile);

      const results: Figures[] = [];
      results.push(await measure('bare Fastify, same JSON from memory', `${bare.url}/bare`));
      results.push(await measure(`list, first page (${total} shipments)`, `${server.url}${firstPage}`, { token }));
      results.push(
        await measure('list, filtered page (tab, courier, date from, page 3)', `${server.url}${filtered}`, { token }),
      );
      results.push(await measure('rating a draft (GET …/rates)', `${server.url}${rates}`, { token }));
      const body = JSON.stringify({ courierId: seeded.courierId, serviceTypeId: seeded.serviceTypeId });
      results.push(
        await measure(
          `processing (${PROCESS_COUNT} drafts, one request each)`,
          `${server.url}/api/v1/shipments/x/process`,
          { method: 'POST', token, body, paths: seeded.draftIds.map((id) => `/api/v1/shipments/${id}/process`) },
        ),
      );

      const bareP50 = results[0].p50;
      console.log(
        `\nshipments API, ${CONNECTIONS} connections, ${config.driver === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ${DURATION} s per route (processing: one request per draft)`,
      );
      console.log(
        [
          'route'.padEnd(58),
          'requests'.padStart(9),
          'req/s'.padStart(8),
          'p50 ms'.padStart(8),
          'p95 ms'.padStart(8),
          '× bare p50'.padStart(11),
          '  statuses',
        ].join(''),
      );
      for (const r of results) {
        console.log(
          [
            r.name.padEnd(58),
            String(r.requests).padStart(9),
            r.rps.toFixed(0).padStart(8),
            r.p50.toFixed(1).padStart(8),
            r.p95.toFixed(1).padStart(8),
            (r.p50 / Math.max(bareP50, 0.01)).toFixed(1).padStart(11),
            `  ${r.statuses}`,
          ].join(''),
        );
      }
    } finally {
      bare?.child.kill('SIGTERM');
      await server.stop();
      await rm(bodyDir, { recursive: true, force: true });
    }
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
