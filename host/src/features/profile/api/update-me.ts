import { api, type CurrentUser } from '@portal/shared';
import type { ApiRequestBody } from '@portal/shared/api-types';

/** The profile change, as the API's schema defines it (`version` guards against a stale form: 409). */
export type UpdateMeBody = ApiRequestBody<'/api/v1/auth/me', 'patch'>;

/** The current user as GET/PATCH /auth/me return it (with its row version). */
export type Profile = CurrentUser & { version?: number };

/** PATCH /auth/me: edit your own details. */
export function updateMe(body: UpdateMeBody): Promise<Profile> {
  return api.patch<Profile>('/auth/me', body);
}
