import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { rateLimitKeyOf } from '../../../lib/client-address';
import { withErrors } from '../../../lib/schemas';
import { publicAccess } from '../../../plugins/permissions';
import { referralCodePreview } from '../../../services/organizations';
import { ReferralCodeParams, ReferralCodePreviewSchema } from './schemas';

/**
 * A referral code's organization, for the pages a code opens (`/login/<code>`, `/register/<code>`): anyone
 * holding the code may read the name of the organization it joins, nothing else. Unknown codes and codes of
 * organizations not approved answer the same 404, and lookups are counted per address before the code is
 * read, so codes cannot be found by trying.
 */
const referralCodeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addSchema(ReferralCodePreviewSchema);

  app.get(
    '/:referralCode',
    {
      config: { access: publicAccess() },
      schema: {
        tags: ['organization'],
        summary:
          'The name of the approved organization a referral code joins (404 otherwise; rate limited per address)',
        params: ReferralCodeParams,
        response: withErrors({ 200: Type.Ref(ReferralCodePreviewSchema) }),
      },
    },
    async (request) => {
      await app.limiters.referralCodeLookupsPerIp.hit(rateLimitKeyOf(request.ip));
      return referralCodePreview(app.db, request.params.referralCode);
    },
  );
};

export default referralCodeRoutes;
