import { AddressType, isEmail } from '@portal/shared/domain';
import { toE164 } from '@portal/shared/domain/phone';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { addresses } from '../../../db/schema';
import {
  type AppErrorDetail,
  conflict,
  isUniqueViolation,
  notFound,
  staleVersion,
  validationFailed,
} from '../../../lib/errors';
import { IdParams, Nullable, withErrors } from '../../../lib/schemas';
import { can, requireUser } from '../../../plugins/permissions';
import { findOwnedOr404, ownedScope, ownerValues } from '../../../scoping/owned';
import { type AddressPlaces, resolvePlaces } from './places';
import { clearPrimaryOf, lockPrimaryOf, ownerOfPrincipal, ownerOfRow, primaryPickUpOf } from './primary';
import { addressById, addressSearchText, findAddress, listAddresses } from './queries';
import {
  AddressListQuery,
  AddressPage,
  AddressSchema,
  CreateAddressBody,
  MakePrimaryBody,
  UpdateAddressBody,
  addressSchemas,
} from './schemas';

const tags = ['addresses'];
const AddressRef = Type.Ref(AddressSchema);

/**
 * Checks what JSON Schema cannot (phone number, e-mail, places and how they nest, primary only
 * for pick-up) and reports every problem at once, in the caller's language.
 */
async function validateAddress(db: DbOrTx, body: CreateAddressBody) {
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

/**
 * The address book: CRUD scoped to the owner (the user, or the organization for its
 * members; someone else's address is a 404), list with search/filter/sort/pages, and the one
 * primary pick-up address per owner that the shipment flow uses as the sender.
 */
const addressRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const schema of addressSchemas) app.addSchema(schema);

  app.get(
    '',
    {
      config: { access: can('addresses', 'read') },
      schema: {
        tags,
        summary: 'List the address book',
        description:
          'Search (`q`, Arabic-normalized), filter by `type` (2 pick-up, 1 drop-off), sort by name, createdAt, updatedAt, type or city.',
        querystring: AddressListQuery,
        response: withErrors({ 200: AddressPage }),
      },
    },
    async (request) => listAddresses(app.db, ownedScope(requireUser(request), addresses), request.query),
  );

  app.get(
    '/primary-pickup',
    {
      config: { access: can('addresses', 'read') },
      schema: {
        tags,
        summary: 'The primary pick-up address, or null when there is none yet (not an error)',
        response: withErrors({ 200: Nullable(AddressRef) }),
      },
    },
    async (request) => {
      return (await findAddress(app.db, primaryPickUpOf(ownerOfPrincipal(requireUser(request))))) ?? null;
    },
  );

  app.get(
    '/:id',
    {
      config: { access: can('addresses', 'read') },
      schema: { tags, summary: 'One address', params: IdParams, response: withErrors({ 200: AddressRef }) },
    },
    async (request) => {
      const address = await findAddress(
        app.db,
        addressById(request.params.id, ownedScope(requireUser(request), addresses)),
      );
      if (!address) throw notFound();
      return address;
    },
  );

  app.post(
    '',
    {
      config: { access: can('addresses', 'create') },
      schema: { tags, summary: 'Add an address', body: CreateAddressBody, response: withErrors({ 201: AddressRef }) },
    },
    async (request, reply) => {
      const principal = requireUser(request);
      const values = await validateAddress(app.db, request.body);
      const id = await app.db
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
      reply.status(201);
      return (await findAddress(app.db, eq(addresses.id, id)))!;
    },
  );

  app.put(
    '/:id',
    {
      config: { access: can('addresses', 'update') },
      schema: {
        tags,
        summary: 'Edit an address (409 when someone changed it since `version`)',
        params: IdParams,
        body: UpdateAddressBody,
        response: withErrors({ 200: AddressRef }),
      },
    },
    async (request) => {
      const principal = requireUser(request);
      const { id } = request.params;
      const values = await validateAddress(app.db, request.body);
      await app.db
        .transaction(async (tx) => {
          // The owner never changes, so it can be read before taking the owner's lock.
          const current = await findOwnedOr404(tx, addresses, id, principal);
          if (values.isPrimary) await lockPrimaryOf(tx, ownerOfRow(current));
          const locked = await findOwnedOr404(tx, addresses, id, principal, { forUpdate: true });
          if (locked.version !== request.body.version) throw staleVersion();
          if (values.isPrimary) await clearPrimaryOf(tx, ownerOfRow(locked), id);
          await tx
            .update(addresses)
            .set({ ...values, version: sql`${addresses.version} + 1`, updatedAt: sql`now()` })
            .where(eq(addresses.id, id));
        })
        .catch(primaryTaken);
      return (await findAddress(app.db, eq(addresses.id, id)))!;
    },
  );

  app.post(
    '/:id/primary',
    {
      config: { access: can('addresses', 'update') },
      schema: {
        tags,
        summary:
          'Make this pick-up address the primary one (the previous primary loses the flag in the same transaction)',
        params: IdParams,
        body: MakePrimaryBody,
        response: withErrors({ 200: AddressRef }),
      },
    },
    async (request) => {
      const principal = requireUser(request);
      const { id } = request.params;
      await app.db
        .transaction(async (tx) => {
          const current = await findOwnedOr404(tx, addresses, id, principal);
          if (current.type !== AddressType.PickUp) throw conflict('primaryMustBePickUp');
          await lockPrimaryOf(tx, ownerOfRow(current));
          const locked = await findOwnedOr404(tx, addresses, id, principal, { forUpdate: true });
          const expected = request.body.version;
          if (expected !== undefined && locked.version !== expected) throw staleVersion();
          if (locked.isPrimary) return;
          await clearPrimaryOf(tx, ownerOfRow(locked), id);
          await tx
            .update(addresses)
            .set({ isPrimary: true, version: sql`${addresses.version} + 1`, updatedAt: sql`now()` })
            .where(and(eq(addresses.id, id)));
        })
        .catch(primaryTaken);
      return (await findAddress(app.db, eq(addresses.id, id)))!;
    },
  );

  app.delete(
    '/:id',
    {
      config: { access: can('addresses', 'delete') },
      schema: {
        tags,
        summary: 'Delete an address (booked shipments keep their copy)',
        params: IdParams,
        response: withErrors({ 204: Type.Null() }),
      },
    },
    async (request, reply) => {
      const principal = requireUser(request);
      const existing = await findOwnedOr404(app.db, addresses, request.params.id, principal);
      await app.db.delete(addresses).where(eq(addresses.id, existing.id));
      reply.status(204);
    },
  );
};

export default addressRoutes;
