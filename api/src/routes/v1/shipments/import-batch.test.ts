import { ApiKeyStatus, Role, SHIPMENT_IMPORT_COLUMNS } from '@portal/shared/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { seedDatabase } from '../../../db/seed';
import { addresses, apiKeys, importResults, rates, shipments } from '../../../db/schema';
import { generateApiKey } from '../../../lib/api-keys';
import { createUserAndLogin } from '../../../../test/support/fixtures';
import { buildTestApp, call, multipartFile, type TestApp } from '../../../../test/support/test-app';
import { createTestDatabase } from '../../../../test/support/test-database';
import { addAddress, referenceIds } from '../../../../test/support/shipments';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: TestApp;
type Account = Awaited<ReturnType<typeof createUserAndLogin>>;
let alice: Account;
let carol: Account;
let bob: Account;
let ids: Awaited<ReturnType<typeof referenceIds>>;

type Fields = Partial<Record<(typeof SHIPMENT_IMPORT_COLUMNS)[number]['key'], string>>;
const row = (fields: Fields) =>
  SHIPMENT_IMPORT_COLUMNS.map(
    (c) =>
      ({
        recipient_phone: '0791234567',
        country: 'Jordan',
        address_line: 'Main Street',
        quantity: '1',
        parcel_type: 'small-box',
        weight_kg: '1',
        ...fields,
      })[c.key] ?? '',
  ).join(',');

/**
 * Rows 2–6: Irbid (ORDER-1), Tafilah (no courier goes there), Irbid as a custom parcel whose weight is then
 * cleared (incomplete), Irbid reusing ORDER-1, Irbid.
 */
const FILE = [
  SHIPMENT_IMPORT_COLUMNS.map((c) => c.key).join(','),
  row({ recipient_name: 'Hala', city: 'Irbid', reference: 'ORDER-1' }),
  row({ recipient_name: 'Basel', city: 'Tafilah', reference: 'ORDER-2' }),
  row({ recipient_name: 'Noor', city: 'Irbid', parcel_type: '', weight_kg: '2' }),
  row({ recipient_name: 'Omar', city: 'Irbid', reference: 'ORDER-1' }),
  row({ recipient_name: 'Sara', city: 'Irbid', reference: 'ORDER-5', weight_kg: '3' }),
].join('\n');

interface Option {
  courierId: string;
  serviceTypeId: string;
  priceFils: number;
  transitDays: number;
}
interface PreviewRow {
  row: number;
  shipmentId: string;
  reference: string | null;
  duplicateReference: boolean;
  options: Option[];
  chosen: Option | null;
  problem: { field: string | null; message: string } | null;
}
interface Preview {
  rows: PreviewRow[];
  total: number;
  totalFils: number;
  chosenCount: number;
  duplicateCount: number;
  choices: { row: number; courierId: string; serviceTypeId: string; priceFils: number }[];
  uncovered: { row: number; field: string | null; message: string }[];
}
interface BuyResult {
  row: number;
  outcome: string;
  trackingNumber: string | null;
  priceFils: number | null;
  newPriceFils: number | null;
  field: string | null;
  message: string | null;
}

let importId: string;
const url = (path: string) => `/api/v1/shipments/imports/${importId}/batch/${path}`;
const preview = async (body: object, token = alice.access_token, lang = 'en') => {
  const response = await call(app, 'POST', url('preview'), { token, lang, body });
  expect(response.statusCode).toBe(200);
  return response.json() as Preview;
};
const buy = (rows: object[], token = alice.access_token) => call(app, 'POST', url('buy'), { token, body: { rows } });
const byRow = (answer: Preview) => new Map(answer.rows.map((r) => [r.row, r]));
const same = (a: { courierId: string; serviceTypeId: string }, b: { courierId: string; serviceTypeId: string }) =>
  a.courierId === b.courierId && a.serviceTypeId === b.serviceTypeId;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database);
  await seedDatabase(app.db, { demo: true, passwords: app.passwords });
  ids = await referenceIds(app);
  alice = await createUserAndLogin(app, { role: Role.OrgUser });
  carol = await createUserAndLogin(app, { role: Role.OrgUser, organizationId: alice.organizationId! });
  bob = await createUserAndLogin(app);
  const home = await addAddress(app, alice, { city: 'Amman', name: 'Alice Home', type: 2 });
  await app.db.update(addresses).set({ isPrimary: true }).where(eq(addresses.id, home.id));
  const body = multipartFile(FILE, { fileName: 'batch.csv' });
  const uploaded = await app.inject({
    method: 'POST',
    url: '/api/v1/shipments/imports',
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${alice.access_token}` },
  });
  expect(uploaded.statusCode).toBe(201);
  importId = uploaded.json().import.id;
  await app.db.update(shipments).set({ weightKg: null }).where(eq(shipments.id, uploaded.json().shipmentIds[2]));
});

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

describe('batch preview', () => {
  it('chooses the cheapest option per row, lists uncovered rows with why, marks reused references', async () => {
    const answer = await preview({ rule: 'cheapest' });
    const rows = byRow(answer);
    expect(answer.total).toBe(5);
    expect([...rows.keys()]).toEqual([2, 3, 4, 5, 6]);
    for (const n of [2, 5, 6]) {
      const { options, chosen } = rows.get(n)!;
      expect(options.length).toBeGreaterThan(1);
      expect(chosen!.priceFils).toBe(Math.min(...options.map((o) => o.priceFils)));
    }
    expect(rows.get(3)).toMatchObject({
      chosen: null,
      options: [],
      problem: { field: 'recipient.cityId', message: 'No courier delivers to Tafilah' },
    });
    expect(rows.get(4)!.problem).toMatchObject({ field: 'weightKg' });
    expect(rows.get(4)!.problem!.message).toMatch(/^Complete the shipment before processing it — weightKg: /);
    expect(answer.uncovered.map((u) => [u.row, u.field])).toEqual([
      [3, 'recipient.cityId'],
      [4, 'weightKg'],
    ]);
    // ORDER-1 is on two rows: both are marked, neither refused.
    expect([...rows.values()].filter((r) => r.duplicateReference).map((r) => r.row)).toEqual([2, 5]);
    expect(answer.duplicateCount).toBe(2);
    expect(answer.chosenCount).toBe(3);
    expect(answer.choices.map((c) => c.row)).toEqual([2, 5, 6]);
    expect(answer.totalFils).toBe([2, 5, 6].reduce((sum, n) => sum + rows.get(n)!.chosen!.priceFils, 0));

    const arabic = byRow(await preview({ rule: 'cheapest' }, alice.access_token, 'ar'));
    expect(arabic.get(3)!.problem!.message).toBe('لا توجد شركة شحن توصل إلى الطفيلة');
  });

  it('offers each row the options, prices and days the single shipment’s rates answer gives', async () => {
    const rows = byRow(await preview({ rule: 'cheapest' }));
    for (const n of [2, 5, 6]) {
      const single = await call(app, 'GET', `/api/v1/shipments/${rows.get(n)!.shipmentId}/rates`, {
        token: alice.access_token,
      });
      const items = single.json().items as {
        courier: { id: string };
        serviceType: { id: string };
        priceFils: number;
        transitDays: number;
      }[];
      expect(rows.get(n)!.options.map((o) => [o.courierId, o.serviceTypeId, o.priceFils, o.transitDays])).toEqual(
        items.map((i) => [i.courier.id, i.serviceType.id, i.priceFils, i.transitDays]),
      );
    }
  });

  it('chooses the fastest, the cheapest within N days, one service for all, and per-row overrides', async () => {
    const fastest = byRow(await preview({ rule: 'fastest' }));
    const options = fastest.get(6)!.options;
    const fewestDays = Math.min(...options.map((o) => o.transitDays));
    expect(fastest.get(6)!.chosen).toMatchObject({ transitDays: fewestDays });
    expect(fastest.get(6)!.chosen!.priceFils).toBe(
      Math.min(...options.filter((o) => o.transitDays === fewestDays).map((o) => o.priceFils)),
    );

    const mostDays = Math.max(...options.map((o) => o.transitDays));
    const within = byRow(await preview({ rule: 'cheapestWithin', withinDays: fewestDays }));
    expect(within.get(6)!.chosen!.transitDays).toBeLessThanOrEqual(fewestDays);
    expect(within.get(6)!.chosen!.priceFils).toBe(
      Math.min(...options.filter((o) => o.transitDays <= fewestDays).map((o) => o.priceFils)),
    );
    if (fewestDays > 0) {
      const none = byRow(await preview({ rule: 'cheapestWithin', withinDays: fewestDays - 1 }));
      expect(none.get(6)).toMatchObject({ chosen: null, problem: { field: 'withinDays' } });
    }
    expect(mostDays).toBeGreaterThanOrEqual(fewestDays);

    const falcon = { courierId: ids.courier.get('FALCON')!, serviceTypeId: ids.service.get('standard')! };
    const other = options.find((o) => !same(o, falcon))!;
    const answer = await preview({
      rule: 'service',
      ...falcon,
      overrides: [{ row: 6, courierId: other.courierId, serviceTypeId: other.serviceTypeId }],
    });
    const rows = byRow(answer);
    expect(same(rows.get(2)!.chosen!, falcon)).toBe(true);
    expect(same(rows.get(6)!.chosen!, other)).toBe(true);
    expect(rows.get(6)!.chosen!.priceFils).toBe(other.priceFils);
    expect(answer.totalFils).toBe(answer.choices.reduce((sum, c) => sum + c.priceFils, 0));
  });

  it('refuses bad input with a 400 naming the field, in the caller’s language', async () => {
    const cases: [object, string][] = [
      [{ rule: 'cheapestWithin' }, 'withinDays'],
      [{ rule: 'service', serviceTypeId: ids.service.get('standard') }, 'courierId'],
      [
        {
          rule: 'cheapest',
          overrides: [{ row: 99, courierId: ids.courier.get('FALCON'), serviceTypeId: ids.service.get('standard') }],
        },
        'overrides.0.row',
      ],
      [{ rule: 'dearest' }, 'rule'],
      [{ rule: 'cheapest', withinDays: -1 }, 'withinDays'],
      [{ rule: 'service', courierId: 'nope', serviceTypeId: ids.service.get('standard') }, 'courierId'],
    ];
    for (const [body, field] of cases) {
      const response = await call(app, 'POST', url('preview'), { token: alice.access_token, lang: 'ar', body });
      expect(response.statusCode).toBe(400);
      const details = response.json().details as { field: string; message: string }[];
      expect(details.map((d) => d.field)).toContain(field);
      expect(details[0].message).toMatch(/[\u0600-\u06FF]/);
    }
    for (const [rows, field] of [
      [[], 'rows'],
      [[{ row: 99, courierId: null, serviceTypeId: null, priceFils: null }], 'rows.0.row'],
      [
        [
          { row: 3, courierId: null, serviceTypeId: null, priceFils: null },
          { row: 3, courierId: null, serviceTypeId: null, priceFils: null },
        ],
        'rows.1.row',
      ],
      [[{ row: 6, courierId: ids.courier.get('FALCON'), serviceTypeId: null, priceFils: 100 }], 'rows.0.serviceTypeId'],
      [
        [{ row: 6, courierId: ids.courier.get('FALCON'), serviceTypeId: ids.service.get('standard'), priceFils: -5 }],
        'rows.0.priceFils',
      ],
    ] as [object[], string][]) {
      const response = await buy(rows);
      expect(response.statusCode).toBe(400);
      expect((response.json().details as { field: string }[]).map((d) => d.field)).toContain(field);
    }
    // Nothing was written by the refused calls.
    expect(await app.db.select().from(importResults).where(eq(importResults.importId, importId))).toEqual([]);
  });
});

describe('buying, results, retry', () => {
  let shown: Preview;
  let heldBack: Option;

  it('books the chosen rows at the prices shown and holds back a row whose rate changed', async () => {
    const cheapest = byRow(await preview({ rule: 'cheapest' }));
    // Row 6 takes another service than rows 2 and 5; that service's rate then changes before buying.
    heldBack = cheapest.get(6)!.options.find((o) => !same(o, cheapest.get(2)!.chosen!))!;
    shown = await preview({
      rule: 'cheapest',
      overrides: [{ row: 6, courierId: heldBack.courierId, serviceTypeId: heldBack.serviceTypeId }],
    });
    await app.db
      .update(rates)
      .set({ basePriceFils: sql`${rates.basePriceFils} + 250` })
      .where(and(eq(rates.courierId, heldBack.courierId), eq(rates.serviceTypeId, heldBack.serviceTypeId)));

    const rows = [
      ...shown.choices,
      ...shown.uncovered.map((u) => ({ row: u.row, courierId: null, serviceTypeId: null, priceFils: null })),
    ].sort((a, b) => a.row - b.row);
    const response = await buy(rows);
    expect(response.statusCode).toBe(200);
    const results = (response.json() as { results: BuyResult[] }).results;
    expect(results.map((r) => [r.row, r.outcome, r.field])).toEqual([
      [2, 'processed', null],
      [3, 'notCovered', 'recipient.cityId'],
      [4, 'failed', 'weightKg'],
      [5, 'processed', null],
      [6, 'priceChanged', 'priceFils'],
    ]);
    const held = results.find((r) => r.row === 6)!;
    expect(held).toMatchObject({ priceFils: heldBack.priceFils, newPriceFils: heldBack.priceFils + 250 });
    expect(held.message).toMatch(/The price changed since the preview: now \d+\.\d{3} JOD/);

    // The total shown, less the row held back, is what was booked, to the fils.
    const booked = await app.db
      .select()
      .from(shipments)
      .where(and(eq(shipments.importId, importId), inArray(shipments.importRow, [2, 5])));
    const bookedFils = booked.reduce((sum, s) => sum + s.priceFils!, 0);
    expect(bookedFils).toBe(shown.totalFils - heldBack.priceFils);
    const [six] = await app.db
      .select()
      .from(shipments)
      .where(and(eq(shipments.importId, importId), eq(shipments.importRow, 6)));
    expect(six).toMatchObject({ trackingNumber: null, status: null });
  });

  it('keeps the outcomes on the import: a reload or another member sees them; a stranger gets 404', async () => {
    for (const token of [alice.access_token, carol.access_token]) {
      const response = await call(app, 'GET', url('results'), { token });
      expect(response.statusCode).toBe(200);
      const answer = response.json();
      expect(answer.counts).toEqual({ processed: 2, notCovered: 1, failed: 1, priceChanged: 1 });
      expect(answer.total).toBe(5);
      expect(answer.bookedFils).toBe(shown.totalFils - heldBack.priceFils);
      const items = answer.items as (BuyResult & { reference: string; courier: { name: string } | null })[];
      expect(items.map((i) => i.row)).toEqual([2, 3, 4, 5, 6]);
      expect(items[0]).toMatchObject({
        outcome: 'processed',
        reference: 'ORDER-1',
        trackingNumber: expect.stringMatching(/^PT/),
      });
      expect(items[0].courier?.name).toBeTruthy();
      expect(items[1]).toMatchObject({ outcome: 'notCovered', field: 'recipient.cityId' });
    }
    const arabic = await call(app, 'GET', url('results'), { token: carol.access_token, lang: 'ar' });
    expect(arabic.json().items[1].message).toBe('لا توجد شركة شحن توصل إلى الطفيلة');

    for (const [method, path, body] of [
      ['GET', 'results', undefined],
      ['POST', 'preview', { rule: 'cheapest' }],
      ['POST', 'buy', { rows: [{ row: 6, courierId: null, serviceTypeId: null, priceFils: null }] }],
    ] as const) {
      const response = await call(app, method, url(path), { token: bob.access_token, body });
      expect(response.statusCode).toBe(404);
    }
  });

  it('retries only the rows not booked, with another choice, and books nothing twice', async () => {
    const before = await app.db.select().from(shipments).where(eq(shipments.importId, importId));
    const retry = await preview({ rule: 'fastest', scope: 'retry' });
    expect(retry.rows.map((r) => r.row)).toEqual([3, 4, 6]);
    const response = await buy(retry.choices);
    expect((response.json() as { results: BuyResult[] }).results.map((r) => [r.row, r.outcome])).toEqual([
      [6, 'processed'],
    ]);
    const after = await app.db.select().from(shipments).where(eq(shipments.importId, importId));
    const tracking = (list: typeof before) => new Map(list.map((s) => [s.importRow, s.trackingNumber]));
    for (const n of [2, 5]) expect(tracking(after).get(n)).toBe(tracking(before).get(n));
    expect(tracking(after).get(6)).toMatch(/^PT/);

    const results = (await call(app, 'GET', url('results'), { token: alice.access_token })).json();
    expect(results.counts).toEqual({ processed: 3, notCovered: 1, failed: 1, priceChanged: 0 });
    expect((await preview({ rule: 'cheapest', scope: 'retry' })).rows.map((r) => r.row)).toEqual([3, 4]);
  });

  it('lets a read-only API key preview and read results, not buy (x-changes-data)', async () => {
    // Org members hold no keys: the organization's admin does, and reaches the organization's imports.
    const admin = await createUserAndLogin(app, { role: Role.OrgAdmin, organizationId: alice.organizationId! });
    const key = generateApiKey('client');
    await app.db.insert(apiKeys).values({
      kind: 'client',
      name: 'batch',
      prefix: key.prefix,
      secretHash: key.secretHash,
      status: ApiKeyStatus.Active,
      ownerUserId: admin.id,
      ownerOrganizationId: alice.organizationId,
      scope: 'read',
    });
    expect(
      (await call(app, 'POST', url('preview'), { token: key.plaintext, body: { rule: 'cheapest' } })).statusCode,
    ).toBe(200);
    expect((await call(app, 'GET', url('results'), { token: key.plaintext })).statusCode).toBe(200);
    const refused = await buy([{ row: 3, courierId: null, serviceTypeId: null, priceFils: null }], key.plaintext);
    expect(refused.statusCode).toBe(403);
    const document = app.swagger() as unknown as {
      paths: Record<string, Record<string, { 'x-changes-data': boolean }>>;
    };
    const base = '/api/v1/shipments/imports/{id}/batch';
    expect(document.paths[`${base}/preview`].post['x-changes-data']).toBe(false);
    expect(document.paths[`${base}/buy`].post['x-changes-data']).toBe(true);
    expect(document.paths[`${base}/results`].get['x-changes-data']).toBe(false);
  });
});

describe('a draft edited after the preview', () => {
  it('is priced anew at Buy and held back when its price changed; the rest of the chunk is bought', async () => {
    const file = [
      SHIPMENT_IMPORT_COLUMNS.map((c) => c.key).join(','),
      row({ recipient_name: 'Lina', city: 'Irbid', reference: 'EDIT-1' }),
      row({ recipient_name: 'Rami', city: 'Irbid', reference: 'EDIT-2' }),
    ].join('\n');
    const body = multipartFile(file, { fileName: 'edited.csv' });
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/v1/shipments/imports',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${alice.access_token}` },
    });
    const editedImport = uploaded.json().import.id;
    const [first] = uploaded.json().shipmentIds as string[];
    const path = (name: string) => `/api/v1/shipments/imports/${editedImport}/batch/${name}`;
    const shown = (
      await call(app, 'POST', path('preview'), { token: alice.access_token, body: { rule: 'cheapest' } })
    ).json() as Preview;
    // Edited meanwhile (its version moves on): 40 kg costs more than the 1 kg shown.
    const edit = await call(app, 'PATCH', `/api/v1/shipments/${first}`, {
      token: alice.access_token,
      body: { version: 1, weightKg: 40 },
    });
    expect(edit.statusCode).toBe(200);
    const answer = await call(app, 'POST', path('buy'), { token: alice.access_token, body: { rows: shown.choices } });
    const results = (answer.json() as { results: BuyResult[] }).results;
    expect(results.map((r) => [r.row, r.outcome])).toEqual([
      [2, 'priceChanged'],
      [3, 'processed'],
    ]);
    expect(results[0].newPriceFils).toBeGreaterThan(results[0].priceFils!);
    const [stored] = await app.db.select().from(shipments).where(eq(shipments.id, first));
    expect(stored).toMatchObject({ trackingNumber: null, weightKg: 40 });
  });
});
