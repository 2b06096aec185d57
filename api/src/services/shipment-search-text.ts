import { normalizeSearchText } from '@portal/shared/domain';
import type { AddressSnapshot } from '../db/schema';

/**
 * What the shipment list's search (`q`) matches, stored on each row: the tracking number once there is
 * one, the recipient's name and phone, and both cities in both languages. Drafts, imports and
 * processing all write it through here, so a row reads the same however it was made.
 */
export function searchTextOf(
  trackingNumber: string | null,
  recipient: AddressSnapshot | null,
  sender: AddressSnapshot | null,
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
    ]
      .filter(Boolean)
      .join(' '),
  );
}
