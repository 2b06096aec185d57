import { Role } from '@portal/shared/domain';
import { and, eq } from 'drizzle-orm';
import { createUserAndLogin } from '../../../../test/support/fixtures';
import { buildTestApp, call, type TestApp } from '../../../../test/support/test-app';
import { createTestDatabase } from '../../../../test/support/test-database';
import { addresses, cities, countries } from '../../../db/schema';
import { seedReferenceData } from '../../../db/seed/reference';

/**
 * The one-primary invariant under concurrent requests. Only PostgreSQL (DATABASE_URL)
 * runs these requests truly in parallel, on separate pooled connections; PGlite runs them one at a
 * time, so there the test checks the same outcome without the race.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: TestApp;
let body: Record<string, unknown>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database);
  await seedReferenceData(app.db);
  const [jordan] = await app.db.select().from(countries).where(eq(countries.code, 'JO'));
  const [amman] = await app.db
    .select()
    .from(cities)
    .where(and(eq(cities.name, 'Amman'), eq(cities.countryId, jordan.id)));
  body = {
    name: 'Pick-up',
    phoneNumber: '0791234567',
    countryId: jordan.id,
    regionId: amman.regionId,
    cityId: amman.id,
    addressLine: 'Street 1',
    type: 2,
  };
});

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

const PARALLEL = 8;

async function primaryNames(organizationId: string) {
  const rows = await app.db
    .select()
    .from(addresses)
    .where(and(eq(addresses.organizationId, organizationId), eq(addresses.isPrimary, true)));
  return rows.map((row) => row.name);
}

describe(`primary pick-up address under ${PARALLEL} concurrent requests (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('making different addresses primary at once leaves exactly one primary, and every request succeeds', async () => {
    const member = await createUserAndLogin(app, { role: Role.OrgAdmin });
    const colleague = await createUserAndLogin(app, { role: Role.OrgUser, organizationId: member.organizationId! });
    const created = [];
    for (let i = 0; i < PARALLEL; i++) {
      const response = await call(app, 'POST', '/api/v1/addresses', {
        token: member.access_token,
        body: { ...body, name: `A${i}`, isPrimary: i === 0 },
      });
      created.push(response.json() as { id: string; name: string });
    }

    const responses = await Promise.all(
      created.map((address, i) =>
        call(app, 'POST', `/api/v1/addresses/${address.id}/primary`, {
          token: (i % 2 ? colleague : member).access_token,
          body: {},
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(created.map(() => 200));
    const primaries = await primaryNames(member.organizationId!);
    expect(primaries).toHaveLength(1);
    const reported = await call(app, 'GET', '/api/v1/addresses/primary-pickup', { token: colleague.access_token });
    expect(reported.json().name).toBe(primaries[0]);
  });

  it('creating several primary addresses at once leaves exactly one primary', async () => {
    const member = await createUserAndLogin(app, { role: Role.OrgUser });
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        call(app, 'POST', '/api/v1/addresses', {
          token: member.access_token,
          body: { ...body, name: `New ${i}`, isPrimary: true },
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 201));
    expect(await primaryNames(member.organizationId!)).toHaveLength(1);
  });

  it('editing addresses as primary at once leaves exactly one primary', async () => {
    const member = await createUserAndLogin(app, { role: Role.OrgUser });
    await call(app, 'POST', '/api/v1/addresses', {
      token: member.access_token,
      body: { ...body, name: 'Old primary', isPrimary: true },
    });
    const created = [];
    for (let i = 0; i < PARALLEL; i++) {
      const response = await call(app, 'POST', '/api/v1/addresses', {
        token: member.access_token,
        body: { ...body, name: `Edit ${i}` },
      });
      created.push(response.json() as { id: string; version: number });
    }
    const responses = await Promise.all(
      created.map((address, i) =>
        call(app, 'PUT', `/api/v1/addresses/${address.id}`, {
          token: member.access_token,
          body: { ...body, name: `Edited ${i}`, isPrimary: true, version: address.version },
        }),
      ),
    );
    // Moving the flag changes only the rows that held it (the old primary), so none of these edits is stale.
    expect(responses.map((response) => response.statusCode)).toEqual(created.map(() => 200));
    const primaries = await primaryNames(member.organizationId!);
    expect(primaries).toHaveLength(1);
    expect(primaries[0]).toMatch(/^Edited \d$/);
  });
});
