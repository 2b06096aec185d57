import type { RecipientChannel, RecipientEvent } from '@portal/shared/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { recipientNotices, shipments } from '../../db/schema';
import type { Locale } from '../../i18n/locale';
import type { QueuedMail } from '../../mail/outbox';
import type { NewOutboxMessage } from '../../outbox/outbox';
import { RECIPIENT_EVENT_TEXT } from '../../mail/templates';
import { smsSize } from '../../sms/segments';
import { senderBrandOf } from './brand';
import { hasOptedOut, normalized, optOutToken } from './opt-out';
import { followersOf } from './subscriptions';
import { type RecipientSettings, recipientSettingsOf } from './settings';

export interface RecipientDispatchOptions {
  db: Db;
  /** Links' origin, e.g. https://portal.example.com. */
  publicUrl: string;
  /** Signs the unsubscribe links. */
  secret: string;
  now: () => Date;
  enqueueMail: (db: DbOrTx, mail: QueuedMail) => Promise<unknown>;
  enqueue: (db: DbOrTx, message: NewOutboxMessage) => Promise<unknown>;
  batchSize?: number;
}

const AMMAN = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Amman',
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/**
 * Null between 08:00 and 22:00 Amman time; otherwise the next 08:00 there, when a night's SMS is sent
 * instead (the zone's offset read from the clock itself, so a change of Jordan's rules needs no edit here).
 */
export function quietHoursEnd(now: Date): Date | null {
  const parts = Object.fromEntries(AMMAN.formatToParts(now).map((part) => [part.type, Number(part.value)]));
  if (parts.hour >= 8 && parts.hour < 22) return null;
  const localAsUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  const offsetMs = localAsUtc - Math.floor(now.getTime() / 1000) * 1000;
  const day = parts.hour >= 22 ? parts.day + 1 : parts.day;
  return new Date(Date.UTC(parts.year, parts.month - 1, day, 8) - offsetMs);
}

/**
 * The SMS for one event, within two parts in either language (Arabic is UCS-2: 134 characters): the
 * sender's name shortened and the tracking number dropped before the link ever is.
 */
export function recipientSms(
  locale: Locale,
  input: { senderName: string; event: RecipientEvent; trackingNumber: string; link: string },
) {
  const happened = RECIPIENT_EVENT_TEXT[locale][input.event];
  const compose = (sender: string, withNumber: boolean) => {
    const parcel = withNumber ? ` ${input.trackingNumber}` : '';
    return locale === 'ar'
      ? `${sender}: شحنتك${parcel} ${happened}. للتتبع أو إيقاف الرسائل: ${input.link}`
      : `${sender}: your parcel${parcel} ${happened}. Track or stop messages: ${input.link}`;
  };
  const short = input.senderName.length > 24 ? `${input.senderName.slice(0, 23)}…` : input.senderName;
  for (const text of [compose(input.senderName, true), compose(short, true), compose(short, false)])
    if (smsSize(text).segments <= 2) return text;
  return compose(short.slice(0, 12), false);
}

type Outcome = 'queued' | 'off' | 'no-address' | 'opted-out';

/**
 * Turns pending notices into e-mail and SMS through the outbox, in one transaction that claims them
 * (FOR UPDATE SKIP LOCKED, so two replicas never take the same notice) and marks them done with what each
 * channel did. Every message also carries a dedupe key: a notice is never sent twice.
 */
export function createRecipientDispatcher(options: RecipientDispatchOptions) {
  const { db, publicUrl, secret, batchSize = 50 } = options;

  return async function processNotices(): Promise<number> {
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ notice: recipientNotices, shipment: shipments })
        .from(recipientNotices)
        .innerJoin(shipments, eq(shipments.id, recipientNotices.shipmentId))
        .where(eq(recipientNotices.status, 'pending'))
        .orderBy(asc(recipientNotices.createdAt))
        .limit(batchSize)
        .for('update', { of: recipientNotices, skipLocked: true });
      const settingsByOwner = new Map<string, RecipientSettings>();
      for (const { notice, shipment } of due) {
        const ownerKey = shipment.organizationId ?? `user:${shipment.createdByUserId}`;
        let settings = settingsByOwner.get(ownerKey);
        if (!settings) {
          settings = await recipientSettingsOf(tx, shipment);
          settingsByOwner.set(ownerKey, settings);
        }
        const recipient = shipment.recipientSnapshot;
        const event = notice.event;
        const sender = await senderBrandOf(tx, shipment, settings);
        const logoUrl = sender.logoUrl ? `${publicUrl}${sender.logoUrl}` : null;
        const locale: Locale = recipient?.language ?? sender.locale;
        const optOutSender = { organizationId: shipment.organizationId, userId: shipment.createdByUserId };
        const trackingUrl = `${publicUrl}/track/${shipment.trackingNumber}`;
        const outcome: Record<RecipientChannel, Outcome> = { email: 'off', sms: 'off' };

        const email = recipient?.email;
        if (settings.channels[event].email) {
          if (!email) outcome.email = 'no-address';
          else if (await hasOptedOut(tx, optOutSender, 'email', email)) outcome.email = 'opted-out';
          else {
            const unsubscribeUrl = `${publicUrl}/api/u/${optOutToken(secret, notice.id, 'email')}`;
            await options.enqueueMail(tx, {
              to: email,
              locale,
              template: 'recipient-update',
              data: {
                senderName: sender.name,
                logoUrl,
                event,
                trackingNumber: shipment.trackingNumber!,
                trackingUrl,
                unsubscribeUrl,
              },
              fromName: sender.name,
              ...(settings.replyTo ? { replyTo: settings.replyTo } : {}),
              headers: {
                'List-Unsubscribe': `<${unsubscribeUrl}>`,
                'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
              },
              dedupeKey: `recipient:${shipment.id}:${event}:email`,
            });
            outcome.email = 'queued';
          }
        }

        const phone = recipient?.phoneNumber;
        if (settings.channels[event].sms) {
          if (!phone) outcome.sms = 'no-address';
          else if (await hasOptedOut(tx, optOutSender, 'sms', phone)) outcome.sms = 'opted-out';
          else {
            const link = `${publicUrl}/api/u/${optOutToken(secret, notice.id, 'sms')}`;
            const text = recipientSms(locale, {
              senderName: sender.name,
              event,
              trackingNumber: shipment.trackingNumber!,
              link,
            });
            const notBefore = settings.smsAtNight ? null : quietHoursEnd(options.now());
            await options.enqueue(tx, {
              kind: 'sms',
              topic: `recipient-${event}`,
              recipient: phone,
              locale,
              payload: { text },
              ...(notBefore ? { notBefore } : {}),
              dedupeKey: `recipient:${shipment.id}:${event}:sms`,
            });
            outcome.sms = 'queued';
          }
        }
        // People who asked for this parcel's updates on its tracking page, on the channels the owner turned
        // on for this event; an address that is also the recipient's already got the message above.
        let followers = 0;
        for (const follower of await followersOf(tx, shipment.id)) {
          const channel = follower.channel;
          if (!settings.channels[event][channel]) continue;
          const own = email && channel === 'email' ? normalized('email', email) : phone && normalized('sms', phone);
          if (own === follower.address) continue;
          if (await hasOptedOut(tx, optOutSender, channel, follower.address)) continue;
          const unsubscribeUrl = `${publicUrl}/api/u/${optOutToken(secret, follower.id, channel, 'subscription')}`;
          const dedupeKey = `recipient:${shipment.id}:${event}:follower:${follower.id}`;
          if (channel === 'email')
            await options.enqueueMail(tx, {
              to: follower.address,
              locale: follower.locale,
              template: 'recipient-update',
              data: {
                senderName: sender.name,
                logoUrl,
                event,
                trackingNumber: shipment.trackingNumber!,
                trackingUrl,
                unsubscribeUrl,
                follower: true,
              },
              fromName: sender.name,
              ...(settings.replyTo ? { replyTo: settings.replyTo } : {}),
              headers: {
                'List-Unsubscribe': `<${unsubscribeUrl}>`,
                'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
              },
              dedupeKey,
            });
          else {
            const notBefore = settings.smsAtNight ? null : quietHoursEnd(options.now());
            await options.enqueue(tx, {
              kind: 'sms',
              topic: `recipient-${event}`,
              recipient: follower.address,
              locale: follower.locale,
              payload: {
                text: recipientSms(follower.locale, {
                  senderName: sender.name,
                  event,
                  trackingNumber: shipment.trackingNumber!,
                  link: unsubscribeUrl,
                }),
              },
              ...(notBefore ? { notBefore } : {}),
              dedupeKey,
            });
          }
          followers += 1;
        }
        await tx
          .update(recipientNotices)
          .set({ status: 'done', outcome: followers ? { ...outcome, followers } : outcome, processedAt: sql`now()` })
          .where(eq(recipientNotices.id, notice.id));
      }
      return due.length;
    });
  };
}
