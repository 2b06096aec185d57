import { OrganizationApproval, Role } from '@portal/shared/domain';
import { eq, inArray } from 'drizzle-orm';
import {
  addresses,
  apiKeys,
  cities,
  countries,
  imports,
  memberships,
  organizations,
  shipments,
  users,
} from '../db/schema';
import type { DbOrTx } from '../db/client';
import { AppError } from '../lib/errors';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';
import {
  addMember,
  ensureAnotherAdmin,
  ensureCanJoin,
  findMember,
  listMembers,
  loadMyOrganization,
  lockOrganization,
  memberCounts,
  membershipOf,
  newReferralCode,
  normalizeReferralCode,
  type OrgRole,
  organizationValues,
  organizationView,
  pendingApplicationOf,
  releaseOrganization,
  removeMember,
  reviewers,
  setMemberRole,
} from './organizations';

let database: TestDatabase;
const db = () => database.db;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.dispose());

const PAST = new Date('2026-01-05T08:00:00.000Z');
let serial = 0;

async function user(
  options: {
    role?: Role;
    status?: 'active' | 'disabled';
    username?: string;
    email?: string;
    locale?: 'en' | 'ar';
  } = {},
) {
  serial++;
  const username = options.username ?? `user${serial}`;
  const [row] = await db()
    .insert(users)
    .values({
      email: options.email ?? `${username}@example.com`,
      username,
      passwordHash: 'not-used',
      role: options.role ?? Role.IndividualUser,
      status: options.status ?? 'active',
      locale: options.locale ?? 'en',
      createdAt: PAST,
      updatedAt: PAST,
    })
    .returning();
  return row;
}

async function organization(
  values: Partial<typeof organizations.$inferInsert> = {},
): Promise<typeof organizations.$inferSelect> {
  serial++;
  const [row] = await db()
    .insert(organizations)
    .values({
      name: `Org ${serial}`,
      referralCode: `CODE${serial}`,
      approvalStatus: OrganizationApproval.Approved,
      ...values,
    })
    .returning();
  return row;
}

/** A user who is a member of `organizationId` with `role` (their user role too). */
async function member(organizationId: string, role: OrgRole, options: Parameters<typeof user>[0] = {}) {
  const row = await user({ ...options, role });
  await db().insert(memberships).values({ organizationId, userId: row.id, role, createdAt: PAST, updatedAt: PAST });
  return row;
}

const userRow = async (id: string) => (await db().select().from(users).where(eq(users.id, id)))[0];
const membershipRows = (userId: string) => db().select().from(memberships).where(eq(memberships.userId, userId));
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: AppError) => ({ code: error.code, messageKey: error.messageKey }),
  );

// First, while the database holds no platform admin: the other tests add none.
describe('reviewers', () => {
  it('are the active system admins, else the active super users', async () => {
    await user({ role: Role.SystemAdmin, status: 'disabled', username: 'gone-admin' });
    await user({ role: Role.OrgAdmin, username: 'org-admin' });
    await user({ role: Role.SuperUser, username: 'root', locale: 'ar' });
    await user({ role: Role.SuperUser, status: 'disabled', username: 'old-root' });
    expect(await reviewers(db())).toEqual([
      { email: 'root@example.com', username: 'root', locale: 'ar', role: Role.SuperUser },
    ]);

    await user({ role: Role.SystemAdmin, username: 'admin' });
    expect(await reviewers(db())).toEqual([
      { email: 'admin@example.com', username: 'admin', locale: 'en', role: Role.SystemAdmin },
    ]);
  });
});

describe('referral codes', () => {
  it('are 10 characters of an alphabet without 0, O, 1, I and L, and differ from one another', () => {
    const codes = Array.from({ length: 300 }, newReferralCode);
    for (const code of codes) expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{10}$/);
    expect(new Set(codes).size).toBe(codes.length);
    // Every letter of the alphabet is drawn (3000 draws of 31 letters).
    expect(new Set(codes.join('')).size).toBe(31);
  });

  it('are compared upper-case without spaces or dashes', () => {
    expect(normalizeReferralCode(' abcd-efgh\t12 - x\n')).toBe('ABCDEFGH12X');
    expect(normalizeReferralCode('ABCDEFGH23')).toBe('ABCDEFGH23');
  });
});

describe('organizationValues', () => {
  it('stores the fields trimmed, blanks as null, the e-mail lower-case and the phone number in E.164', () => {
    expect(
      organizationValues({
        name: '  Jaber Trading ',
        email: ' Office@Jaber.JO ',
        phoneNumber: ' 079 123 4567 ',
        address: ' Rainbow Street ',
        taxNumber: ' 12345 ',
      }),
    ).toEqual({
      name: 'Jaber Trading',
      email: 'office@jaber.jo',
      phoneNumber: '+962791234567',
      address: 'Rainbow Street',
      taxNumber: '12345',
    });
    const blank = { name: 'Jaber', email: '  ', phoneNumber: ' ', address: '', taxNumber: null };
    expect(organizationValues(blank)).toEqual({
      name: 'Jaber',
      email: null,
      phoneNumber: null,
      address: null,
      taxNumber: null,
    });
    expect(organizationValues({ name: 'Jaber' })).toEqual({
      name: 'Jaber',
      email: null,
      phoneNumber: null,
      address: null,
      taxNumber: null,
    });
  });
});

describe('organizationView', () => {
  const row = {
    id: 'b0f7a5b2-0000-4000-8000-000000000001',
    name: 'Jaber Trading',
    referralCode: 'ABCDEFGH23',
    approvalStatus: OrganizationApproval.Rejected,
    email: 'office@jaber.jo',
    phoneNumber: '+962791234567',
    address: 'Rainbow Street',
    taxNumber: '12345',
    createdByUserId: null,
    reviewedByUserId: null,
    reviewedAt: new Date('2026-02-01T10:00:00.000Z'),
    rejectionReason: 'No tax number',
    version: 3,
    createdAt: new Date('2026-01-01T09:00:00.000Z'),
    updatedAt: new Date('2026-02-01T10:00:00.000Z'),
  };

  it('shows the organization with its member count, and the referral code only when asked', () => {
    expect(organizationView(row, 4, true)).toEqual({
      id: row.id,
      name: 'Jaber Trading',
      email: 'office@jaber.jo',
      phoneNumber: '+962791234567',
      address: 'Rainbow Street',
      taxNumber: '12345',
      referralCode: 'ABCDEFGH23',
      approvalStatus: OrganizationApproval.Rejected,
      rejectionReason: 'No tax number',
      reviewedAt: '2026-02-01T10:00:00.000Z',
      memberCount: 4,
      version: 3,
      createdAt: '2026-01-01T09:00:00.000Z',
      updatedAt: '2026-02-01T10:00:00.000Z',
    });
    expect(organizationView(row, 4, false).referralCode).toBeNull();
    expect(organizationView({ ...row, reviewedAt: null }, 0, false).reviewedAt).toBeNull();
  });
});

describe('memberships', () => {
  it('counts the members of each organization asked about', async () => {
    const big = await organization();
    const small = await organization();
    const empty = await organization();
    const elsewhere = await organization();
    await member(big.id, Role.OrgAdmin);
    await member(big.id, Role.OrgUser);
    await member(small.id, Role.OrgAdmin);
    await member(elsewhere.id, Role.OrgAdmin);
    const counts = await memberCounts(db(), [big.id, small.id, empty.id]);
    expect([...counts.entries()].sort((a, b) => b[1] - a[1])).toEqual([
      [big.id, 2],
      [small.id, 1],
    ]);
  });

  it('asks the database nothing when given no organization', async () => {
    const noDatabase = new Proxy({} as DbOrTx, {
      get: () => {
        throw new Error('no query expected');
      },
    });
    expect(await memberCounts(noDatabase, [])).toEqual(new Map());
  });

  it("finds a user's membership, and none for an individual", async () => {
    const org = await organization();
    const admin = await member(org.id, Role.OrgAdmin);
    const individual = await user();
    const [stored] = await membershipRows(admin.id);
    expect(await membershipOf(db(), admin.id)).toEqual({
      id: stored.id,
      organizationId: org.id,
      role: Role.OrgAdmin,
      createdAt: PAST,
    });
    expect(await membershipOf(db(), individual.id)).toBeUndefined();
  });

  it('adds a member, changes their role and removes them, their user role following each time', async () => {
    const org = await organization();
    const person = await user();

    await db().transaction((tx) => addMember(tx, org.id, person.id, Role.OrgUser));
    expect(await membershipRows(person.id)).toEqual([
      expect.objectContaining({ organizationId: org.id, role: Role.OrgUser, version: 1 }),
    ]);
    let stored = await userRow(person.id);
    expect(stored).toMatchObject({ role: Role.OrgUser, version: 2 });
    expect(stored.updatedAt.getTime()).toBeGreaterThan(PAST.getTime());

    await db().update(memberships).set({ updatedAt: PAST }).where(eq(memberships.userId, person.id));
    await db().transaction((tx) => setMemberRole(tx, person.id, Role.OrgAdmin));
    const [changed] = await membershipRows(person.id);
    expect(changed).toMatchObject({ organizationId: org.id, role: Role.OrgAdmin, version: 2 });
    expect(changed.updatedAt.getTime()).toBeGreaterThan(PAST.getTime());
    expect(await userRow(person.id)).toMatchObject({ role: Role.OrgAdmin, version: 3 });

    await db().transaction((tx) => removeMember(tx, person.id));
    expect(await membershipRows(person.id)).toEqual([]);
    stored = await userRow(person.id);
    expect(stored).toMatchObject({ role: Role.IndividualUser, version: 4 });
  });

  it('changes only the member named', async () => {
    const org = await organization();
    const person = await member(org.id, Role.OrgUser);
    const bystander = await member(org.id, Role.OrgUser);
    await setMemberRole(db(), person.id, Role.OrgAdmin);
    await removeMember(db(), person.id);
    expect(await membershipRows(bystander.id)).toEqual([expect.objectContaining({ role: Role.OrgUser, version: 1 })]);
    expect(await userRow(bystander.id)).toMatchObject({ role: Role.OrgUser, version: 1, updatedAt: PAST });
  });
});

describe('loadMyOrganization', () => {
  it("shows a member their organization, with the referral code to an approved organization's admins only", async () => {
    const org = await organization({ approvalStatus: OrganizationApproval.Approved });
    const admin = await member(org.id, Role.OrgAdmin);
    const colleague = await member(org.id, Role.OrgUser);
    expect(await loadMyOrganization(db(), admin.id)).toEqual({
      organization: organizationView(org, 2, true),
      role: Role.OrgAdmin,
      joinedAt: PAST.toISOString(),
    });
    expect(await loadMyOrganization(db(), colleague.id)).toEqual({
      organization: organizationView(org, 2, false),
      role: Role.OrgUser,
      joinedAt: PAST.toISOString(),
    });
    expect((await loadMyOrganization(db(), admin.id)).organization?.referralCode).toBe(org.referralCode);

    const pending = await organization({ approvalStatus: OrganizationApproval.Pending });
    const pendingAdmin = await member(pending.id, Role.OrgAdmin);
    expect((await loadMyOrganization(db(), pendingAdmin.id)).organization).toMatchObject({
      id: pending.id,
      referralCode: null,
      memberCount: 1,
    });
  });

  it('shows anyone else their newest application that is pending or rejected, else nothing', async () => {
    const applicant = await user();
    const other = await user();
    expect(await loadMyOrganization(db(), applicant.id)).toEqual({ organization: null, role: null, joinedAt: null });

    const at = (day: number) => new Date(Date.UTC(2026, 0, day));
    await organization({
      createdByUserId: applicant.id,
      approvalStatus: OrganizationApproval.Rejected,
      createdAt: at(1),
    });
    const newest = await organization({
      createdByUserId: applicant.id,
      approvalStatus: OrganizationApproval.Pending,
      createdAt: at(3),
    });
    await organization({
      createdByUserId: applicant.id,
      approvalStatus: OrganizationApproval.Rejected,
      createdAt: at(2),
    });
    // An organization they founded and have since left, and someone else's newer application, are not theirs to show.
    await organization({
      createdByUserId: applicant.id,
      approvalStatus: OrganizationApproval.Approved,
      createdAt: at(9),
    });
    await organization({ createdByUserId: other.id, approvalStatus: OrganizationApproval.Pending, createdAt: at(9) });
    expect(await loadMyOrganization(db(), applicant.id)).toEqual({
      organization: organizationView(newest, 0, false),
      role: null,
      joinedAt: null,
    });

    const rejectedOnly = await user();
    const rejected = await organization({
      createdByUserId: rejectedOnly.id,
      approvalStatus: OrganizationApproval.Rejected,
    });
    expect((await loadMyOrganization(db(), rejectedOnly.id)).organization?.id).toBe(rejected.id);
  });
});

describe('pendingApplicationOf and lockOrganization', () => {
  it("finds the user's application waiting for review, and no reviewed one or another user's", async () => {
    const applicant = await user();
    const other = await user();
    await organization({ createdByUserId: applicant.id, approvalStatus: OrganizationApproval.Rejected });
    await organization({ createdByUserId: applicant.id, approvalStatus: OrganizationApproval.Approved });
    await organization({ createdByUserId: other.id, approvalStatus: OrganizationApproval.Pending });
    expect(await db().transaction((tx) => pendingApplicationOf(tx, applicant.id))).toBeUndefined();
    const pending = await organization({ createdByUserId: applicant.id, approvalStatus: OrganizationApproval.Pending });
    expect(await db().transaction((tx) => pendingApplicationOf(tx, applicant.id))).toEqual(pending);
  });

  it('returns the locked organization, and a 404 for one that does not exist', async () => {
    const org = await organization();
    expect(await db().transaction((tx) => lockOrganization(tx, org.id))).toEqual(org);
    expect(
      await rejection(db().transaction((tx) => lockOrganization(tx, '00000000-0000-4000-8000-000000000000'))),
    ).toEqual({ code: 'NOT_FOUND', messageKey: 'notFound' });
  });
});

describe('ensureAnotherAdmin', () => {
  it('refuses to let the last org admin go, counting only the admins of that organization', async () => {
    const org = await organization();
    const admin = await member(org.id, Role.OrgAdmin);
    const colleague = await member(org.id, Role.OrgUser);
    const otherOrg = await organization();
    await member(otherOrg.id, Role.OrgAdmin);

    expect(await rejection(ensureAnotherAdmin(db(), org.id, admin.id))).toEqual({
      code: 'CONFLICT',
      messageKey: 'lastOrgAdmin',
    });
    await expect(ensureAnotherAdmin(db(), org.id, colleague.id)).resolves.toBeUndefined();

    const second = await member(org.id, Role.OrgAdmin);
    await expect(ensureAnotherAdmin(db(), org.id, admin.id)).resolves.toBeUndefined();
    await expect(ensureAnotherAdmin(db(), org.id, second.id)).resolves.toBeUndefined();
  });
});

describe('ensureCanJoin', () => {
  it('lets only an individual user outside any organization create or join one', async () => {
    const individual = await user();
    await expect(ensureCanJoin(db(), individual.id, Role.IndividualUser)).resolves.toBeUndefined();
    expect(await rejection(ensureCanJoin(db(), individual.id, Role.SystemAdmin))).toEqual({
      code: 'CONFLICT',
      messageKey: 'individualOnly',
    });
    expect(await rejection(ensureCanJoin(db(), individual.id, Role.SuperUser))).toEqual({
      code: 'CONFLICT',
      messageKey: 'individualOnly',
    });
    const org = await organization();
    const inOrganization = await member(org.id, Role.OrgUser);
    // Already a member: said first, whatever the role given.
    expect(await rejection(ensureCanJoin(db(), inOrganization.id, Role.IndividualUser))).toEqual({
      code: 'CONFLICT',
      messageKey: 'alreadyInOrganization',
    });
    expect(await rejection(ensureCanJoin(db(), inOrganization.id, Role.OrgUser))).toEqual({
      code: 'CONFLICT',
      messageKey: 'alreadyInOrganization',
    });
  });
});

describe('releaseOrganization', () => {
  it("gives every member, address, shipment, import and client key back to the person who made it, and leaves other organizations' rows", async () => {
    const [country] = await db().insert(countries).values({ code: 'JO', name: 'Jordan', nameAr: 'الأردن' }).returning();
    const [city] = await db()
      .insert(cities)
      .values({ countryId: country.id, name: 'Amman', nameAr: 'عمان' })
      .returning();
    const org = await organization();
    const other = await organization();
    const admin = await member(org.id, Role.OrgAdmin);
    const colleague = await member(org.id, Role.OrgUser);
    const outsider = await member(other.id, Role.OrgAdmin);

    const address = async (createdByUserId: string, organizationId: string | null, isPrimary: boolean) =>
      (
        await db()
          .insert(addresses)
          .values({
            createdByUserId,
            organizationId,
            isPrimary,
            type: 2,
            name: 'Warehouse',
            phoneNumber: '+962791234567',
            countryId: country.id,
            cityId: city.id,
            addressLine: 'Street',
            updatedAt: PAST,
          })
          .returning()
      )[0];
    const orgPrimary = await address(admin.id, org.id, true);
    const orgOther = await address(colleague.id, org.id, false);
    const otherPrimary = await address(outsider.id, other.id, true);

    const shipment = async (createdByUserId: string, organizationId: string) =>
      (await db().insert(shipments).values({ createdByUserId, organizationId }).returning())[0];
    const orgShipment = await shipment(colleague.id, org.id);
    const otherShipment = await shipment(outsider.id, other.id);

    const importRow = async (
      createdByUserId: string,
      organizationId: string | null,
      fileHash: string,
      status: 'imported' | 'failed' = 'imported',
    ) =>
      (
        await db()
          .insert(imports)
          .values({ createdByUserId, organizationId, fileHash, status, fileName: `${fileHash}.csv` })
          .returning()
      )[0];
    // The admin imported file A on their own as well: the organization's record of it is the duplicate.
    await importRow(admin.id, null, 'A');
    const duplicate = await importRow(admin.id, org.id, 'A');
    // Not duplicates: B failed on their own, only the colleague imported C on their own, and E went to another organization.
    await importRow(admin.id, null, 'B', 'failed');
    const orgB = await importRow(admin.id, org.id, 'B');
    await importRow(colleague.id, null, 'C');
    const orgC = await importRow(admin.id, org.id, 'C');
    await importRow(admin.id, other.id, 'E');
    const orgE = await importRow(admin.id, org.id, 'E');
    const otherImport = await importRow(outsider.id, other.id, 'A');

    const key = async (ownerUserId: string, ownerOrganizationId: string) =>
      (
        await db()
          .insert(apiKeys)
          .values({ kind: 'client', name: 'Shop', prefix: `pk_${++serial}`, ownerUserId, ownerOrganizationId })
          .returning()
      )[0];
    const orgKey = await key(admin.id, org.id);
    const otherKey = await key(outsider.id, other.id);

    await db().transaction((tx) => releaseOrganization(tx, org.id));

    expect(await db().select().from(memberships).where(eq(memberships.organizationId, org.id))).toEqual([]);
    for (const person of [admin, colleague])
      expect(await userRow(person.id)).toMatchObject({ role: Role.IndividualUser });
    expect(await membershipRows(outsider.id)).toHaveLength(1);
    expect(await userRow(outsider.id)).toMatchObject({ role: Role.OrgAdmin });

    const addressRows = await db()
      .select()
      .from(addresses)
      .where(inArray(addresses.id, [orgPrimary.id, orgOther.id, otherPrimary.id]));
    const addressOf = (id: string) => addressRows.find((row) => row.id === id)!;
    expect(addressOf(orgPrimary.id)).toMatchObject({ organizationId: null, isPrimary: false, version: 2 });
    expect(addressOf(orgPrimary.id).updatedAt.getTime()).toBeGreaterThan(PAST.getTime());
    expect(addressOf(orgOther.id)).toMatchObject({ organizationId: null, isPrimary: false, version: 2 });
    expect(addressOf(otherPrimary.id)).toMatchObject({ organizationId: other.id, isPrimary: true, version: 1 });

    const shipmentRows = await db()
      .select({ id: shipments.id, organizationId: shipments.organizationId })
      .from(shipments)
      .where(inArray(shipments.id, [orgShipment.id, otherShipment.id]));
    expect(shipmentRows).toEqual(
      expect.arrayContaining([
        { id: orgShipment.id, organizationId: null },
        { id: otherShipment.id, organizationId: other.id },
      ]),
    );

    const importOrganizations = new Map(
      (await db().select().from(imports)).map((row) => [row.id, row.organizationId] as const),
    );
    expect(importOrganizations.get(duplicate.id)).toBe(org.id);
    expect(importOrganizations.get(orgB.id)).toBeNull();
    expect(importOrganizations.get(orgC.id)).toBeNull();
    expect(importOrganizations.get(orgE.id)).toBeNull();
    expect(importOrganizations.get(otherImport.id)).toBe(other.id);

    const keyOrganizations = new Map(
      (await db().select().from(apiKeys)).map((row) => [row.id, [row.ownerUserId, row.ownerOrganizationId]] as const),
    );
    expect(keyOrganizations.get(orgKey.id)).toEqual([admin.id, null]);
    expect(keyOrganizations.get(otherKey.id)).toEqual([outsider.id, other.id]);
  });
});

describe('members', () => {
  let org: typeof organizations.$inferSelect;
  let amira: Awaited<ReturnType<typeof user>>;
  let basel: Awaited<ReturnType<typeof user>>;
  let celine: Awaited<ReturnType<typeof user>>;
  let dana: Awaited<ReturnType<typeof user>>;
  const names = (page: { items: { username: string }[] }) => page.items.map((item) => item.username);

  beforeAll(async () => {
    org = await organization();
    const other = await organization();
    const join = async (username: string, email: string, role: OrgRole, day: number) => {
      const row = await user({ username, email, role });
      await db()
        .insert(memberships)
        .values({ organizationId: org.id, userId: row.id, role, createdAt: new Date(Date.UTC(2026, 0, day)) });
      return row;
    };
    celine = await join('celine', 'c.haddad@shop.jo', Role.OrgUser, 1);
    amira = await join('amira', 'amira@home.jo', Role.OrgAdmin, 3);
    dana = await join('dana', 'dana_50%@shop.jo', Role.OrgUser, 4);
    basel = await join('basel', 'basel@shop.jo', Role.OrgUser, 2);
    await db().update(users).set({ phoneNumber: '+962791234567' }).where(eq(users.id, basel.id));
    await member(other.id, Role.OrgAdmin, { username: 'amir', email: 'amir@shop.jo' });
  });

  it('finds one member of the organization as the list shows them, and no one else', async () => {
    const [membership] = await membershipRows(basel.id);
    expect(await findMember(db(), org.id, basel.id)).toEqual({
      id: basel.id,
      username: 'basel',
      email: 'basel@shop.jo',
      phoneNumber: '+962791234567',
      role: Role.OrgUser,
      joinedAt: '2026-01-02T00:00:00.000Z',
      version: membership.version,
    });
    const outsider = (await db().select().from(users).where(eq(users.username, 'amir')))[0];
    expect(await findMember(db(), org.id, outsider.id)).toBeUndefined();
  });

  it('lists the members by name unless asked, a page at a time, with the total', async () => {
    const first = await listMembers(db(), org.id, { page: 1, pageSize: 3 });
    expect(first).toMatchObject({ total: 4, page: 1, pageSize: 3 });
    expect(names(first)).toEqual(['amira', 'basel', 'celine']);
    expect(first.items[0]).toEqual({
      id: amira.id,
      username: 'amira',
      email: 'amira@home.jo',
      phoneNumber: null,
      role: Role.OrgAdmin,
      joinedAt: '2026-01-03T00:00:00.000Z',
      version: 1,
    });
    const second = await listMembers(db(), org.id, { page: 2, pageSize: 3 });
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(names(second)).toEqual(['dana']);
  });

  it('sorts by name, e-mail, role or joining date, either way, equal roles in a steady order', async () => {
    const sorted = async (sort: string) => names(await listMembers(db(), org.id, { page: 1, pageSize: 10, sort }));
    expect(await sorted('-username')).toEqual(['dana', 'celine', 'basel', 'amira']);
    expect(await sorted('email')).toEqual(['amira', 'basel', 'celine', 'dana']);
    expect(await sorted('joinedAt')).toEqual(['celine', 'basel', 'amira', 'dana']);
    expect(await sorted('-joinedAt')).toEqual(['dana', 'amira', 'basel', 'celine']);
    const byId = [basel, celine, dana].sort((a, b) => (a.id < b.id ? -1 : 1)).map((row) => row.username);
    expect(await sorted('role')).toEqual(['amira', ...byId]);
    expect(await sorted('-role')).toEqual([...byId, 'amira']);
    await expect(sorted('password')).rejects.toThrow(AppError);
  });

  it('searches the names and e-mails of the organization only, case-insensitively and literally', async () => {
    const search = async (q: string) => {
      const page = await listMembers(db(), org.id, { page: 1, pageSize: 10, q });
      return { total: page.total, names: names(page) };
    };
    expect(await search('AMI')).toEqual({ total: 1, names: ['amira'] });
    expect(await search(' shop.jo ')).toEqual({ total: 3, names: ['basel', 'celine', 'dana'] });
    expect(await search('HADDAD')).toEqual({ total: 1, names: ['celine'] });
    expect(await search('50%')).toEqual({ total: 1, names: ['dana'] });
    expect(await search('_')).toEqual({ total: 1, names: ['dana'] });
    expect(await search('   ')).toEqual({ total: 4, names: ['amira', 'basel', 'celine', 'dana'] });
  });
});
