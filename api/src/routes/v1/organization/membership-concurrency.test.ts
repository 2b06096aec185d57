import { Role } from '@portal/shared/domain';
import { and, eq } from 'drizzle-orm';
import { createOrganization, createUserAndLogin } from '../../../../test/support/fixtures';
import { buildTestApp, call, type TestApp } from '../../../../test/support/test-app';
import { createTestDatabase } from '../../../../test/support/test-database';
import { memberships } from '../../../db/schema';

/**
 * Membership rules under concurrent requests. Only PostgreSQL (DATABASE_URL) runs them truly in
 * parallel, on separate pooled connections; PGlite runs them one at a time, so there the test checks
 * the same outcome without the race.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database);
});
afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

const adminsOf = async (organizationId: string) =>
  app.db
    .select()
    .from(memberships)
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.role, Role.OrgAdmin)));

it('two org admins demoting each other at once leave exactly one org admin', async () => {
  for (let round = 0; round < 10; round++) {
    const organization = await createOrganization(app);
    const first = await createUserAndLogin(app, { role: Role.OrgAdmin, organizationId: organization.id });
    const second = await createUserAndLogin(app, { role: Role.OrgAdmin, organizationId: organization.id });
    const demote = (actor: typeof first, target: typeof first) =>
      call(app, 'PUT', `/api/v1/organization/members/${target.id}`, {
        token: actor.access_token,
        body: { role: Role.OrgUser, version: 1 },
      });
    const results = await Promise.all([demote(first, second), demote(second, first)]);
    const statuses = results.map((response) => response.statusCode).sort();
    // One wins; the other is refused: either as the last admin (409) or as no longer an admin (403).
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    expect(await adminsOf(organization.id)).toHaveLength(1);
  }
});

it('two org admins leaving at once leave exactly one org admin', async () => {
  for (let round = 0; round < 10; round++) {
    const organization = await createOrganization(app);
    const admins = [
      await createUserAndLogin(app, { role: Role.OrgAdmin, organizationId: organization.id }),
      await createUserAndLogin(app, { role: Role.OrgAdmin, organizationId: organization.id }),
    ];
    const results = await Promise.all(
      admins.map((admin) => call(app, 'POST', '/api/v1/organization/leave', { token: admin.access_token })),
    );
    expect(results.map((response) => response.statusCode).sort()).toEqual([204, 409]);
    expect(await adminsOf(organization.id)).toHaveLength(1);
  }
});
