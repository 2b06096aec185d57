import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { organizations, type shipments, users } from '../../db/schema';
import type { Locale } from '../../i18n/locale';
import { ownerKey, type RecipientSettings, recipientSettingsOf, recipientSettingsOfAll } from './settings';

type ShipmentRow = typeof shipments.$inferSelect;
type BrandedShipment = Pick<ShipmentRow, 'organizationId' | 'createdByUserId' | 'senderSnapshot'>;

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

async function organizationNames(db: DbOrTx, ids: (string | null)[]) {
  const wanted = [...new Set(ids.flatMap((id) => id ?? []))];
  const rows = wanted.length
    ? await db
        .select({ id: organizations.id, name: organizations.name })
        .from(organizations)
        .where(inArray(organizations.id, wanted))
    : [];
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * Under whose brand each parcel's recipient is told, by e-mail, SMS or on the public tracking page: one
 * function, so the page and the messages never name the sender differently. A batch costs one read of
 * users and one of organizations (settings too unless given, by ownerKey), whatever its size.
 */
export async function senderBrandsOf(
  db: DbOrTx,
  rows: BrandedShipment[],
  known?: Map<string, RecipientSettings>,
): Promise<SenderBrand[]> {
  const settingsByOwner = known ?? (await recipientSettingsOfAll(db, rows));
  const userIds = [...new Set(rows.map((row) => row.createdByUserId))];
  const creators = new Map(
    (userIds.length
      ? await db
          .select({ id: users.id, locale: users.locale, username: users.username })
          .from(users)
          .where(inArray(users.id, userIds))
      : []
    ).map((user) => [user.id, user]),
  );
  const organizationName = await organizationNames(
    db,
    rows.map((row) => row.organizationId),
  );
  return rows.map((row) => {
    const settings = settingsByOwner.get(ownerKey(row))!;
    const creator = creators.get(row.createdByUserId);
    const publicName =
      settings.senderName ?? (row.organizationId ? organizationName.get(row.organizationId) : null) ?? null;
    const name = publicName ?? row.senderSnapshot?.name ?? creator?.username ?? 'Courier Portal';
    return { name, publicName, logoUrl: settings.logoUrl, locale: (creator?.locale ?? 'en') as Locale };
  });
}

/** One parcel's sender brand (see senderBrandsOf), with its owner's settings when already read. */
export async function senderBrandOf(
  db: DbOrTx,
  shipment: BrandedShipment,
  known?: RecipientSettings,
): Promise<SenderBrand> {
  const settings = known ?? (await recipientSettingsOf(db, shipment));
  const [brand] = await senderBrandsOf(db, [shipment], new Map([[ownerKey(shipment), settings]]));
  return brand;
}

/**
 * What the public tracking page shows of the sender (senderBrandsOf's publicName and logo): the owner's
 * settings and organization only, as it never needs the user who booked the parcel.
 */
export async function publicSenderBrand(
  db: DbOrTx,
  shipment: Pick<ShipmentRow, 'organizationId' | 'createdByUserId'>,
): Promise<Pick<SenderBrand, 'publicName' | 'logoUrl'>> {
  const settings = await recipientSettingsOf(db, shipment);
  const organizationName =
    !settings.senderName && shipment.organizationId
      ? (await organizationNames(db, [shipment.organizationId])).get(shipment.organizationId)
      : undefined;
  return { publicName: settings.senderName ?? organizationName ?? null, logoUrl: settings.logoUrl };
}
