import { api, type CurrentUser, type Language } from '@portal/shared';

export interface SignUpBody {
  username: string;
  email: string;
  password: string;
  phoneNumber?: string;
  /** From /register/{referralCode} or typed in: joins that organization. */
  referralCode?: string;
  locale?: Language;
}

/** POST /auth/signup: creates the account (the user logs in afterwards). */
export function signUp(body: SignUpBody): Promise<CurrentUser> {
  return api.post<CurrentUser>('/auth/signup', body);
}
