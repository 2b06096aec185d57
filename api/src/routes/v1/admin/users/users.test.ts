import { Role } from '@portal/shared/domain';
import { eq } from 'drizzle-orm';
import { createUser, createUserAndLogin, login } from '../../../../../test/support/fixtures';
import { call } from '../../../../../test/support/test-app';
import { authSessions, shipments } from '../../../../db/schema';
import { type AdminTestKit, startAdminKit } from '../admin-test-kit';

let kit: AdminTestKit;

beforeAll(async () => {
  kit = await startAdminKit({ seed: false });
});
afterAll(() => kit?.close());

const update = (id: string, body: Record<string, unknown>, token?: string) =>
  kit.admin('PUT', `/users/${id}`, { body, token });

describe('users', () => {
  it('searches by e-mail or name and filters by role and status, never exposing the password hash', async () => {
    const target = await createUser(kit.app, { role: Role.OrgUser, email: 'find.me@example.com' });
    await createUser(kit.app, { role: Role.IndividualUser, status: 'disabled', email: 'sleeping@example.com' });
    const found = (await kit.admin('GET', '/users?q=FIND.ME')).json();
    expect(found.items).toHaveLength(1);
    expect(found.items[0]).toMatchObject({
      id: target.id,
      role: Role.OrgUser,
      status: 'active',
      organization: { id: target.organizationId },
    });
    expect(found.items[0]).not.toHaveProperty('passwordHash');

    const disabled = (await kit.admin('GET', '/users?status=disabled')).json();
    expect(disabled.items.map((user: { email: string }) => user.email)).toEqual(['sleeping@example.com']);
    const admins = (await kit.admin('GET', `/users?role=${Role.SystemAdmin}`)).json();
    expect(admins.items.every((user: { role: number }) => user.role === Role.SystemAdmin)).toBe(true);
    expect((await kit.admin('GET', '/users?role=9')).statusCode).toBe(400);
  });

  it('disabling ends every session at once, and the account can no longer log in', async () => {
    const target = await createUserAndLogin(kit.app, { role: Role.IndividualUser });
    expect((await call(kit.app, 'GET', '/api/v1/auth/me', { token: target.access_token })).statusCode).toBe(200);

    const response = await update(target.id, { role: Role.IndividualUser, status: 'disabled', version: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'disabled', version: 2 });
    expect(response.json().disabledAt).toEqual(expect.any(String));

    expect((await call(kit.app, 'GET', '/api/v1/auth/me', { token: target.access_token })).statusCode).toBe(401);
    const sessions = await kit.app.db.select().from(authSessions).where(eq(authSessions.userId, target.id));
    expect(sessions.every((session) => session.revokedAt !== null)).toBe(true);
    await expect(login(kit.app, target.email)).rejects.toThrow(/403/);

    const audit = (await kit.auditOf(target.id))[0];
    expect(audit.data).toMatchObject({ before: { status: 'active' }, after: { status: 'disabled' } });
    expect(JSON.stringify(audit.data)).not.toContain('passwordHash');

    const enabled = await update(target.id, { role: Role.IndividualUser, status: 'active', version: 2 });
    expect(enabled.json()).toMatchObject({ status: 'active', disabledAt: null });
  });

  it('keeps organization roles for members only, and a stale version changes nothing', async () => {
    const member = await createUser(kit.app, { role: Role.OrgUser });
    const promoted = await update(member.id, { role: Role.OrgAdmin, status: 'active', version: 1 });
    expect(promoted.json()).toMatchObject({ role: Role.OrgAdmin });
    const notMember = await update(member.id, { role: Role.IndividualUser, status: 'active', version: 2 });
    expect(notMember.json().details).toEqual([
      {
        field: 'role',
        message: 'A member of an organization can only be an organization admin or an organization user',
      },
    ]);

    const individual = await createUser(kit.app, { role: Role.IndividualUser });
    const orgRole = await update(individual.id, { role: Role.OrgUser, status: 'active', version: 1 });
    expect(orgRole.json().details).toEqual([
      { field: 'role', message: 'Only a member of an organization can have an organization role' },
    ]);

    const stale = await update(member.id, { role: Role.OrgUser, status: 'active', version: 1 });
    expect(stale.statusCode).toBe(409);
  });

  it('stops admins changing their own account or the super user role', async () => {
    const own = await update(kit.adminId, { role: Role.IndividualUser, status: 'active', version: 1 });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot change the role or status of your own account, or delete it');
    expect((await kit.admin('DELETE', `/users/${kit.adminId}`)).statusCode).toBe(403);

    const individual = await createUser(kit.app, { role: Role.IndividualUser });
    const grant = await update(individual.id, { role: Role.SuperUser, status: 'active', version: 1 });
    expect(grant.json().message).toBe('Only a super user can grant, change or remove the super user role');

    const superUser = await createUserAndLogin(kit.app, { role: Role.SuperUser });
    const granted = await update(
      individual.id,
      { role: Role.SystemAdmin, status: 'active', version: 1 },
      superUser.access_token,
    );
    expect(granted.json()).toMatchObject({ role: Role.SystemAdmin });
    expect((await kit.admin('DELETE', `/users/${superUser.id}`)).statusCode).toBe(403);
  });

  it('deletes a user without shipments and refuses one with shipments', async () => {
    const leaving = await createUser(kit.app);
    expect((await kit.admin('DELETE', `/users/${leaving.id}`)).statusCode).toBe(204);
    expect((await kit.admin('GET', `/users/${leaving.id}`)).statusCode).toBe(404);
    expect((await kit.auditOf(leaving.id)).map((row) => row.action)).toEqual(['delete']);

    const shipper = await createUser(kit.app);
    await kit.app.db.insert(shipments).values({ createdByUserId: shipper.id });
    const refused = await kit.admin('DELETE', `/users/${shipper.id}`, { lang: 'ar' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('لدى هذا المستخدم شحنات، لذا لا يمكن حذف الحساب. عطّله بدلًا من ذلك');
  });

  it('is closed to organization admins', async () => {
    const orgAdmin = await createUserAndLogin(kit.app, { role: Role.OrgAdmin });
    expect((await kit.admin('GET', '/users', { token: orgAdmin.access_token })).statusCode).toBe(403);
  });
});
