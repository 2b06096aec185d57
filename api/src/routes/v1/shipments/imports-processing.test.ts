import { Readiness, ShipmentStatus } from '@portal/shared/domain';
import { eq, inArray } from 'drizzle-orm';
import { seedDatabase } from '../../../db/seed';
import { addresses, shipments } from '../../../db/schema';
import { createUserAndLogin } from '../../../../test/support/fixtures';
import { buildTestApp, call, multipartFile, type TestApp } from '../../../../test/support/test-app';
import { createTestDatabase } from '../../../../test/support/test-database';
import { IMPORT_PARCEL_SHAPES, SHIPMENT_IMPORT_COLUMNS } from '@portal/shared/domain';
import { addAddress, pdfText, referenceIds } from '../../../../test/support/shipments';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: TestApp;
type Account = Awaited<ReturnType<typeof createUserAndLogin>>;
let alice: Account;
let bob: Account;
let ids: Awaited<ReturnType<typeof referenceIds>>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database);
  await seedDatabase(app.db, { demo: true, passwords: app.passwords });
  ids = await referenceIds(app);
  alice = await createUserAndLogin(app);
  bob = await createUserAndLogin(app);
  const home = await addAddress(app, alice, { city: 'Amman', name: 'Alice Home', type: 2 });
  await app.db.update(addresses).set({ isPrimary: true }).where(eq(addresses.id, home.id));
});

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

function upload(token: string, content: string, fileName = 'batch.csv') {
  const body = multipartFile(content, { fileName });
  return app.inject({
    method: 'POST',
    url: '/api/v1/shipments/imports',
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  });
}

type Fields = Partial<Record<(typeof SHIPMENT_IMPORT_COLUMNS)[number]['key'], string>>;
const line = (fields: Fields) => SHIPMENT_IMPORT_COLUMNS.map((c) => fields[c.key] ?? '').join(',');
const row = (fields: Fields) =>
  line({
    recipient_phone: '0791234567',
    country: 'Jordan',
    address_line: 'Main Street',
    quantity: '1',
    parcel_type: 'small-box',
    weight_kg: '1',
    ...fields,
  });

/**
 * Rows 2–5: Irbid (covered), Tafilah (no courier goes there), Irbid as a custom parcel (its weight is then
 * cleared, as an edit in the wizard may leave it), Irbid.
 */
const FILE = [
  SHIPMENT_IMPORT_COLUMNS.map((c) => c.key).join(','),
  row({ recipient_name: 'Hala', city: 'Irbid', reference: 'ORDER-1', payment_type: 'cod', cod_amount: '12.500' }),
  row({ recipient_name: 'Basel', city: 'Tafilah' }),
  row({ recipient_name: 'Noor', city: 'Irbid', parcel_type: '', weight_kg: '2' }),
  row({ recipient_name: 'Omar', city: 'Irbid' }),
].join('\n');

type ProcessAnswer = {
  results: {
    row: number;
    shipmentId: string;
    outcome: string;
    trackingNumber: string | null;
    priceFils: number | null;
    message: string | null;
  }[];
  lastRow: number;
  remaining: number;
};

describe('after an import', () => {
  let importId: string;
  let shipmentIds: string[];
  const choice = () => ({ courierId: ids.courier.get('FALCON')!, serviceTypeId: ids.service.get('standard')! });
  const processNext = (afterRow: number, limit: number, token = alice.access_token, lang = 'en') =>
    call(app, 'POST', `/api/v1/shipments/imports/${importId}/process`, {
      token,
      lang,
      body: { ...choice(), afterRow, limit },
    });

  beforeAll(async () => {
    const response = await upload(alice.access_token, FILE);
    expect(response.statusCode).toBe(201);
    importId = response.json().import.id;
    shipmentIds = response.json().shipmentIds;
    await app.db.update(shipments).set({ weightKg: null }).where(eq(shipments.id, shipmentIds[2]));
  });

  it('keeps each draft’s file row and reference, and the list filters by upload', async () => {
    const rows = await app.db.select().from(shipments).where(inArray(shipments.id, shipmentIds));
    // The answer lists the drafts in the file's order.
    const rowOf = new Map(rows.map((r) => [r.id, r.importRow]));
    expect(shipmentIds.map((id) => rowOf.get(id))).toEqual([2, 3, 4, 5]);
    expect(rows.map((r) => [r.recipientSnapshot!.name, r.importRow]).sort()).toEqual([
      ['Basel', 3],
      ['Hala', 2],
      ['Noor', 4],
      ['Omar', 5],
    ]);
    const details = await call(app, 'GET', `/api/v1/shipments/${shipmentIds[0]}`, { token: alice.access_token });
    expect(details.json()).toMatchObject({ reference: 'ORDER-1', importId });

    // Another draft of Alice's, not from the upload, stays out of the upload's view.
    await call(app, 'POST', '/api/v1/shipments', { token: alice.access_token, body: {} });
    const list = await call(app, 'GET', `/api/v1/shipments?tab=draft&importId=${importId}`, {
      token: alice.access_token,
    });
    expect(list.json().total).toBe(4);
    const counts = await call(app, 'GET', `/api/v1/shipments/tab-counts?importId=${importId}`, {
      token: alice.access_token,
    });
    expect(counts.json()).toMatchObject({ all: 4, draft: 4, pending: 0 });
  });

  it('processes the drafts a page at a time, each with its own result, until none remain', async () => {
    const first = await processNext(0, 2);
    expect(first.statusCode).toBe(200);
    const page1 = first.json() as ProcessAnswer;
    expect(page1.results.map((r) => [r.row, r.outcome])).toEqual([
      [2, 'processed'],
      [3, 'notCovered'],
    ]);
    expect(page1.results[0].trackingNumber).toMatch(/^PT\d{11}$/);
    expect(page1.results[0].priceFils).toBeGreaterThan(0);
    expect(page1.results[1]).toMatchObject({ trackingNumber: null, priceFils: null, message: 'Area not covered' });
    expect(page1).toMatchObject({ lastRow: 3, remaining: 2 });

    const second = (await processNext(page1.lastRow, 2, alice.access_token, 'ar')).json() as ProcessAnswer;
    expect(second.results.map((r) => [r.row, r.outcome])).toEqual([
      [4, 'failed'],
      [5, 'processed'],
    ]);
    // The draft is refused naming the field that is missing, in the caller's language.
    expect(second.results[0].message).toBe('أكمل بيانات الشحنة قبل معالجتها — weightKg: أدخل الوزن، أو اختر نوع الطرد');
    expect(second).toMatchObject({ lastRow: 5, remaining: 0 });

    // Processed ones are ordinary pending shipments; the refused ones are still drafts.
    const stored = await app.db.select().from(shipments).where(inArray(shipments.id, shipmentIds));
    const byName = new Map(stored.map((s) => [s.recipientSnapshot!.name, s]));
    expect(byName.get('Hala')).toMatchObject({ status: ShipmentStatus.Pending, readiness: Readiness.Ready });
    expect(byName.get('Basel')).toMatchObject({ status: null, readiness: Readiness.Draft, trackingNumber: null });

    // A second pass from the start only retries what is left, and books nothing twice.
    const again = (await processNext(0, 100)).json() as ProcessAnswer;
    expect(again.results.map((r) => [r.row, r.outcome])).toEqual([
      [3, 'notCovered'],
      [4, 'failed'],
    ]);
    expect(again.remaining).toBe(0);

    const detail = await call(app, 'GET', `/api/v1/shipments/imports/${importId}`, { token: alice.access_token });
    expect(detail.json()).toMatchObject({ rowCount: 4, status: 'imported', draftCount: 2, processedCount: 2 });
  });

  it('prints the processed shipments’ labels as one PDF, one page each, in file order', async () => {
    const tracking = (await app.db.select().from(shipments).where(inArray(shipments.id, shipmentIds)))
      .filter((s) => s.trackingNumber)
      .sort((a, b) => a.importRow! - b.importRow!)
      .map((s) => s.trackingNumber!);
    expect(tracking).toHaveLength(2);
    for (const size of ['4x6', 'a4']) {
      const response = await call(app, 'GET', `/api/v1/shipments/imports/${importId}/labels?size=${size}`, {
        token: alice.access_token,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="labels-batch-1-${size}.pdf"`);
      const pdf = response.rawPayload;
      expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(2);
      const text = pdfText(pdf);
      expect(text.indexOf(tracking[0])).toBeGreaterThanOrEqual(0);
      expect(text.indexOf(tracking[1])).toBeGreaterThan(text.indexOf(tracking[0]));
    }
    const beyond = await call(app, 'GET', `/api/v1/shipments/imports/${importId}/labels?part=2`, {
      token: alice.access_token,
    });
    expect(beyond.statusCode).toBe(409);
    expect(beyond.json().message).toMatch(/No shipment of this upload has a label/);
    const badSize = await call(app, 'GET', `/api/v1/shipments/imports/${importId}/labels?size=a3`, {
      token: alice.access_token,
    });
    expect(badSize.statusCode).toBe(400);
  });

  it('leaves a cancelled shipment out of the labels, and counts only the labels left', async () => {
    const [first, second] = (await app.db.select().from(shipments).where(inArray(shipments.id, shipmentIds)))
      .filter((s) => s.trackingNumber)
      .sort((a, b) => a.importRow! - b.importRow!);
    const cancel = await call(app, 'POST', `/api/v1/shipments/${first.id}/cancel`, { token: alice.access_token });
    expect(cancel.statusCode).toBe(200);
    const detail = await call(app, 'GET', `/api/v1/shipments/imports/${importId}`, { token: alice.access_token });
    expect(detail.json()).toMatchObject({ processedCount: 2, labelCount: 1 });
    const response = await call(app, 'GET', `/api/v1/shipments/imports/${importId}/labels`, {
      token: alice.access_token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
    const text = pdfText(response.rawPayload);
    expect(text).toContain(second.trackingNumber);
    expect(text).not.toContain(first.trackingNumber);
  });

  it('is the owner’s alone: another person gets 404 everywhere and changes nothing', async () => {
    const before = await app.db.select().from(shipments).where(inArray(shipments.id, shipmentIds));
    expect((await processNext(0, 10, bob.access_token)).statusCode).toBe(404);
    for (const path of ['', '/labels'])
      expect(
        (await call(app, 'GET', `/api/v1/shipments/imports/${importId}${path}`, { token: bob.access_token }))
          .statusCode,
      ).toBe(404);
    const list = await call(app, 'GET', `/api/v1/shipments?importId=${importId}`, { token: bob.access_token });
    expect(list.json().total).toBe(0);
    const after = await app.db.select().from(shipments).where(inArray(shipments.id, shipmentIds));
    expect(after).toEqual(before);
  });

  it('validates the batch request: unknown courier, bad paging values', async () => {
    for (const body of [
      { ...choice(), afterRow: -1, limit: 10 },
      { ...choice(), afterRow: 0, limit: 101 },
      { courierId: 'nope', serviceTypeId: choice().serviceTypeId },
      { ...choice(), extra: true },
    ]) {
      const response = await call(app, 'POST', `/api/v1/shipments/imports/${importId}/process`, {
        token: alice.access_token,
        body,
      });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('every parcel shape the template documents', () => {
  const choice = () => ({ courierId: ids.courier.get('FALCON')!, serviceTypeId: ids.service.get('standard')! });
  const shapeRow = (cells: Fields, name: string) =>
    line({
      recipient_name: name,
      recipient_phone: '0791234567',
      country: 'Jordan',
      city: 'Irbid',
      address_line: 'Main Street',
      quantity: '1',
      ...cells,
    });
  const header = SHIPMENT_IMPORT_COLUMNS.map((c) => c.key).join(',');

  it('books every accepted row as it stands', async () => {
    const accepted = IMPORT_PARCEL_SHAPES.filter((shape) => shape.accepted);
    const file = [header, ...accepted.map((shape) => shapeRow(shape.cells, shape.key))].join('\n');
    const response = await upload(alice.access_token, file, 'shapes.csv');
    expect(response.statusCode).toBe(201);
    const importId = response.json().import.id;
    const answer = await call(app, 'POST', `/api/v1/shipments/imports/${importId}/process`, {
      token: alice.access_token,
      body: { ...choice(), afterRow: 0, limit: 100 },
    });
    const results = (answer.json() as ProcessAnswer).results;
    expect(results.map((r) => [r.row, r.outcome, r.message])).toEqual(
      accepted.map((_shape, index) => [index + 2, 'processed', null]),
    );
    const booked = await app.db.select().from(shipments).where(eq(shipments.importId, importId));
    const byName = new Map(booked.map((s) => [s.recipientSnapshot!.name, s]));
    // A custom parcel is priced by its weight, or by its volume when that is larger (50×40×30/5000 = 12 kg).
    expect(byName.get('customWeight')!.priceSnapshot).toMatchObject({ chargeableWeightKg: 2 });
    expect(byName.get('customWeightSize')!.priceSnapshot).toMatchObject({ chargeableWeightKg: 12 });
    expect(byName.get('customWeightSize')!.priceFils).toBeGreaterThan(byName.get('customWeight')!.priceFils!);
  });

  it.each(IMPORT_PARCEL_SHAPES.filter((shape) => !shape.accepted).map((shape) => [shape.key, shape.cells]))(
    'refuses the row of shape %s at import, naming the column',
    async (_key, cells) => {
      const response = await upload(alice.access_token, [header, shapeRow(cells, 'Refused')].join('\n'), 'bad.csv');
      expect(response.statusCode).toBe(400);
      const columns = (response.json().details as { column: string }[]).map((detail) => detail.column);
      expect(columns.length).toBeGreaterThan(0);
      expect(columns.every((column) => ['weight_kg', 'length_cm', 'width_cm', 'height_cm'].includes(column))).toBe(
        true,
      );
    },
  );

  it('prices and books a wizard draft without a parcel type; an incomplete one names the field', async () => {
    const irbid = await addAddress(app, alice, { city: 'Irbid', name: 'Irbid friend' });
    const home = (await app.db.select().from(addresses).where(eq(addresses.name, 'Alice Home')))[0];
    const created = await call(app, 'POST', '/api/v1/shipments', {
      token: alice.access_token,
      body: { senderAddressId: home.id, recipientAddressId: irbid.id, parcelQuantity: 1, weightKg: 2.2 },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const rates = await call(app, 'GET', `/api/v1/shipments/${id}/rates`, { token: alice.access_token });
    expect(rates.statusCode).toBe(200);
    expect(rates.json()).toMatchObject({ covered: true, weight: { actualKg: 2.2, basis: 'actual' } });

    const empty = await call(app, 'POST', '/api/v1/shipments', {
      token: alice.access_token,
      body: { senderAddressId: home.id, recipientAddressId: irbid.id, parcelQuantity: 1, lengthCm: 10 },
    });
    const refused = await call(app, 'POST', `/api/v1/shipments/${empty.json().id}/process`, {
      token: alice.access_token,
      body: choice(),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'weightKg', message: 'Enter the weight, or choose a parcel type' }),
        expect.objectContaining({ field: 'widthCm' }),
      ]),
    );

    const booked = await call(app, 'POST', `/api/v1/shipments/${id}/process`, {
      token: alice.access_token,
      body: choice(),
    });
    expect(booked.statusCode).toBe(200);
    expect(booked.json()).toMatchObject({ trackingNumber: expect.stringMatching(/^PT/) });
  });
});
