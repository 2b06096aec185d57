import { api, type CurrentUser } from '@portal/shared';
import type { ApiRequestBody } from '@portal/shared/api-types';

/**
 * The sign-up body, as the API's schema defines it (a referral code joins that organization; an
 * invitation's token joins its organization with the invitation's role).
 */
export type SignUpBody = ApiRequestBody<'/api/v1/auth/signup', 'post'>;

/** POST /auth/signup: creates the account (the user logs in afterwards). */
export function signUp(body: SignUpBody): Promise<CurrentUser> {
  return api.post<CurrentUser>('/auth/signup', body);
}
