import { api } from '@portal/shared';
import type { components } from '@portal/shared/api-types';

/** The name of the organization a referral code joins, and nothing else about it. */
export type ReferralCodePreview = components['schemas']['ReferralCodePreview'];

export const referralCodeQueryKey = (code: string) => ['referral-code', code] as const;

/** GET /referral-codes/:code (public); 404 when no approved organization has the code. */
export const getReferralCode = (code: string, signal?: AbortSignal) =>
  api.get<ReferralCodePreview>(`/referral-codes/${encodeURIComponent(code)}`, { signal });
