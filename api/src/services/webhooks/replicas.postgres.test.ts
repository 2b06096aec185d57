import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Database, openDatabase } from '../../db/client';
import { createUserAndLogin } from '../../../test/support/fixtures';
import { buildTestApp, call, type TestApp } from '../../../test/support/test-app';
import { createTestDatabase } from '../../../test/support/test-database';

/**
 * Two API replicas on one PostgreSQL database, each with its own pool and its own webhook worker:
 * every delivery reaches the receiver once (SKIP LOCKED claims), whichever worker sent it.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let secondPool: Database;
let first: TestApp;
let second: TestApp;
let receiver: http.Server;
let base: string;
const eventIds: string[] = [];

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    eventIds.push(String(req.headers['portal-event-id']));
    // A little slow, so both workers' passes overlap.
    setTimeout(() => res.writeHead(200).end('ok'), 20);
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  database = await createTestDatabase();
  secondPool = await openDatabase({ driver: 'postgres', url: database.url!, poolSize: 5 });
  // One key for both, as every replica reads WEBHOOK_SECRET_KEY.
  const webhooks = { secretKey: randomBytes(32), allowPrivate: true };
  first = await buildTestApp(database, { webhooks: { ...webhooks, concurrency: 2 } });
  second = await buildTestApp(secondPool, { webhooks: { ...webhooks, concurrency: 2 } });
});

afterAll(async () => {
  await first?.close();
  await second?.close();
  await secondPool?.close();
  await database?.dispose();
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});

describe('webhook workers on two replicas', () => {
  it('deliver each event once', async () => {
    const user = await createUserAndLogin(first);
    const created = await call(first, 'POST', '/api/v1/webhooks', {
      token: user.access_token,
      body: { url: `${base}/hook`, events: ['shipment.created'] },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().endpoint.id as string;
    for (let n = 0; n < 30; n++) {
      const replica = n % 2 ? second : first;
      const queued = await call(replica, 'POST', `/api/v1/webhooks/${id}/test`, { token: user.access_token, body: {} });
      expect(queued.statusCode).toBe(202);
    }
    let delivered = 0;
    for (let pass = 0; pass < 5 && delivered < 30; pass++) {
      const counts = await Promise.all([first.webhooks.processDeliveries(), second.webhooks.processDeliveries()]);
      delivered += counts[0] + counts[1];
    }
    expect(delivered).toBe(30);
    expect(eventIds).toHaveLength(30);
    expect(new Set(eventIds).size).toBe(30);
  });
});
