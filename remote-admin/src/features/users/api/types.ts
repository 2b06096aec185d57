import type { AdminItem } from '../../../lib/resource-page/api/types';

export type UserStatus = 'active' | 'disabled';

export interface AdminUser extends AdminItem {
  email: string;
  username: string;
  phoneNumber: string | null;
  role: number;
  status: UserStatus;
  organization: { id: string; name: string } | null;
  lastLoginAt: string | null;
  disabledAt: string | null;
  createdAt: string;
}

export const USERS_PATH = '/admin/users';
