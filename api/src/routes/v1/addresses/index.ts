import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { notFound } from '../../../lib/errors';
import { IdParams, Nullable, withErrors } from '../../../lib/schemas';
import { can, requireUser } from '../../../plugins/permissions';
import {
  addressPage,
  createAddress,
  deleteAddress,
  makePrimary,
  ownAddress,
  primaryPickUp,
  updateAddress,
} from '../../../services/addresses/address-book';
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
    async (request) => addressPage(app.db, requireUser(request), request.query),
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
    async (request) => (await primaryPickUp(app.db, requireUser(request))) ?? null,
  );

  app.get(
    '/:id',
    {
      config: { access: can('addresses', 'read') },
      schema: { tags, summary: 'One address', params: IdParams, response: withErrors({ 200: AddressRef }) },
    },
    async (request) => {
      const address = await ownAddress(app.db, requireUser(request), request.params.id);
      if (!address) throw notFound();
      return address;
    },
  );

  app.post(
    '',
    {
      config: { access: can('addresses', 'create'), idempotent: true },
      schema: { tags, summary: 'Add an address', body: CreateAddressBody, response: withErrors({ 201: AddressRef }) },
    },
    async (request, reply) => {
      const address = await createAddress(app.db, requireUser(request), request.body);
      reply.status(201);
      return address;
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
    async (request) => updateAddress(app.db, requireUser(request), request.params.id, request.body),
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
    async (request) => makePrimary(app.db, requireUser(request), request.params.id, request.body.version),
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
      await deleteAddress(app.db, requireUser(request), request.params.id);
      reply.status(204);
    },
  );
};

export default addressRoutes;
