import { randomBytes, randomUUID } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { drizzle } from 'drizzle-orm/pglite';
import { createUser } from '../../test/support/fixtures';
import { startTestApp, type StartedTestApp } from '../../test/support/test-app';
import { openDatabase } from '../db/client';
import { outbox, webhookEndpoints } from '../db/schema';
import { migrationsFolder } from '../paths';
import { createOutbox, enqueue, type OutboxMessage, SendFailure } from './outbox';

let app: StartedTestApp;
let ownerId: string;

beforeAll(async () => {
  app = await startTestApp();
  ownerId = (await createUser(app)).id;
});

afterAll(async () => {
  await app?.closeWithDatabase();
});

async function endpoint(): Promise<string> {
  const [row] = await app.db
    .insert(webhookEndpoints)
    .values({
      createdByUserId: ownerId,
      url: 'https://hooks.example/portal',
      events: ['shipment.created'],
      secretCiphertext: randomBytes(32).toString('base64'),
    })
    .returning({ id: webhookEndpoints.id });
  return row.id;
}

const statusOf = async (id: string) =>
  (await app.db.select({ status: outbox.status }).from(outbox).where(eq(outbox.id, id)))[0]?.status;

describe('queueing', () => {
  it('keeps one message per dedupe key: a second enqueue with the key is dropped', async () => {
    const key = `recipient:${randomUUID()}:delivered:sms`;
    const first = await enqueue(app.db, {
      kind: 'sms',
      topic: 't',
      recipient: '+962790000000',
      payload: {},
      dedupeKey: key,
    });
    const second = await enqueue(app.db, {
      kind: 'sms',
      topic: 't',
      recipient: '+962790000000',
      payload: {},
      dedupeKey: key,
    });
    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
    expect(await app.db.select().from(outbox).where(eq(outbox.dedupeKey, key))).toHaveLength(1);
  });

  it('sends a message queued for later only once its time has come', async () => {
    const sent: string[] = [];
    let clock = Date.now();
    const worker = createOutbox({ db: app.db, log: app.log, now: () => new Date(clock) });
    worker.register('sms', { send: async (message) => void sent.push(message.id), retryAt: () => null });
    const id = (await enqueue(app.db, {
      kind: 'sms',
      topic: 'later',
      recipient: '+962790000001',
      payload: { text: 'at eight' },
      notBefore: new Date(clock + 3_600_000),
    }))!;
    await worker.process(['sms']);
    expect(sent).not.toContain(id);
    clock += 3_600_000;
    await worker.process(['sms']);
    expect(sent).toContain(id);
    expect(await statusOf(id)).toBe('sent');
  });
});

describe('a kind with its own sender', () => {
  it('retries a failed message when its sender says, gives up when it says no more, and records the error', async () => {
    const worker = createOutbox({ db: app.db, log: app.log, now: () => new Date() });
    let calls = 0;
    worker.register('sms', {
      send: async (message) => {
        if (message.topic !== 'flaky') return;
        calls += 1;
        throw new SendFailure('gateway answered 503', 503, 'busy');
      },
      // One retry, at once; then give up.
      retryAt: (message, at) => (message.attempts < 2 ? at : null),
    });
    const id = (await enqueue(app.db, { kind: 'sms', topic: 'flaky', recipient: '+962790000002', payload: {} }))!;
    await worker.process(['sms']);
    const [afterFirst] = await app.db.select().from(outbox).where(eq(outbox.id, id));
    expect(afterFirst).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastStatusCode: 503,
      lastError: 'gateway answered 503',
    });
    await worker.process(['sms']);
    const [afterSecond] = await app.db.select().from(outbox).where(eq(outbox.id, id));
    expect(afterSecond).toMatchObject({ status: 'failed', attempts: 2 });
    await worker.process(['sms']);
    expect(calls).toBe(2);
  });

  it('writes outcomes that end together in one go, and one that cannot be written costs the others nothing', async () => {
    const worker = createOutbox({ db: app.db, log: app.log, now: () => new Date() });
    const written: number[] = [];
    // All four end in the same instant: when the last has started.
    let started = 0;
    let endAll = () => {};
    const ended = new Promise<void>((resolve) => (endAll = resolve));
    worker.register('sms', {
      concurrency: 4,
      send: () => {
        if (++started === 4) endAll();
        return ended;
      },
      retryAt: () => null,
      settle: async (_tx, attempts) => {
        written.push(attempts.length);
        if (attempts.some(({ message }) => message.topic === 'unwritable')) throw new Error('log refused');
      },
    });
    const queue = (topic: string) =>
      enqueue(app.db, { kind: 'sms', topic, recipient: '+962790000003', payload: {} }) as Promise<string>;
    const good = [await queue('fine'), await queue('fine'), await queue('fine')];
    const bad = await queue('unwritable');
    await worker.process(['sms']);
    expect(Math.max(...written)).toBeGreaterThan(1);
    for (const id of good) expect(await statusOf(id)).toBe('sent');
    // Its outcome was not written: it stays claimed until its lease runs out, then goes again.
    expect(await statusOf(bad)).toBe('sending');
  });

  it('leaves other kinds alone: a pass over one kind sends none of another', async () => {
    const worker = createOutbox({ db: app.db, log: app.log, now: () => new Date() });
    const sent: string[] = [];
    worker.register('sms', { send: async (message) => void sent.push(message.id), retryAt: () => null });
    worker.register('mail', { send: async (message) => void sent.push(message.id), retryAt: () => null });
    const mail = (await enqueue(app.db, { kind: 'mail', topic: 'x', recipient: 'a@example.com', payload: {} }))!;
    await worker.process(['sms']);
    expect(sent).not.toContain(mail);
    await worker.process(['mail']);
    expect(sent).toContain(mail);
  });
});

describe('the running worker', () => {
  it('keeps sending to a healthy endpoint while a slow one holds all of its own slots', async () => {
    const slow = await endpoint();
    const healthy = await endpoint();
    const sentAt = new Map<string, number>();
    const release: (() => void)[] = [];
    const worker = createOutbox({ db: app.db, log: app.log, now: () => new Date() });
    worker.register('webhook', {
      concurrency: 6,
      perEndpoint: 2,
      send: async (message: OutboxMessage) => {
        // The slow receiver answers only when the test lets it.
        if (message.endpointId === slow) await new Promise<void>((resolve) => release.push(resolve));
        sentAt.set(message.id, Date.now());
      },
      retryAt: () => null,
    });
    const older = new Date(Date.now() - 60_000);
    for (let i = 0; i < 10; i += 1)
      await enqueue(app.db, {
        kind: 'webhook',
        topic: 'shipment.created',
        endpointId: slow,
        payload: {},
        notBefore: older,
      });
    worker.start(60_000);
    try {
      const started = Date.now();
      const fast: string[] = [];
      for (let i = 0; i < 5; i += 1)
        fast.push(
          (await enqueue(app.db, { kind: 'webhook', topic: 'shipment.created', endpointId: healthy, payload: {} }))!,
        );
      worker.wake();
      const deadline = Date.now() + 10_000;
      while (fast.some((id) => !sentAt.has(id)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
      expect(fast.every((id) => sentAt.has(id))).toBe(true);
      // The slow endpoint got no more than its two slots, and all five healthy deliveries went meanwhile.
      expect(release.length).toBe(2);
      expect(Math.max(...fast.map((id) => sentAt.get(id)!)) - started).toBeLessThan(5_000);
      const [{ sending }] = await app.db
        .select({ sending: sql<number>`count(*)::int` })
        .from(outbox)
        .where(sql`${outbox.endpointId} = ${slow} and ${outbox.status} = 'sending'`);
      expect(sending).toBe(2);
    } finally {
      // Let the slow receiver answer everything, so closing does not wait on it.
      const drain = setInterval(() => release.splice(0).forEach((resolve) => resolve()), 10);
      await worker.close();
      clearInterval(drain);
    }
  });
});

describe('the move from the two earlier outboxes', () => {
  it('carries queued mail and webhook deliveries, with their attempt logs, into the one outbox', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'outbox-migration-'));
    const database = await openDatabase({ driver: 'pglite' });
    try {
      // The migrations as they were before the outbox: the journal cut before it.
      await cp(migrationsFolder, folder, { recursive: true });
      const journalFile = path.join(folder, 'meta', '_journal.json');
      const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
      const cut = journal.entries.findIndex((entry) => entry.tag === '0017_outbox');
      await writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
      const db = drizzle({ client: database.pglite! });
      await migrate(db, { migrationsFolder: folder });

      const user = randomUUID();
      const hook = randomUUID();
      const delivery = randomUUID();
      await database.pglite!.exec(`
        insert into users (id, email, username, password_hash) values ('${user}', 'o@example.com', 'o', 'x');
        insert into webhook_endpoints (id, created_by_user_id, url, events, secret_ciphertext)
          values ('${hook}', '${user}', 'https://hooks.example/a', '{shipment.created}', 'c');
        insert into email_outbox (to_address, template, locale, subject, text_body, html_body)
          values ('o@example.com', 'password-reset', 'ar', 'S', 'T', '<p>H</p>');
        insert into webhook_deliveries (id, endpoint_id, event_id, event_type, body, status, attempts, last_status_code)
          values ('${delivery}', '${hook}', '${randomUUID()}', 'shipment.created', '{"a":1}', 'delivered', 2, 200);
        insert into webhook_delivery_attempts (delivery_id, status_code, duration_ms) values ('${delivery}', 200, 12);
      `);

      await database.migrate();
      const rows = await database.db.select().from(outbox).orderBy(outbox.kind);
      expect(rows).toMatchObject([
        {
          kind: 'mail',
          topic: 'password-reset',
          recipient: 'o@example.com',
          locale: 'ar',
          status: 'pending',
          payload: { subject: 'S', text: 'T', html: '<p>H</p>' },
        },
        {
          id: delivery,
          kind: 'webhook',
          topic: 'shipment.created',
          endpointId: hook,
          status: 'sent',
          attempts: 2,
          lastStatusCode: 200,
          payload: { body: '{"a":1}' },
        },
      ]);
      const attempts = await database.pglite!.query<{ n: number }>(
        `select count(*)::int as n from webhook_delivery_attempts where delivery_id = '${delivery}'`,
      );
      expect(attempts.rows[0].n).toBe(1);
      const old = await database.pglite!.query<{ n: number }>(
        `select count(*)::int as n from pg_tables where tablename in ('email_outbox', 'webhook_deliveries')`,
      );
      expect(old.rows[0].n).toBe(0);
    } finally {
      await database.close();
      await rm(folder, { recursive: true, force: true });
    }
  });
});
