import { api } from '@portal/shared';
import type { MyOrganization } from './types';

/** A new code; the old one and its links stop working at once. */
export const regenerateReferralCode = () => api.post<MyOrganization>('/organization/referral-code');
