import { api } from '@portal/shared';
import type { RecipientSettings, UpdateRecipientSettingsBody } from './types';

/** Replaces the settings (the logo is kept: it has its own requests). */
export const saveRecipientSettings = (input: UpdateRecipientSettingsBody) =>
  api.put<RecipientSettings>('/recipient-notifications', input);
