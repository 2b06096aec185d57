import { AddressType, isEmail } from '@portal/shared/domain';
import { toE164 } from '@portal/shared/domain/phone';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { addresses } from '../../db/schema';
import { type AppErrorDetail, conflict, isUniqueViolation, staleVersion, validationFailed } from '../../lib/errors';
import type { UserPrincipal } from '../../plugins/auth';
import { findOwnedOr404, ownedScope, ownerValues } from '../../scoping/owned';
import { type AddressPlaces, resolvePlaces } from './places';
import { clearPrimaryOf, lockPrimaryOf, ownerOfPrincipal, ownerOfRow, primaryPickUpOf } from './primary';
import {
  type Address,
  addressById,
  addressSearchText,
  findAddress,
  listAddresses,
  type AddressListQuery,
} from './queries';

/**
 * The address book: CRUD scoped to the owner (the user, or the organization for its members;
 * someone else's address is a 404), and the one primary pick-up address per owner that the
 * shipment flow uses as the sender.
 */

/** What a user types (the phone number and e-mail as free text, checked here). */
export interface AddressInput {
  name: string;
  email?: string | null;
  phoneNumber: string;
  countryId: string;
  regionId?: string | null;
  cityId: string;
  villageId?: string | null;
  addressLine: string;
  buildingNumber?: string | null;
  language?: 'en' | 'ar' | null;
  type: Address['type'];
  isPrimary?: boolean;
  latitude?: number | null;
  longitude?: number | null;
}

/**
 * Checks what JSON Schema cannot (phone number, e-mail, places and how they nest, primary only
 * for pick-up) and reports every problem at once, in the caller's language.
 */
async function validateAddress(db: DbOrTx, body: AddressInput) {
  const problems: AppErrorDetail[] = [];
  const phoneNumber = toE164(body.phoneNumber);
  if (!phoneNumber) problems.push({ field: 'phoneNumber', messageKey: 'phone' });
  const email = body.email?.trim() || null;
  if (email && !isEmail(email)) problems.push({ field: 'email', messageKey: 'emailFormat' });
  if (body.isPrimary && body.type !== AddressType.PickUp)
    problems.push({ field: 'isPrimary', messageKey: 'primaryMustBePickUp' });
  const name = body.name.trim();
  const addressLine = body.addressLine.trim();
  if (!name) problems.push({ field: 'name', messageKey: 'required' });
  if (!addressLine) problems.push({ field: 'addressLine', messageKey: 'required' });
  const resolved = await resolvePlaces(db, body);
  problems.push(...resolved.problems);
  if (problems.length > 0 || !phoneNumber || !resolved.places) throw validationFailed(problems);

  const places: AddressPlaces = resolved.places;
  const fields = { name, email, phoneNumber, addressLine, buildingNumber: body.buildingNumber?.trim() || null };
  return {
    ...fields,
    countryId: places.country.id,
    regionId: places.region?.id ?? null,
    cityId: places.city.id,
    villageId: places.village?.id ?? null,
    language: body.language ?? null,
    type: body.type,
    isPrimary: body.isPrimary ?? false,
    latitude: body.latitude ?? null,
    longitude: body.longitude ?? null,
    searchText: addressSearchText(fields, places),
  };
}

/** A second primary slipping past the lock (it should not) is a conflict, not a 500. */
function primaryTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw conflict();
  throw error;
}

/** The caller's address book: search, type filter, sort, pages. */
export const addressPage = (db: DbOrTx, principal: UserPrincipal, query: AddressListQuery) =>
  listAddresses(db, ownedScope(principal, addresses), query);

/** The caller's primary pick-up address, if there is one. */
export const primaryPickUp = (db: DbOrTx, principal: UserPrincipal) =>
  findAddress(db, primaryPickUpOf(ownerOfPrincipal(principal)));

/** One of the caller's addresses (undefined for someone else's). */
export const ownAddress = (db: DbOrTx, principal: UserPrincipal, id: string) =>
  findAddress(db, addressById(id, ownedScope(principal, addresses)));

const addressOf = async (db: DbOrTx, id: string) => (await findAddress(db, eq(addresses.id, id)))!;

/** Adds an address to the caller's book; a primary one takes the flag from the previous primary. */
export async function createAddress(db: DbOrTx, principal: UserPrincipal, body: AddressInput): Promise<Address> {
  const values = await validateAddress(db, body);
  const id = await db
    .transaction(async (tx) => {
      if (values.isPrimary) {
        const owner = ownerOfPrincipal(principal);
        await lockPrimaryOf(tx, owner);
        await clearPrimaryOf(tx, owner);
      }
      const [row] = await tx
        .insert(addresses)
        .values({ ...values, ...ownerValues(principal) })
        .returning({ id: addresses.id });
      return row.id;
    })
    .catch(primaryTaken);
  return addressOf(db, id);
}

/** Edits an address if it still has `version` (409 otherwise). */
export async function updateAddress(
  db: DbOrTx,
  principal: UserPrincipal,
  id: string,
  body: AddressInput & { version: number },
): Promise<Address> {
  const values = await validateAddress(db, body);
  await db
    .transaction(async (tx) => {
      // The owner never changes, so it can be read before taking the owner's lock.
      const current = await findOwnedOr404(tx, addresses, id, principal);
      if (values.isPrimary) await lockPrimaryOf(tx, ownerOfRow(current));
      const locked = await findOwnedOr404(tx, addresses, id, principal, { forUpdate: true });
      if (locked.version !== body.version) throw staleVersion();
      if (values.isPrimary) await clearPrimaryOf(tx, ownerOfRow(locked), id);
      await tx
        .update(addresses)
        .set({ ...values, version: sql`${addresses.version} + 1`, updatedAt: sql`now()` })
        .where(eq(addresses.id, id));
    })
    .catch(primaryTaken);
  return addressOf(db, id);
}

/** Makes a pick-up address the primary one; the previous primary loses the flag in the same transaction. */
export async function makePrimary(
  db: DbOrTx,
  principal: UserPrincipal,
  id: string,
  expected: number | undefined,
): Promise<Address> {
  await db
    .transaction(async (tx) => {
      const current = await findOwnedOr404(tx, addresses, id, principal);
      if (current.type !== AddressType.PickUp) throw conflict('primaryMustBePickUp');
      await lockPrimaryOf(tx, ownerOfRow(current));
      const locked = await findOwnedOr404(tx, addresses, id, principal, { forUpdate: true });
      if (expected !== undefined && locked.version !== expected) throw staleVersion();
      if (locked.isPrimary) return;
      await clearPrimaryOf(tx, ownerOfRow(locked), id);
      await tx
        .update(addresses)
        .set({ isPrimary: true, version: sql`${addresses.version} + 1`, updatedAt: sql`now()` })
        .where(and(eq(addresses.id, id)));
    })
    .catch(primaryTaken);
  return addressOf(db, id);
}

/** Deletes one of the caller's addresses (booked shipments keep their copy). */
export async function deleteAddress(db: DbOrTx, principal: UserPrincipal, id: string): Promise<void> {
  const existing = await findOwnedOr404(db, addresses, id, principal);
  await db.delete(addresses).where(eq(addresses.id, existing.id));
}
