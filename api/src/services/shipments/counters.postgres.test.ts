import { Readiness, Role, ShipmentStatus } from '@portal/shared/domain';
import pg from 'pg';
import { shipments, users } from '../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database';

/**
 * The tab counts and report rollups are moved by triggers at commit. Many transactions changing one
 * owner's shipments at once (a courier's events) no longer queue behind each other's open transactions,
 * and the counters still agree with the shipments.
 */
let database: TestDatabase;
let owner: string;
const booked: string[] = [];
const clients: pg.Client[] = [];

async function connect() {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  clients.push(client);
  return client;
}

beforeAll(async () => {
  database = await createTestDatabase();
  const [user] = await database.db
    .insert(users)
    .values({ email: 'counters@example.com', username: 'counters', passwordHash: 'x', role: Role.IndividualUser })
    .returning();
  owner = user.id;
  const rows = await database.db
    .insert(shipments)
    .values(
      Array.from({ length: 24 }, () => ({
        createdByUserId: owner,
        readiness: Readiness.Ready,
        status: ShipmentStatus.Pending,
        processedAt: new Date(),
        priceFils: 1500,
      })),
    )
    .returning({ id: shipments.id });
  booked.push(...rows.map((row) => row.id));
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.end()));
  await database?.dispose();
});

/** The counters as stored, beside the same figures counted from the shipments. */
async function countersAgree(client: pg.Client) {
  const tabs = await client.query(
    `select status, sum(shipments)::int as n from shipment_tab_counts where created_by_user_id = $1 group by status having sum(shipments) <> 0 order by status`,
    [owner],
  );
  const counted = await client.query(
    `select status, count(*)::int as n from shipments where created_by_user_id = $1 group by status order by status`,
    [owner],
  );
  const rollups = await client.query(
    `select status, sum(shipments)::int as n, sum(price_fils)::int as price from shipment_rollups
     where user_id = $1 and dimension = 1 group by status having sum(shipments) <> 0 order by status`,
    [owner],
  );
  const booked = await client.query(
    `select status, count(*)::int as n, sum(price_fils)::int as price from shipments
     where created_by_user_id = $1 and processed_at is not null group by status order by status`,
    [owner],
  );
  expect(tabs.rows).toEqual(counted.rows);
  expect(rollups.rows).toEqual(booked.rows);
}

it("lets another transaction change the same owner's shipment while one is still open", async () => {
  const first = await connect();
  const second = await connect();
  await first.query('begin');
  await first.query('update shipments set status = $1 where id = $2', [ShipmentStatus.PickUp, booked[0]]);
  // Before, the second waited here for the first's commit (the same counter rows): now it goes at once.
  await second.query(`set lock_timeout = '3s'`);
  await second.query('begin');
  await second.query('update shipments set status = $1 where id = $2', [ShipmentStatus.PickUp, booked[1]]);
  await second.query('commit');
  await first.query('commit');
  await countersAgree(second);
});

it('keeps the counters right when many transactions move one owner’s shipments at once, in any order', async () => {
  const pool = await Promise.all(Array.from({ length: 6 }, connect));
  const moves = booked.slice(2).map((id, i) => ({
    id,
    path: i % 3 === 0 ? [ShipmentStatus.Cancelled] : [ShipmentStatus.PickUp, ShipmentStatus.OnGoing],
  }));
  // Each transaction moves several shipments (some one way, some another), so their counter rows cross.
  await Promise.all(
    pool.map(async (client, lane) => {
      await client.query('begin');
      for (const move of moves.filter((_, i) => i % pool.length === lane).reverse())
        for (const status of move.path)
          await client.query('update shipments set status = $1 where id = $2', [status, move.id]);
      await client.query('commit');
    }),
  );
  await countersAgree(pool[0]);
});
