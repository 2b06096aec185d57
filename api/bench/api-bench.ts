/**
 * `npm run bench:api`: the shipments API on a large database.
 *   pnpm --filter @portal/api bench:api -- [--database postgres|pglite] [--shipments 100000]
 *                                           [--connections 20] [--duration 10] [--process 2000]
 * Seeds a fresh database in one INSERT … SELECT over generate_series (the demo seed, then its shipments
 * copied up to --shipments across five owners: the demo organization's two members, three individuals;
 * every status and drafts; English and Arabic recipients; a year of dates), with the indexes and the
 * count triggers set aside during the load and rebuilt after it, as a restore would. Then it starts the
 * real server (src/server.ts) and measures, under --connections, p50/p95 and requests per second of: the
 * list's first page and a filtered page (as the organization admin: the organization's rows plus their
 * own), search by tracking number, by an English and by an Arabic recipient name, the tab counts, rating
 * a draft and processing drafts (each request a new draft); and, in the same run, a bare Fastify process
 * answering the list's JSON from memory. Each figure is printed beside its limit (PostgreSQL: list and
 * filtered page p95 ≤ 25 ms, tracking-number search ≤ 10 ms, tab counts ≤ 50 ms, the list ≥ 30 % of bare
 * Fastify's requests per second; PGlite: list p95 ≤ 50 ms); it exits 1 when one is over.
 * Then the list, filtered page, tracking search and tab counts again with one connection: the time a request
 * takes without a queue and its CPU in the API and in PostgreSQL, which bound the requests per second the
 * machine can serve (printServiceTimes).
 * PostgreSQL (default) uses DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) to
 * create and drop a database for the run; pglite uses a temporary folder.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { and, eq, sql } from 'drizzle-orm';
import { type DatabaseConfig, openDatabase } from '../src/db/client';
import { addresses, couriers, memberships, parcelTypes, serviceTypes, shipments, users } from '../src/db/schema';
import { normalizeSearchText } from '@portal/shared/domain';
import { seedDatabase } from '../src/db/seed';
import { DEMO_PASSWORD } from '../src/db/seed/demo';
import { createPasswordHasher } from '../src/lib/passwords';
import { type Figures, measureLoad } from './load';
import { withPostgresDatabase } from './postgres-database';
import { cpuSecondsByProcess, cpuSecondsOf, cpuSecondsSince } from './process-cpu';
import { freePort, startBenchServer } from './server-process';

const { values } = parseArgs({
  // pnpm run passes the `--` before the script's flags through.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
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
const SERVICE_TIME_SECONDS = 5;
const EMAIL = 'user@portal.local';

const ORG_EMAIL = 'orgadmin@portal.local';
// Recipients of the copies: a name in 40 is each of these, so a name search finds 1 row in 40.
const RECIPIENTS = [
  ...['Hala Saleh', 'Omar Haddad', 'Lina Khoury', 'Sami Nasser', 'Rana Odeh', 'Yousef Amin', 'Dana Fares'],
  ...['Tariq Zayed', 'Maya Salem', 'Fadi Qasem', 'Nour Hamdan', 'Zaid Rawashdeh', 'Leen Majali', 'Karim Bitar'],
  ...['Huda Shami', 'Ali Masri', 'Reem Tal', 'Basel Jaber', 'Salma Daher', 'Issa Twal'],
  ...['هالة صالح', 'عمر حداد', 'لينا خوري', 'سامي ناصر', 'رنا عودة', 'يوسف أمين', 'دانة فارس', 'طارق زايد'],
  ...['مايا سالم', 'فادي قاسم', 'نور حمدان', 'زيد الرواشدة', 'لين المجالي', 'كريم بيطار', 'هدى الشامي'],
  ...['علي المصري', 'ريم التل', 'باسل جابر', 'سلمى ضاهر', 'عيسى الطوال'],
];
// Readiness and status of the copies, per 100 rows: drafts, then pending, pick-up, on-going, delivered,
// returned, cancelled (most are delivered, as in a real history).
const STATES = [
  { upTo: 8, readiness: 2, status: null },
  { upTo: 12, readiness: 1, status: 1 },
  { upTo: 20, readiness: 1, status: 2 },
  { upTo: 30, readiness: 1, status: 3 },
  { upTo: 85, readiness: 1, status: 4 },
  { upTo: 90, readiness: 1, status: 6 },
  { upTo: 100, readiness: 1, status: 5 },
];

/**
 * The demo seed's shipments copied until there are `total` in all, in one statement: each copy with a new
 * id, owner (6 in 10 the demo organization's, by its admin or user; the rest three individuals'), state,
 * recipient, tracking number and date (one every 30 s back from now, so a year for a million). Indexes
 * and the user triggers are set aside during the load, then the indexes rebuilt and the counts the
 * triggers keep (report rollups, tab counts) counted once, as after a restore.
 */
async function seedShipments(config: DatabaseConfig): Promise<{
  draftIds: string[];
  templateDraftId: string;
  courierId: string;
  serviceTypeId: string;
  trackingNumber: string;
}> {
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const db = database.db;
    let t0 = performance.now();
    const lap = (what: string) => {
      console.log(`${what}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
      t0 = performance.now();
    };
    lap('migrated');
    await seedDatabase(db, { demo: true, passwords: createPasswordHasher() });
    lap('demo seed');
    const [user] = await db.select().from(users).where(eq(users.email, EMAIL));
    const [orgAdmin] = await db.select().from(users).where(eq(users.email, ORG_EMAIL));
    const [orgUser] = await db.select().from(users).where(eq(users.email, 'orguser@portal.local'));
    const [rania] = await db.select().from(users).where(eq(users.email, 'rania@aqaba-express.example'));
    const [khaled] = await db.select().from(users).where(eq(users.email, 'khaled@desert-movers.example'));
    const [{ organizationId }] = await db
      .select({ organizationId: memberships.organizationId })
      .from(memberships)
      .where(eq(memberships.userId, orgAdmin.id));
    const owners = [
      ...Array<[string, string | null]>(4).fill([orgAdmin.id, organizationId]),
      ...Array<[string, string | null]>(2).fill([orgUser.id, organizationId]),
      [user.id, null],
      [user.id, null],
      [rania.id, null],
      [khaled.id, null],
    ];
    const existing = (await db.select({ n: sql<number>`count(*)::int` }).from(shipments))[0].n;
    // The drafts made below for rating and processing count towards the total.
    const copies = Math.max(0, TOTAL - existing - PROCESS_COUNT - 1);
    const list = (values: unknown[]) =>
      sql`array[${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )}]`;
    const ownerUsers = list(owners.map(([u]) => u));
    const ownerOrgs = list(owners.map(([, o]) => o));
    const names = list(RECIPIENTS);
    const searchNames = list(RECIPIENTS.map((n) => normalizeSearchText(n)));
    const readinessOf = sql.raw(`case ${STATES.map((t) => `when k < ${t.upTo} then ${t.readiness}`).join(' ')} end`);
    const statusOf = sql.raw(
      `case ${STATES.map((t) => `when k < ${t.upTo} then ${t.status ?? 'null'}::int`).join(' ')} end`,
    );
    const indexes = (
      (await db.execute(sql`
        select indexname as name, indexdef as definition from pg_indexes
        where tablename = 'shipments' and indexname not in (select conname from pg_constraint)`)) as unknown as {
        rows: { name: string; definition: string }[];
      }
    ).rows;
    await db.execute(sql`alter table ${shipments} disable trigger user`);
    for (const index of indexes) await db.execute(sql.raw(`drop index "${index.name}"`));
    await db.execute(sql`
      with base as materialized (
        select s.*, row_number() over (order by s.id) - 1 as n from ${shipments} s where s.processed_at is not null
      ), copy as (
        select g, (g * 37) % 100 as k, g % ${owners.length} + 1 as owner, g % ${RECIPIENTS.length} + 1 as name,
          g % (select count(*) from base) as n
        from generate_series(1, ${copies}::int) g
      ), shaped as (
        select b.*, c.g, c.owner, c.name, ${readinessOf} as new_readiness, ${statusOf} as new_status
        from copy c join base b using (n)
      )
      insert into ${shipments} (created_by_user_id, organization_id, sender_address_id, recipient_address_id, courier_id, service_type_id, shipment_type_id,
        parcel_type_id, readiness, status, tracking_number, parcel_notes, parcel_quantity, weight_kg, length_cm, width_cm, height_cm, payment_type,
        cod_amount_fils, price_fils, currency, expected_pickup_date, expected_delivery_date, origin_city_id, destination_city_id, sender_snapshot,
        recipient_snapshot, courier_snapshot, price_snapshot, search_text, processed_at, cancelled_at, delivered_at, version, created_at, updated_at)
      select (${ownerUsers}::uuid[])[owner], (${ownerOrgs}::uuid[])[owner], null, null, courier_id, service_type_id, shipment_type_id,
        parcel_type_id, new_readiness, new_status,
        case when new_readiness = 2 then null else 'PT9' || lpad(g::text, 10, '0') end,
        parcel_notes, parcel_quantity, weight_kg, length_cm, width_cm, height_cm, payment_type, cod_amount_fils, price_fils, currency,
        expected_pickup_date, expected_delivery_date, origin_city_id, destination_city_id, sender_snapshot,
        jsonb_set(recipient_snapshot, '{name}', to_jsonb((${names}::text[])[name])),
        courier_snapshot, price_snapshot,
        (case when new_readiness = 2 then '' else 'pt9' || lpad(g::text, 10, '0') || ' ' end) || (${searchNames}::text[])[name] || ' ' || search_text,
        case when new_readiness = 2 then null else now() - g * interval '30 seconds' end,
        case when new_status = 5 then now() - g * interval '30 seconds' end,
        case when new_status = 4 then now() - g * interval '30 seconds' + interval '2 days' end,
        version, now() - g * interval '30 seconds', now() - g * interval '30 seconds'
      from shaped`);
    lap('copies');
    for (const index of indexes) await db.execute(sql.raw(index.definition));
    lap('indexes');
    await db.execute(sql`select shipment_rollups_rebuild()`);
    await db.execute(sql`select shipment_tab_counts_rebuild()`);
    await db.execute(sql`alter table ${shipments} enable trigger user`);
    // As autovacuum would after a bulk load: statistics, and the visibility map index-only scans use.
    if (config.driver === 'postgres') await db.execute(sql`vacuum analyze ${shipments}`);
    else await db.execute(sql`analyze`);
    lap('counts, analyze');

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
    // A tracking number of the organization's, from the middle of its history.
    const [{ trackingNumber }] = await db
      .select({ trackingNumber: shipments.trackingNumber })
      .from(shipments)
      .where(and(eq(shipments.organizationId, organizationId), sql`${shipments.trackingNumber} is not null`))
      .orderBy(sql`${shipments.createdAt} desc`)
      .limit(1)
      .offset(Math.floor(copies / 5));
    return {
      draftIds,
      templateDraftId: template.id,
      courierId: courier.id,
      serviceTypeId: service.id,
      trackingNumber: trackingNumber ?? 'PT9',
    };
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

/**
 * Why a route's p95 under load is what it is: each route again with one connection (no queue: the time
 * one request takes), with the CPU it costs per request in the API process and in PostgreSQL's processes
 * (PGlite runs inside the API process). Under `CONNECTIONS` at once a request waits for the ones before it,
 * so the p50 under load is about connections ÷ requests per second, and the machine's cores divided by the
 * CPU per request bound the requests per second (the load generator takes its share of the same cores).
 */
async function printServiceTimes(options: {
  postgres: boolean;
  serverPid: number | undefined;
  routes: [string, string][];
  token: string;
  listRps: number;
}) {
  const cores = availableParallelism();
  console.log(
    `\none connection, ${SERVICE_TIME_SECONDS} s per route (the time a request takes without a queue; CPU per request, ${cores} cores)`,
  );
  console.log(
    [
      'route'.padEnd(30),
      'req/s'.padStart(8),
      'p50 ms'.padStart(8),
      'p95 ms'.padStart(8),
      'API CPU ms'.padStart(12),
      (options.postgres ? 'PostgreSQL CPU ms' : '').padStart(19),
    ].join(''),
  );
  let listCpuMs = 0;
  for (const [name, url] of options.routes) {
    const apiBefore = options.serverPid ? cpuSecondsOf(options.serverPid) : 0;
    const postgresBefore = options.postgres ? cpuSecondsByProcess('postgres') : new Map<number, number>();
    const figures = await measureLoad(name, url, {
      connections: 1,
      duration: SERVICE_TIME_SECONDS,
      token: options.token,
    });
    const perRequest = (seconds: number) => (1000 * seconds) / Math.max(figures.requests, 1);
    const apiMs = options.serverPid ? perRequest(cpuSecondsOf(options.serverPid) - apiBefore) : NaN;
    const postgresMs = options.postgres ? perRequest(cpuSecondsSince('postgres', postgresBefore)) : 0;
    if (name.startsWith('list, first page')) listCpuMs = apiMs + postgresMs;
    console.log(
      [
        name.padEnd(30),
        figures.rps.toFixed(0).padStart(8),
        figures.p50.toFixed(2).padStart(8),
        figures.p95.toFixed(2).padStart(8),
        apiMs.toFixed(2).padStart(12),
        (options.postgres ? postgresMs.toFixed(2) : '').padStart(19),
      ].join(''),
    );
  }
  if (listCpuMs > 0)
    console.log(
      `list, first page: ${listCpuMs.toFixed(2)} ms of CPU per request on ${cores} cores bounds it to about ${((cores * 1000) / listCpuMs).toFixed(0)} req/s ` +
        `(measured under ${CONNECTIONS} connections: ${options.listRps.toFixed(0)}); a p95 of 25 ms under ${CONNECTIONS} connections needs about ${(CONNECTIONS / 0.025).toFixed(0)} req/s`,
    );
}

async function main() {
  await withDatabase(async (config, databaseEnv) => {
    const started = performance.now();
    const seeded = await seedShipments(config);
    console.log(`seeding took ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const server = await startBenchServer('api', databaseEnv);
    const bodyDir = await mkdtemp(path.join(tmpdir(), 'portal-bare-'));
    let bare: { url: string; child: ChildProcess } | null = null;
    try {
      const signIn = async (email: string) => {
        const login = await fetch(`${server.url}/api/v1/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: DEMO_PASSWORD }),
        });
        if (login.status !== 200) throw new Error(`login answered ${login.status}`);
        return ((await login.json()) as { access_token: string }).access_token;
      };
      const token = await signIn(EMAIL);
      const orgToken = await signIn(ORG_EMAIL);
      const get = (p: string, t: string) => fetch(`${server.url}${p}`, { headers: { authorization: `Bearer ${t}` } });

      const firstPage = '/api/v1/shipments?page=1&pageSize=20';
      const filtered = `/api/v1/shipments?tab=delivered&courierId=${seeded.courierId}&dateFrom=2025-01-01&page=3&pageSize=20`;
      const byTracking = `/api/v1/shipments?q=${seeded.trackingNumber}&page=1&pageSize=20`;
      const byName = `/api/v1/shipments?q=${encodeURIComponent('Hala Saleh')}&page=1&pageSize=20`;
      const byArabicName = `/api/v1/shipments?q=${encodeURIComponent('هاله صالح')}&page=1&pageSize=20`;
      const counts = '/api/v1/shipments/tab-counts';
      const rates = `/api/v1/shipments/${seeded.templateDraftId}/rates`;
      for (const [check, t] of [
        [firstPage, orgToken],
        [filtered, orgToken],
        [byTracking, orgToken],
        [byArabicName, orgToken],
        [counts, orgToken],
        [rates, token],
      ]) {
        const response = await get(check, t);
        if (response.status !== 200) throw new Error(`${check} answered ${response.status}: ${await response.text()}`);
      }
      const found = (await (await get(byTracking, orgToken)).json()) as { total: number };
      const foundArabic = (await (await get(byArabicName, orgToken)).json()) as { total: number };
      if (found.total !== 1 || foundArabic.total < 1)
        throw new Error(`searches found ${found.total} (tracking) and ${foundArabic.total} (Arabic name) rows`);
      const listBody = await (await get(firstPage, orgToken)).text();
      const listed = JSON.parse(listBody) as { total: number; totalIsCapped: boolean };
      const tabs = (await (await get(counts, orgToken)).json()) as { all: number };
      const bodyFile = path.join(bodyDir, 'list.json');
      await writeFile(bodyFile, listBody);
      bare = await startBareServer(bodyFile);

      const postgres = config.driver === 'postgres';
      const listLimit = postgres ? 25 : 50;
      const rows: { figures: Figures; limit?: number; rpsShare?: boolean }[] = [];
      // autocannon stops sending at the end of a route's window, but the server may still hold
      // queued requests: wait until it answers promptly again, so a slow route cannot starve the next.
      const drain = async (name: string) => {
        const started = Date.now();
        while (Date.now() - started < 180_000) {
          const asked = Date.now();
          const ready = await fetch(`${server.url}/api/readyz`).catch(() => null);
          if (ready?.ok && Date.now() - asked < 100) break;
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
        const waited = (Date.now() - started) / 1000;
        if (waited > 1) console.log(`after "${name}": ${waited.toFixed(1)} s until the server answered promptly again`);
      };
      const run = async (name: string, url: string, t: string | undefined, limit?: number) => {
        const figures = await measure(name, url, t ? { token: t } : {});
        rows.push({ figures, limit });
        await drain(name);
        return figures;
      };
      const bareFigures = await run('bare Fastify, same JSON from memory', `${bare.url}/bare`, undefined);
      const list = await run(
        `list, first page (${tabs.all} visible, total ${listed.total}${listed.totalIsCapped ? '+' : ''})`,
        `${server.url}${firstPage}`,
        orgToken,
        listLimit,
      );
      await run(
        'list, filtered page (tab, courier, date from, page 3)',
        `${server.url}${filtered}`,
        orgToken,
        postgres ? 25 : undefined,
      );
      await run('search by tracking number', `${server.url}${byTracking}`, orgToken, postgres ? 10 : undefined);
      await run('search by recipient (English)', `${server.url}${byName}`, orgToken);
      await run('search by recipient (Arabic)', `${server.url}${byArabicName}`, orgToken);
      await run('tab counts', `${server.url}${counts}`, orgToken, postgres ? 50 : undefined);
      await run('rating a draft (GET …/rates)', `${server.url}${rates}`, token);
      const body = JSON.stringify({ courierId: seeded.courierId, serviceTypeId: seeded.serviceTypeId });
      rows.push({
        figures: await measure(
          `processing (${PROCESS_COUNT} drafts, one request each)`,
          `${server.url}/api/v1/shipments/x/process`,
          { method: 'POST', token, body, paths: seeded.draftIds.map((id) => `/api/v1/shipments/${id}/process`) },
        ),
      });

      console.log(
        `\nshipments API, ${TOTAL} shipments, ${CONNECTIONS} connections, ${postgres ? 'PostgreSQL' : 'PGlite'}, ${DURATION} s per route (processing: one request per draft)`,
      );
      console.log(
        [
          'route'.padEnd(62),
          'requests'.padStart(9),
          'req/s'.padStart(8),
          'p50 ms'.padStart(8),
          'p95 ms'.padStart(8),
          'p95 limit'.padStart(10),
          '× bare p50'.padStart(11),
          '  statuses',
        ].join(''),
      );
      const over: string[] = [];
      for (const { figures: r, limit } of rows) {
        // No answer at all (NaN) is over its limit too.
        const isOver = limit !== undefined && !(r.p95 <= limit);
        if (isOver) over.push(`${r.name}: p95 ${r.p95.toFixed(1)} ms > ${limit} ms`);
        console.log(
          [
            r.name.padEnd(62),
            String(r.requests).padStart(9),
            r.rps.toFixed(0).padStart(8),
            r.p50.toFixed(1).padStart(8),
            r.p95.toFixed(1).padStart(8),
            (limit === undefined ? '' : `≤ ${limit}${isOver ? ' ✗' : ' ✓'}`).padStart(10),
            (r.p50 / Math.max(bareFigures.p50, 0.01)).toFixed(1).padStart(11),
            `  ${r.statuses}`,
          ].join(''),
        );
      }
      const share = list.rps / Math.max(bareFigures.rps, 1);
      const shareLimit = 0.3;
      console.log(
        `\nlist requests per second ÷ bare Fastify's: ${(share * 100).toFixed(0)} % (limit ≥ ${shareLimit * 100} %${postgres ? '' : ', PostgreSQL only'}) ${!postgres || share >= shareLimit ? '✓' : '✗'}`,
      );
      if (postgres && share < shareLimit)
        over.push(`list at ${(share * 100).toFixed(0)} % of bare Fastify's requests per second`);
      await printServiceTimes({
        postgres,
        serverPid: server.child.pid,
        routes: [
          ['list, first page', `${server.url}${firstPage}`],
          ['list, filtered page', `${server.url}${filtered}`],
          ['search by tracking number', `${server.url}${byTracking}`],
          ['tab counts', `${server.url}${counts}`],
        ],
        token: orgToken,
        listRps: list.rps,
      });
      if (over.length) {
        console.log(`over a limit:\n  ${over.join('\n  ')}`);
        process.exitCode = 1;
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
