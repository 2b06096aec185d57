import type { RecipientEvent } from '@portal/shared/domain';
import type { Locale } from '../i18n/locale';

/** Every e-mail the portal sends, with the data each needs. */
export type MailTemplate =
  | { template: 'password-reset'; data: { username: string; resetUrl: string; expiresInMinutes: number } }
  | { template: 'account-created'; data: { username: string; loginUrl: string } }
  | { template: 'organization-created'; data: { username: string; organizationName: string } }
  | {
      template: 'organization-submitted';
      data: { organizationName: string; creatorName: string; creatorEmail: string; reviewUrl: string };
    }
  | { template: 'organization-approved'; data: { username: string; organizationName: string; loginUrl: string } }
  | { template: 'organization-rejected'; data: { username: string; organizationName: string; reason?: string | null } }
  | { template: 'api-key-approved'; data: { username: string; keyName: string; keysUrl: string } }
  | { template: 'api-key-denied'; data: { username: string; keyName: string; reason: string } }
  | { template: 'webhook-disabled'; data: { username: string; url: string } }
  | {
      template: 'recipient-update';
      data: {
        senderName: string;
        /** The sender's logo, absolute (mail clients resolve no relative URL); null or absent: the name alone. */
        logoUrl?: string | null;
        event: RecipientEvent;
        trackingNumber: string;
        trackingUrl: string;
        unsubscribeUrl: string;
        /** Someone who asked for the updates on the tracking page, not the parcel's recipient. */
        follower?: boolean;
      };
    }
  | {
      template: 'tracking-code';
      data: {
        code: string;
        trackingNumber: string;
        expiresInMinutes: number;
        /** The parcel's sender as the tracking page names it (null: the portal's name alone), and its logo. */
        senderName?: string | null;
        logoUrl?: string | null;
      };
    }
  | {
      template: 'invitation';
      data: { organizationName: string; inviterName: string; roleName: { en: string; ar: string }; acceptUrl: string };
    };

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

interface Content {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote?: string;
  /** Who signs the message (the portal unless a sender's brand). */
  signature?: string;
  /** A sender's brand at the top of the message: its name, with its logo when it has one. */
  brand?: { name: string; logoUrl?: string | null };
}

/** What happened to a recipient's parcel, as the recipient e-mail and SMS say it. */
export const RECIPIENT_EVENT_TEXT: Record<Locale, Record<RecipientEvent, string>> = {
  en: {
    processed: 'is booked with the courier',
    pickedUp: 'was picked up by the courier',
    onGoing: 'is out for delivery',
    delivered: 'was delivered',
    returned: 'is being returned to the sender',
    cancelled: 'was cancelled by the sender',
  },
  ar: {
    processed: 'حُجزت لدى شركة الشحن',
    pickedUp: 'استلمتها شركة الشحن',
    onGoing: 'خرجت للتوصيل',
    delivered: 'تم تسليمها',
    returned: 'تُعاد إلى المرسل',
    cancelled: 'ألغاها المرسل',
  },
};

const PRODUCT = { en: 'Courier Portal', ar: 'بوابة الشحن' };

function content(mail: MailTemplate, locale: Locale): Content {
  const en = locale === 'en';
  switch (mail.template) {
    case 'password-reset': {
      const { username, resetUrl, expiresInMinutes } = mail.data;
      return en
        ? {
            subject: 'Reset your password',
            greeting: `Hello ${username},`,
            paragraphs: [
              'We received a request to reset the password of your account.',
              `The link below works once and expires in ${expiresInMinutes} minutes.`,
            ],
            action: { label: 'Reset password', url: resetUrl },
            footnote: 'If you did not ask for this, ignore this message: your password stays the same.',
          }
        : {
            subject: 'إعادة تعيين كلمة المرور',
            greeting: `مرحبًا ${username}،`,
            paragraphs: [
              'تلقينا طلبًا لإعادة تعيين كلمة مرور حسابك.',
              `يعمل الرابط أدناه مرة واحدة وتنتهي صلاحيته خلال ${expiresInMinutes} دقيقة.`,
            ],
            action: { label: 'إعادة تعيين كلمة المرور', url: resetUrl },
            footnote: 'إذا لم تطلب ذلك فتجاهل هذه الرسالة، وستبقى كلمة مرورك كما هي.',
          };
    }
    case 'account-created': {
      const { username, loginUrl } = mail.data;
      return en
        ? {
            subject: `Welcome to ${PRODUCT.en}`,
            greeting: `Hello ${username},`,
            paragraphs: ['Your account has been created. Log in to book and track your shipments.'],
            action: { label: 'Log in', url: loginUrl },
          }
        : {
            subject: `مرحبًا بك في ${PRODUCT.ar}`,
            greeting: `مرحبًا ${username}،`,
            paragraphs: ['تم إنشاء حسابك. سجّل الدخول لحجز شحناتك وتتبعها.'],
            action: { label: 'تسجيل الدخول', url: loginUrl },
          };
    }
    case 'organization-created': {
      const { username, organizationName } = mail.data;
      return en
        ? {
            subject: `Organization ${organizationName} is awaiting approval`,
            greeting: `Hello ${username},`,
            paragraphs: [
              `Your organization ${organizationName} has been created and is pending approval by an administrator.`,
              'We will e-mail you as soon as it is reviewed.',
            ],
          }
        : {
            subject: `المؤسسة ${organizationName} بانتظار الموافقة`,
            greeting: `مرحبًا ${username}،`,
            paragraphs: [
              `تم إنشاء مؤسستك ${organizationName} وهي بانتظار موافقة المسؤول.`,
              'سنرسل إليك بريدًا إلكترونيًا فور مراجعتها.',
            ],
          };
    }
    case 'organization-submitted': {
      const { organizationName, creatorName, creatorEmail, reviewUrl } = mail.data;
      return en
        ? {
            subject: `New organization to review: ${organizationName}`,
            greeting: 'Hello,',
            paragraphs: [
              `${creatorName} (${creatorEmail}) created the organization ${organizationName}. It waits for your approval.`,
            ],
            action: { label: 'Review organizations', url: reviewUrl },
          }
        : {
            subject: `مؤسسة جديدة للمراجعة: ${organizationName}`,
            greeting: 'مرحبًا،',
            paragraphs: [`أنشأ ${creatorName} (${creatorEmail}) المؤسسة ${organizationName}، وهي بانتظار موافقتك.`],
            action: { label: 'مراجعة المؤسسات', url: reviewUrl },
          };
    }
    case 'organization-approved': {
      const { username, organizationName, loginUrl } = mail.data;
      return en
        ? {
            subject: `Organization ${organizationName} approved`,
            greeting: `Hello ${username},`,
            paragraphs: [
              `Your organization ${organizationName} has been approved. You can now invite your team and book shipments together.`,
            ],
            action: { label: 'Open the portal', url: loginUrl },
          }
        : {
            subject: `تمت الموافقة على المؤسسة ${organizationName}`,
            greeting: `مرحبًا ${username}،`,
            paragraphs: [`تمت الموافقة على مؤسستك ${organizationName}. يمكنك الآن دعوة فريقك وحجز الشحنات معًا.`],
            action: { label: 'فتح البوابة', url: loginUrl },
          };
    }
    case 'organization-rejected': {
      const { username, organizationName, reason } = mail.data;
      return en
        ? {
            subject: `Organization ${organizationName} was not approved`,
            greeting: `Hello ${username},`,
            paragraphs: [
              `Your organization ${organizationName} was not approved.`,
              ...(reason ? [`Reason: ${reason}`] : []),
            ],
            footnote: 'You can keep using the portal as an individual user.',
          }
        : {
            subject: `لم تتم الموافقة على المؤسسة ${organizationName}`,
            greeting: `مرحبًا ${username}،`,
            paragraphs: [`لم تتم الموافقة على مؤسستك ${organizationName}.`, ...(reason ? [`السبب: ${reason}`] : [])],
            footnote: 'يمكنك الاستمرار في استخدام البوابة كمستخدم فردي.',
          };
    }
    case 'api-key-approved': {
      const { username, keyName, keysUrl } = mail.data;
      return en
        ? {
            subject: `API key approved: ${keyName}`,
            greeting: `Hello ${username},`,
            paragraphs: [
              `Your API key request "${keyName}" was approved.`,
              'Open your API keys to reveal the key. It is shown only once: copy it somewhere safe.',
            ],
            action: { label: 'Open API keys', url: keysUrl },
          }
        : {
            subject: `تمت الموافقة على مفتاح API: ${keyName}`,
            greeting: `مرحبًا ${username}،`,
            paragraphs: [
              `تمت الموافقة على طلب مفتاح API «${keyName}».`,
              'افتح صفحة مفاتيح API لعرض المفتاح. يُعرض مرة واحدة فقط، فاحفظه في مكان آمن.',
            ],
            action: { label: 'فتح مفاتيح API', url: keysUrl },
          };
    }
    case 'api-key-denied': {
      const { username, keyName, reason } = mail.data;
      return en
        ? {
            subject: `API key request denied: ${keyName}`,
            greeting: `Hello ${username},`,
            paragraphs: [`Your API key request "${keyName}" was denied.`, `Reason: ${reason}`],
          }
        : {
            subject: `تم رفض طلب مفتاح API: ${keyName}`,
            greeting: `مرحبًا ${username}،`,
            paragraphs: [`تم رفض طلب مفتاح API «${keyName}».`, `السبب: ${reason}`],
          };
    }
    case 'webhook-disabled': {
      const { username, url } = mail.data;
      return en
        ? {
            subject: 'A webhook endpoint was turned off',
            greeting: `Hello ${username},`,
            paragraphs: [
              `Every delivery to ${url} has failed for three days, so we turned the endpoint off.`,
              'Fix the receiver, then turn the endpoint back on: new events are sent again from then.',
            ],
          }
        : {
            subject: 'تم إيقاف نقطة webhook',
            greeting: `مرحبًا ${username}،`,
            paragraphs: [
              `فشلت كل عمليات الإرسال إلى ${url} لمدة ثلاثة أيام، لذلك أوقفنا هذه النقطة.`,
              'أصلح المستقبِل ثم أعد تشغيل النقطة: تُرسل الأحداث الجديدة من جديد بعد ذلك.',
            ],
          };
    }
    case 'recipient-update': {
      const { senderName, logoUrl, event, trackingNumber, trackingUrl, unsubscribeUrl, follower } = mail.data;
      const happened = RECIPIENT_EVENT_TEXT[locale][event];
      const why = en
        ? follower
          ? `You receive this because you asked for the updates of parcel ${trackingNumber}.`
          : `You receive this because ${senderName} sent you a parcel.`
        : follower
          ? `تصلك هذه الرسالة لأنك طلبت تحديثات الشحنة ${trackingNumber}.`
          : `تصلك هذه الرسالة لأن ${senderName} أرسل إليك شحنة.`;
      const brand = { name: senderName, logoUrl };
      return en
        ? {
            subject: `${senderName}: your parcel ${trackingNumber} ${happened}`,
            greeting: 'Hello,',
            paragraphs: [`Your parcel ${trackingNumber} from ${senderName} ${happened}.`],
            action: { label: 'Track your parcel', url: trackingUrl },
            footnote: `${why} Stop these messages: ${unsubscribeUrl}`,
            signature: senderName,
            brand,
          }
        : {
            subject: `${senderName}: شحنتك ${trackingNumber} ${happened}`,
            greeting: 'مرحبًا،',
            paragraphs: [`شحنتك ${trackingNumber} من ${senderName} ${happened}.`],
            action: { label: 'تتبّع شحنتك', url: trackingUrl },
            footnote: `${why} لإيقاف هذه الرسائل: ${unsubscribeUrl}`,
            signature: senderName,
            brand,
          };
    }
    case 'tracking-code': {
      const { code, trackingNumber, expiresInMinutes, senderName, logoUrl } = mail.data;
      const branded = senderName ? { signature: senderName, brand: { name: senderName, logoUrl } } : {};
      return en
        ? {
            ...branded,
            subject: `${code} is your code for parcel ${trackingNumber}`,
            greeting: 'Hello,',
            paragraphs: [
              `Enter ${code} on the tracking page to receive the updates of parcel ${trackingNumber}.`,
              `The code expires in ${expiresInMinutes} minutes.`,
            ],
            footnote: 'If you did not ask for this, ignore this message: nothing will be sent to you.',
          }
        : {
            ...branded,
            subject: `${code} هو رمز الشحنة ${trackingNumber}`,
            greeting: 'مرحبًا،',
            paragraphs: [
              `أدخل الرمز ${code} في صفحة التتبع لتصلك تحديثات الشحنة ${trackingNumber}.`,
              `تنتهي صلاحية الرمز خلال ${expiresInMinutes} دقيقة.`,
            ],
            footnote: 'إذا لم تطلب ذلك فتجاهل هذه الرسالة، ولن يُرسل إليك شيء.',
          };
    }
    case 'invitation': {
      const { organizationName, inviterName, roleName, acceptUrl } = mail.data;
      return en
        ? {
            subject: `${inviterName} invited you to ${organizationName}`,
            greeting: 'Hello,',
            paragraphs: [`${inviterName} invited you to join ${organizationName} on ${PRODUCT.en} as ${roleName.en}.`],
            action: { label: 'Accept the invitation', url: acceptUrl },
            footnote: 'If you do not know this organization, ignore this message.',
          }
        : {
            subject: `دعاك ${inviterName} للانضمام إلى ${organizationName}`,
            greeting: 'مرحبًا،',
            paragraphs: [`دعاك ${inviterName} للانضمام إلى ${organizationName} في ${PRODUCT.ar} بصفة ${roleName.ar}.`],
            action: { label: 'قبول الدعوة', url: acceptUrl },
            footnote: 'إذا كنت لا تعرف هذه المؤسسة فتجاهل هذه الرسالة.',
          };
    }
  }
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/**
 * The sender's logo (48 px high, as an attribute too: some mail clients drop CSS sizes) and name above the
 * greeting; the name isolated (dir="auto"), so a Latin name keeps its punctuation in an Arabic body.
 */
const brandHeader = (brand: NonNullable<Content['brand']>) => {
  const name = escapeHtml(brand.name);
  const logo = brand.logoUrl
    ? `<img src="${escapeHtml(brand.logoUrl)}" alt="${name}" height="48" style="height: 48px; max-width: 200px; vertical-align: middle; margin-inline-end: 12px; border: 0;">`
    : '';
  return `<p data-brand style="margin: 0 0 16px; font-size: 18px; font-weight: bold;">${logo}<span dir="auto" style="vertical-align: middle;">${name}</span></p>\n`;
};

export function renderMail(mail: MailTemplate, locale: Locale): RenderedMail {
  const c = content(mail, locale);
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  const text = [
    c.greeting,
    '',
    ...c.paragraphs,
    ...(c.action ? ['', `${c.action.label}: ${c.action.url}`] : []),
    ...(c.footnote ? ['', c.footnote] : []),
    '',
    `— ${c.signature ?? PRODUCT[locale]}`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="${locale}" dir="${dir}">
<body style="font-family: Arial, 'Segoe UI', Tahoma, sans-serif; color: #1a202c; background: #f7fafc; padding: 24px;">
<div style="max-width: 560px; margin: 0 auto; background: #ffffff; border-radius: 8px; padding: 24px; overflow-wrap: anywhere; text-align: ${dir === 'rtl' ? 'right' : 'left'};">
${c.brand ? brandHeader(c.brand) : ''}<p>${escapeHtml(c.greeting)}</p>
${c.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${c.action ? `<p><a href="${escapeHtml(c.action.url)}" style="display: inline-block; background: #16a34a; color: #ffffff; padding: 10px 18px; border-radius: 6px; text-decoration: none;">${escapeHtml(c.action.label)}</a></p>\n<p style="font-size: 12px; color: #4a5568;">${escapeHtml(c.action.url)}</p>` : ''}
${c.footnote ? `<p style="font-size: 13px; color: #4a5568;">${escapeHtml(c.footnote)}</p>` : ''}
<p style="font-size: 12px; color: #718096;">${escapeHtml(c.signature ?? PRODUCT[locale])}</p>
</div>
</body>
</html>
`;
  return { subject: c.subject, text, html };
}
