import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
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
  /** Where the sender's logo is served (a path on the API; a new upload is a new URL), null without one. */
  logoUrl: string | null;
}

/** The public path of a sender's logo; the upload time in the query lets it be cached for good. */
export function senderLogoUrl(settingsId: string, logoUpdatedAt: Date | null): string | null {
  return logoUpdatedAt ? `/api/v1/recipient-notifications/logos/${settingsId}?v=${logoUpdatedAt.getTime()}` : null;
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
  return { channels, senderName: null, replyTo: null, smsAtNight: false, logoUrl: null };
}

function ownerCondition(owner: Owner): SQL {
  return owner.organizationId
    ? eq(recipientNotificationSettings.organizationId, owner.organizationId)
    : (and(
        eq(recipientNotificationSettings.createdByUserId, owner.createdByUserId),
        isNull(recipientNotificationSettings.organizationId),
      ) as SQL);
}

const SETTINGS_COLUMNS = {
  id: recipientNotificationSettings.id,
  organizationId: recipientNotificationSettings.organizationId,
  createdByUserId: recipientNotificationSettings.createdByUserId,
  channels: recipientNotificationSettings.channels,
  senderName: recipientNotificationSettings.senderName,
  replyTo: recipientNotificationSettings.replyTo,
  smsAtNight: recipientNotificationSettings.smsAtNight,
  logoUpdatedAt: recipientNotificationSettings.logoUpdatedAt,
};

type SettingsRow = Pick<typeof recipientNotificationSettings.$inferSelect, keyof typeof SETTINGS_COLUMNS>;

function settingsFrom(row: SettingsRow | undefined): RecipientSettings {
  if (!row) return defaultRecipientSettings();
  // An event added after the row was saved takes its default.
  const channels = { ...defaultRecipientSettings().channels, ...row.channels };
  return {
    channels,
    senderName: row.senderName,
    replyTo: row.replyTo,
    smsAtNight: row.smsAtNight,
    logoUrl: senderLogoUrl(row.id, row.logoUpdatedAt),
  };
}

/** One key per owner: the organization, else the user on their own. */
export const ownerKey = (owner: Owner) => owner.organizationId ?? `user:${owner.createdByUserId}`;

export async function recipientSettingsOf(db: DbOrTx, owner: Owner): Promise<RecipientSettings> {
  const [row] = await db
    .select(SETTINGS_COLUMNS)
    .from(recipientNotificationSettings)
    .where(ownerCondition(owner))
    .limit(1);
  return settingsFrom(row);
}

/** The settings of many owners in one read (the recipient worker's batch), by ownerKey. */
export async function recipientSettingsOfAll(db: DbOrTx, owners: Owner[]): Promise<Map<string, RecipientSettings>> {
  const organizationIds = [...new Set(owners.flatMap((owner) => owner.organizationId ?? []))];
  const userIds = [...new Set(owners.filter((owner) => !owner.organizationId).map((owner) => owner.createdByUserId))];
  const conditions = [
    ...(organizationIds.length ? [inArray(recipientNotificationSettings.organizationId, organizationIds)] : []),
    ...(userIds.length
      ? [
          and(
            inArray(recipientNotificationSettings.createdByUserId, userIds),
            isNull(recipientNotificationSettings.organizationId),
          ),
        ]
      : []),
  ];
  const rows = conditions.length
    ? await db
        .select(SETTINGS_COLUMNS)
        .from(recipientNotificationSettings)
        .where(or(...conditions))
    : [];
  const saved = new Map(rows.map((row) => [ownerKey(row), row]));
  return new Map(owners.map((owner) => [ownerKey(owner), settingsFrom(saved.get(ownerKey(owner)))]));
}

/** Writes these columns of the owner's row, creating it with the defaults when the owner has none. */
async function upsertSettings(
  db: DbOrTx,
  owner: Owner,
  values: Partial<typeof recipientNotificationSettings.$inferInsert>,
): Promise<void> {
  const update = () =>
    db
      .update(recipientNotificationSettings)
      .set({ ...values, updatedAt: new Date() })
      .where(ownerCondition(owner))
      .returning({ id: recipientNotificationSettings.id });
  if ((await update()).length) return;
  const { channels, smsAtNight } = defaultRecipientSettings();
  const inserted = await db
    .insert(recipientNotificationSettings)
    .values({
      channels,
      smsAtNight,
      ...values,
      organizationId: owner.organizationId,
      createdByUserId: owner.createdByUserId,
    })
    .onConflictDoNothing()
    .returning({ id: recipientNotificationSettings.id });
  // Another first save won the insert: this one, being later, overwrites it.
  if (!inserted.length) await update();
}

/** Stores the owner's logo (already re-encoded: see reencodeLogo), or removes it with null. */
export async function setSenderLogo(
  db: DbOrTx,
  owner: Owner,
  logo: { bytes: Buffer; mimeType: string } | null,
): Promise<RecipientSettings> {
  await upsertSettings(db, owner, {
    logo: logo?.bytes ?? null,
    logoMimeType: logo?.mimeType ?? null,
    logoUpdatedAt: logo ? new Date() : null,
  });
  return recipientSettingsOf(db, owner);
}

/** A sender's stored logo by its settings row, if it has one (the public logo URL). */
export async function senderLogo(db: DbOrTx, settingsId: string) {
  const [row] = await db
    .select({ logo: recipientNotificationSettings.logo, mimeType: recipientNotificationSettings.logoMimeType })
    .from(recipientNotificationSettings)
    .where(eq(recipientNotificationSettings.id, settingsId))
    .limit(1);
  return row?.logo && row.mimeType ? { bytes: row.logo, mimeType: row.mimeType } : undefined;
}

/** Replaces the owner's settings (a blank sender name or reply-to means none). */
export async function saveRecipientSettings(
  db: DbOrTx,
  owner: Owner,
  input: Omit<RecipientSettings, 'logoUrl'>,
): Promise<RecipientSettings> {
  await upsertSettings(db, owner, {
    channels: Object.fromEntries(
      RECIPIENT_EVENTS.map((event) => [event, { email: input.channels[event].email, sms: input.channels[event].sms }]),
    ) as RecipientChannels,
    senderName: input.senderName?.trim() || null,
    replyTo: input.replyTo?.trim().toLowerCase() || null,
    smsAtNight: input.smsAtNight,
  });
  return recipientSettingsOf(db, owner);
}
