import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { RECIPIENT_EVENTS, type RecipientChannels, type RecipientEvent } from '@portal/shared/domain';
import { recipientNotificationSettings } from '../../db/schema';

/** Whose settings: the organization's for a member, else the user's own (as webhook endpoints are owned). */
export type Owner = { organizationId: string | null; createdByUserId: string };

export interface RecipientSettings {
  channels: RecipientChannels;
  senderName: string | null;
  replyTo: string | null;
  smsAtNight: boolean;
}

/**
 * Until an owner chooses: e-mail on booking, on the way and delivery, so recipients hear without any
 * setup; SMS off everywhere, as each one costs the owner money.
 */
const EMAIL_BY_DEFAULT: readonly RecipientEvent[] = ['processed', 'onGoing', 'delivered'];

export function defaultRecipientSettings(): RecipientSettings {
  const channels = Object.fromEntries(
    RECIPIENT_EVENTS.map((event) => [event, { email: EMAIL_BY_DEFAULT.includes(event), sms: false }]),
  ) as RecipientChannels;
  return { channels, senderName: null, replyTo: null, smsAtNight: false };
}

function ownerCondition(owner: Owner): SQL {
  return owner.organizationId
    ? eq(recipientNotificationSettings.organizationId, owner.organizationId)
    : (and(
        eq(recipientNotificationSettings.createdByUserId, owner.createdByUserId),
        isNull(recipientNotificationSettings.organizationId),
      ) as SQL);
}

export async function recipientSettingsOf(db: DbOrTx, owner: Owner): Promise<RecipientSettings> {
  const [row] = await db.select().from(recipientNotificationSettings).where(ownerCondition(owner)).limit(1);
  if (!row) return defaultRecipientSettings();
  // An event added after the row was saved takes its default.
  const channels = { ...defaultRecipientSettings().channels, ...row.channels };
  return { channels, senderName: row.senderName, replyTo: row.replyTo, smsAtNight: row.smsAtNight };
}

/** Replaces the owner's settings (a blank sender name or reply-to means none). */
export async function saveRecipientSettings(
  db: DbOrTx,
  owner: Owner,
  input: RecipientSettings,
): Promise<RecipientSettings> {
  const values = {
    channels: Object.fromEntries(
      RECIPIENT_EVENTS.map((event) => [event, { email: input.channels[event].email, sms: input.channels[event].sms }]),
    ) as RecipientChannels,
    senderName: input.senderName?.trim() || null,
    replyTo: input.replyTo?.trim().toLowerCase() || null,
    smsAtNight: input.smsAtNight,
    updatedAt: new Date(),
  };
  const update = () =>
    db
      .update(recipientNotificationSettings)
      .set(values)
      .where(ownerCondition(owner))
      .returning({ id: recipientNotificationSettings.id });
  if (!(await update()).length) {
    const inserted = await db
      .insert(recipientNotificationSettings)
      .values({ ...values, organizationId: owner.organizationId, createdByUserId: owner.createdByUserId })
      .onConflictDoNothing()
      .returning({ id: recipientNotificationSettings.id });
    // Another first save won the insert: this one, being later, overwrites it.
    if (!inserted.length) await update();
  }
  return recipientSettingsOf(db, owner);
}
