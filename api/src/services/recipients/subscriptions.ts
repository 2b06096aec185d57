import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { isEmail, type RecipientChannel } from '@portal/shared/domain';
import { toE164 } from '@portal/shared/domain/phone';
import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { shipments, trackingSubscriptions } from '../../db/schema';
import type { AttemptLimiter } from '../../lib/attempt-limiter';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { recipientSettingsOf } from './settings';
import { isValidTrackingNumber } from '../../lib/tracking-number';
import type { Locale } from '../../i18n/locale';
import type { QueuedMail } from '../../mail/outbox';
import type { NewOutboxMessage } from '../../outbox/outbox';
import { hasOptedOut } from './opt-out';

/** A code lives 15 minutes and takes 5 tries; a parcel keeps at most 10 followers besides its recipient. */
export const UPDATE_CODE_MINUTES = 15;
export const UPDATE_CODE_TRIES = 5;
export const SUBSCRIBERS_PER_PARCEL = 10;

export interface SubscriptionDeps {
  db: Db;
  /** Signs the codes' hashes: a stolen table cannot be read back by trying the million codes. */
  secret: string;
  now: () => Date;
  limiters: { perParcel: AttemptLimiter; perAddress: AttemptLimiter };
  enqueueMail: (db: DbOrTx, mail: QueuedMail) => Promise<unknown>;
  enqueue: (db: DbOrTx, message: NewOutboxMessage) => Promise<unknown>;
}

export interface SubscriptionInput {
  trackingNumber: string;
  channel: RecipientChannel;
  to: string;
  locale: Locale;
}

/**
 * The address as it is stored and counted: an e-mail trimmed and lower-cased, a phone in E.164, so
 * " Hala@Example.com" and "hala@example.com", "079 555 0101" and "+962795550101" are one address
 * for the limits, the opt-out list and the subscriptions.
 */
export function normalizedAddress(channel: RecipientChannel, to: string): string {
  if (channel === 'email') {
    const email = to.trim().toLowerCase();
    if (!isEmail(email)) throw fieldError('to', 'emailInvalid');
    return email;
  }
  const phone = toE164(to);
  if (!phone) throw fieldError('to', 'phone');
  return phone;
}

/** The parcel behind a public tracking number, as the tracking page finds it (drafts have none). */
async function trackedShipment(db: DbOrTx, typedNumber: string) {
  const trackingNumber = typedNumber.replace(/\s+/g, '').toUpperCase();
  if (!isValidTrackingNumber(trackingNumber)) throw notFound('noTrackingData');
  const [row] = await db.select().from(shipments).where(eq(shipments.trackingNumber, trackingNumber)).limit(1);
  if (!row || row.status === null) throw notFound('noTrackingData');
  return row;
}

function codeHash(
  secret: string,
  subscription: { shipmentId: string; channel: string; address: string },
  code: string,
) {
  return createHmac('sha256', secret)
    .update(`tracking-code:${subscription.shipmentId}:${subscription.channel}:${subscription.address}:${code}`)
    .digest('base64url');
}

async function confirmedCount(db: DbOrTx, shipmentId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(trackingSubscriptions)
    .where(and(eq(trackingSubscriptions.shipmentId, shipmentId), isNotNull(trackingSubscriptions.confirmedAt)));
  return row.n;
}

const subscribersFull = () => new AppError('CONFLICT', 'updateSubscribersFull');

/**
 * Sends a 6-digit code to the address for following one parcel. The answer is the same whether the
 * address is the recipient's, someone else's, already following or opted out (those get nothing): only
 * the limits (per parcel, per address) and a full parcel answer otherwise, and neither depends on who
 * the address belongs to.
 */
export async function requestUpdateCode(deps: SubscriptionDeps, input: SubscriptionInput): Promise<void> {
  const address = normalizedAddress(input.channel, input.to);
  const shipment = await trackedShipment(deps.db, input.trackingNumber);
  await deps.limiters.perParcel.hit(shipment.id);
  await deps.limiters.perAddress.hit(`${input.channel}:${address}`);
  // Nothing would ever reach a follower on a channel the sender does not use (SMS is off until an owner
  // turns it on, as each one is charged): no code goes there either.
  const { channels } = await recipientSettingsOf(deps.db, shipment);
  if (!Object.values(channels).some((on) => on[input.channel]))
    throw fieldError('channel', input.channel === 'sms' ? 'updatesNoSms' : 'updatesNoEmail');
  if ((await confirmedCount(deps.db, shipment.id)) >= SUBSCRIBERS_PER_PARCEL) throw subscribersFull();
  const sender = { organizationId: shipment.organizationId, userId: shipment.createdByUserId };
  if (await hasOptedOut(deps.db, sender, input.channel, address)) return;

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const key = { shipmentId: shipment.id, channel: input.channel, address };
  const expiresAt = new Date(deps.now().getTime() + UPDATE_CODE_MINUTES * 60_000);
  const trackingNumber = shipment.trackingNumber!;
  await deps.db.transaction(async (tx) => {
    const pending = { codeHash: codeHash(deps.secret, key, code), codeExpiresAt: expiresAt, codeAttempts: 0 };
    await tx
      .insert(trackingSubscriptions)
      .values({ ...key, locale: input.locale, ...pending })
      .onConflictDoUpdate({
        target: [trackingSubscriptions.shipmentId, trackingSubscriptions.channel, trackingSubscriptions.address],
        set: { ...pending, locale: input.locale },
      });
    if (input.channel === 'email')
      await deps.enqueueMail(tx, {
        to: address,
        locale: input.locale,
        template: 'tracking-code',
        data: { code, trackingNumber, expiresInMinutes: UPDATE_CODE_MINUTES },
      });
    else
      await deps.enqueue(tx, {
        kind: 'sms',
        topic: 'tracking-code',
        recipient: address,
        locale: input.locale,
        payload: { text: codeSms(input.locale, code, trackingNumber) },
      });
  });
}

/** The code's SMS: one part in either language (GSM-7 English, UCS-2 Arabic within 70 characters). */
export function codeSms(locale: Locale, code: string, trackingNumber: string) {
  return locale === 'ar'
    ? `رمز متابعة الشحنة ${trackingNumber}: ${code}. صالح ${UPDATE_CODE_MINUTES} دقيقة.`
    : `Your code to follow parcel ${trackingNumber}: ${code}. It expires in ${UPDATE_CODE_MINUTES} minutes.`;
}

/**
 * Checks the code and makes the address a follower of the parcel. A wrong code spends one of the code's
 * tries (counted even though the answer is an error); no code, an expired one or one tried too often is
 * refused alike.
 */
export async function confirmUpdates(
  deps: SubscriptionDeps,
  input: SubscriptionInput & { code: string },
): Promise<void> {
  const address = normalizedAddress(input.channel, input.to);
  const shipment = await trackedShipment(deps.db, input.trackingNumber);
  const key = { shipmentId: shipment.id, channel: input.channel, address };
  const typed = input.code.replace(/\s+/g, '');
  const outcome = await deps.db.transaction(async (tx) => {
    // The parcel's row serialises confirmations, so two at once cannot both take the last place.
    await tx.select({ id: shipments.id }).from(shipments).where(eq(shipments.id, shipment.id)).for('update');
    const [row] = await tx
      .select()
      .from(trackingSubscriptions)
      .where(
        and(
          eq(trackingSubscriptions.shipmentId, shipment.id),
          eq(trackingSubscriptions.channel, input.channel),
          eq(trackingSubscriptions.address, address),
        ),
      )
      .limit(1);
    if (
      !row?.codeHash ||
      !row.codeExpiresAt ||
      row.codeExpiresAt <= deps.now() ||
      row.codeAttempts >= UPDATE_CODE_TRIES
    )
      return 'expired' as const;
    const expected = Buffer.from(row.codeHash);
    const given = Buffer.from(codeHash(deps.secret, key, typed));
    if (!/^\d{6}$/.test(typed) || expected.length !== given.length || !timingSafeEqual(expected, given)) {
      await tx
        .update(trackingSubscriptions)
        .set({ codeAttempts: sql`${trackingSubscriptions.codeAttempts} + 1` })
        .where(eq(trackingSubscriptions.id, row.id));
      return 'wrong' as const;
    }
    if (!row.confirmedAt && (await confirmedCount(tx, shipment.id)) >= SUBSCRIBERS_PER_PARCEL) return 'full' as const;
    await tx
      .update(trackingSubscriptions)
      .set({
        confirmedAt: row.confirmedAt ?? deps.now(),
        locale: input.locale,
        codeHash: null,
        codeExpiresAt: null,
        codeAttempts: 0,
      })
      .where(eq(trackingSubscriptions.id, row.id));
    return 'confirmed' as const;
  });
  if (outcome === 'expired') throw fieldError('code', 'updateCodeExpired');
  if (outcome === 'wrong') throw fieldError('code', 'updateCodeWrong');
  if (outcome === 'full') throw subscribersFull();
}

/** The parcel's confirmed followers, for the recipient worker. */
export async function followersOf(db: DbOrTx, shipmentId: string) {
  return db
    .select({
      id: trackingSubscriptions.id,
      channel: trackingSubscriptions.channel,
      address: trackingSubscriptions.address,
      locale: trackingSubscriptions.locale,
    })
    .from(trackingSubscriptions)
    .where(and(eq(trackingSubscriptions.shipmentId, shipmentId), isNotNull(trackingSubscriptions.confirmedAt)));
}
