import { AddressType } from '@portal/shared/domain';
import { and, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { addresses } from '../../db/schema';
import type { UserPrincipal } from '../../plugins/auth';

/**
 * Whose address book a row belongs to, and so whose one primary pick-up address it competes for:
 * the organization for members' rows, else the user (the same split as the database's two partial
 * unique indexes on addresses).
 */
export type AddressOwner = { organizationId: string } | { userId: string };

export const ownerOfRow = (row: { organizationId: string | null; createdByUserId: string }): AddressOwner =>
  row.organizationId ? { organizationId: row.organizationId } : { userId: row.createdByUserId };

export const ownerOfPrincipal = (principal: UserPrincipal): AddressOwner =>
  principal.organizationId ? { organizationId: principal.organizationId } : { userId: principal.userId };

export function ownerCondition(owner: AddressOwner): SQL {
  return 'organizationId' in owner
    ? eq(addresses.organizationId, owner.organizationId)
    : (and(eq(addresses.createdByUserId, owner.userId), isNull(addresses.organizationId)) as SQL);
}

export const primaryPickUpOf = (owner: AddressOwner) =>
  and(ownerCondition(owner), eq(addresses.isPrimary, true), eq(addresses.type, AddressType.PickUp)) as SQL;

/**
 * Serializes primary-flag changes of one owner until the transaction ends. Without it two
 * concurrent "make X primary" / "make Y primary" requests both clear the old flag and one of them
 * fails the unique index; with it the second waits and then moves the flag again. Taken before
 * any row lock of the owner, so it cannot deadlock with a plain edit.
 */
export async function lockPrimaryOf(tx: DbOrTx, owner: AddressOwner): Promise<void> {
  const key =
    'organizationId' in owner
      ? `addresses-primary:org:${owner.organizationId}`
      : `addresses-primary:user:${owner.userId}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/** Clears the owner's primary flag on every row but `keepId` (call with the lock held). */
export async function clearPrimaryOf(tx: DbOrTx, owner: AddressOwner, keepId?: string): Promise<void> {
  await tx
    .update(addresses)
    .set({ isPrimary: false, version: sql`${addresses.version} + 1`, updatedAt: sql`now()` })
    .where(and(primaryPickUpOf(owner), keepId ? ne(addresses.id, keepId) : undefined));
}
