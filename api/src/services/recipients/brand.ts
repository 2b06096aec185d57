import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { organizations, type shipments, users } from '../../db/schema';
import type { Locale } from '../../i18n/locale';
import { type RecipientSettings, recipientSettingsOf } from './settings';

type ShipmentRow = typeof shipments.$inferSelect;

export interface SenderBrand {
  /** The name recipients see: the chosen sender name, else the organization's, the sender address's, the user's. */
  name: string;
  /**
   * The name for anyone holding the tracking number (the public tracking page): only one the owner
   * chose or the organization's, never an address's or a user's name (null then).
   */
  publicName: string | null;
  /** The logo's path on the API (see senderLogoUrl), null without one. */
  logoUrl: string | null;
  /** The sender's own language: a recipient without one is written to in it. */
  locale: Locale;
}

/**
 * Under whose brand a parcel's recipient is told, by e-mail, SMS or on the public tracking page: one
 * function, so the page and the messages never name the sender differently.
 */
export async function senderBrandOf(
  db: DbOrTx,
  shipment: Pick<ShipmentRow, 'organizationId' | 'createdByUserId' | 'senderSnapshot'>,
  known?: RecipientSettings,
): Promise<SenderBrand> {
  const settings = known ?? (await recipientSettingsOf(db, shipment));
  const [creator] = await db
    .select({ locale: users.locale, username: users.username })
    .from(users)
    .where(eq(users.id, shipment.createdByUserId));
  const [organization] = shipment.organizationId
    ? await db
        .select({ name: organizations.name })
        .from(organizations)
        .where(eq(organizations.id, shipment.organizationId))
    : [];
  const publicName = settings.senderName ?? organization?.name ?? null;
  const name = publicName ?? shipment.senderSnapshot?.name ?? creator?.username ?? 'Courier Portal';
  return { name, publicName, logoUrl: settings.logoUrl, locale: (creator?.locale ?? 'en') as Locale };
}
