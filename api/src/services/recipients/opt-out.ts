import { createHmac, timingSafeEqual } from 'node:crypto';
import type { RecipientChannel } from '@portal/shared/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { recipientNotices, recipientOptOuts, shipments } from '../../db/schema';

/** The sender an opt-out is from: the organization, else the individual user. */
export type Sender = { organizationId: string | null; userId: string };

const CHANNEL_LETTER: Record<RecipientChannel, string> = { email: 'e', sms: 's' };
const MAC_BYTES = 6;

function mac(secret: string, letter: string, id: Buffer): Buffer {
  return createHmac('sha256', secret).update(`recipient-opt-out:${letter}:`).update(id).digest().subarray(0, MAC_BYTES);
}

/**
 * A short unsubscribe token for one notice and channel: the notice's id and an HMAC of it (31
 * characters), so an SMS link stays short and nothing is stored; it names whom to stop only through the
 * notice, and cannot be forged for another.
 */
export function optOutToken(secret: string, noticeId: string, channel: RecipientChannel): string {
  const letter = CHANNEL_LETTER[channel];
  const id = Buffer.from(noticeId.replace(/-/g, ''), 'hex');
  return `${letter}${Buffer.concat([id, mac(secret, letter, id)]).toString('base64url')}`;
}

export function readOptOutToken(secret: string, token: string): { noticeId: string; channel: RecipientChannel } | null {
  const channel = (Object.keys(CHANNEL_LETTER) as RecipientChannel[]).find((c) => CHANNEL_LETTER[c] === token[0]);
  if (!channel || !/^[A-Za-z0-9_-]{30}$/.test(token.slice(1))) return null;
  const bytes = Buffer.from(token.slice(1), 'base64url');
  if (bytes.length !== 16 + MAC_BYTES) return null;
  const id = bytes.subarray(0, 16);
  if (!timingSafeEqual(bytes.subarray(16), mac(secret, token[0], id))) return null;
  const hex = id.toString('hex');
  const noticeId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return { noticeId, channel };
}

const normalized = (channel: RecipientChannel, address: string) =>
  channel === 'email' ? address.trim().toLowerCase() : address.trim();

export async function hasOptedOut(db: DbOrTx, sender: Sender, channel: RecipientChannel, address: string) {
  const [row] = await db
    .select({ id: recipientOptOuts.id })
    .from(recipientOptOuts)
    .where(
      and(
        sender.organizationId
          ? eq(recipientOptOuts.organizationId, sender.organizationId)
          : and(eq(recipientOptOuts.userId, sender.userId), isNull(recipientOptOuts.organizationId)),
        eq(recipientOptOuts.channel, channel),
        eq(recipientOptOuts.address, normalized(channel, address)),
      ),
    )
    .limit(1);
  return !!row;
}

/** The parcel a token's notice is about (for the page), or null when the token is bad or the parcel gone. */
export async function noticeOfToken(db: DbOrTx, secret: string, token: string) {
  const read = readOptOutToken(secret, token);
  if (!read) return null;
  const [row] = await db
    .select({ shipment: shipments })
    .from(recipientNotices)
    .innerJoin(shipments, eq(shipments.id, recipientNotices.shipmentId))
    .where(eq(recipientNotices.id, read.noticeId))
    .limit(1);
  return row ? { channel: read.channel, shipment: row.shipment } : null;
}

/** Stops this sender's messages to the token's e-mail or phone; true when the token was good. */
export async function optOut(db: DbOrTx, secret: string, token: string): Promise<boolean> {
  const notice = await noticeOfToken(db, secret, token);
  const recipient = notice?.shipment.recipientSnapshot;
  if (!notice || !recipient) return false;
  const address = notice.channel === 'email' ? recipient.email : recipient.phoneNumber;
  if (!address) return false;
  await db
    .insert(recipientOptOuts)
    .values({
      organizationId: notice.shipment.organizationId,
      userId: notice.shipment.createdByUserId,
      channel: notice.channel,
      address: normalized(notice.channel, address),
    })
    .onConflictDoNothing();
  return true;
}
