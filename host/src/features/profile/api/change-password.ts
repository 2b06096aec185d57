import { api } from '@portal/shared';

/** POST /auth/change-password (the API's field names: currentPassword, new_password). Other sessions end. */
export function changePassword(currentPassword: string, newPassword: string): Promise<{ message?: string }> {
  return api.post<{ message?: string }>('/auth/change-password', { currentPassword, new_password: newPassword });
}
