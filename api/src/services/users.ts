import { Role } from '@portal/shared/domain';
import type { FastifyRequest } from 'fastify';
import { and, eq, getTableColumns, inArray, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { memberships, organizations, users } from '../db/schema';
import { AppError, fieldError, forbidden, notFound } from '../lib/errors';
import { containsPattern } from '../lib/search';
import { findRow, isStillReferenced, orderBy, pageOf, type RowOf, updateVersioned } from './admin-crud';
import { revokeKeysOfOwner, roleKeepsKeys } from './api-keys';
import { writeAudit } from './audit';
import { revokeAllSessions } from './sessions';

/** Disables an account and ends all its sessions at once (access tokens included). */
export async function disableUser(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ status: 'disabled', disabledAt: sql`now()`, updatedAt: sql`now()`, version: sql`${users.version} + 1` })
      .where(eq(users.id, userId));
    await revokeAllSessions(tx, userId, 'user-disabled');
    await revokeKeysOfOwner(tx, userId);
  });
}

/** E-mail addresses are stored lower-case and compared lower-case (unique index on lower(email)). */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** People by id (their name and e-mail) for presenting who made or reviewed rows: one query for all. */
export async function peopleByIds(
  db: DbOrTx,
  ids: (string | null)[],
): Promise<Map<string, { id: string; username: string; email: string }>> {
  const unique = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  const people =
    unique.length === 0
      ? []
      : await db
          .select({ id: users.id, username: users.username, email: users.email })
          .from(users)
          .where(inArray(users.id, unique));
  return new Map(people.map((person) => [person.id, person]));
}

// ─── Accounts as an admin manages them (routes/v1/admin/users) ────────────────────────────────

const columns = { table: users, id: users.id, version: users.version, updatedAt: users.updatedAt };
// Never read the password hash into an admin answer.
const { passwordHash: _passwordHash, ...userColumns } = getTableColumns(users);
type UserRow = RowOf<typeof users, 'passwordHash'>;
const SORTABLE = {
  email: users.email,
  username: users.username,
  role: users.role,
  status: users.status,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
};
const ORG_ROLES: number[] = [Role.OrgAdmin, Role.OrgUser];

/** Accounts as the admin sees them: with their organization. */
async function present(db: DbOrTx, rows: UserRow[]) {
  const ids = rows.map((row) => row.id);
  const links =
    ids.length === 0
      ? []
      : await db
          .select({ userId: memberships.userId, id: organizations.id, name: organizations.name })
          .from(memberships)
          .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
          .where(inArray(memberships.userId, ids));
  const organizationOf = new Map(links.map((link) => [link.userId, { id: link.id, name: link.name }]));
  return rows.map((row) => ({ ...row, organization: organizationOf.get(row.id) ?? null }));
}

/** Who changes an account: an admin, with their role. */
interface Actor {
  userId: string;
  role: number;
}

/** Who may change whom: not oneself; super users only by a super user. */
function checkAllowed(actor: Actor, target: UserRow, newRole?: number) {
  if (target.id === actor.userId) throw new AppError('FORBIDDEN', 'ownAccount');
  const touchesSuperUser = target.role === Role.SuperUser || newRole === Role.SuperUser;
  if (touchesSuperUser && actor.role !== Role.SuperUser) throw forbidden('superUserOnly');
}

/** An account without its password hash (404 when there is none). */
async function findUser(db: DbOrTx, id: string): Promise<UserRow> {
  const row = await findRow<UserRow>(db, columns, id, userColumns);
  if (!row) throw notFound();
  return row;
}

/** One page of accounts: search e-mail and name, filter by role and status, sort (by e-mail unless told). */
export async function listUsers(
  db: DbOrTx,
  query: { q?: string; role?: number; status?: UserRow['status']; sort?: string; page: number; pageSize: number },
) {
  const { q, role, status, sort, page, pageSize } = query;
  const text = q?.trim();
  const where = and(
    text
      ? or(sql`${users.email} ilike ${containsPattern(text)}`, sql`${users.username} ilike ${containsPattern(text)}`)
      : undefined,
    role ? eq(users.role, role) : undefined,
    status ? eq(users.status, status) : undefined,
  );
  const result = await pageOf<UserRow>(db, users, {
    where,
    orderBy: orderBy(SORTABLE, sort, 'email', users.id),
    page,
    pageSize,
    selection: userColumns,
  });
  return { items: await present(db, result.rows), total: result.total, page, pageSize };
}

/** One account as the admin sees it. */
export async function findAdminUser(db: DbOrTx, id: string) {
  return (await present(db, [await findUser(db, id)]))[0];
}

/**
 * Changes an account's role and status at the version the admin read. Organization roles follow
 * membership (docs/architecture.md#ownership): members are org admins or org users, others are not.
 * Disabling ends every session; losing the right to keys (or being disabled) revokes them.
 */
export async function updateUserByAdmin(
  db: Db,
  request: FastifyRequest,
  actor: Actor,
  id: string,
  change: { role: number; status: UserRow['status']; version: number },
) {
  const { role, status, version } = change;
  return db.transaction(async (tx) => {
    const before = await findUser(tx, id);
    checkAllowed(actor, before, role);
    const [membership] = await tx.select({ id: memberships.id }).from(memberships).where(eq(memberships.userId, id));
    if (membership && !ORG_ROLES.includes(role)) throw fieldError('role', 'roleNotForMember');
    if (!membership && ORG_ROLES.includes(role)) throw fieldError('role', 'roleNeedsOrganization');
    const disabling = status === 'disabled' && before.status !== 'disabled';
    const after = await updateVersioned<UserRow>(tx, columns, id, version, {
      role,
      status,
      ...(disabling ? { disabledAt: sql`now()` } : status === 'active' ? { disabledAt: null } : {}),
    });
    if (membership && role !== before.role)
      await tx
        .update(memberships)
        .set({ role, updatedAt: sql`now()` })
        .where(eq(memberships.id, membership.id));
    if (disabling) await revokeAllSessions(tx, id, 'disabled-by-admin');
    if (disabling || (role !== before.role && !roleKeepsKeys(role as Role))) await revokeKeysOfOwner(tx, id);
    await writeAudit(tx, request, { action: 'update', entityType: 'user', entityId: id, before, after });
    const [fresh] = await tx.select(userColumns).from(users).where(eq(users.id, after.id));
    return (await present(tx, [fresh]))[0];
  });
}

/** Deletes an account (refused while rows such as shipments still refer to it). */
export async function deleteUserByAdmin(db: Db, request: FastifyRequest, actor: Actor, id: string): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const before = await findUser(tx, id);
      checkAllowed(actor, before);
      await tx.delete(users).where(eq(users.id, id));
      await writeAudit(tx, request, { action: 'delete', entityType: 'user', entityId: id, before });
    });
  } catch (error) {
    if (isStillReferenced(error)) throw new AppError('CONFLICT', 'userInUse');
    throw error;
  }
}
