import { api } from '@portal/shared';
import type { RecipientSettings } from './types';

/** The caller's settings (the organization's for an organization admin). */
export const getRecipientSettings = (signal?: AbortSignal) =>
  api.get<RecipientSettings>('/recipient-notifications', { signal });
