import { api } from '@portal/shared';
import type { PreviewBody, RecipientPreview } from './types';

/**
 * An event's e-mail and SMS in one language, rendered by the server's own templates; `senderName`
 * previews a name typed but not saved yet.
 */
export const previewRecipientMessage = (input: PreviewBody, signal?: AbortSignal) =>
  api.post<RecipientPreview>('/recipient-notifications/preview', input, { signal });
