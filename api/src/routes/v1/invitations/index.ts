import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { MyOrganizationSchema } from '../../../lib/organization-schemas';
import { withErrors } from '../../../lib/schemas';
import { can, publicAccess, requireUser } from '../../../plugins/permissions';
import { acceptInvitationAs, invitationPreview } from '../../../services/invitations';
import { loadMyOrganization } from '../../../services/organizations';
import { InvitationPreviewSchema, TokenParams } from './schemas';

const tags = ['invitations'];

/**
 * An invitation by the link in its e-mail: anyone holding the link may read what it invites to (the
 * token is the secret), and the invited person accepts it once signed in (a new person signs up
 * with `invitationToken` instead, which accepts it in the same step).
 */
const invitationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addSchema(InvitationPreviewSchema);
  const { db } = app;

  app.get(
    '/:token',
    {
      config: { access: publicAccess() },
      schema: {
        tags,
        summary: 'What an invitation link invites to, and whether the invited e-mail has an account',
        params: TokenParams,
        response: withErrors({ 200: Type.Ref(InvitationPreviewSchema) }),
      },
    },
    async (request) => invitationPreview(db, request.params.token),
  );

  app.post(
    '/:token/accept',
    {
      // Every role holds `profile`: the checks that matter (the invited e-mail, an individual user) are the route's own.
      config: { access: can('profile', 'update') },
      schema: {
        tags,
        summary: 'Accept an invitation as the signed-in invited person: join its organization with its role',
        params: TokenParams,
        response: withErrors({ 200: Type.Ref(MyOrganizationSchema) }),
      },
    },
    async (request) => {
      const principal = requireUser(request);
      const user = { id: principal.userId, email: principal.email, role: principal.role };
      await acceptInvitationAs(db, request, request.params.token, user);
      return loadMyOrganization(db, principal.userId);
    },
  );
};

export default invitationRoutes;
