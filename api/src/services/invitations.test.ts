import { randomBytes } from 'node:crypto';
import { OrganizationApproval, Role } from '@portal/shared/domain';
import { eq } from 'drizzle-orm';
import { invitations, memberships, organizations, users } from '../db/schema';
import { sha256 } from '../lib/tokens';
import type { QueuedMail } from '../mail/outbox';
import type { MailService } from '../plugins/mail';
import { appErrorOf } from '../../test/support/app-error';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';
import {
  acceptInvitation,
  accountExists,
  findInvitationByToken,
  INVITATION_TTL_MS,
  type InvitationRow,
  invitationStatus,
  invitationUrl,
  invitationView,
  inviteToOrganization,
  sendInvitation,
  unusableReason,
} from './invitations';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.dispose());

const NOW = new Date('2026-06-01T09:00:00.000Z');
const PUBLIC_URL = 'http://portal.test';

/** Records what would be e-mailed instead of writing the outbox. */
function recordingMail() {
  const queued: QueuedMail[] = [];
  const mail = {
    enqueue: async (_db: unknown, message: QueuedMail) => {
      queued.push(message);
      return 'mail-id';
    },
  } as unknown as MailService;
  return { mail, queued };
}

const uniqueEmail = (label: string) => `${label}-${randomBytes(5).toString('hex')}@example.com`;

// These tests never sign in with a password, so the accounts need no real hash.
async function newUser(options: { email?: string; role?: number } = {}) {
  const email = options.email ?? uniqueEmail('person');
  const [user] = await database.db
    .insert(users)
    .values({ email, username: email.split('@')[0], passwordHash: 'unused', role: options.role ?? Role.IndividualUser })
    .returning();
  return user;
}

async function newOrganization(approvalStatus: number = OrganizationApproval.Approved) {
  const [organization] = await database.db
    .insert(organizations)
    .values({
      name: `Org ${randomBytes(3).toString('hex')}`,
      referralCode: randomBytes(5).toString('hex').toUpperCase(),
      approvalStatus,
    })
    .returning();
  return organization;
}

/** Sends an invitation and returns its row and the token of its link. */
async function invite(options: { email?: string; role?: 2 | 3; organization?: { id: string; name: string } } = {}) {
  const organization = options.organization ?? (await newOrganization());
  const inviter = await newUser();
  const { mail, queued } = recordingMail();
  const row = await sendInvitation(database.db, mail, {
    organization,
    email: options.email ?? uniqueEmail('invited'),
    role: options.role ?? Role.OrgUser,
    inviter: { id: inviter.id, username: inviter.username },
    locale: 'en',
    publicUrl: PUBLIC_URL,
  });
  const token = tokenOf(queued[0]);
  return { row, token, organization, inviter, queued };
}

function tokenOf(message: QueuedMail): string {
  if (message.template !== 'invitation') throw new Error(`not an invitation: ${message.template}`);
  return message.data.acceptUrl.slice(`${PUBLIC_URL}/invitations/`.length);
}

const stored = async (id: string) => (await database.db.select().from(invitations).where(eq(invitations.id, id)))[0];

describe('invitationStatus', () => {
  const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs);

  it('reads a pending invitation as expired from its expiry instant on', () => {
    expect(invitationStatus({ status: 'pending', expiresAt: at(1) }, NOW)).toBe('pending');
    expect(invitationStatus({ status: 'pending', expiresAt: NOW }, NOW)).toBe('expired');
    expect(invitationStatus({ status: 'pending', expiresAt: at(-1) }, NOW)).toBe('expired');
  });

  it('keeps an accepted or revoked invitation as it is, however old', () => {
    expect(invitationStatus({ status: 'accepted', expiresAt: at(-1) }, NOW)).toBe('accepted');
    expect(invitationStatus({ status: 'revoked', expiresAt: at(-1) }, NOW)).toBe('revoked');
  });

  it('compares with the present when no time is given', () => {
    const hour = 3600_000;
    expect(invitationStatus({ status: 'pending', expiresAt: new Date(Date.now() + hour) })).toBe('pending');
    expect(invitationStatus({ status: 'pending', expiresAt: new Date(Date.now() - hour) })).toBe('expired');
  });
});

describe('invitationView and invitationUrl', () => {
  const row: InvitationRow = {
    id: 'i1',
    organizationId: 'o1',
    email: 'mina@example.com',
    role: Role.OrgAdmin,
    tokenHash: 'hash',
    status: 'pending',
    invitedByUserId: 'u1',
    expiresAt: new Date('2000-01-08T00:00:00Z'),
    acceptedAt: null,
    createdAt: new Date('2000-01-01T00:00:00Z'),
  };

  it('shows an invitation without its token hash, with its status as read now', () => {
    const inviter = { id: 'u1', username: 'rana' };
    expect(invitationView(row, inviter)).toEqual({
      id: 'i1',
      email: 'mina@example.com',
      role: Role.OrgAdmin,
      status: 'expired',
      invitedBy: inviter,
      expiresAt: '2000-01-08T00:00:00.000Z',
      acceptedAt: null,
      createdAt: '2000-01-01T00:00:00.000Z',
    });
    const accepted = { ...row, status: 'accepted' as const, acceptedAt: new Date('2000-01-02T00:00:00Z') };
    expect(invitationView(accepted, null)).toMatchObject({
      status: 'accepted',
      invitedBy: null,
      acceptedAt: '2000-01-02T00:00:00.000Z',
    });
  });

  it('links to /invitations/<token> on the portal', () => {
    expect(invitationUrl('https://portal.example', 'abc_DEF-123')).toBe(
      'https://portal.example/invitations/abc_DEF-123',
    );
  });
});

describe('sendInvitation', () => {
  it('writes a pending invitation valid for 7 days, stores only the hash of its token and e-mails the link', async () => {
    const organization = await newOrganization();
    const before = Date.now();
    const { row, token, inviter, queued } = await invite({
      email: 'Mina.Haddad@Example.com',
      role: Role.OrgAdmin,
      organization,
    });

    expect(row).toMatchObject({
      organizationId: organization.id,
      email: 'Mina.Haddad@Example.com',
      role: Role.OrgAdmin,
      status: 'pending',
      invitedByUserId: inviter.id,
      tokenHash: sha256(token),
      acceptedAt: null,
    });
    expect(await stored(row.id)).toEqual(row);
    expect(row.expiresAt.getTime()).toBeGreaterThanOrEqual(before + INVITATION_TTL_MS);
    expect(row.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + INVITATION_TTL_MS);
    expect(INVITATION_TTL_MS).toBe(7 * 24 * 3600 * 1000);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(queued).toEqual([
      {
        to: 'Mina.Haddad@Example.com',
        locale: 'en',
        template: 'invitation',
        data: {
          organizationName: organization.name,
          inviterName: inviter.username,
          roleName: { en: 'organization admin', ar: 'مسؤول المؤسسة' },
          acceptUrl: `${PUBLIC_URL}/invitations/${token}`,
        },
      },
    ]);
  });

  it('names the org user role in the e-mail, in the language asked for', async () => {
    const organization = await newOrganization();
    const { mail, queued } = recordingMail();
    await sendInvitation(database.db, mail, {
      organization,
      email: uniqueEmail('ar'),
      role: Role.OrgUser,
      inviter: { id: (await newUser()).id, username: 'rana' },
      locale: 'ar',
      publicUrl: PUBLIC_URL,
    });
    expect(queued[0]).toMatchObject({
      locale: 'ar',
      data: { roleName: { en: 'organization user', ar: 'مستخدم المؤسسة' } },
    });
  });

  it('resends an invitation with a new link and a new week, and the old link stops working', async () => {
    const first = await invite();
    // Past its expiry: resending makes it usable again.
    const expired = new Date(Date.now() - 1000);
    await database.db.update(invitations).set({ expiresAt: expired }).where(eq(invitations.id, first.row.id));
    const { mail, queued } = recordingMail();
    const before = Date.now();

    const resent = await sendInvitation(database.db, mail, {
      organization: first.organization,
      email: first.row.email,
      role: Role.OrgUser,
      inviter: { id: first.inviter.id, username: first.inviter.username },
      locale: 'en',
      publicUrl: PUBLIC_URL,
      replaceId: first.row.id,
    });

    const token = tokenOf(queued[0]);
    expect(token).not.toBe(first.token);
    expect(resent).toMatchObject({ id: first.row.id, status: 'pending', tokenHash: sha256(token) });
    expect(resent.expiresAt.getTime()).toBeGreaterThanOrEqual(before + INVITATION_TTL_MS);
    expect(
      await database.db.select().from(invitations).where(eq(invitations.organizationId, first.organization.id)),
    ).toHaveLength(1);
    expect(await findInvitationByToken(database.db, first.token)).toBeUndefined();
    expect((await findInvitationByToken(database.db, token))?.id).toBe(first.row.id);
  });
});

describe('inviteToOrganization', () => {
  async function memberOf(organizationId: string, options: { role?: number; locale?: 'en' | 'ar' } = {}) {
    const user = await newUser({ role: options.role ?? Role.OrgUser });
    if (options.locale) await database.db.update(users).set({ locale: options.locale }).where(eq(users.id, user.id));
    await database.db
      .insert(memberships)
      .values({ organizationId, userId: user.id, role: options.role ?? Role.OrgUser });
    return user;
  }

  async function inviteAll(organization: { id: string; name: string }, emails: string[], role: 2 | 3 = Role.OrgUser) {
    const inviter = await newUser();
    const { mail, queued } = recordingMail();
    const rows = await database.db.transaction((tx) =>
      inviteToOrganization(tx, mail, {
        organization,
        emails,
        role,
        inviter: { id: inviter.id, username: inviter.username },
        locale: 'en',
        publicUrl: PUBLIC_URL,
      }),
    );
    return { rows, queued };
  }

  it("invites another organization's member, a system admin and a super user as an address with no account", async () => {
    const organization = await newOrganization();
    const elsewhere = await memberOf((await newOrganization()).id, { locale: 'ar' });
    const systemAdmin = await newUser({ role: Role.SystemAdmin });
    const superUser = await newUser({ role: Role.SuperUser });
    const emails = [uniqueEmail('nobody'), elsewhere.email, systemAdmin.email, superUser.email];

    const { rows, queued } = await inviteAll(organization, emails);

    expect(rows.map((row) => [row.email, row.organizationId, row.role, row.status])).toEqual(
      emails.map((email) => [email, organization.id, Role.OrgUser, 'pending']),
    );
    expect(queued.map((message) => [message.to, message.template])).toEqual(
      emails.map((email) => [email, 'invitation']),
    );
    // An account's e-mail is in its own language; nothing of it reaches the inviter.
    expect(queued[1].locale).toBe('ar');
    // Nobody joined: whoever cannot is refused when accepting.
    expect(await database.db.select().from(memberships).where(eq(memberships.userId, systemAdmin.id))).toEqual([]);
  });

  it('refuses the organization’s own members only, each by its place, and then writes and sends nothing', async () => {
    const organization = await newOrganization();
    const member = await memberOf(organization.id);
    const admin = await memberOf(organization.id, { role: Role.OrgAdmin });
    const elsewhere = await memberOf((await newOrganization()).id);
    const newcomer = uniqueEmail('newcomer');
    const { mail, queued } = recordingMail();

    const refused = await appErrorOf(
      database.db.transaction((tx) =>
        inviteToOrganization(tx, mail, {
          organization,
          emails: [newcomer, member.email, elsewhere.email, admin.email],
          role: Role.OrgUser,
          inviter: { id: admin.id, username: admin.username },
          locale: 'en',
          publicUrl: PUBLIC_URL,
        }),
      ),
    );

    expect(refused).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(refused.options.details).toEqual([
      { field: 'emails.1', messageKey: 'alreadyMember', params: { email: member.email } },
      { field: 'emails.3', messageKey: 'alreadyMember', params: { email: admin.email } },
    ]);
    expect(queued).toEqual([]);
    expect(await database.db.select().from(invitations).where(eq(invitations.organizationId, organization.id))).toEqual(
      [],
    );
  });

  it('sends a pending invitation again with the role now asked for, once per address', async () => {
    const organization = await newOrganization();
    const email = uniqueEmail('again');
    const first = await inviteAll(organization, [email]);
    const { rows, queued } = await inviteAll(organization, [email, email], Role.OrgAdmin);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: first.rows[0].id, role: Role.OrgAdmin, status: 'pending' });
    expect(queued).toHaveLength(1);
    expect(await findInvitationByToken(database.db, tokenOf(first.queued[0]))).toBeUndefined();
  });
});

describe('findInvitationByToken', () => {
  it('finds an invitation by the token of its link, and nothing for another token', async () => {
    const { row, token } = await invite();
    expect(await findInvitationByToken(database.db, token)).toEqual(row);
    expect(await findInvitationByToken(database.db, `${token}x`)).toBeUndefined();
  });
});

describe('unusableReason', () => {
  const base = { expiresAt: new Date(Date.now() + 3600_000) } as InvitationRow;

  it('says why an invitation cannot be used, and nothing for a pending one', () => {
    expect(unusableReason({ ...base, status: 'pending' })).toBeNull();
    expect(unusableReason({ ...base, status: 'pending', expiresAt: new Date(Date.now() - 1000) })).toBe(
      'invitationExpired',
    );
    expect(unusableReason({ ...base, status: 'expired' })).toBe('invitationExpired');
    expect(unusableReason({ ...base, status: 'accepted' })).toBe('invitationUsed');
    expect(unusableReason({ ...base, status: 'revoked' })).toBe('invitationRevoked');
  });
});

describe('acceptInvitation', () => {
  it('joins the invited user with the invitation’s role (e-mails compared without case) and uses the link up', async () => {
    const user = await newUser({ email: uniqueEmail('noor') });
    const { row, token, organization } = await invite({ email: user.email.toUpperCase(), role: Role.OrgAdmin });

    const accepted = await database.db.transaction((tx) =>
      acceptInvitation(tx, token, { id: user.id, email: user.email, role: user.role }),
    );

    expect(accepted).toMatchObject({ id: row.id, status: 'accepted', acceptedAt: expect.any(Date) });
    expect(await stored(row.id)).toEqual(accepted);
    const [membership] = await database.db.select().from(memberships).where(eq(memberships.userId, user.id));
    expect(membership).toMatchObject({ organizationId: organization.id, role: Role.OrgAdmin });
    const [after] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(after.role).toBe(Role.OrgAdmin);

    // The link works once.
    const second = await appErrorOf(
      database.db.transaction((tx) =>
        acceptInvitation(tx, token, { id: user.id, email: user.email, role: after.role }),
      ),
    );
    expect(second).toMatchObject({ code: 'CONFLICT', messageKey: 'invitationUsed' });
  });

  const accept = (token: string, user: { id: string; email: string; role: number }) =>
    appErrorOf(database.db.transaction((tx) => acceptInvitation(tx, token, user)));

  it('refuses an unknown link as invalid (404)', async () => {
    const user = await newUser();
    expect(await accept('no-such-invitation-token', user)).toMatchObject({
      code: 'NOT_FOUND',
      messageKey: 'invitationInvalid',
    });
  });

  it('refuses an expired or revoked link', async () => {
    const expired = await invite();
    await database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, expired.row.id));
    const user = await newUser({ email: expired.row.email });
    expect(await accept(expired.token, user)).toMatchObject({ code: 'CONFLICT', messageKey: 'invitationExpired' });

    const revoked = await invite();
    await database.db.update(invitations).set({ status: 'revoked' }).where(eq(invitations.id, revoked.row.id));
    const revokedUser = await newUser({ email: revoked.row.email });
    expect(await accept(revoked.token, revokedUser)).toMatchObject({
      code: 'CONFLICT',
      messageKey: 'invitationRevoked',
    });
    expect(await database.db.select().from(memberships).where(eq(memberships.userId, user.id))).toEqual([]);
  });

  it('refuses a signed-in account that is not the invited address (403)', async () => {
    const { row, token } = await invite();
    const stranger = await newUser();
    expect(await accept(token, stranger)).toMatchObject({ code: 'FORBIDDEN', messageKey: 'invitationWrongAccount' });
    expect((await stored(row.id)).status).toBe('pending');
  });

  it('refuses to join an organization that is not approved (any more)', async () => {
    const organization = await newOrganization(OrganizationApproval.Pending);
    const { token, row } = await invite({ organization });
    const user = await newUser({ email: row.email });
    expect(await accept(token, user)).toMatchObject({ code: 'CONFLICT', messageKey: 'organizationNotApproved' });
  });

  it('refuses someone who already belongs to an organization, or whose role cannot join one (the same words for every privileged role)', async () => {
    const { token, row } = await invite();
    const member = await newUser({ email: row.email });
    const elsewhere = await newOrganization();
    await database.db
      .insert(memberships)
      .values({ organizationId: elsewhere.id, userId: member.id, role: Role.OrgUser });
    expect(await accept(token, member)).toMatchObject({ code: 'CONFLICT', messageKey: 'alreadyInOrganization' });

    // A system admin or super user has no membership, yet cannot become a member.
    for (const role of [Role.SystemAdmin, Role.SuperUser]) {
      const admin = await newUser({ role });
      expect(await accept(token, { id: admin.id, email: row.email, role: admin.role })).toMatchObject({
        code: 'CONFLICT',
        messageKey: 'cannotJoinOrganization',
      });
      expect(await database.db.select().from(memberships).where(eq(memberships.userId, admin.id))).toEqual([]);
    }
    expect((await stored(row.id)).status).toBe('pending');
  });
});

describe('accountExists', () => {
  it('tells whether an account has the address, whatever its case', async () => {
    const user = await newUser({ email: uniqueEmail('Exists') });
    expect(await accountExists(database.db, user.email.toUpperCase())).toBe(true);
    expect(await accountExists(database.db, user.email)).toBe(true);
    expect(await accountExists(database.db, `x${user.email}`)).toBe(false);
  });
});
