import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { translate } from '../../../i18n/messages';
import { withErrors } from '../../../lib/schemas';
import { publicAccess } from '../../../plugins/permissions';
import {
  confirmUpdates,
  requestUpdateCode,
  type SubscriptionDeps,
  UPDATE_CODE_MINUTES,
} from '../../../services/recipients/subscriptions';
import { publicTracking } from '../../../services/shipments/tracking';
import {
  PublicTracking,
  TrackingParams,
  UpdateCodeRequest,
  UpdateCodeSent,
  UpdateConfirmation,
  UpdatesConfirmed,
} from './schemas';

export interface TrackingRouteOptions {
  /** Signs the update codes' hashes. */
  secret: string;
}

/**
 * Public tracking by number (no login): status, dates, a city-level timeline and the sender's brand only — never
 * other names, phones, addresses or notes. A number with a wrong check digit is refused before any lookup. Anyone
 * with the number may also ask for the parcel's updates by e-mail or SMS, confirmed by a code sent there.
 */
const trackingRoutes: FastifyPluginAsyncTypebox<TrackingRouteOptions> = async (app, opts) => {
  app.addSchema(PublicTracking);
  app.addSchema(UpdateCodeSent);
  app.addSchema(UpdatesConfirmed);

  const deps: SubscriptionDeps = {
    db: app.db,
    secret: opts.secret,
    now: () => app.now(),
    limiters: { perParcel: app.limiters.updateCodesPerParcel, perAddress: app.limiters.updateCodesPerAddress },
  };

  app.get(
    '/:trackingNumber',
    {
      config: { access: publicAccess() },
      schema: {
        tags: ['tracking'],
        summary:
          "A shipment's public tracking: status, dates and city-level timeline ('No tracking data' when unknown)",
        params: TrackingParams,
        response: withErrors({ 200: Type.Ref('PublicTracking') }),
      },
    },
    async (request) => publicTracking(app.db, request.params.trackingNumber),
  );

  app.post(
    '/:trackingNumber/subscriptions',
    {
      config: { access: publicAccess() },
      schema: {
        tags: ['tracking'],
        summary: "Asks for a parcel's updates: sends a 6-digit code to the e-mail or phone (15 minutes)",
        description:
          'The answer is the same whoever the address belongs to; an address that stopped the sender’s messages ' +
          'gets nothing. 5 codes a parcel and 3 an address an hour (429 beyond); 409 once 10 people follow the parcel.',
        params: TrackingParams,
        body: UpdateCodeRequest,
        response: withErrors({ 202: Type.Ref('UpdateCodeSent') }),
      },
    },
    async (request, reply) => {
      await requestUpdateCode(deps, {
        trackingNumber: request.params.trackingNumber,
        ...request.body,
        locale: request.locale,
      });
      reply.status(202);
      return {
        message: translate(request.locale, 'updateCodeSent', { minutes: UPDATE_CODE_MINUTES }),
        expiresInMinutes: UPDATE_CODE_MINUTES,
      };
    },
  );

  app.post(
    '/:trackingNumber/subscriptions/confirm',
    {
      config: { access: publicAccess() },
      schema: {
        tags: ['tracking'],
        summary: "Confirms the code: the address then receives the parcel's later status messages",
        description: 'Each message carries a one-click unsubscribe link. A code takes 5 tries.',
        params: TrackingParams,
        body: UpdateConfirmation,
        response: withErrors({ 200: Type.Ref('UpdatesConfirmed') }),
      },
    },
    async (request) => {
      await confirmUpdates(deps, {
        trackingNumber: request.params.trackingNumber,
        ...request.body,
        locale: request.locale,
      });
      return { message: translate(request.locale, 'updateSubscribed'), channel: request.body.channel };
    },
  );
};

export default trackingRoutes;
