import { useDebouncedValue, useQuery } from '@portal/shared/data';
import { previewRecipientMessage } from '../api/preview-recipient-message';
import { type RecipientEvent, recipientSettingsQueryKey } from '../api/types';

/**
 * The e-mail and SMS of one event in one language, for the sender name as typed (asked again once
 * typing pauses) and the logo now saved (its URL is in the key, so a new logo shows at once).
 */
export function useMessagePreview(
  event: RecipientEvent,
  language: 'en' | 'ar',
  senderName: string,
  logoUrl: string | null,
) {
  const name = useDebouncedValue(senderName.trim(), 400);
  return useQuery({
    key: [...recipientSettingsQueryKey, 'preview', event, language, name, logoUrl],
    fetch: (signal) => previewRecipientMessage({ event, language, senderName: name || null }, signal),
  });
}
