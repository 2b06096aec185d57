import { Role } from '@portal/shared/domain';
import { and, eq, isNull, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { notFound } from '../lib/errors';
import type { UserPrincipal } from '../plugins/auth';

/** A table of owned rows (addresses, shipments, imports): who created it and for which organization. */
export type OwnedTable = PgTable & { id: PgColumn; createdByUserId: PgColumn; organizationId: PgColumn };

export interface ScopeOptions {
  /**
   * An admin route (subject held by system admins): platform admins see every owner's rows.
   * Elsewhere only the super user sees everything.
   */
  adminRoute?: boolean;
}

/** The owner columns of owned rows, and of what is kept per owner (the shipments' tab counts). */
export type OwnerColumns = PgTable & { createdByUserId: PgColumn; organizationId: PgColumn };

/**
 * Whose rows a scope is: a principal, or one whose ids are placeholders bound when a statement prepared
 * once runs (the shipment list: docs/decisions.md#the-shipment-list-at-a-million-rows).
 */
export type ScopeOwner = Pick<UserPrincipal, 'role'> & {
  userId: string | Placeholder;
  organizationId: string | Placeholder | null;
};

/**
 * The caller's visible rows as disjoint parts, each one owner's (docs/architecture.md#ownership): individuals
 * their own rows; organization members the organization's rows, then their own rows from before they joined;
 * system admins everything on admin routes; the super user everything ([undefined]: no limit). A list reads
 * each part from its own index in the list's order instead of an OR that no index serves in order.
 */
export function ownedScopeParts(
  principal: ScopeOwner,
  table: OwnerColumns,
  options: ScopeOptions = {},
): (SQL | undefined)[] {
  if (principal.role === Role.SuperUser) return [undefined];
  if (principal.role === Role.SystemAdmin) return [options.adminRoute ? undefined : sql`false`];
  const ownPersonalRows = and(eq(table.createdByUserId, principal.userId), isNull(table.organizationId));
  return principal.organizationId
    ? [eq(table.organizationId, principal.organizationId), ownPersonalRows]
    : [ownPersonalRows];
}

/** The WHERE condition limiting owned rows to what the caller may see (ownedScopeParts together). Undefined = no limit. */
export function ownedScope(principal: ScopeOwner, table: OwnerColumns, options: ScopeOptions = {}): SQL | undefined {
  const parts = ownedScopeParts(principal, table, options);
  return parts.length === 1 ? parts[0] : or(...parts);
}

/** The owner columns for a row the caller creates. */
export function ownerValues(principal: UserPrincipal): { createdByUserId: string; organizationId: string | null } {
  return { createdByUserId: principal.userId, organizationId: principal.organizationId };
}

/**
 * One owned row by id, or NOT_FOUND, also when it exists but belongs to someone else
 * (docs/architecture.md#api-conventions: another owner's object is indistinguishable from a missing one). `forUpdate`
 * locks it.
 */
export async function findOwnedOr404<T extends OwnedTable>(
  db: DbOrTx,
  table: T,
  id: string,
  principal: UserPrincipal,
  options: ScopeOptions & { forUpdate?: boolean } = {},
): Promise<T['$inferSelect']> {
  const query = db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), ownedScope(principal, table, options)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row as T['$inferSelect'];
}
