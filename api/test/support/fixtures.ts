import { randomBytes } from 'node:crypto';
import { OrganizationApproval, Role } from '@portal/shared/domain';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { cities, memberships, organizations, users } from '../../src/db/schema';
import { call } from './test-app';

export const PASSWORD = 'Portal#2026';

export const uniqueEmail = (label = 'user') => `${label}-${randomBytes(5).toString('hex')}@example.com`;

export async function createOrganization(app: FastifyInstance, approvalStatus: number = OrganizationApproval.Approved) {
  const [organization] = await app.db
    .insert(organizations)
    .values({
      name: `Org ${randomBytes(3).toString('hex')}`,
      referralCode: randomBytes(4).toString('hex').toUpperCase(),
      approvalStatus,
    })
    .returning();
  return organization;
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  role: Role;
  organizationId: string | null;
}

/** Inserts a user directly (fast) with the given role; org roles get a membership in `organizationId`. */
export async function createUser(
  app: FastifyInstance,
  options: {
    role?: Role;
    email?: string;
    password?: string;
    organizationId?: string;
    status?: 'active' | 'disabled';
  } = {},
): Promise<TestUser> {
  const role = options.role ?? Role.IndividualUser;
  const email = options.email ?? uniqueEmail(`role${role}`);
  const password = options.password ?? PASSWORD;
  let organizationId = options.organizationId ?? null;
  if (!organizationId && (role === Role.OrgAdmin || role === Role.OrgUser))
    organizationId = (await createOrganization(app)).id;
  const [user] = await app.db
    .insert(users)
    .values({
      email,
      username: email.split('@')[0],
      passwordHash: await app.passwords.hash(password),
      role,
      status: options.status ?? 'active',
    })
    .returning();
  if (organizationId)
    await app.db
      .insert(memberships)
      .values({ organizationId, userId: user.id, role: role === Role.OrgAdmin ? Role.OrgAdmin : Role.OrgUser });
  return { id: user.id, email, password, role, organizationId };
}

export async function login(app: FastifyInstance, email: string, password = PASSWORD) {
  const response = await call(app, 'POST', '/api/v1/auth/login', { body: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json() as { access_token: string; refresh_token: string; expires_in: number };
}

export async function createUserAndLogin(app: FastifyInstance, options: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(app, options);
  const tokens = await login(app, user.email, user.password);
  return { ...user, ...tokens };
}

/** A city of the reference data by its English name. */
export async function cityNamed(app: FastifyInstance, name: string) {
  const [city] = await app.db.select().from(cities).where(eq(cities.name, name));
  if (!city) throw new Error(`no city ${name}`);
  return city;
}
