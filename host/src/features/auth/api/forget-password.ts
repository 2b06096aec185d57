import { api } from '@portal/shared';

/** POST /auth/forget-password: e-mails a reset link (same answer whether or not the account exists). */
export function forgetPassword(email: string): Promise<{ message?: string }> {
  return api.post<{ message?: string }>('/auth/forget-password', { email });
}
