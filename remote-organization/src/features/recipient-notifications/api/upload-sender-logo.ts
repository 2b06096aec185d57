import { api } from '@portal/shared';
import type { RecipientSettings } from './types';

/** POST multipart "logo": the server decodes it (PNG, JPEG, WebP, at most 256 KB) and stores it anew. */
export function uploadSenderLogo(file: File) {
  const form = new FormData();
  form.append('logo', file);
  return api.upload<RecipientSettings>('/recipient-notifications/logo', form);
}
