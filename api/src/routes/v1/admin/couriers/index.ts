import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fieldError } from '../../../../lib/errors';
import { readUploadedFile, uploadLimits } from '../../../../lib/uploads';
import { IdParams, PageOf, withErrors } from '../../../../lib/schemas';
import { can } from '../../../../plugins/permissions';
import {
  courierTable,
  removeCourierLogo,
  setCourierLogo,
  SUPPORTED_KINDS,
  setSupportedTypes,
  supportedTypes,
} from '../../../../services/admin-couriers';
import { LOGO_MAX_BYTES, LOGO_MAX_SIDE, logoTooLarge, reencodeLogo } from '../../../../services/courier-logo';
import { registerCrud } from '../crud';
import courierKeyRoutes from './keys';
import {
  CourierBody,
  CourierFilters,
  CourierItem,
  courierSchemas,
  SupportedTypeItem,
  SupportedTypesBody,
} from './schemas';

const tags = ['admin: couriers'];

/** Couriers: details, logo, and the types each supports (subject `admin-couriers`). */
const courierRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const schema of courierSchemas) app.addSchema(schema);
  // One file per request, at most the logo limit (+1 byte so "too large" is detected, not truncated).
  await app.register(multipart, { limits: uploadLimits(LOGO_MAX_BYTES) });
  const { db } = app;

  registerCrud(app, {
    ...courierTable,
    path: '/couriers',
    subject: 'admin-couriers',
    tag: tags[0],
    itemSchema: CourierItem,
    bodyProperties: CourierBody,
    filterProperties: CourierFilters,
  });
  await app.register(courierKeyRoutes);

  app.post(
    '/couriers/:id/logo',
    {
      config: { access: can('admin-couriers', 'update') },
      schema: {
        tags,
        summary: `Upload the logo (multipart field "logo": a PNG, JPEG or WebP image of at most ${LOGO_MAX_BYTES / 1024} KB; stored as a PNG of at most ${LOGO_MAX_SIDE} × ${LOGO_MAX_SIDE})`,
        params: IdParams,
        consumes: ['multipart/form-data'],
        'x-upload': { field: 'logo', maxBytes: LOGO_MAX_BYTES, description: 'A PNG, JPEG or WebP image' },
        response: withErrors({ 200: CourierItem }),
      },
    },
    async (request) => {
      const { id } = request.params;
      const upload = await readUploadedFile(request, 'logo', LOGO_MAX_BYTES, logoTooLarge);
      if (upload.bytes.length === 0) throw fieldError('logo', 'fileRequired');
      return setCourierLogo(db, request, id, await reencodeLogo(upload.bytes));
    },
  );

  app.delete(
    '/couriers/:id/logo',
    {
      config: { access: can('admin-couriers', 'update') },
      schema: { tags, summary: 'Remove the logo', params: IdParams, response: withErrors({ 200: CourierItem }) },
    },
    async (request) => removeCourierLogo(db, request, request.params.id),
  );

  for (const kind of SUPPORTED_KINDS) {
    app.get(
      `/couriers/:id/${kind}`,
      {
        config: { access: can('admin-couriers', 'read') },
        schema: {
          tags,
          summary: `Every ${kind.replace('-', ' ')} with whether this courier supports it`,
          params: IdParams,
          response: withErrors({ 200: PageOf(SupportedTypeItem) }),
        },
      },
      async (request) => supportedTypes(db, kind, request.params.id),
    );

    app.put(
      `/couriers/:id/${kind}`,
      {
        config: { access: can('admin-couriers', 'update') },
        schema: {
          tags,
          summary: `Set the ${kind.replace('-', ' ')} this courier supports`,
          params: IdParams,
          body: SupportedTypesBody,
          response: withErrors({ 200: PageOf(SupportedTypeItem) }),
        },
      },
      async (request) => {
        await setSupportedTypes(db, request, kind, request.params.id, request.body.typeIds);
        return supportedTypes(db, kind, request.params.id);
      },
    );
  }
};

export default courierRoutes;
