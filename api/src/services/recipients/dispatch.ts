import type { RecipientChannel, RecipientEvent } from '@portal/shared/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { recipientNotices, shipments } from '../../db/schema';
import type { Locale } from '../../i18n/locale';
import type { QueuedMail } from '../../mail/outbox';
import type { NewOutboxMessage } from '../../outbox/outbox';
import { RECIPIENT_EVENT_TEXT } from '../../mail/templates';
import { smsSize } from '../../sms/segments';
import { senderBrandsOf } from './brand';
import { normalized, optOutsAmong, optOutToken } from './opt-out';
import { followersOf } from './subscriptions';
import { ownerKey, recipientSettingsOfAll } from './settings';

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

/** One message of a notice: to the recipient, or to someone following the parcel from its tracking page. */
interface Target {
  channel: RecipientChannel;
  address: string;
  locale: Locale;
  unsubscribeUrl: string;
  dedupeKey: string;
  follower: boolean;
}

/**
 * Turns pending notices into e-mail and SMS through the outbox, in one transaction that claims them
 * (FOR UPDATE SKIP LOCKED, so two replicas never take the same notice) and marks them done with what each
 * channel did. Every message also carries a dedupe key: a notice is never sent twice. A batch reads its
 * owners' settings, brands, opt-outs and followers once, whatever its size.
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
      if (!due.length) return 0;
      const parcels = due.map((row) => row.shipment);
      const settingsByOwner = await recipientSettingsOfAll(tx, parcels);
      const brands = await senderBrandsOf(tx, parcels, settingsByOwner);
      const followersByParcel = await followersOf(
        tx,
        parcels.map((parcel) => parcel.id),
      );
      const optedOut = await optOutsAmong(tx, [
        ...parcels.flatMap(({ recipientSnapshot: recipient }) => [
          ...(recipient?.email ? [{ channel: 'email' as const, address: recipient.email }] : []),
          ...(recipient?.phoneNumber ? [{ channel: 'sms' as const, address: recipient.phoneNumber }] : []),
        ]),
        ...[...followersByParcel.values()].flat(),
      ]);

      for (const [i, { notice, shipment }] of due.entries()) {
        const settings = settingsByOwner.get(ownerKey(shipment))!;
        const sender = brands[i];
        const recipient = shipment.recipientSnapshot;
        const event = notice.event;
        const optOutSender = { organizationId: shipment.organizationId, userId: shipment.createdByUserId };
        const trackingNumber = shipment.trackingNumber!;
        const trackingUrl = `${publicUrl}/track/${trackingNumber}`;
        const logoUrl = sender.logoUrl ? `${publicUrl}${sender.logoUrl}` : null;
        const notBefore = settings.smsAtNight ? null : quietHoursEnd(options.now());

        const send = async (target: Target) => {
          if (target.channel === 'email')
            await options.enqueueMail(tx, {
              to: target.address,
              locale: target.locale,
              template: 'recipient-update',
              data: {
                senderName: sender.name,
                logoUrl,
                event,
                trackingNumber,
                trackingUrl,
                unsubscribeUrl: target.unsubscribeUrl,
                ...(target.follower ? { follower: true } : {}),
              },
              fromName: sender.name,
              ...(settings.replyTo ? { replyTo: settings.replyTo } : {}),
              headers: {
                'List-Unsubscribe': `<${target.unsubscribeUrl}>`,
                'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
              },
              dedupeKey: target.dedupeKey,
            });
          else
            await options.enqueue(tx, {
              kind: 'sms',
              topic: `recipient-${event}`,
              recipient: target.address,
              locale: target.locale,
              payload: {
                text: recipientSms(target.locale, {
                  senderName: sender.name,
                  event,
                  trackingNumber,
                  link: target.unsubscribeUrl,
                }),
              },
              ...(notBefore ? { notBefore } : {}),
              dedupeKey: target.dedupeKey,
            });
        };

        const locale: Locale = recipient?.language ?? sender.locale;
        const own: Record<RecipientChannel, string | null | undefined> = {
          email: recipient?.email,
          sms: recipient?.phoneNumber,
        };
        const outcome: Record<RecipientChannel, Outcome> = { email: 'off', sms: 'off' };
        for (const channel of ['email', 'sms'] as const) {
          const address = own[channel];
          if (!settings.channels[event][channel]) continue;
          if (!address) outcome[channel] = 'no-address';
          else if (optedOut(optOutSender, channel, address)) outcome[channel] = 'opted-out';
          else {
            await send({
              channel,
              address,
              locale,
              unsubscribeUrl: `${publicUrl}/api/u/${optOutToken(secret, notice.id, channel)}`,
              dedupeKey: `recipient:${shipment.id}:${event}:${channel}`,
              follower: false,
            });
            outcome[channel] = 'queued';
          }
        }
        // People who asked for this parcel's updates on its tracking page, on the channels the owner turned
        // on for this event; an address that is also the recipient's already got the message above.
        let followers = 0;
        for (const follower of followersByParcel.get(shipment.id) ?? []) {
          const { channel, address } = follower;
          if (!settings.channels[event][channel]) continue;
          const recipientsOwn = own[channel];
          if (recipientsOwn && normalized(channel, recipientsOwn) === address) continue;
          if (optedOut(optOutSender, channel, address)) continue;
          await send({
            channel,
            address,
            locale: follower.locale,
            unsubscribeUrl: `${publicUrl}/api/u/${optOutToken(secret, follower.id, channel, 'subscription')}`,
            dedupeKey: `recipient:${shipment.id}:${event}:follower:${follower.id}`,
            follower: true,
          });
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
