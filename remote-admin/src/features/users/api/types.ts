import type { components } from '@portal/shared/api-types';

export type AdminUser = components['schemas']['AdminUser'];
export type UserStatus = AdminUser['status'];

export const USERS_PATH = '/admin/users';
