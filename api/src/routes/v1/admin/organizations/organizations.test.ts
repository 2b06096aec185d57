import { AddressType, OrganizationApproval, Role } from '@portal/shared/domain';
import { eq } from 'drizzle-orm';
import { createOrganization, createUser, createUserAndLogin } from '../../../../../test/support/fixtures';
import { call } from '../../../../../test/support/test-app';
import { addresses, organizations } from '../../../../db/schema';
import { type AdminTestKit, startAdminKit } from '../admin-test-kit';

let kit: AdminTestKit;

beforeAll(async () => {
  kit = await startAdminKit();
});
afterAll(() => kit?.close());

describe('admin organizations', () => {
  it('lists pending first, filters by approval, searches, and counts members', async () => {
    const approved = await createOrganization(kit.app);
    await createUser(kit.app, { role: Role.OrgAdmin, organizationId: approved.id });
    await createUser(kit.app, { role: Role.OrgUser, organizationId: approved.id });
    const pending = await createOrganization(kit.app, OrganizationApproval.Pending);

    const all = (await kit.admin('GET', '/organizations')).json();
    expect(all.items[0].approvalStatus).toBe(OrganizationApproval.Pending);
    expect(all.items.find((item: { id: string }) => item.id === approved.id)).toMatchObject({
      memberCount: 2,
      referralCode: approved.referralCode,
    });
    const onlyPending = (
      await kit.admin('GET', `/organizations?approvalStatus=${OrganizationApproval.Pending}`)
    ).json();
    expect(onlyPending.items.every((item: { approvalStatus: number }) => item.approvalStatus === 2)).toBe(true);
    expect(onlyPending.items.map((item: { id: string }) => item.id)).toContain(pending.id);
    const found = (
      await kit.admin('GET', `/organizations?q=${encodeURIComponent(approved.name.toLowerCase())}`)
    ).json();
    expect(found.items.map((item: { id: string }) => item.id)).toEqual([approved.id]);
    // The creator's e-mail finds their application.
    const creator = await createUserAndLogin(kit.app);
    const applied = (
      await call(kit.app, 'POST', '/api/v1/organization', { token: creator.access_token, body: { name: 'By creator' } })
    ).json().organization;
    const byCreator = (await kit.admin('GET', `/organizations?q=${encodeURIComponent(creator.email)}`)).json();
    expect(byCreator.items.map((item: { id: string }) => item.id)).toEqual([applied.id]);
    const byMembers = (await kit.admin('GET', '/organizations?sort=-memberCount')).json();
    expect(byMembers.items[0].memberCount).toBeGreaterThanOrEqual(2);
    expect((await kit.admin('GET', '/organizations?sort=secret')).statusCode).toBe(400);
    const members = (await kit.admin('GET', `/organizations/${approved.id}/members`)).json();
    expect(members.total).toBe(2);
  });

  it('is for system admins and the super user only', async () => {
    for (const role of [Role.IndividualUser, Role.OrgAdmin, Role.OrgUser]) {
      const user = await createUserAndLogin(kit.app, { role });
      expect((await kit.admin('GET', '/organizations', { token: user.access_token })).statusCode).toBe(403);
    }
    const superUser = await createUserAndLogin(kit.app, { role: Role.SuperUser });
    expect((await kit.admin('GET', '/organizations', { token: superUser.access_token })).statusCode).toBe(200);
  });

  it('edits with a version and audits every change', async () => {
    const organization = await createOrganization(kit.app);
    const updated = await kit.admin('PUT', `/organizations/${organization.id}`, {
      body: { name: 'Edited name', phoneNumber: '+962 79 123 4567', version: 1 },
    });
    expect(updated.json()).toMatchObject({ name: 'Edited name', phoneNumber: '+962791234567', version: 2 });
    expect(
      (await kit.admin('PUT', `/organizations/${organization.id}`, { body: { name: 'x', version: 1 } })).statusCode,
    ).toBe(409);
    const audit = await kit.auditOf(organization.id);
    expect(audit[0]).toMatchObject({ action: 'update', actorUserId: kit.adminId });
  });

  it('deleting makes members individual users and gives each row back to its creator: nothing is lost', async () => {
    const organization = await createOrganization(kit.app);
    const admin = await createUserAndLogin(kit.app, { role: Role.OrgAdmin, organizationId: organization.id });
    const irbid = (await kit.app.db.query.cities.findFirst({ where: (c, { eq: equals }) => equals(c.name, 'Irbid') }))!;
    const created = await call(kit.app, 'POST', '/api/v1/addresses', {
      token: admin.access_token,
      body: {
        name: 'Depot',
        phoneNumber: '0791234567',
        countryId: irbid.countryId,
        regionId: irbid.regionId,
        cityId: irbid.id,
        addressLine: 'Street 1',
        type: AddressType.PickUp,
        isPrimary: true,
      },
    });
    expect(created.statusCode).toBe(201);

    expect((await kit.admin('DELETE', `/organizations/${organization.id}?version=9`)).statusCode).toBe(409);
    expect((await kit.admin('DELETE', `/organizations/${organization.id}?version=1`)).statusCode).toBe(204);
    expect(await kit.app.db.select().from(organizations).where(eq(organizations.id, organization.id))).toEqual([]);

    const me = (await call(kit.app, 'GET', '/api/v1/auth/me', { token: admin.access_token })).json();
    expect(me).toMatchObject({ role: Role.IndividualUser, organization: null });
    const [address] = await kit.app.db.select().from(addresses).where(eq(addresses.id, created.json().id));
    expect(address).toMatchObject({ organizationId: null, createdByUserId: admin.id, isPrimary: false });
    expect(
      (await call(kit.app, 'GET', `/api/v1/addresses/${address.id}`, { token: admin.access_token })).statusCode,
    ).toBe(200);
    expect((await kit.auditOf(organization.id))[0]).toMatchObject({ action: 'delete' });
  });

  it('refuses to approve when the creator has meanwhile joined another organization', async () => {
    const creator = await createUserAndLogin(kit.app);
    const application = (
      await call(kit.app, 'POST', '/api/v1/organization', { token: creator.access_token, body: { name: 'Late Co' } })
    ).json().organization;
    await kit.admin('POST', `/organizations/${application.id}/reject`, { body: { reason: 'Incomplete', version: 1 } });
    const other = await createOrganization(kit.app);
    const joined = await call(kit.app, 'POST', '/api/v1/organization/join', {
      token: creator.access_token,
      body: { referralCode: other.referralCode },
    });
    expect(joined.statusCode).toBe(200);
    const approve = await kit.admin('POST', `/organizations/${application.id}/approve`, { body: { version: 2 } });
    expect(approve.statusCode).toBe(409);
    expect(approve.json().message).toMatch(/joined another organization/);
  });
});
