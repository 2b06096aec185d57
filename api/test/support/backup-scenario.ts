import { Role } from '@portal/shared/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { addresses } from '../../src/db/schema';
import { DEMO_PASSWORD } from '../../src/db/seed/demo';
import { DERIVED_TABLES, LEFT_OUT_TABLES, publicTables } from '../../src/services/backup/backup';
import { inTransaction, quoteIdent } from '../../src/services/backup/sql-session';
import { createOrganization, createUser, createUserAndLogin, login } from './fixtures';
import { addAddress, importCsv, pdfText, referenceIds } from './shipments';
import { call, multipartFile, type TestApp } from './test-app';

/**
 * The data a backup test carries across: the demo seed, plus an individual user with booked
 * shipments, an import, an approved client key and an extra organization, and the passing state a
 * backup leaves out (sessions, an idempotency record, a sent and a pending e-mail).
 */
export interface BackupFacts {
  alice: { email: string; password: string };
  shipment: { id: string; trackingNumber: string };
  clientKey: string;
  reports: Record<string, unknown>;
}

const ammanDay = (offset: number) =>
  new Date(Date.now() + 3 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);

/** What a restored portal must answer exactly as the original did. */
const REPORT_URLS = [
  `/api/v1/reports/shipments?dateFrom=${ammanDay(-30)}&dateTo=${ammanDay(0)}&groupBy=courier`,
  `/api/v1/reports/statistics?dateFrom=${ammanDay(-30)}&dateTo=${ammanDay(0)}`,
  '/api/v1/shipments/tab-counts',
];

async function ok<T = Record<string, unknown>>(
  response: Promise<{ statusCode: number; body: string; json(): unknown }>,
  status = [200, 201],
): Promise<T> {
  const answer = await response;
  if (!status.includes(answer.statusCode)) throw new Error(`answered ${answer.statusCode}: ${answer.body}`);
  return answer.json() as T;
}

/** Books one shipment as `token` (a session or a client key) from `from` to `to`. */
export async function bookShipment(
  app: TestApp,
  token: string,
  addresses: { from: string; to: string },
  reference: string,
): Promise<{ id: string; trackingNumber: string }> {
  const ids = await referenceIds(app);
  const draft = await ok<{ id: string }>(
    call(app, 'POST', '/api/v1/shipments', {
      token,
      body: {
        senderAddressId: addresses.from,
        recipientAddressId: addresses.to,
        parcelTypeId: ids.parcel.get('small-box')!,
        parcelQuantity: 1,
        weightKg: 1,
        paymentType: 'cod',
        codAmountFils: 12_500,
        reference,
      },
    }),
  );
  return ok(
    call(app, 'POST', `/api/v1/shipments/${draft.id}/process`, {
      token,
      body: { courierId: ids.courier.get('FALCON')!, serviceTypeId: ids.service.get('standard')! },
    }),
  );
}

export async function seedForBackup(app: TestApp): Promise<BackupFacts> {
  const alice = await createUserAndLogin(app);
  const home = await addAddress(app, alice, { city: 'Amman', name: 'Alice Home', type: 2 });
  // The import's sender.
  await app.db.update(addresses).set({ isPrimary: true }).where(eq(addresses.id, home.id));
  const hala = await addAddress(app, alice, { city: 'Irbid', name: 'Hala Saleh' });
  const shipment = await bookShipment(app, alice.access_token, { from: home.id, to: hala.id }, 'BK-1');
  await bookShipment(app, alice.access_token, { from: home.id, to: hala.id }, 'BK-2');

  // A client key, requested, approved by the system admin and revealed.
  const requested = await ok<{ id: string }>(
    call(app, 'POST', '/api/v1/api-keys', {
      token: alice.access_token,
      body: { name: 'Shop', purpose: 'Books parcels from our shop', expiresInDays: 365, scope: 'read-write' },
    }),
  );
  const admin = await login(app, 'admin@portal.local', DEMO_PASSWORD);
  const pending = await ok<{ version: number }>(
    call(app, 'GET', `/api/v1/admin/api-keys/${requested.id}`, { token: admin.access_token }),
  );
  await ok(
    call(app, 'POST', `/api/v1/admin/api-keys/${requested.id}/approve`, {
      token: admin.access_token,
      body: { version: pending.version },
    }),
  );
  const { secret } = await ok<{ secret: string }>(
    call(app, 'POST', `/api/v1/api-keys/${requested.id}/reveal`, { token: alice.access_token }),
  );
  await bookShipment(app, secret, { from: home.id, to: hala.id }, 'BK-KEY');

  // An import of three rows (drafts and the import's results).
  const file = multipartFile(importCsv(['Lina Odeh', 'Omar Khalil', 'Yara Nasser']), { fileName: 'orders.csv' });
  await ok(
    app.inject({
      method: 'POST',
      url: '/api/v1/shipments/imports',
      payload: file.payload,
      headers: { ...file.headers, authorization: `Bearer ${alice.access_token}` },
    }),
  );

  // Another organization with its admin and user.
  const organization = await createOrganization(app);
  await createUser(app, { role: Role.OrgAdmin, organizationId: organization.id });
  await createUser(app, { role: Role.OrgUser, organizationId: organization.id });

  // Passing state: an idempotency record, a sent e-mail and a pending one.
  await ok(
    call(app, 'POST', '/api/v1/shipments', {
      token: alice.access_token,
      body: { reference: 'BK-IDEMPOTENT' },
      headers: { 'idempotency-key': 'backup-test-1' },
    }),
  );
  await ok(call(app, 'POST', '/api/v1/auth/forget-password', { body: { email: alice.email } }), [200, 202, 204]);
  await app.mail.processOutbox();
  await ok(
    call(app, 'POST', '/api/v1/auth/forget-password', { body: { email: 'user@portal.local' } }),
    [200, 202, 204],
  );

  const reports: Record<string, unknown> = {};
  for (const url of REPORT_URLS) reports[url] = await ok(call(app, 'GET', url, { token: alice.access_token }));
  return { alice: { email: alice.email, password: alice.password }, shipment, clientKey: secret, reports };
}

/** Every table's rows as PostgreSQL renders them (times in UTC), sorted: the same data reads the same. */
export async function tableRows(database: Database): Promise<Map<string, string[]>> {
  return inTransaction(database, ['set local timezone = utc'], async (session) => {
    const tables = new Map<string, string[]>();
    for (const table of await publicTables(session)) {
      const rows = await session.query<{ j: string }>(`select row_to_json(t)::text as j from ${quoteIdent(table)} t`);
      tables.set(
        table,
        rows.map((row) => row.j).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
      );
    }
    return tables;
  });
}

/**
 * What a restore must bring back from the source's rows: everything, except what a backup leaves
 * out (passing state, sent messages and their attempts) and the rollups' zero rows (a recount has
 * none; a share taken back to zero stays as a row).
 */
export function expectedAfterRestore(source: Map<string, string[]>): Map<string, string[]> {
  const parse = (json: string) => JSON.parse(json) as Record<string, unknown>;
  const sent = new Set(
    (source.get('outbox') ?? [])
      .map(parse)
      .filter((row) => row.status === 'sent')
      .map((row) => row.id),
  );
  const expected = new Map<string, string[]>();
  for (const [table, rows] of source) {
    if (LEFT_OUT_TABLES.includes(table)) expected.set(table, []);
    else if (table === 'outbox')
      expected.set(
        table,
        rows.filter((row) => !sent.has(parse(row).id)),
      );
    else if (table === 'webhook_delivery_attempts')
      expected.set(
        table,
        rows.filter((row) => !sent.has(parse(row).delivery_id)),
      );
    else if (table in DERIVED_TABLES)
      expected.set(
        table,
        rows.filter((row) => Number(parse(row).shipments) !== 0),
      );
    else expected.set(table, rows);
  }
  return expected;
}

/** On a restored portal: sign-in, the shipment, its label, the reports, the key, and a new booking. */
export async function expectRestoredPortal(app: TestApp, facts: BackupFacts): Promise<void> {
  const alice = await login(app, facts.alice.email, facts.alice.password);
  await login(app, 'orgadmin@portal.local', DEMO_PASSWORD);

  const shipment = await call(app, 'GET', `/api/v1/shipments/${facts.shipment.id}`, { token: alice.access_token });
  expect(shipment.statusCode).toBe(200);
  expect(shipment.json().trackingNumber).toBe(facts.shipment.trackingNumber);

  const label = await call(app, 'GET', `/api/v1/shipments/${facts.shipment.id}/label?size=4x6`, {
    token: alice.access_token,
  });
  expect(label.statusCode).toBe(200);
  expect(label.headers['content-type']).toContain('application/pdf');
  expect(pdfText(label.rawPayload)).toContain(facts.shipment.trackingNumber);

  for (const [url, answer] of Object.entries(facts.reports)) {
    const now = await call(app, 'GET', url, { token: alice.access_token });
    expect({ url, answer: now.json() }).toEqual({ url, answer });
  }

  // The client key still works, and a new booking gets a tracking number of its own.
  const listed = await call(app, 'GET', '/api/v1/shipments?tab=all', { token: facts.clientKey });
  expect(listed.statusCode).toBe(200);
  const book = (await call(app, 'GET', '/api/v1/addresses', { token: alice.access_token })).json().items as {
    id: string;
    name: string;
  }[];
  const home = book.find((address) => address.name === 'Alice Home')!;
  const hala = book.find((address) => address.name === 'Hala Saleh')!;
  const fresh = await bookShipment(app, facts.clientKey, { from: home.id, to: hala.id }, 'BK-AFTER');
  expect(fresh.trackingNumber).toMatch(/\S/);
  expect(fresh.trackingNumber).not.toBe(facts.shipment.trackingNumber);
  expect(fresh.id).not.toBe(facts.shipment.id);
}
