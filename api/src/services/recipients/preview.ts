import type { RecipientEvent } from '@portal/shared/domain';
import type { DbOrTx } from '../../db/client';
import type { Locale } from '../../i18n/locale';
import { generateTrackingNumber } from '../../lib/tracking-number';
import { renderMail } from '../../mail/templates';
import { smsSize } from '../../sms/segments';
import { senderBrandOf } from './brand';
import { recipientSms } from './dispatch';
import { optOutToken } from './opt-out';
import { type Owner, recipientSettingsOf } from './settings';

/** A parcel number of the real shape (the same every time, so previews compare). */
const SAMPLE_TRACKING_NUMBER = generateTrackingNumber((max) => max - 1);
/** Links of a real one's length (an SMS's parts depend on it) that stop nothing: signed with no real secret. */
const SAMPLE_NOTICE = '00000000-0000-4000-8000-000000000000';
const sampleToken = (channel: 'email' | 'sms') => optOutToken('preview', SAMPLE_NOTICE, channel);

export interface PreviewInput {
  event: RecipientEvent;
  language: Locale;
  /** A sender name not saved yet (undefined: the saved one; null or blank: the default name). */
  senderName?: string | null;
}

/**
 * What a recipient would receive for this event in this language, from the same templates as the real
 * messages (renderMail and recipientSms), for a sample parcel, with the owner's saved logo.
 */
export async function previewRecipientMessages(db: DbOrTx, owner: Owner, publicUrl: string, input: PreviewInput) {
  const saved = await recipientSettingsOf(db, owner);
  const settings = input.senderName === undefined ? saved : { ...saved, senderName: input.senderName?.trim() || null };
  const brand = await senderBrandOf(db, { ...owner, senderSnapshot: null }, settings);
  const trackingUrl = `${publicUrl}/track/${SAMPLE_TRACKING_NUMBER}`;
  const mail = renderMail(
    {
      template: 'recipient-update',
      data: {
        senderName: brand.name,
        logoUrl: brand.logoUrl ? `${publicUrl}${brand.logoUrl}` : null,
        event: input.event,
        trackingNumber: SAMPLE_TRACKING_NUMBER,
        trackingUrl,
        unsubscribeUrl: `${publicUrl}/api/u/${sampleToken('email')}`,
      },
    },
    input.language,
  );
  const text = recipientSms(input.language, {
    senderName: brand.name,
    event: input.event,
    trackingNumber: SAMPLE_TRACKING_NUMBER,
    link: `${publicUrl}/api/u/${sampleToken('sms')}`,
  });
  return {
    event: input.event,
    language: input.language,
    trackingNumber: SAMPLE_TRACKING_NUMBER,
    mail,
    sms: { text, ...smsSize(text) },
  };
}
