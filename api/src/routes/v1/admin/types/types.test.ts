import { Role } from '@portal/shared/domain';
import { createUser, createUserAndLogin } from '../../../../../test/support/fixtures';
import { shipments } from '../../../../db/schema';
import { type AdminTestKit, startAdminKit } from '../admin-test-kit';

let kit: AdminTestKit;

beforeAll(async () => {
  kit = await startAdminKit();
});
afterAll(() => kit?.close());

describe('shipment and service types', () => {
  it('creates, lists by search and filter, updates with the version and deletes an unused type', async () => {
    const created = await kit.admin('POST', '/service-types', {
      body: { code: 'overnight', name: 'Overnight', nameAr: 'خلال الليل', description: ' Before 8 am ' },
    });
    expect(created.statusCode).toBe(201);
    const overnight = created.json();
    expect(overnight).toMatchObject({ code: 'overnight', description: 'Before 8 am', isActive: true, version: 1 });

    const found = (await kit.admin('GET', '/service-types?q=NIGHT')).json();
    expect(found.items.map((item: { code: string }) => item.code)).toEqual(['overnight']);

    const deactivated = await kit.admin('PUT', `/service-types/${overnight.id}`, {
      body: { code: 'overnight', name: 'Overnight', nameAr: 'خلال الليل', isActive: false, version: 1 },
    });
    expect(deactivated.json()).toMatchObject({ isActive: false, version: 2, description: null });
    const inactive = (await kit.admin('GET', '/service-types?isActive=false')).json();
    expect(inactive).toMatchObject({ total: 1, items: [{ code: 'overnight' }] });

    expect((await kit.admin('DELETE', `/service-types/${overnight.id}`)).statusCode).toBe(204);
    expect((await kit.auditOf(overnight.id)).map((row) => row.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('refuses a bad code and a duplicate code', async () => {
    const bad = await kit.admin('POST', '/shipment-types', { body: { code: 'Big Box!', name: 'Big', nameAr: 'كبير' } });
    expect(bad.json().details).toEqual([{ field: 'code', message: 'This value has the wrong format' }]);
    const duplicate = await kit.admin('POST', '/shipment-types', {
      body: { code: 'parcel', name: 'Parcel again', nameAr: 'طرد' },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().details).toEqual([{ field: 'code', message: 'This item already exists' }]);
  });

  it('refuses to delete a type a shipment uses', async () => {
    const type = (
      await kit.admin('POST', '/shipment-types', { body: { code: 'pallet', name: 'Pallet', nameAr: 'منصة' } })
    ).json();
    const owner = await createUser(kit.app);
    await kit.app.db.insert(shipments).values({ createdByUserId: owner.id, shipmentTypeId: type.id });
    const response = await kit.admin('DELETE', `/shipment-types/${type.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This type is still used by shipments or rates, so it cannot be deleted');
  });
});

describe('parcel types', () => {
  it('keeps dimensions and the unit of measurement, and rejects non-positive sizes', async () => {
    const created = await kit.admin('POST', '/parcel-types', {
      body: {
        code: 'tube',
        name: 'Tube',
        nameAr: 'أنبوب',
        length: 90,
        width: 10,
        height: 10,
        weight: 1.5,
        unitOfMeasurement: 'cm-kg',
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      length: 90,
      width: 10,
      height: 10,
      weight: 1.5,
      unitOfMeasurement: 'cm-kg',
    });

    const invalid = await kit.admin('POST', '/parcel-types', {
      body: {
        code: 'flat',
        name: 'Flat',
        nameAr: 'مسطح',
        length: 0,
        width: 10,
        height: 10,
        weight: 1,
        unitOfMeasurement: 'm-g',
      },
    });
    expect(invalid.statusCode).toBe(400);
    const fields = (invalid.json().details as { field: string }[]).map((detail) => detail.field).sort();
    expect(fields).toEqual(['length', 'unitOfMeasurement']);
  });

  it('is open to the parcel-types subject only', async () => {
    const orgAdmin = await createUserAndLogin(kit.app, { role: Role.OrgAdmin });
    expect((await kit.admin('GET', '/parcel-types', { token: orgAdmin.access_token })).statusCode).toBe(403);
  });
});
