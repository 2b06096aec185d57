import { api } from '@portal/shared';

/** POST /auth/reset-password with the token from the e-mailed link (body: new_password, token). */
export function resetPassword(token: string, newPassword: string): Promise<{ message?: string }> {
  return api.post<{ message?: string }>('/auth/reset-password', { new_password: newPassword, token });
}
