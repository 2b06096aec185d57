/**
 * `npm run bench:load [-- --connections 200 --seconds 60]`: mixed reads and writes on PostgreSQL, then
 * a check that every write that got a 2xx is in the database exactly once and nothing else is.
 * The real server (src/server.ts) on a fresh database (DATABASE_URL's server, default
 * postgres://postgres@127.0.0.1:5432/postgres, creates portal_bench_… and drops it after), demo seed,
 * every rate limit raised. Each connection loops over: the list, a shipment's details, creating a draft
 * (its parcel notes carry a marker unique to the request), rating a draft, processing one (sometimes one
 * another connection is processing), editing an address (with its version; a 409 re-reads it).
 * Afterwards, in the database: each 2xx draft's marker on exactly one row and no other marker; exactly
 * the drafts whose processing got a 2xx processed, with the tracking number every such answer gave, all
 * different; each address at version 1 + its 2xx edits, carrying the marker of the edit that answered
 * with that version. Prints requests, errors (no answer), 5xx, p95; exits 1 unless all of them are 0.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { DEMO_PASSWORD } from '../src/db/seed/demo';
import { percentile } from './load';
import { withPostgresDatabase } from './postgres-database';
import { startBenchServer } from './server-process';

const { values } = parseArgs({
  // pnpm run passes the `--` before the script's flags through.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    connections: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '60' },
    addresses: { type: 'string', default: '20' },
  },
});
const [CONNECTIONS, SECONDS, ADDRESS_COUNT] = [values.connections, values.seconds, values.addresses].map(Number);
const REQUEST_TIMEOUT_MS = 30_000;
/** Every marker of this run starts so: nothing else in the database does. */
const RUN = `load-${randomBytes(4).toString('hex')}`;

type Action = 'list' | 'details' | 'create draft' | 'rate' | 'process' | 'address edit';
/** Out of 100: mostly reads, as a portal's traffic is. */
const MIX: [Action, number][] = [
  ['list', 30],
  ['details', 20],
  ['create draft', 15],
  ['rate', 10],
  ['process', 10],
  ['address edit', 15],
];

interface Answer {
  status: number;
  body: unknown;
}

async function main() {
  await withPostgresDatabase(async (url) => {
    // Every rate limit out of reach: the load comes from one account at one address.
    const server = await startBenchServer('load', { DATABASE_URL: url });
    const database = new pg.Client({ connectionString: url });
    await database.connect();
    try {
      await run(server.url, database);
    } finally {
      await database.end();
      await server.stop();
    }
  });
}

async function run(baseUrl: string, database: pg.Client) {
  const send = async (method: string, path: string, token: string, body?: unknown): Promise<Answer> => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    return { status: response.status, body: text.startsWith('{') ? JSON.parse(text) : text };
  };
  const must = async <T = Record<string, unknown> & { items: Record<string, unknown>[] }>(
    answer: Promise<Answer>,
    what: string,
  ): Promise<T> => {
    const { status, body } = await answer;
    if (status >= 300) throw new Error(`${what} answered ${status}: ${JSON.stringify(body)}`);
    return body as T;
  };
  const login = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'user@portal.local', password: DEMO_PASSWORD }),
  });
  const token = ((await login.json()) as { access_token: string }).access_token;

  // The demo user's primary pick-up (Amman) to Hala Saleh (Irbid), a small box, FALCON standard: rated and processable.
  const sender = await must(send('GET', '/api/v1/addresses/primary-pickup', token), 'primary pick-up');
  const recipient = (await must(send('GET', '/api/v1/addresses?q=Hala%20Saleh&page=1&pageSize=1', token), 'recipient'))
    .items[0];
  const parcel = (await must(send('GET', '/api/v1/lookups/parcel-types', token), 'parcel types')).items.find(
    (p) => p.code === 'small-box',
  )!;
  const courier = (await must(send('GET', '/api/v1/lookups/couriers', token), 'couriers')).items.find(
    (c) => c.code === 'FALCON',
  )!;
  const service = (await must(send('GET', '/api/v1/lookups/service-types', token), 'service types')).items.find(
    (s) => s.code === 'standard',
  )!;
  const full = await must<{
    name: string;
    phoneNumber: string;
    country: { id: string };
    region: { id: string } | null;
    city: { id: string };
    type: number;
  }>(send('GET', `/api/v1/addresses/${String(recipient.id)}`, token), 'recipient details');
  const addressBody = (addressLine: string) => ({
    name: full.name,
    phoneNumber: full.phoneNumber,
    countryId: full.country.id,
    regionId: full.region?.id ?? null,
    cityId: full.city.id,
    addressLine,
    type: full.type,
  });
  // Addresses of the run, each edited by many connections at once.
  const addresses: { id: string; version: number }[] = [];
  for (let i = 0; i < ADDRESS_COUNT; i++) {
    const created = await must(send('POST', '/api/v1/addresses', token, addressBody(`${RUN} start`)), 'address');
    addresses.push({ id: String(created.id), version: Number(created.version) });
  }
  const draftBody = (marker: string) => ({
    senderAddressId: sender.id,
    recipientAddressId: recipient.id,
    parcelTypeId: parcel.id,
    parcelQuantity: 1,
    weightKg: 1,
    parcelNotes: marker,
  });
  const shipmentIds = (await must(send('GET', '/api/v1/shipments?page=1&pageSize=50', token), 'list')).items.map((s) =>
    String(s.id),
  );

  const latencies: number[] = [];
  const latenciesOf = new Map<Action, number[]>();
  const statuses = new Map<Action, Map<number, number>>();
  let errors = 0;
  const firstErrors: string[] = [];
  const createdMarkers = new Set<string>();
  const drafts: string[] = [];
  /** Draft id → the tracking numbers its 2xx processing answers gave. */
  const processed = new Map<string, Set<string>>();
  /** Address id → version → the marker of the 2xx edit that answered with that version. */
  const edits = new Map<string, Map<number, string>>();
  let sequence = 0;
  const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)];

  const act = async (action: Action): Promise<void> => {
    const record = async (path: string, method = 'GET', body?: unknown): Promise<Answer> => {
      const started = performance.now();
      const answer = await send(method, path, token, body);
      const latency = performance.now() - started;
      latencies.push(latency);
      const own = latenciesOf.get(action) ?? [];
      own.push(latency);
      latenciesOf.set(action, own);
      const byStatus = statuses.get(action) ?? new Map<number, number>();
      byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
      statuses.set(action, byStatus);
      return answer;
    };
    switch (action) {
      case 'list':
        await record(`/api/v1/shipments?page=${1 + Math.floor(Math.random() * 3)}&pageSize=20`);
        return;
      case 'details':
        await record(`/api/v1/shipments/${pick(shipmentIds)}`);
        return;
      case 'create draft': {
        const marker = `${RUN}-${++sequence}`;
        const answer = await record('/api/v1/shipments', 'POST', draftBody(marker));
        if (answer.status < 300) {
          createdMarkers.add(marker);
          drafts.push(String((answer.body as { id: string }).id));
        }
        return;
      }
      case 'rate':
        if (drafts.length) await record(`/api/v1/shipments/${pick(drafts)}/rates`);
        return;
      case 'process': {
        // One in five takes a draft another connection may be processing right now.
        const draft = Math.random() < 0.2 ? pick([...processed.keys()]) : drafts.shift();
        if (!draft) return;
        const answer = await record(`/api/v1/shipments/${draft}/process`, 'POST', {
          courierId: courier.id,
          serviceTypeId: service.id,
        });
        if (answer.status < 300) {
          const numbers = processed.get(draft) ?? new Set<string>();
          numbers.add(String((answer.body as { trackingNumber: string }).trackingNumber));
          processed.set(draft, numbers);
        }
        return;
      }
      case 'address edit': {
        const address = pick(addresses);
        const marker = `${RUN}-${++sequence}`;
        const answer = await record(`/api/v1/addresses/${address.id}`, 'PUT', {
          ...addressBody(marker),
          version: address.version,
        });
        if (answer.status < 300) {
          const version = Number((answer.body as { version: number }).version);
          const byVersion = edits.get(address.id) ?? new Map<number, string>();
          byVersion.set(version, marker);
          edits.set(address.id, byVersion);
          address.version = Math.max(address.version, version);
        } else if (answer.status === 409) {
          const current = await record(`/api/v1/addresses/${address.id}`);
          if (current.status < 300)
            address.version = Math.max(address.version, (current.body as { version: number }).version);
        }
        return;
      }
    }
  };
  const chooseAction = (): Action => {
    let roll = Math.random() * 100;
    for (const [action, weight] of MIX) if ((roll -= weight) < 0) return action;
    return 'list';
  };

  console.log(`load: ${CONNECTIONS} connections for ${SECONDS} s, run ${RUN}`);
  const deadline = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline) {
        const action = chooseAction();
        try {
          await act(action);
        } catch (error) {
          errors++;
          if (firstErrors.length < 5) firstErrors.push(`${action}: ${String(error)}`);
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;

  const problems = await checkWrites(database, { createdMarkers, processed, edits, addresses });
  latencies.sort((a, b) => a - b);
  const serverErrors = [...statuses.values()].flatMap((m) => [...m]).reduce((n, [s, c]) => n + (s >= 500 ? c : 0), 0);
  console.log(
    `\n${latencies.length} requests in ${elapsed.toFixed(1)} s (${(latencies.length / elapsed).toFixed(0)}/s), ` +
      `errors ${errors}, 5xx ${serverErrors}, p50 ${percentile(latencies, 50)?.toFixed(1)} ms, p95 ${percentile(latencies, 95)?.toFixed(1)} ms`,
  );
  for (const [action, byStatus] of statuses) {
    const own = (latenciesOf.get(action) ?? []).sort((a, b) => a - b);
    const counts = [...byStatus].map(([status, count]) => `${status}×${count}`).join(' ');
    console.log(`  ${action.padEnd(14)} p95 ${percentile(own, 95).toFixed(1).padStart(8)} ms  ${counts}`);
  }
  const processedCount = [...processed.keys()].length;
  const editCount = [...edits.values()].reduce((n, m) => n + m.size, 0);
  console.log(
    `writes with a 2xx: ${createdMarkers.size} drafts, ${processedCount} drafts processed, ${editCount} address edits`,
  );
  for (const error of firstErrors) console.log(`  error: ${error}`);
  console.log(
    problems.length
      ? `write check: ${problems.length} problems\n  ${problems.slice(0, 20).join('\n  ')}`
      : 'write check: every 2xx write is in the database exactly once, and nothing else is ✓',
  );
  if (errors || serverErrors || problems.length) process.exitCode = 1;
}

/** The database against what the 2xx answers said: problems found, none when every write is there once. */
async function checkWrites(
  database: pg.Client,
  run: {
    createdMarkers: Set<string>;
    processed: Map<string, Set<string>>;
    edits: Map<string, Map<number, string>>;
    addresses: { id: string }[];
  },
): Promise<string[]> {
  const problems: string[] = [];
  const rows = (
    await database.query<{ id: string; marker: string; readiness: number; tracking: string | null }>(
      `select id, parcel_notes as marker, readiness, tracking_number as tracking from shipments where parcel_notes like $1`,
      [`${RUN}-%`],
    )
  ).rows;
  const byMarker = new Map<string, number>();
  for (const row of rows) byMarker.set(row.marker, (byMarker.get(row.marker) ?? 0) + 1);
  for (const marker of run.createdMarkers)
    if (byMarker.get(marker) !== 1)
      problems.push(`draft ${marker}: ${byMarker.get(marker) ?? 0} rows (2xx: expected 1)`);
  for (const marker of byMarker.keys())
    if (!run.createdMarkers.has(marker)) problems.push(`draft ${marker} is in the database without a 2xx`);
  const trackingNumbers = new Map<string, string>();
  for (const row of rows) {
    const answered = run.processed.get(row.id);
    if (!answered && row.readiness !== 2) problems.push(`draft ${row.id} processed without a 2xx`);
    if (!answered) continue;
    if (row.readiness !== 1 || !row.tracking)
      problems.push(`draft ${row.id}: processing answered 2xx but it is not processed`);
    else if ([...answered].some((number) => number !== row.tracking))
      problems.push(`draft ${row.id}: answered ${[...answered].join(', ')}, stored ${row.tracking}`);
    if (row.tracking && trackingNumbers.has(row.tracking))
      problems.push(`tracking number ${row.tracking} on ${row.id} and ${trackingNumbers.get(row.tracking)}`);
    if (row.tracking) trackingNumbers.set(row.tracking, row.id);
  }
  const stored = (
    await database.query<{ id: string; version: number; line: string }>(
      `select id, version, address_line as line from addresses where id = any($1::uuid[])`,
      [run.addresses.map((a) => a.id)],
    )
  ).rows;
  for (const address of stored) {
    const byVersion = run.edits.get(address.id) ?? new Map<number, string>();
    if (address.version !== 1 + byVersion.size)
      problems.push(`address ${address.id}: version ${address.version} after ${byVersion.size} edits answered 2xx`);
    const last = byVersion.get(address.version) ?? `${RUN} start`;
    if (address.line !== last)
      problems.push(`address ${address.id}: holds "${address.line}", the last 2xx edit wrote "${last}"`);
  }
  return problems;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
