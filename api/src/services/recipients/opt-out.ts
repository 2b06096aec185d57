import { createHmac, timingSafeEqual } from 'node:crypto';
import type { RecipientChannel } from '@portal/shared/domain';
import { toE164 } from '@portal/shared/domain/phone';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { recipientNotices, recipientOptOuts, shipments, trackingSubscriptions } from '../../db/schema';

/** The sender an opt-out is from: the organization, else the individual user. */
export type Sender = { organizationId: string | null; userId: string };

/** What a token names: a recipient's notice, or a tracking page subscriber. */
export type OptOutSource = 'notice' | 'subscription';

const LETTERS: Record<OptOutSource, Record<RecipientChannel, string>> = {
  notice: { email: 'e', sms: 's' },
  subscription: { email: 'm', sms: 'p' },
};
const MAC_BYTES = 6;

function mac(secret: string, letter: string, id: Buffer): Buffer {
  return createHmac('sha256', secret).update(`recipient-opt-out:${letter}:`).update(id).digest().subarray(0, MAC_BYTES);
}

/**
 * A short unsubscribe token for one notice (or subscriber) and channel: its id and an HMAC of it (31
 * characters), so an SMS link stays short and nothing is stored; it names whom to stop only through the
 * row, and cannot be forged for another.
 */
export function optOutToken(
  secret: string,
  id: string,
  channel: RecipientChannel,
  source: OptOutSource = 'notice',
): string {
  const letter = LETTERS[source][channel];
  const bytes = Buffer.from(id.replace(/-/g, ''), 'hex');
  return `${letter}${Buffer.concat([bytes, mac(secret, letter, bytes)]).toString('base64url')}`;
}

export function readOptOutToken(
  secret: string,
  token: string,
): { id: string; channel: RecipientChannel; source: OptOutSource } | null {
  const found = (Object.keys(LETTERS) as OptOutSource[])
    .flatMap((source) => (Object.keys(LETTERS[source]) as RecipientChannel[]).map((channel) => ({ source, channel })))
    .find(({ source, channel }) => LETTERS[source][channel] === token[0]);
  if (!found || !/^[A-Za-z0-9_-]{30}$/.test(token.slice(1))) return null;
  const bytes = Buffer.from(token.slice(1), 'base64url');
  if (bytes.length !== 16 + MAC_BYTES) return null;
  const id = bytes.subarray(0, 16);
  if (!timingSafeEqual(bytes.subarray(16), mac(secret, token[0], id))) return null;
  const hex = id.toString('hex');
  const uuid = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return { id: uuid, ...found };
}

/** Lower-case e-mail, E.164 phone: an address opts out whichever way it was written. */
export const normalized = (channel: RecipientChannel, address: string) =>
  channel === 'email' ? address.trim().toLowerCase() : (toE164(address) ?? address.trim());

const optOutKey = (
  sender: { organizationId: string | null; userId: string | null },
  channel: RecipientChannel,
  address: string,
) => `${sender.organizationId ?? `user:${sender.userId}`}|${channel}|${address}`;

/**
 * Which of these addresses opted out of which sender, in one read (the workers' batches): a test of
 * (sender, channel, address), the address written either way. An organization's opt-outs cover all its
 * members' parcels; an individual's, only their own.
 */
export async function optOutsAmong(db: DbOrTx, candidates: { channel: RecipientChannel; address: string }[]) {
  const addresses = [...new Set(candidates.map(({ channel, address }) => normalized(channel, address)))];
  const rows = addresses.length
    ? await db
        .select({
          organizationId: recipientOptOuts.organizationId,
          userId: recipientOptOuts.userId,
          channel: recipientOptOuts.channel,
          address: recipientOptOuts.address,
        })
        .from(recipientOptOuts)
        .where(inArray(recipientOptOuts.address, addresses))
    : [];
  const stopped = new Set(rows.map((row) => optOutKey(row, row.channel, row.address)));
  return (sender: Sender, channel: RecipientChannel, address: string) =>
    stopped.has(optOutKey(sender, channel, normalized(channel, address)));
}

/**
 * The parcel a token is about (for the page) and the address it would stop, or null when the token is bad
 * or the parcel gone.
 */
export async function optOutLinkOf(db: DbOrTx, secret: string, token: string) {
  const read = readOptOutToken(secret, token);
  if (!read) return null;
  if (read.source === 'subscription') {
    const [row] = await db
      .select({ shipment: shipments, address: trackingSubscriptions.address })
      .from(trackingSubscriptions)
      .innerJoin(shipments, eq(shipments.id, trackingSubscriptions.shipmentId))
      .where(eq(trackingSubscriptions.id, read.id))
      .limit(1);
    return row ? { channel: read.channel, shipment: row.shipment, address: row.address } : null;
  }
  const [row] = await db
    .select({ shipment: shipments })
    .from(recipientNotices)
    .innerJoin(shipments, eq(shipments.id, recipientNotices.shipmentId))
    .where(eq(recipientNotices.id, read.id))
    .limit(1);
  if (!row) return null;
  const recipient = row.shipment.recipientSnapshot;
  const address = (read.channel === 'email' ? recipient?.email : recipient?.phoneNumber) ?? null;
  return { channel: read.channel, shipment: row.shipment, address };
}

/** Stops this sender's messages to the token's e-mail or phone; true when the token was good. */
export async function optOut(db: DbOrTx, secret: string, token: string): Promise<boolean> {
  const link = await optOutLinkOf(db, secret, token);
  if (!link?.address) return false;
  await db
    .insert(recipientOptOuts)
    .values({
      organizationId: link.shipment.organizationId,
      userId: link.shipment.createdByUserId,
      channel: link.channel,
      address: normalized(link.channel, link.address),
    })
    .onConflictDoNothing();
  return true;
}
