import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { notFound } from '../../../lib/errors';
import { IdParams, withErrors } from '../../../lib/schemas';
import { can, publicAccess } from '../../../plugins/permissions';
import {
  cityLookups,
  countryLookups,
  courierLogo,
  courierLookups,
  parcelTypeLookups,
  regionLookups,
  TYPE_KINDS,
  typeLookups,
  villageLookups,
} from '../../../services/lookups';
import {
  CitiesQuery,
  CityLookup,
  CountryLookup,
  CourierLookup,
  ItemsOf,
  lookupSchemas,
  ParcelTypeLookup,
  RegionLookup,
  RegionsQuery,
  TypeLookup,
  VillageLookup,
  VillagesQuery,
} from './schemas';

const tags = ['lookups'];
// Every signed-in role holds 'profile' (ROLE_SUBJECTS), so this opens the lookups to all of them.
const signedIn = { access: can('profile', 'read') };
/** Reference data changes rarely: each browser session may reuse an answer for five minutes. */
export const LOOKUP_CACHE_CONTROL = 'private, max-age=300';

/**
 * Read-only reference data for every signed-in role: cascading location selects, the types and
 * the couriers users may choose. Names come in both languages; the portal picks one.
 */
const lookupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const schema of lookupSchemas) app.addSchema(schema);

  // Successful lists only (errors stay uncached); the logo route sets its own header.
  app.addHook('preSerialization', async (_request, reply, payload) => {
    if (reply.statusCode === 200) reply.header('cache-control', LOOKUP_CACHE_CONTROL);
    return payload;
  });

  app.get(
    '/countries',
    {
      config: signedIn,
      schema: { tags, summary: 'Countries, by name', response: withErrors({ 200: ItemsOf(CountryLookup) }) },
    },
    async () => ({ items: await countryLookups(app.db) }),
  );

  app.get(
    '/regions',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Regions, optionally of one country',
        querystring: RegionsQuery,
        response: withErrors({ 200: ItemsOf(RegionLookup) }),
      },
    },
    async (request) => ({ items: await regionLookups(app.db, request.query.countryId) }),
  );

  app.get(
    '/cities',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Cities of a region or a country',
        querystring: CitiesQuery,
        response: withErrors({ 200: ItemsOf(CityLookup) }),
      },
    },
    async (request) => ({ items: await cityLookups(app.db, request.query) }),
  );

  app.get(
    '/villages',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Villages, optionally of one city',
        querystring: VillagesQuery,
        response: withErrors({ 200: ItemsOf(VillageLookup) }),
      },
    },
    async (request) => ({ items: await villageLookups(app.db, request.query.cityId) }),
  );

  for (const kind of TYPE_KINDS) {
    app.get(
      `/${kind}`,
      {
        config: signedIn,
        schema: {
          tags,
          summary: `Active ${kind.replace('-', ' ')}`,
          response: withErrors({ 200: ItemsOf(TypeLookup) }),
        },
      },
      async () => ({ items: await typeLookups(app.db, kind) }),
    );
  }

  app.get(
    '/parcel-types',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Active parcel types with their dimensions',
        response: withErrors({ 200: ItemsOf(ParcelTypeLookup) }),
      },
    },
    async () => ({ items: await parcelTypeLookups(app.db) }),
  );

  app.get(
    '/couriers',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Active couriers (inactive ones are hidden from users) with the types they support',
        response: withErrors({ 200: ItemsOf(CourierLookup) }),
      },
    },
    async () => ({ items: await courierLookups(app.db) }),
  );

  // Public: an <img> cannot send a bearer token, and a logo is no secret. The URL carries the
  // upload time, so the image itself may be cached for long.
  app.get(
    '/couriers/:id/logo',
    {
      config: { access: publicAccess() },
      schema: {
        tags,
        summary: "A courier's logo image",
        params: IdParams,
        produces: ['image/png'],
        response: withErrors({ 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }) }),
      },
    },
    async (request, reply) => {
      const logo = await courierLogo(app.db, request.params.id);
      if (!logo) throw notFound();
      return (
        reply
          .header('content-type', logo.mimeType)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          // Opened on its own, the image runs nothing (logos stored before uploads were re-encoded too).
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(logo.bytes)
      );
    },
  );
};

export default lookupRoutes;
