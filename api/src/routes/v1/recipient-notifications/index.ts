import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { fieldError, notFound } from '../../../lib/errors';
import { IdParams, withErrors } from '../../../lib/schemas';
import { readUploadedFile, uploadLimits } from '../../../lib/uploads';
import { can, publicAccess, requireUser } from '../../../plugins/permissions';
import type { UserPrincipal } from '../../../plugins/auth';
import { LOGO_MAX_BYTES, LOGO_MAX_SIDE, logoTooLarge, reencodeLogo } from '../../../services/courier-logo';
import { previewRecipientMessages } from '../../../services/recipients/preview';
import {
  recipientSettingsOf,
  saveRecipientSettings,
  senderLogo,
  setSenderLogo,
} from '../../../services/recipients/settings';
import { PreviewBody, RecipientPreviewSchema, RecipientSettingsSchema, UpdateRecipientSettingsBody } from './schemas';

const tags = ['recipient notifications'];

/** The settings are the organization's for its members, else the user's own. */
const ownerOf = (principal: UserPrincipal) => ({
  organizationId: principal.organizationId,
  createdByUserId: principal.userId,
});

/**
 * What the caller's recipients are told, and under which name and logo (subject `organization`:
 * individual users for themselves, org admins for the organization; org users and keys cannot reach it).
 */
const recipientNotificationRoutes: FastifyPluginAsyncTypebox<{ publicUrl: string }> = async (app, opts) => {
  app.addSchema(RecipientSettingsSchema);
  app.addSchema(RecipientPreviewSchema);
  // One file per request, at most the logo limit (+1 byte so "too large" is detected, not truncated).
  await app.register(multipart, { limits: uploadLimits(LOGO_MAX_BYTES) });
  const { db } = app;
  const settings = Type.Ref(RecipientSettingsSchema);

  app.get(
    '',
    {
      config: { access: can('organization', 'read') },
      schema: {
        tags,
        summary: "The caller's recipient notification settings (the defaults until saved)",
        response: withErrors({ 200: settings }),
      },
    },
    async (request) => recipientSettingsOf(db, ownerOf(requireUser(request))),
  );

  app.put(
    '',
    {
      config: { access: can('organization', 'update') },
      schema: {
        tags,
        summary: "Replaces the caller's recipient notification settings (the logo has its own operations)",
        body: UpdateRecipientSettingsBody,
        response: withErrors({ 200: settings }),
      },
    },
    async (request) => saveRecipientSettings(db, ownerOf(requireUser(request)), request.body),
  );

  app.post(
    '/logo',
    {
      config: { access: can('organization', 'update') },
      schema: {
        tags,
        summary: `Upload the sender's logo shown to recipients (multipart field "logo": a PNG, JPEG or WebP image of at most ${LOGO_MAX_BYTES / 1024} KB; stored as a PNG of at most ${LOGO_MAX_SIDE} × ${LOGO_MAX_SIDE})`,
        consumes: ['multipart/form-data'],
        'x-upload': { field: 'logo', maxBytes: LOGO_MAX_BYTES, description: 'A PNG, JPEG or WebP image' },
        response: withErrors({ 200: settings }),
      },
    },
    async (request) => {
      const owner = ownerOf(requireUser(request));
      const upload = await readUploadedFile(request, 'logo', LOGO_MAX_BYTES, logoTooLarge);
      if (upload.bytes.length === 0) throw fieldError('logo', 'fileRequired');
      return setSenderLogo(db, owner, await reencodeLogo(upload.bytes));
    },
  );

  app.delete(
    '/logo',
    {
      config: { access: can('organization', 'update') },
      schema: {
        tags,
        summary: "Remove the sender's logo (recipients then see the sender's name alone)",
        response: withErrors({ 200: settings }),
      },
    },
    async (request) => setSenderLogo(db, ownerOf(requireUser(request)), null),
  );

  // Public: recipients' mail clients and the public tracking page load it without credentials, and a
  // logo is no secret. The URL carries the upload time, so the image may be cached for long.
  app.get(
    '/logos/:id',
    {
      config: { access: publicAccess() },
      schema: {
        tags,
        summary: "A sender's logo image (as recipients see it)",
        params: IdParams,
        produces: ['image/png'],
        response: withErrors({ 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }) }),
      },
    },
    async (request, reply) => {
      const logo = await senderLogo(db, request.params.id);
      if (!logo) throw notFound();
      return reply
        .header('content-type', logo.mimeType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(logo.bytes);
    },
  );

  // A POST so the page can preview a sender name before saving it; it changes nothing.
  app.post(
    '/preview',
    {
      config: { access: can('organization', 'read') },
      schema: {
        tags,
        summary:
          'What a recipient would receive for an event in a language: the e-mail (subject, HTML, text) and the SMS with its parts, from the templates the real messages use',
        body: PreviewBody,
        response: withErrors({ 200: Type.Ref(RecipientPreviewSchema) }),
      },
    },
    async (request) => previewRecipientMessages(db, ownerOf(requireUser(request)), opts.publicUrl, request.body),
  );
};

export default recipientNotificationRoutes;
