import { api, type CurrentUser, type Language } from '@portal/shared';

export interface UpdateMeBody {
  username?: string;
  email?: string;
  phoneNumber?: string | null;
  locale?: Language;
  /** Needed when the e-mail (the login) changes. */
  currentPassword?: string;
  /** The profile version the form was filled from: a stale one gets 409, nothing is overwritten. */
  version?: number;
}

/** The current user as GET/PATCH /auth/me return it (with its row version). */
export type Profile = CurrentUser & { version?: number };

/** PATCH /auth/me: edit your own details. */
export function updateMe(body: UpdateMeBody): Promise<Profile> {
  return api.patch<Profile>('/auth/me', body);
}
