import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { withErrors } from '../../../lib/schemas';
import { can, requireUser } from '../../../plugins/permissions';
import type { UserPrincipal } from '../../../plugins/auth';
import { recipientSettingsOf, saveRecipientSettings } from '../../../services/recipients/settings';
import { RecipientSettingsSchema, UpdateRecipientSettingsBody } from './schemas';

const tags = ['recipient notifications'];

/** The settings are the organization's for its members, else the user's own. */
const ownerOf = (principal: UserPrincipal) => ({
  organizationId: principal.organizationId,
  createdByUserId: principal.userId,
});

/**
 * What the caller's recipients are told, and under which name (subject `organization`: individual
 * users for themselves, org admins for the organization; org users and keys cannot reach it).
 */
const recipientNotificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addSchema(RecipientSettingsSchema);
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
        summary: "Replaces the caller's recipient notification settings",
        body: UpdateRecipientSettingsBody,
        response: withErrors({ 200: settings }),
      },
    },
    async (request) => saveRecipientSettings(db, ownerOf(requireUser(request)), request.body),
  );
};

export default recipientNotificationRoutes;
