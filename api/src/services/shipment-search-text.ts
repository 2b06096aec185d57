import { normalizeSearchText } from '@portal/shared/domain';
import type { AddressSnapshot } from '../db/schema';

/**
 * What the shipment list's search (`q`) matches, stored on each row: the tracking number once there is
 * one, the recipient's name and phone, both cities in both languages, and last the merchant's own
 * reference (last, so the migration that added it to rows stored before could append it). Drafts,
 * imports, processing and the demo seed all write it through here, so a row reads the same however it
 * was made.
 */
export function searchTextOf(
  trackingNumber: string | null,
  recipient: AddressSnapshot | null,
  sender: AddressSnapshot | null,
  reference: string | null,
): string {
  return normalizeSearchText(
    [
      trackingNumber,
      recipient?.name,
      recipient?.phoneNumber,
      recipient?.cityName,
      recipient?.cityNameAr,
      sender?.cityName,
      sender?.cityNameAr,
      reference,
    ]
      .filter(Boolean)
      .join(' '),
  );
}
