import { api } from '@portal/shared';
import type { RecipientSettings } from './types';

/** Removes the logo: recipients then see the sender's name alone. */
export const removeSenderLogo = () => api.delete<RecipientSettings>('/recipient-notifications/logo');
