import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { isEmail, type RecipientChannel } from '@portal/shared/domain';
import { toE164 } from '@portal/shared/domain/phone';
import { and, asc, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { shipments, trackingSubscriptions } from '../../db/schema';
import type { AttemptLimiter } from '../../lib/attempt-limiter';
import { AppError, fieldError } from '../../lib/errors';
import type { Locale } from '../../i18n/locale';
import { smsSize } from '../../sms/segments';
import { trackedShipment } from '../shipments/tracking';
import { senderBrandsOf } from './brand';
import type { RecipientDispatchOptions } from './dispatch';
import { normalized, optOutsAmong } from './opt-out';
import { ownerKey, recipientSettingsOf, recipientSettingsOfAll } from './settings';

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
  const address = normalized(channel, to);
  if (channel === 'email' && !isEmail(address)) throw fieldError('to', 'emailInvalid');
  if (channel === 'sms' && !toE164(address)) throw fieldError('to', 'phone');
  return address;
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
 * Asks for a 6-digit code to the address for following one parcel; the recipient worker sends it
 * (sendRequestedCodes). The answer is the same whether the address is the recipient's, someone else's,
 * already following or opted out (that one gets nothing), and so is the work: the request never reads
 * whose the address is, it only notes the ask, so its time tells nothing either. Only the limits (per
 * parcel, per address) and a full parcel answer otherwise, and neither depends on who the address belongs to.
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
  // A new ask retires the code sent before it.
  const asked = {
    locale: input.locale,
    codeRequestedAt: deps.now(),
    codeHash: null,
    codeExpiresAt: null,
    codeAttempts: 0,
  };
  await deps.db
    .insert(trackingSubscriptions)
    .values({ shipmentId: shipment.id, channel: input.channel, address, ...asked })
    .onConflictDoUpdate({
      target: [trackingSubscriptions.shipmentId, trackingSubscriptions.channel, trackingSubscriptions.address],
      set: asked,
    });
}

/**
 * The code's SMS: one part in either language (GSM-7 English, UCS-2 Arabic within 70 characters), under
 * the sender's name when it fits.
 */
export function codeSms(locale: Locale, code: string, trackingNumber: string, senderName?: string | null) {
  const text =
    locale === 'ar'
      ? `رمز متابعة الشحنة ${trackingNumber}: ${code}. صالح ${UPDATE_CODE_MINUTES} دقيقة.`
      : `Your code to follow parcel ${trackingNumber}: ${code}. It expires in ${UPDATE_CODE_MINUTES} minutes.`;
  const branded = senderName ? `${senderName}: ${text}` : text;
  return smsSize(branded).segments === 1 ? branded : text;
}

/**
 * Sends the codes asked for on tracking pages, claimed as the notices are (SKIP LOCKED, so two replicas
 * never send one twice), under the sender's public brand (the name the owner chose or the organization's,
 * its logo and reply-to: anyone with the number may ask, so never an address's or a user's name). An
 * address that opted out of the sender gets nothing; its ask is dropped.
 */
export function createUpdateCodeSender(options: RecipientDispatchOptions) {
  const { db, publicUrl, secret, batchSize = 50 } = options;

  return async function sendRequestedCodes(): Promise<number> {
    return db.transaction(async (tx) => {
      const asked = await tx
        .select({ subscription: trackingSubscriptions, shipment: shipments })
        .from(trackingSubscriptions)
        .innerJoin(shipments, eq(shipments.id, trackingSubscriptions.shipmentId))
        .where(isNotNull(trackingSubscriptions.codeRequestedAt))
        .orderBy(asc(trackingSubscriptions.codeRequestedAt))
        .limit(batchSize)
        .for('update', { of: trackingSubscriptions, skipLocked: true });
      if (!asked.length) return 0;
      const parcels = asked.map((row) => row.shipment);
      const settings = await recipientSettingsOfAll(tx, parcels);
      const brands = await senderBrandsOf(tx, parcels, settings);
      const optedOut = await optOutsAmong(
        tx,
        asked.map((row) => row.subscription),
      );
      const expiresAt = new Date(options.now().getTime() + UPDATE_CODE_MINUTES * 60_000);
      for (const [i, { subscription, shipment }] of asked.entries()) {
        const sender = { organizationId: shipment.organizationId, userId: shipment.createdByUserId };
        const { channel, address, locale } = subscription;
        if (optedOut(sender, channel, address)) {
          await tx
            .update(trackingSubscriptions)
            .set({ codeRequestedAt: null })
            .where(eq(trackingSubscriptions.id, subscription.id));
          continue;
        }
        const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
        await tx
          .update(trackingSubscriptions)
          .set({
            codeHash: codeHash(secret, subscription, code),
            codeExpiresAt: expiresAt,
            codeAttempts: 0,
            codeRequestedAt: null,
          })
          .where(eq(trackingSubscriptions.id, subscription.id));
        const brand = brands[i];
        const trackingNumber = shipment.trackingNumber!;
        const { replyTo } = settings.get(ownerKey(shipment))!;
        if (channel === 'email')
          await options.enqueueMail(tx, {
            to: address,
            locale,
            template: 'tracking-code',
            data: {
              code,
              trackingNumber,
              expiresInMinutes: UPDATE_CODE_MINUTES,
              senderName: brand.publicName,
              logoUrl: brand.logoUrl ? `${publicUrl}${brand.logoUrl}` : null,
            },
            ...(brand.publicName ? { fromName: brand.publicName } : {}),
            ...(replyTo ? { replyTo } : {}),
          });
        else
          await options.enqueue(tx, {
            kind: 'sms',
            topic: 'tracking-code',
            recipient: address,
            locale,
            payload: { text: codeSms(locale, code, trackingNumber, brand.publicName) },
          });
      }
      return asked.length;
    });
  };
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

/** The confirmed followers of these parcels, by parcel, in one read (the recipient worker's batch). */
export async function followersOf(db: DbOrTx, shipmentIds: string[]) {
  const rows = shipmentIds.length
    ? await db
        .select({
          id: trackingSubscriptions.id,
          shipmentId: trackingSubscriptions.shipmentId,
          channel: trackingSubscriptions.channel,
          address: trackingSubscriptions.address,
          locale: trackingSubscriptions.locale,
        })
        .from(trackingSubscriptions)
        .where(
          and(inArray(trackingSubscriptions.shipmentId, shipmentIds), isNotNull(trackingSubscriptions.confirmedAt)),
        )
    : [];
  const byParcel = new Map<string, typeof rows>();
  for (const row of rows) byParcel.set(row.shipmentId, [...(byParcel.get(row.shipmentId) ?? []), row]);
  return byParcel;
}
