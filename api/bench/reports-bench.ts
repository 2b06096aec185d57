/**
 * `npm run bench:reports`: reports and the dashboard on 1,000,000 shipments in PostgreSQL.
 *   pnpm --filter @portal/api bench:reports [--shipments 1000000] [--connections 10] [--duration 5]
 * A fresh database (DATABASE_URL's server, default postgres://postgres@127.0.0.1:5432/postgres) gets the
 * demo seed and then the shipments in one INSERT … SELECT from generate_series: 60 % the demo
 * organization's (its admin's and its user's), 40 % the demo individual user's, spread over the last
 * 365 days, over every courier and city. Then, against the real server, each report under
 * `connections` at once: p50/p95 through the API, beside p95 of the same GROUP BY sent straight to
 * PostgreSQL under the same load, and the ratio. Limits: p95 ≤ 300 ms and ≤ 2× the direct query.
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { DEMO_PASSWORD } from '../src/db/seed/demo';
import { percentile, measureLoad } from './load';
import { withPostgresDatabase } from './postgres-database';
import { startBenchServer } from './server-process';

const { values } = parseArgs({
  options: {
    shipments: { type: 'string', default: '1000000' },
    connections: { type: 'string', default: '10' },
    duration: { type: 'string', default: '5' },
  },
});
const TOTAL = Number(values.shipments);
const CONNECTIONS = Number(values.connections);
const DURATION = Number(values.duration);
const LIMIT_MS = 300;
const RATIO_LIMIT = 2;

async function seed(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const id = async (query: string) => (await client.query(query)).rows[0].id as string;
    const orgAdmin = await id(`select id from users where email = 'orgadmin@portal.local'`);
    const orgUser = await id(`select id from users where email = 'orguser@portal.local'`);
    const individual = await id(`select id from users where email = 'user@portal.local'`);
    const organization = (await client.query(`select organization_id from memberships where user_id = $1`, [orgAdmin]))
      .rows[0].organization_id as string;
    const started = performance.now();
    // A bulk load: the rollups are counted once afterwards, not row by row by the trigger.
    await client.query('alter table shipments disable trigger user');
    await client.query(
      `with c as (select array_agg(id order by code) as ids from couriers),
            t as (select array_agg(id order by name) as ids from cities)
       insert into shipments (created_by_user_id, organization_id, readiness, status, courier_id, origin_city_id,
         destination_city_id, payment_type, cod_amount_fils, price_fils, processed_at, created_at, updated_at)
       select case when g % 10 < 6 then (case when g % 2 = 0 then $1::uuid else $2::uuid end) else $3::uuid end,
              case when g % 10 < 6 then $4::uuid else null end,
              1, 1 + g % 6,
              c.ids[1 + g % array_length(c.ids, 1)],
              t.ids[1 + (g / 7) % array_length(t.ids, 1)],
              t.ids[1 + (g / 3) % array_length(t.ids, 1)],
              case when g % 3 = 0 then 'cod' else 'prepaid' end,
              case when g % 3 = 0 then 5000 + g % 20000 else 0 end,
              2000 + g % 6000,
              now() - (g % 365) * interval '1 day' - (g % 1440) * interval '1 minute',
              now() - (g % 365) * interval '1 day' - (g % 1440) * interval '1 minute',
              now()
       from generate_series(1, $5::int) g, c, t`,
      [orgAdmin, orgUser, individual, organization, TOTAL],
    );
    await client.query('alter table shipments enable trigger user');
    await client.query('select shipment_rollups_rebuild()');
    await client.query('vacuum analyze shipments');
    await client.query('vacuum analyze shipment_rollups');
    const rollups = (await client.query('select count(*)::int as n from shipment_rollups')).rows[0].n as number;
    console.log(`rollup rows: ${rollups}`);
    const { rows } = await client.query('select count(*)::int as n from shipments');
    console.log(`seeded ${rows[0].n} shipments in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return { orgAdmin, individual, organization };
  } finally {
    await client.end();
  }
}

const ammanToday = () => new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
const daysBefore = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/**
 * The baseline: the same report as a GROUP BY over the shipments themselves, sent straight to
 * PostgreSQL (what a report costs without the rollups and without the API).
 */
function directQuery(scope: string, key: string, from: string, to: string): string {
  return `select ${key} as key, count(*)::int,
      (count(*) filter (where status = 5))::int, (count(*) filter (where status = 6))::int,
      (count(*) filter (where status = 4))::int,
      coalesce(sum(cod_amount_fils) filter (where payment_type = 'cod' and status <> 4), 0)::bigint,
      coalesce(sum(price_fils) filter (where status <> 4), 0)::bigint
    from shipments
    where ${scope} and readiness = 1 and processed_at is not null
      and created_at >= '${from}T00:00:00+03:00' and created_at < '${to}T00:00:00+03:00'::timestamptz + interval '1 day'
    group by ${key} order by count(*) desc limit 500`;
}

async function measureDirect(url: string, query: string) {
  const pool = new pg.Pool({ connectionString: url, max: CONNECTIONS });
  const latencies: number[] = [];
  const until = performance.now() + DURATION * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        await pool.query(query);
        latencies.push(performance.now() - started);
      }
    }),
  );
  await pool.end();
  latencies.sort((a, b) => a - b);
  return percentile(latencies, 95);
}

async function main() {
  await withPostgresDatabase(async (url) => {
    // The server migrates and seeds the demo data; the shipments go in after.
    const server = await startBenchServer('reports', { DATABASE_URL: url });
    try {
      const ids = await seed(url);
      const tokenOf = async (email: string) => {
        const response = await fetch(`${server.url}/api/v1/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: DEMO_PASSWORD }),
        });
        return ((await response.json()) as { access_token: string }).access_token;
      };
      const orgAdmin = await tokenOf('orgadmin@portal.local');
      const individual = await tokenOf('user@portal.local');
      const admin = await tokenOf('admin@portal.local');
      const to = ammanToday();
      const from = daysBefore(to, 29);
      const period = `dateFrom=${from}&dateTo=${to}`;
      const orgScope = `(organization_id = '${ids.organization}' or (created_by_user_id = '${ids.orgAdmin}' and organization_id is null))`;
      const ownScope = `(created_by_user_id = '${ids.individual}' and organization_id is null)`;
      const cases = [
        {
          name: 'organization, 30 days, by courier',
          token: orgAdmin,
          path: `shipments?${period}&groupBy=courier`,
          sql: directQuery(orgScope, 'courier_id', from, to),
        },
        {
          name: 'organization, 30 days, by destination',
          token: orgAdmin,
          path: `shipments?${period}&groupBy=destination`,
          sql: directQuery(orgScope, 'destination_city_id', from, to),
        },
        {
          name: 'organization, 30 days, by origin',
          token: orgAdmin,
          path: `shipments?${period}&groupBy=origin`,
          sql: directQuery(orgScope, 'origin_city_id', from, to),
        },
        {
          name: 'organization, 30 days, by user',
          token: orgAdmin,
          path: `shipments?${period}&groupBy=user`,
          sql: directQuery(orgScope, 'created_by_user_id', from, to),
        },
        {
          name: 'organization, 90 days, by courier',
          token: orgAdmin,
          path: `shipments?dateFrom=${daysBefore(to, 89)}&dateTo=${to}&groupBy=courier`,
          sql: directQuery(orgScope, 'courier_id', daysBefore(to, 89), to),
        },
        {
          name: 'organization, 30 days, statistics',
          token: orgAdmin,
          path: `statistics?${period}`,
          sql: directQuery(orgScope, 'destination_city_id', from, to),
        },
        {
          name: 'organization, dashboard',
          token: orgAdmin,
          path: 'dashboard',
          sql: directQuery(
            orgScope,
            `to_char((created_at at time zone 'UTC') + interval '3 hours', 'YYYY-MM-DD')`,
            from,
            to,
          ),
        },
        {
          name: 'individual, 30 days, by courier',
          token: individual,
          path: `shipments?${period}&groupBy=courier`,
          sql: directQuery(ownScope, 'courier_id', from, to),
        },
        {
          name: 'system admin, platform, 30 days, by courier',
          token: admin,
          path: `shipments?${period}&groupBy=courier`,
          sql: directQuery('true', 'courier_id', from, to),
        },
      ];
      console.log(
        `\nreports on ${TOTAL.toLocaleString('en')} shipments (PostgreSQL), ${CONNECTIONS} connections, ${DURATION} s each; limits: p95 ≤ ${LIMIT_MS} ms and ≤ ${RATIO_LIMIT}× the same GROUP BY sent straight to PostgreSQL`,
      );
      console.log(
        [
          'report'.padEnd(46),
          'req'.padStart(6),
          'API p50'.padStart(9),
          'API p95'.padStart(9),
          'SQL p95'.padStart(9),
          'ratio'.padStart(7),
          '  verdict',
        ].join(''),
      );
      let ok = true;
      for (const c of cases) {
        const check = await fetch(`${server.url}/api/v1/reports/${c.path}`, {
          headers: { authorization: `Bearer ${c.token}` },
        });
        if (check.status !== 200) throw new Error(`${c.path} answered ${check.status}: ${await check.text()}`);
        const api = await measureLoad(c.name, `${server.url}/api/v1/reports/${c.path}`, {
          token: c.token,
          connections: CONNECTIONS,
          duration: DURATION,
        });
        const direct = await measureDirect(url, c.sql);
        const ratio = api.p95 / direct;
        const pass = api.p95 <= LIMIT_MS && ratio <= RATIO_LIMIT;
        ok &&= pass;
        console.log(
          [
            c.name.padEnd(46),
            String(api.requests).padStart(6),
            `${api.p50.toFixed(0)} ms`.padStart(9),
            `${api.p95.toFixed(0)} ms`.padStart(9),
            `${direct.toFixed(0)} ms`.padStart(9),
            `${ratio.toFixed(2)}×`.padStart(7),
            pass ? '  within' : '  OVER',
          ].join(''),
        );
      }
      if (!ok) process.exitCode = 1;
    } finally {
      await server.stop();
    }
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
