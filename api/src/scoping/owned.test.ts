import { OrganizationApproval, Role } from '@portal/shared/domain';
import { eq } from 'drizzle-orm';
import { createOrganization, createUserAndLogin } from '../../test/support/fixtures';
import { buildTestApp, type TestApp } from '../../test/support/test-app';
import { createTestDatabase } from '../../test/support/test-database';
import { addresses, cities, countries, memberships } from '../db/schema';
import { AppError } from '../lib/errors';
import type { UserPrincipal } from '../plugins/auth';
import { findOwnedOr404, ownedScope, ownerValues } from './owned';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: TestApp;
let place: { countryId: string; cityId: string };

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database);
  const [country] = await app.db.insert(countries).values({ code: 'JO', name: 'Jordan', nameAr: 'الأردن' }).returning();
  const [city] = await app.db
    .insert(cities)
    .values({ countryId: country.id, name: 'Amman', nameAr: 'عمّان' })
    .returning();
  place = { countryId: country.id, cityId: city.id };
});

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

async function principalFor(options: Parameters<typeof createUserAndLogin>[1]): Promise<UserPrincipal> {
  const user = await createUserAndLogin(app, options);
  const principal = await app.authenticate(user.access_token);
  if (principal?.kind !== 'user') throw new Error('expected a user principal');
  return principal;
}

async function addAddress(owner: { createdByUserId: string; organizationId: string | null }, name: string) {
  const [row] = await app.db
    .insert(addresses)
    .values({ ...owner, ...place, name, phoneNumber: '0790000000', addressLine: 'Street 1', type: 1 })
    .returning();
  return row;
}

async function visibleNames(principal: UserPrincipal, adminRoute = false) {
  const rows = await app.db
    .select({ name: addresses.name })
    .from(addresses)
    .where(ownedScope(principal, addresses, { adminRoute }));
  return rows.map((row) => row.name).sort();
}

describe('owned-row scoping', () => {
  let alice: UserPrincipal;
  let bob: UserPrincipal;
  let orgAdmin: UserPrincipal;
  let orgUser: UserPrincipal;
  let otherOrgUser: UserPrincipal;

  beforeAll(async () => {
    alice = await principalFor({ role: Role.IndividualUser });
    bob = await principalFor({ role: Role.IndividualUser });
    const organization = await createOrganization(app);
    orgAdmin = await principalFor({ role: Role.OrgAdmin, organizationId: organization.id });
    orgUser = await principalFor({ role: Role.OrgUser, organizationId: organization.id });
    otherOrgUser = await principalFor({ role: Role.OrgUser });

    await addAddress(ownerValues(alice), 'alice-1');
    await addAddress(ownerValues(bob), 'bob-1');
    await addAddress(ownerValues(orgAdmin), 'org-by-admin');
    await addAddress(ownerValues(orgUser), 'org-by-user');
    // The org user's own row from before joining (no organization).
    await addAddress({ createdByUserId: orgUser.userId, organizationId: null }, 'orguser-personal');
    await addAddress(ownerValues(otherOrgUser), 'other-org');
  });

  it('stamps new rows with the organization only for members of an approved organization', () => {
    expect(ownerValues(alice)).toEqual({ createdByUserId: alice.userId, organizationId: null });
    expect(ownerValues(orgUser).organizationId).toBe(orgAdmin.organizationId);
  });

  it('shows individuals only their own rows', async () => {
    expect(await visibleNames(alice)).toEqual(['alice-1']);
    expect(await visibleNames(bob)).toEqual(['bob-1']);
  });

  it("shows members the organization's rows plus their own rows from before they joined", async () => {
    expect(await visibleNames(orgUser)).toEqual(['org-by-admin', 'org-by-user', 'orguser-personal']);
    expect(await visibleNames(orgAdmin)).toEqual(['org-by-admin', 'org-by-user']);
    expect(await visibleNames(otherOrgUser)).toEqual(['other-org']);
  });

  it("leaves the organization's rows behind when a member leaves", async () => {
    const leaver = await principalFor({ role: Role.OrgUser, organizationId: orgAdmin.organizationId! });
    await addAddress(ownerValues(leaver), 'left-behind');
    await app.db.delete(memberships).where(eq(memberships.userId, leaver.userId));
    const asIndividual: UserPrincipal = { ...leaver, role: Role.IndividualUser, organizationId: null };
    expect(await visibleNames(asIndividual)).toEqual([]);
    expect(await visibleNames(orgAdmin)).toContain('left-behind');
  });

  it('gives a pending organization no shared rows', async () => {
    const pending = await createOrganization(app, OrganizationApproval.Pending);
    const creator = await principalFor({ role: Role.IndividualUser });
    await app.db
      .insert(memberships)
      .values({ organizationId: pending.id, userId: creator.userId, role: Role.OrgAdmin });
    const refreshed = (await app.authenticate(
      await app.accessTokens.sign({ userId: creator.userId, sessionId: creator.sessionId! }),
    )) as UserPrincipal;
    expect(refreshed.organizationId).toBeNull();
  });

  it('shows system admins everything on admin routes and nothing elsewhere; the super user everything', async () => {
    const systemAdmin = await principalFor({ role: Role.SystemAdmin });
    const superUser = await principalFor({ role: Role.SuperUser });
    const everything = (await app.db.select({ name: addresses.name }).from(addresses)).map((r) => r.name).sort();
    expect(await visibleNames(systemAdmin)).toEqual([]);
    expect(await visibleNames(systemAdmin, true)).toEqual(everything);
    expect(await visibleNames(superUser)).toEqual(everything);
  });

  it("answers NOT_FOUND for another owner's row, exactly as for a missing one", async () => {
    const [bobsRow] = await app.db.select().from(addresses).where(eq(addresses.name, 'bob-1'));
    await expect(findOwnedOr404(app.db, addresses, bobsRow.id, bob)).resolves.toMatchObject({ id: bobsRow.id });
    const asAlice = findOwnedOr404(app.db, addresses, bobsRow.id, alice);
    await expect(asAlice).rejects.toBeInstanceOf(AppError);
    await expect(asAlice).rejects.toMatchObject({ code: 'NOT_FOUND', statusCode: 404 });
    await expect(findOwnedOr404(app.db, addresses, bobsRow.id, orgUser)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      findOwnedOr404(app.db, addresses, '00000000-0000-4000-8000-000000000000', alice),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
