import { api } from '@portal/shared';

/** POST /auth/reset-password with the token from the e-mailed link (spec §7: new_password, token). */
export function resetPassword(token: string, newPassword: string): Promise<{ message?: string }> {
  return api.post<{ message?: string }>('/auth/reset-password', { new_password: newPassword, token });
}
