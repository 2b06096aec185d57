import { api } from '@portal/shared';
import type { components } from '@portal/shared/api-types';

/** The name of the organization a referral code joins, and nothing else about it. */
export type ReferralCodePreview = components['schemas']['ReferralCodePreview'];

/** GET /referral-codes/:code (public); 404 when no approved organization has the code. */
export function getReferralCode(code: string, signal?: AbortSignal): Promise<ReferralCodePreview> {
  return api.get<ReferralCodePreview>(`/referral-codes/${encodeURIComponent(code)}`, { signal });
}
