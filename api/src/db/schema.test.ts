import { sql } from 'drizzle-orm';
import { createTestDatabase } from '../../test/support/test-database';
import { pgErrorCode } from '../lib/errors';
import type { Db } from './client';
import { addresses, cities, countries, memberships, organizations, shipments, users } from './schema';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Db;
let place: { countryId: string; cityId: string };

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  const [country] = await db.insert(countries).values({ code: 'JO', name: 'Jordan', nameAr: 'الأردن' }).returning();
  const [city] = await db.insert(cities).values({ countryId: country.id, name: 'Amman', nameAr: 'عمّان' }).returning();
  place = { countryId: country.id, cityId: city.id };
});

afterAll(async () => {
  await database?.dispose();
});

let counter = 0;
const newUser = async () =>
  (
    await db
      .insert(users)
      .values({ email: `u${++counter}@example.com`, username: 'u', passwordHash: 'x' })
      .returning()
  )[0];
const newOrganization = async (referralCode = `CODE${++counter}`) =>
  (await db.insert(organizations).values({ name: 'Org', referralCode }).returning())[0];

async function violation(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return pgErrorCode(error);
  }
}

const UNIQUE = '23505';
const CHECK = '23514';

describe('database invariants', () => {
  it('allows one primary pick-up address per user, and per organization', async () => {
    const user = await newUser();
    const pickup = {
      ...place,
      createdByUserId: user.id,
      name: 'Home',
      phoneNumber: '0790000000',
      addressLine: 'St',
      type: 2,
    };
    await db.insert(addresses).values({ ...pickup, isPrimary: true });
    expect(await violation(db.insert(addresses).values({ ...pickup, isPrimary: true }))).toBe(UNIQUE);
    // Non-primary pick-ups and drop-offs are unlimited.
    await db.insert(addresses).values({ ...pickup, isPrimary: false });
    await db.insert(addresses).values({ ...pickup, type: 1 });

    const organization = await newOrganization();
    const orgPickup = { ...pickup, organizationId: organization.id };
    await db.insert(addresses).values({ ...orgPickup, isPrimary: true });
    const colleague = await newUser();
    expect(
      await violation(db.insert(addresses).values({ ...orgPickup, createdByUserId: colleague.id, isPrimary: true })),
    ).toBe(UNIQUE);
  });

  it('refuses a primary drop-off address', async () => {
    const user = await newUser();
    expect(
      await violation(
        db.insert(addresses).values({
          ...place,
          createdByUserId: user.id,
          name: 'x',
          phoneNumber: '1',
          addressLine: 'x',
          type: 1,
          isPrimary: true,
        }),
      ),
    ).toBe(CHECK);
  });

  it('keeps e-mails unique regardless of letter case', async () => {
    await db.insert(users).values({ email: 'Case@Example.com', username: 'a', passwordHash: 'x' });
    expect(
      await violation(db.insert(users).values({ email: 'case@example.COM', username: 'b', passwordHash: 'x' })),
    ).toBe(UNIQUE);
  });

  it('keeps referral codes and tracking numbers unique', async () => {
    await newOrganization('SAMECODE');
    expect(await violation(newOrganization('SAMECODE'))).toBe(UNIQUE);

    const user = await newUser();
    await db
      .insert(shipments)
      .values({ createdByUserId: user.id, trackingNumber: 'PT0000000001', readiness: 1, status: 1 });
    expect(
      await violation(
        db
          .insert(shipments)
          .values({ createdByUserId: user.id, trackingNumber: 'PT0000000001', readiness: 1, status: 1 }),
      ),
    ).toBe(UNIQUE);
    // Drafts have no tracking number yet: many nulls are fine.
    await db.insert(shipments).values([{ createdByUserId: user.id }, { createdByUserId: user.id }]);
  });

  it('puts a user in at most one organization', async () => {
    const user = await newUser();
    await db.insert(memberships).values({ organizationId: (await newOrganization()).id, userId: user.id, role: 3 });
    expect(
      await violation(
        db.insert(memberships).values({ organizationId: (await newOrganization()).id, userId: user.id, role: 3 }),
      ),
    ).toBe(UNIQUE);
  });

  it('checks status and readiness codes and money', async () => {
    const user = await newUser();
    expect(await violation(db.insert(shipments).values({ createdByUserId: user.id, status: 7 }))).toBe(CHECK);
    expect(await violation(db.insert(shipments).values({ createdByUserId: user.id, readiness: 3 }))).toBe(CHECK);
    expect(await violation(db.insert(shipments).values({ createdByUserId: user.id, priceFils: -1 }))).toBe(CHECK);
    expect(
      await violation(db.insert(users).values({ email: 'r@example.com', username: 'r', passwordHash: 'x', role: 9 })),
    ).toBe(CHECK);
  });

  it('gives editable rows a version starting at 1 and UUID ids', async () => {
    const user = await newUser();
    expect(user.version).toBe(1);
    expect(user.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const result = await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect((result as unknown as { rows: { n: number }[] }).rows[0].n).toBeGreaterThanOrEqual(1);
  });
});
