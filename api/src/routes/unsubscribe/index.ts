import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { optOutLinkOf, optOut } from '../../services/recipients/opt-out';

export interface UnsubscribeRouteOptions {
  publicUrl: string;
  secret: string;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** A small page in both languages (the recipient's language is not known from a link alone). */
function page(english: string, arabic: string, extra = '') {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Courier Portal</title></head>
<body>
<main>
<p>${english}</p>
<p lang="ar" dir="rtl">${arabic}</p>
${extra}
</main>
</body></html>
`;
}

const Params = Type.Object({ token: Type.String({ maxLength: 64 }) });

/**
 * The links in recipients' messages (`/api/u/<token>`, short enough for an SMS): GET shows the parcel's
 * tracking link and a button to stop messages (a GET never unsubscribes: mail scanners open links);
 * POST stops them at once, as RFC 8058's one-click List-Unsubscribe-Post asks. Public: the token is the
 * permission, signed per notice and channel.
 */
const unsubscribeRoutes: FastifyPluginAsyncTypebox<UnsubscribeRouteOptions> = async (app, opts) => {
  // The one-click POST is a form ("List-Unsubscribe=One-Click"); its content does not matter.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  const notFoundPage = page('This link is not valid any more.', 'هذا الرابط لم يعد صالحًا.');

  app.get('/:token', { schema: { hide: true, params: Params } }, async (request, reply) => {
    reply.type('text/html; charset=utf-8');
    const notice = await optOutLinkOf(app.db, opts.secret, request.params.token);
    if (!notice) return reply.status(404).send(notFoundPage);
    const trackingUrl = `${opts.publicUrl}/track/${notice.shipment.trackingNumber}`;
    const link = `<p><a href="${escapeHtml(trackingUrl)}">Track your parcel · تتبّع شحنتك</a></p>`;
    const form = `<form method="post"><button type="submit">Stop these messages · أوقف هذه الرسائل</button></form>`;
    return page(
      `Parcel ${escapeHtml(notice.shipment.trackingNumber ?? '')}`,
      `الشحنة ${escapeHtml(notice.shipment.trackingNumber ?? '')}`,
      link + form,
    );
  });

  app.post('/:token', { schema: { hide: true, params: Params } }, async (request, reply) => {
    reply.type('text/html; charset=utf-8');
    if (!(await optOut(app.db, opts.secret, request.params.token))) return reply.status(404).send(notFoundPage);
    return page('You will receive no more messages from this sender.', 'لن تصلك رسائل أخرى من هذا المرسل.');
  });
};

export default unsubscribeRoutes;
