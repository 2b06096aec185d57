import { AddressType, OrganizationApproval, Role } from '@portal/shared/domain';
import { eq } from 'drizzle-orm';
import {
  createOrganization,
  createUser,
  createUserAndLogin,
  login,
  PASSWORD,
  uniqueEmail,
} from '../../../../test/support/fixtures';
import { buildTestApp, call, type TestApp } from '../../../../test/support/test-app';
import { createTestDatabase } from '../../../../test/support/test-database';
import { addresses, invitations, users } from '../../../db/schema';
import { seedReferenceData } from '../../../db/seed/reference';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: TestApp;
let adminToken: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database);
  await seedReferenceData(app.db);
  adminToken = (await createUserAndLogin(app, { role: Role.SystemAdmin })).access_token;
});
afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

const org = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, token: string, body?: unknown) =>
  call(app, method, `/api/v1/organization${path}`, { token, body });
const adminCall = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
  call(app, method, `/api/v1/admin/organizations${path}`, { token: adminToken, body });
const me = async (token: string) => (await call(app, 'GET', '/api/v1/auth/me', { token })).json();

/** The newest mail sent to `to` (after the outbox has run). */
async function lastMailTo(to: string) {
  while ((await app.mail.processOutbox()) > 0);
  const mail = app.sentMail.sent.filter((message) => message.to === to).at(-1);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}
const linkToken = (text: string) => /\/invitations\/([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';

/** An individual user who created an organization that a system admin approved: now its org admin. */
async function approvedOrganizationWithAdmin() {
  const creator = await createUserAndLogin(app);
  const created = await org('POST', '', creator.access_token, { name: `Acme ${creator.id.slice(0, 6)}` });
  const organization = created.json().organization;
  await adminCall('POST', `/${organization.id}/approve`, { version: organization.version });
  const mine = (await org('GET', '', creator.access_token)).json();
  return { creator, organization: mine.organization };
}

async function joinWithCode(code: string) {
  const user = await createUserAndLogin(app);
  const response = await org('POST', '/join', user.access_token, { referralCode: code });
  expect(response.statusCode).toBe(200);
  return user;
}

describe('creating an organization and its approval', () => {
  it('create → pending (creator and system admins e-mailed) → approve → the creator is its org admin at once', async () => {
    const creator = await createUserAndLogin(app);
    expect((await org('GET', '', creator.access_token)).json()).toEqual({
      organization: null,
      role: null,
      joinedAt: null,
    });

    const created = await org('POST', '', creator.access_token, {
      name: '  Petra Logistics ',
      email: 'Ops@Petra.example',
      phoneNumber: '0791234567',
      address: 'Amman, Wadi Saqra',
      taxNumber: 'TX-1234',
    });
    expect(created.statusCode).toBe(201);
    const pending = created.json();
    expect(pending).toMatchObject({
      role: null,
      organization: {
        name: 'Petra Logistics',
        email: 'ops@petra.example',
        phoneNumber: '+962791234567',
        approvalStatus: OrganizationApproval.Pending,
        referralCode: null,
        memberCount: 0,
      },
    });
    // Still an individual user while pending.
    expect((await me(creator.access_token)).role).toBe(Role.IndividualUser);
    expect((await lastMailTo(creator.email)).subject).toContain('awaiting approval');
    const reviewerMail = app.sentMail.sent.filter((mail) => mail.subject.includes('New organization to review'));
    expect(reviewerMail.length).toBeGreaterThan(0);

    // A second application while one is pending is refused.
    expect((await org('POST', '', creator.access_token, { name: 'Another' })).statusCode).toBe(409);

    const id = pending.organization.id;
    const listed = (await adminCall('GET', `?approvalStatus=${OrganizationApproval.Pending}`)).json();
    expect(listed.items.map((item: { id: string }) => item.id)).toContain(id);

    const approved = await adminCall('POST', `/${id}/approve`, { version: pending.organization.version });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ approvalStatus: OrganizationApproval.Approved, memberCount: 1 });
    expect((await lastMailTo(creator.email)).subject).toContain('approved');

    // The same access token now carries the new role: no new login needed.
    expect((await me(creator.access_token)).role).toBe(Role.OrgAdmin);
    const mine = (await org('GET', '', creator.access_token)).json();
    expect(mine).toMatchObject({
      role: Role.OrgAdmin,
      organization: { id, approvalStatus: OrganizationApproval.Approved },
    });
    expect(mine.organization.referralCode).toMatch(/^[A-Z0-9]{10}$/);
    expect((await org('GET', '/members', creator.access_token)).json().items).toEqual([
      expect.objectContaining({ id: creator.id, role: Role.OrgAdmin }),
    ]);

    // Approving twice is an illegal transition.
    const again = await adminCall('POST', `/${id}/approve`, { version: approved.json().version });
    expect(again.statusCode).toBe(409);
  });

  it('reject → the creator stays an individual user, sees the reason, and may apply again', async () => {
    const creator = await createUserAndLogin(app);
    const pending = (await org('POST', '', creator.access_token, { name: 'Shady Freight' })).json().organization;
    expect(
      (await adminCall('POST', `/${pending.id}/reject`, { reason: '', version: pending.version })).statusCode,
    ).toBe(400);
    const rejected = await adminCall('POST', `/${pending.id}/reject`, {
      reason: 'No trade licence attached',
      version: pending.version,
    });
    expect(rejected.statusCode).toBe(200);
    expect((await lastMailTo(creator.email)).text).toContain('No trade licence attached');
    expect((await me(creator.access_token)).role).toBe(Role.IndividualUser);
    expect((await org('GET', '', creator.access_token)).json()).toMatchObject({
      role: null,
      organization: { approvalStatus: OrganizationApproval.Rejected, rejectionReason: 'No trade licence attached' },
    });
    // Rejecting a rejected organization is not a transition; a new application is allowed.
    expect(
      (await adminCall('POST', `/${pending.id}/reject`, { reason: 'again', version: rejected.json().version }))
        .statusCode,
    ).toBe(409);
    expect((await org('POST', '', creator.access_token, { name: 'Honest Freight' })).statusCode).toBe(201);
  });

  it('a stale version is refused (409) and nothing changes', async () => {
    const creator = await createUserAndLogin(app);
    const pending = (await org('POST', '', creator.access_token, { name: 'Stale Co' })).json().organization;
    await adminCall('PUT', `/${pending.id}`, { name: 'Stale Co Ltd', version: pending.version });
    const response = await adminCall('POST', `/${pending.id}/approve`, { version: pending.version });
    expect(response.statusCode).toBe(409);
    expect((await adminCall('GET', `/${pending.id}`)).json().approvalStatus).toBe(OrganizationApproval.Pending);
  });

  it('a pending application can be withdrawn', async () => {
    const creator = await createUserAndLogin(app);
    await org('POST', '', creator.access_token, { name: 'Withdrawn Co' });
    expect((await org('DELETE', '/application', creator.access_token)).statusCode).toBe(204);
    expect((await org('GET', '', creator.access_token)).json().organization).toBeNull();
    expect((await org('DELETE', '/application', creator.access_token)).statusCode).toBe(404);
  });

  it('validates the body and names the field', async () => {
    const user = await createUserAndLogin(app);
    const bad = await org('POST', '', user.access_token, { name: 'X', phoneNumber: '12', role: 2 });
    expect(bad.statusCode).toBe(400);
    expect((await org('POST', '', user.access_token, { name: '' })).json().details[0].field).toBe('name');
  });
});

describe('joining with a referral code', () => {
  it('joins an approved organization as an org user; codes are case- and space-insensitive', async () => {
    const { creator, organization } = await approvedOrganizationWithAdmin();
    const user = await createUserAndLogin(app);
    const code = ` ${organization.referralCode.slice(0, 5).toLowerCase()}-${organization.referralCode.slice(5)} `;
    const joined = await org('POST', '/join', user.access_token, { referralCode: code });
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toMatchObject({
      role: Role.OrgUser,
      organization: { id: organization.id, referralCode: null },
    });
    expect((await me(user.access_token)).role).toBe(Role.OrgUser);
    // Already a member: an org user no longer holds `organization` (the guard refuses), an org admin is refused.
    expect(
      (await org('POST', '/join', user.access_token, { referralCode: organization.referralCode })).statusCode,
    ).toBe(403);
    expect(
      (await org('POST', '/join', creator.access_token, { referralCode: organization.referralCode })).statusCode,
    ).toBe(409);
  });

  it('refuses an unknown code and a pending or rejected organization, naming the field', async () => {
    const user = await createUserAndLogin(app);
    const unknown = await org('POST', '/join', user.access_token, { referralCode: 'NOPE000000' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details).toEqual([{ field: 'referralCode', message: 'This referral code is not valid' }]);
    for (const status of [OrganizationApproval.Pending, OrganizationApproval.Rejected]) {
      const other = await createOrganization(app, status);
      const refused = await org('POST', '/join', user.access_token, { referralCode: other.referralCode });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().details[0]).toMatchObject({ field: 'referralCode' });
      expect(refused.json().details[0].message).toMatch(/not approved/);
    }
    expect((await me(user.access_token)).role).toBe(Role.IndividualUser);
  });

  it('is rate limited per user, so codes cannot be found by trying', async () => {
    const limitedDb = await createTestDatabase();
    const limited = await buildTestApp(limitedDb, {
      rateLimits: { joinOrganizationPerUser: { max: 3, windowMs: 60_000 } },
    });
    try {
      const user = await createUserAndLogin(limited);
      const codes = ['AAAAAAAAA1', 'AAAAAAAAA2', 'AAAAAAAAA3', 'AAAAAAAAA4'];
      const statuses = [];
      for (const referralCode of codes)
        statuses.push(
          (
            await call(limited, 'POST', '/api/v1/organization/join', {
              token: user.access_token,
              body: { referralCode },
            })
          ).statusCode,
        );
      expect(statuses).toEqual([400, 400, 400, 429]);
    } finally {
      await limited.close();
      await limitedDb.dispose();
    }
  });

  it('regenerating the code stops the old one at once (org admin only)', async () => {
    const { creator, organization } = await approvedOrganizationWithAdmin();
    const member = await joinWithCode(organization.referralCode);
    expect((await org('POST', '/referral-code', member.access_token)).statusCode).toBe(403);
    const renewed = (await org('POST', '/referral-code', creator.access_token)).json().organization.referralCode;
    expect(renewed).not.toBe(organization.referralCode);
    const late = await createUserAndLogin(app);
    expect(
      (await org('POST', '/join', late.access_token, { referralCode: organization.referralCode })).statusCode,
    ).toBe(400);
    expect((await org('POST', '/join', late.access_token, { referralCode: renewed })).statusCode).toBe(200);
  });
});

describe('settings, members and leaving', () => {
  it('org admins edit the organization with a version; org users may not', async () => {
    const { creator, organization } = await approvedOrganizationWithAdmin();
    const member = await joinWithCode(organization.referralCode);
    const body = { name: 'Renamed', taxNumber: 'T-9', version: organization.version };
    expect((await org('PUT', '', member.access_token, body)).statusCode).toBe(403);
    const updated = await org('PUT', '', creator.access_token, body);
    expect(updated.statusCode).toBe(200);
    expect(updated.json().organization).toMatchObject({ name: 'Renamed', taxNumber: 'T-9' });
    expect((await org('PUT', '', creator.access_token, body)).statusCode).toBe(409);
  });

  it('changes roles, keeps at least one org admin, and the changed user follows without logging in again', async () => {
    const { creator, organization } = await approvedOrganizationWithAdmin();
    const member = await joinWithCode(organization.referralCode);
    const members = (await org('GET', '/members?sort=-joinedAt', creator.access_token)).json();
    expect(members.total).toBe(2);
    expect(members.items[0]).toMatchObject({ id: member.id, role: Role.OrgUser });
    // Org users neither read the list nor change it.
    expect((await org('GET', '/members', member.access_token)).statusCode).toBe(403);
    expect((await org('PUT', `/members/${creator.id}`, member.access_token, { role: 3, version: 1 })).statusCode).toBe(
      403,
    );

    const self = (await org('GET', `/members?q=${encodeURIComponent(creator.email)}`, creator.access_token)).json()
      .items[0];
    const demoteLast = await org('PUT', `/members/${creator.id}`, creator.access_token, {
      role: 3,
      version: self.version,
    });
    expect(demoteLast.statusCode).toBe(409);
    expect(demoteLast.json().message).toMatch(/at least one organization admin/);

    const promoted = await org('PUT', `/members/${member.id}`, creator.access_token, { role: 2, version: 1 });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({ id: member.id, role: Role.OrgAdmin, version: 2 });
    expect((await me(member.access_token)).role).toBe(Role.OrgAdmin);
    // A stale membership version is refused.
    expect((await org('PUT', `/members/${member.id}`, creator.access_token, { role: 3, version: 1 })).statusCode).toBe(
      409,
    );
    // Now the creator may step down.
    expect(
      (await org('PUT', `/members/${creator.id}`, creator.access_token, { role: 3, version: self.version })).statusCode,
    ).toBe(200);
    expect((await me(creator.access_token)).role).toBe(Role.OrgUser);
  });

  it("removing a member and leaving make individual users; the organization's rows stay with it", async () => {
    const { creator, organization } = await approvedOrganizationWithAdmin();
    const member = await joinWithCode(organization.referralCode);
    const irbid = (await app.db.query.cities.findFirst({ where: (c, { eq: equals }) => equals(c.name, 'Irbid') }))!;
    const created = await call(app, 'POST', '/api/v1/addresses', {
      token: member.access_token,
      body: {
        name: 'Warehouse',
        phoneNumber: '0791234567',
        countryId: irbid.countryId,
        regionId: irbid.regionId,
        cityId: irbid.id,
        addressLine: 'Street 1',
        type: AddressType.DropOff,
      },
    });
    expect(created.statusCode).toBe(201);
    const addressId = created.json().id;

    // The last org admin cannot leave.
    expect((await org('POST', '/leave', creator.access_token)).statusCode).toBe(409);
    expect((await org('DELETE', `/members/${member.id}`, member.access_token)).statusCode).toBe(403);
    expect((await org('DELETE', `/members/${member.id}`, creator.access_token)).statusCode).toBe(204);
    expect((await me(member.access_token)).role).toBe(Role.IndividualUser);
    expect((await org('GET', '/members', member.access_token)).statusCode).toBe(404);
    // The address stays with the organization: its admin sees it, the former member no longer does.
    expect((await call(app, 'GET', `/api/v1/addresses/${addressId}`, { token: creator.access_token })).statusCode).toBe(
      200,
    );
    expect((await call(app, 'GET', `/api/v1/addresses/${addressId}`, { token: member.access_token })).statusCode).toBe(
      404,
    );
    const [row] = await app.db.select().from(addresses).where(eq(addresses.id, addressId));
    expect(row.organizationId).toBe(organization.id);

    const again = await joinWithCode(organization.referralCode);
    expect((await org('POST', '/leave', again.access_token)).statusCode).toBe(204);
    expect((await me(again.access_token)).role).toBe(Role.IndividualUser);
  });

  it('an org user has no organization routes but leaving, which makes them an individual user', async () => {
    const { creator, organization } = await approvedOrganizationWithAdmin();
    const member = await joinWithCode(organization.referralCode);
    for (const [method, path] of [
      ['GET', ''],
      ['GET', '/members'],
      ['GET', '/invitations'],
      ['POST', '/referral-code'],
    ] as const) {
      const refused = await org(method, path, member.access_token);
      // The route guard's refusal (the role lacks `organization`), not a route's own.
      expect([method, path, refused.statusCode, refused.json().message]).toEqual([
        method,
        path,
        403,
        'You are not authorized to do this',
      ]);
    }

    const left = await org('POST', '/leave', member.access_token);
    expect(left.statusCode).toBe(204);
    expect(await me(member.access_token)).toMatchObject({ role: Role.IndividualUser, organization: null });
    // An individual user again: the organization page is theirs, with nothing in it.
    const mine = await org('GET', '', member.access_token);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ organization: null, role: null });
    const members = (await org('GET', '/members', creator.access_token)).json();
    expect(members.items.map((m: { id: string }) => m.id)).toEqual([creator.id]);
    // Leaving twice: no membership left.
    expect((await org('POST', '/leave', member.access_token)).statusCode).toBe(404);
  });

  it('an org admin leaves while another admin stays, as before', async () => {
    const { creator, organization } = await approvedOrganizationWithAdmin();
    const member = await joinWithCode(organization.referralCode);
    expect((await org('PUT', `/members/${member.id}`, creator.access_token, { role: 2, version: 1 })).statusCode).toBe(
      200,
    );
    expect((await org('POST', '/leave', creator.access_token)).statusCode).toBe(204);
    expect((await me(creator.access_token)).role).toBe(Role.IndividualUser);
    // The remaining admin is now the last one and cannot leave.
    const last = await org('POST', '/leave', member.access_token);
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toMatch(/at least one organization admin/);
  });

  it("nobody sees another organization's members or invitations", async () => {
    const first = await approvedOrganizationWithAdmin();
    const second = await approvedOrganizationWithAdmin();
    const stranger = await joinWithCode(second.organization.referralCode);
    const invited = await org('POST', '/invitations', first.creator.access_token, { emails: [uniqueEmail()], role: 3 });
    const invitationId = invited.json().items[0].id;
    // Second organization's admin acting on the first's member and invitation: not found.
    for (const [method, path] of [
      ['PUT', `/members/${first.creator.id}`],
      ['DELETE', `/members/${first.creator.id}`],
      ['POST', `/invitations/${invitationId}/resend`],
      ['DELETE', `/invitations/${invitationId}`],
    ] as const) {
      const response = await org(
        method,
        path,
        second.creator.access_token,
        method === 'PUT' ? { role: 3, version: 1 } : undefined,
      );
      expect([method, path, response.statusCode]).toEqual([method, path, 404]);
    }
    const theirMembers = (await org('GET', '/members', second.creator.access_token))
      .json()
      .items.map((m: { id: string }) => m.id);
    expect(theirMembers).not.toContain(first.creator.id);
    expect((await org('GET', '/invitations', second.creator.access_token)).json().items).toEqual([]);
    expect((await org('GET', '/invitations', stranger.access_token)).statusCode).toBe(403);
  });
});

describe('invitations', () => {
  it('invites several e-mails; a new person signs up from the link and joins with the role', async () => {
    const { creator, organization } = await approvedOrganizationWithAdmin();
    const newcomer = uniqueEmail('newcomer');
    const colleague = uniqueEmail('colleague');
    const sent = await org('POST', '/invitations', creator.access_token, {
      emails: [newcomer, colleague.toUpperCase()],
      role: 2,
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().items.map((item: { email: string }) => item.email)).toEqual([newcomer, colleague]);
    const mail = await lastMailTo(newcomer);
    expect(mail.subject).toContain(organization.name);
    const token = linkToken(mail.text);
    expect(mail.text).toContain(`http://portal.test/invitations/${token}`);
    // Only the token's hash is stored.
    const stored = await app.db.select().from(invitations).where(eq(invitations.email, newcomer));
    expect(stored[0].tokenHash).not.toContain(token);

    const preview = await call(app, 'GET', `/api/v1/invitations/${token}`);
    expect(preview.json()).toMatchObject({
      organizationName: organization.name,
      email: newcomer,
      role: Role.OrgAdmin,
      status: 'pending',
      accountExists: false,
      // Who invited, as the e-mail says it ("<name> invited you to …").
      inviterName: mail.subject.split(' invited you')[0],
    });
    expect(preview.json().inviterName).toBeTruthy();

    const wrongEmail = await call(app, 'POST', '/api/v1/auth/signup', {
      body: { username: 'Someone', email: uniqueEmail(), password: PASSWORD, invitationToken: token },
    });
    expect(wrongEmail.statusCode).toBe(400);
    expect(wrongEmail.json().details[0].field).toBe('email');

    const signedUp = await call(app, 'POST', '/api/v1/auth/signup', {
      body: { username: 'Newcomer', email: newcomer, password: PASSWORD, invitationToken: token },
    });
    expect(signedUp.statusCode).toBe(201);
    expect(signedUp.json()).toMatchObject({ role: Role.OrgAdmin, organizationId: organization.id });
    expect((await call(app, 'GET', `/api/v1/invitations/${token}`)).json().status).toBe('accepted');
    // Single use.
    const reused = await call(app, 'POST', '/api/v1/auth/signup', {
      body: { username: 'Again', email: uniqueEmail(), password: PASSWORD, invitationToken: token },
    });
    expect(reused.statusCode).toBe(400);
  });

  it('an existing account accepts after logging in; the wrong account and a second use are refused', async () => {
    const { creator } = await approvedOrganizationWithAdmin();
    const invitee = await createUserAndLogin(app);
    const other = await createUserAndLogin(app);
    await org('POST', '/invitations', creator.access_token, { emails: [invitee.email], role: 3 });
    const token = linkToken((await lastMailTo(invitee.email)).text);
    expect((await call(app, 'GET', `/api/v1/invitations/${token}`)).json().accountExists).toBe(true);

    expect((await call(app, 'POST', `/api/v1/invitations/${token}/accept`)).statusCode).toBe(401);
    const wrong = await call(app, 'POST', `/api/v1/invitations/${token}/accept`, { token: other.access_token });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toMatch(/another e-mail/);

    const accepted = await call(app, 'POST', `/api/v1/invitations/${token}/accept`, { token: invitee.access_token });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ role: Role.OrgUser });
    expect((await me(invitee.access_token)).role).toBe(Role.OrgUser);
    expect(
      (await call(app, 'POST', `/api/v1/invitations/${token}/accept`, { token: invitee.access_token })).statusCode,
    ).toBe(409);
    expect((await call(app, 'GET', '/api/v1/invitations/not-a-real-token-at-all-000')).statusCode).toBe(404);
    // A link cut short or mangled is an invitation that does not exist, not a validation error.
    expect((await call(app, 'GET', '/api/v1/invitations/abc!')).statusCode).toBe(404);
  });

  it('refuses its own members only, naming each; expired, resent and revoked links', async () => {
    const { creator, organization } = await approvedOrganizationWithAdmin();
    const elsewhere = await createUser(app, { role: Role.OrgUser });
    const member = await joinWithCode(organization.referralCode);
    const newcomer = uniqueEmail();
    const refused = await org('POST', '/invitations', creator.access_token, {
      emails: [newcomer, elsewhere.email, member.email],
      role: 3,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([
      { field: 'emails.2', message: 'This person is already a member of your organization' },
    ]);
    // One refused address and the batch writes nothing.
    for (const email of [newcomer, elsewhere.email, member.email])
      expect(await app.db.select().from(invitations).where(eq(invitations.email, email))).toEqual([]);

    const invitee = await createUserAndLogin(app);
    const sent = (await org('POST', '/invitations', creator.access_token, { emails: [invitee.email], role: 3 })).json()
      .items[0];
    const firstToken = linkToken((await lastMailTo(invitee.email)).text);
    // Expire it.
    await app.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, sent.id));
    const expired = await call(app, 'POST', `/api/v1/invitations/${firstToken}/accept`, {
      token: invitee.access_token,
    });
    expect(expired.statusCode).toBe(409);
    expect(expired.json().message).toMatch(/expired/);
    expect((await org('GET', '/invitations?status=expired', creator.access_token)).json().items).toEqual([
      expect.objectContaining({ id: sent.id, status: 'expired' }),
    ]);

    // Resending gives a new link; the old one stays dead.
    const resent = await org('POST', `/invitations/${sent.id}/resend`, creator.access_token);
    expect(resent.json()).toMatchObject({ status: 'pending' });
    const secondToken = linkToken((await lastMailTo(invitee.email)).text);
    expect(secondToken).not.toBe(firstToken);
    expect((await call(app, 'GET', `/api/v1/invitations/${firstToken}`)).statusCode).toBe(404);

    expect((await org('DELETE', `/invitations/${sent.id}`, creator.access_token)).statusCode).toBe(204);
    const revoked = await call(app, 'POST', `/api/v1/invitations/${secondToken}/accept`, {
      token: invitee.access_token,
    });
    expect(revoked.statusCode).toBe(409);
    expect((await me(invitee.access_token)).role).toBe(Role.IndividualUser);
  });

  it("answers for another organization's member, a system admin or a super user as for an address with no account", async () => {
    const { creator } = await approvedOrganizationWithAdmin();
    const other = await approvedOrganizationWithAdmin();
    const elsewhere = await joinWithCode(other.organization.referralCode);
    const systemAdmin = await createUserAndLogin(app, { role: Role.SystemAdmin });
    const superUser = await createUserAndLogin(app, { role: Role.SuperUser });
    const nobody = uniqueEmail('nobody');
    const addresses = [nobody, elsewhere.email, systemAdmin.email, superUser.email];

    // Alone or together, each address gets the same answer: an invitation made and mailed.
    const answers = [];
    for (const email of addresses) {
      const alone = await org('POST', '/invitations', creator.access_token, { emails: [email], role: 3 });
      answers.push([alone.statusCode, Object.keys(alone.json()), alone.json().items.length]);
    }
    expect(answers).toEqual(addresses.map(() => [201, ['items'], 1]));
    const together = await org('POST', '/invitations', creator.access_token, { emails: addresses, role: 3 });
    expect(together.statusCode).toBe(201);
    type Item = { id: string; email: string; expiresAt: string; createdAt: string };
    const items = together.json().items as Item[];
    expect(items.map((item) => item.email)).toEqual(addresses);
    // Past the address, its id and its dates, every invitation reads the same.
    const shape = ({ id: _id, email: _email, expiresAt: _expires, createdAt: _created, ...rest }: Item) => rest;
    for (const item of items)
      expect(shape(item)).toEqual({
        role: Role.OrgUser,
        status: 'pending',
        invitedBy: { id: creator.id, username: expect.any(String) },
        acceptedAt: null,
      });
    const listed = (await org('GET', '/invitations', creator.access_token)).json().items as { email: string }[];
    expect(listed.map((item) => item.email).sort()).toEqual([...addresses].sort());

    // The invitee learns it when accepting: a member of another organization is told to leave it first,
    // and a privileged account is refused in the words for any account that cannot join.
    const accept = async (account: { email: string; access_token: string }) => {
      const token = linkToken((await lastMailTo(account.email)).text);
      const response = await call(app, 'POST', `/api/v1/invitations/${token}/accept`, {
        token: account.access_token,
      });
      return [response.statusCode, response.json().message];
    };
    expect(await accept(elsewhere)).toEqual([409, 'You already belong to an organization. Leave it first']);
    expect(await accept(systemAdmin)).toEqual([409, 'This account cannot join an organization']);
    expect(await accept(superUser)).toEqual([409, 'This account cannot join an organization']);
    expect((await me(elsewhere.access_token)).organizationId).toBe(other.organization.id);
    expect((await me(systemAdmin.access_token)).role).toBe(Role.SystemAdmin);
    expect((await me(superUser.access_token)).role).toBe(Role.SuperUser);
    expect((await org('GET', '/members', creator.access_token)).json().total).toBe(1);
    expect((await org('GET', '/invitations?status=pending', creator.access_token)).json().total).toBe(4);
  });

  it('inviting an address again sends its pending invitation again: one row, a new link, the new role', async () => {
    const { creator } = await approvedOrganizationWithAdmin();
    const email = uniqueEmail('twice');
    const first = (await org('POST', '/invitations', creator.access_token, { emails: [email], role: 3 })).json()
      .items[0];
    const firstToken = linkToken((await lastMailTo(email)).text);
    const second = (await org('POST', '/invitations', creator.access_token, { emails: [email], role: 2 })).json()
      .items[0];
    expect(second).toMatchObject({ id: first.id, role: Role.OrgAdmin, status: 'pending' });
    const secondToken = linkToken((await lastMailTo(email)).text);
    expect(secondToken).not.toBe(firstToken);
    expect((await call(app, 'GET', `/api/v1/invitations/${firstToken}`)).statusCode).toBe(404);
    expect((await call(app, 'GET', `/api/v1/invitations/${secondToken}`)).json()).toMatchObject({
      role: Role.OrgAdmin,
    });
    const rows = await app.db.select().from(invitations).where(eq(invitations.email, email));
    expect(rows).toHaveLength(1);
  });

  it('is rate limited per organization', async () => {
    const limitedDb = await createTestDatabase();
    const limited = await buildTestApp(limitedDb, {
      rateLimits: { invitationsPerOrganization: { max: 2, windowMs: 60_000 } },
    });
    try {
      const orgRow = await createOrganization(limited);
      const admin = await createUser(limited, { role: Role.OrgAdmin, organizationId: orgRow.id });
      await limited.db.update(users).set({ role: Role.OrgAdmin }).where(eq(users.id, admin.id));
      const { access_token } = await login(limited, admin.email);
      const invite = (emails: string[]) =>
        call(limited, 'POST', '/api/v1/organization/invitations', { token: access_token, body: { emails, role: 3 } });
      expect((await invite([uniqueEmail(), uniqueEmail()])).statusCode).toBe(201);
      const third = await invite([uniqueEmail()]);
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
      await limitedDb.dispose();
    }
  });

  it('counts a refused batch against the limit too, so addresses cannot be tried for free', async () => {
    const limitedDb = await createTestDatabase();
    const limited = await buildTestApp(limitedDb, {
      rateLimits: { invitationsPerOrganization: { max: 3, windowMs: 60_000 } },
    });
    try {
      const orgRow = await createOrganization(limited);
      const admin = await createUser(limited, { role: Role.OrgAdmin, organizationId: orgRow.id });
      const member = await createUser(limited, { role: Role.OrgUser, organizationId: orgRow.id });
      const { access_token } = await login(limited, admin.email);
      const invite = (emails: string[]) =>
        call(limited, 'POST', '/api/v1/organization/invitations', { token: access_token, body: { emails, role: 3 } });
      expect((await invite([uniqueEmail(), member.email])).statusCode).toBe(400);
      // Two of three counted, refused or not: two more are over the limit, and nothing is written.
      const next = await invite([uniqueEmail(), uniqueEmail()]);
      expect(next.statusCode).toBe(429);
      expect(await limited.db.select().from(invitations)).toEqual([]);
    } finally {
      await limited.close();
      await limitedDb.dispose();
    }
  });
});
