import type { Role } from '@portal/shared/domain';

// Local shapes of the auth responses until src/api/generated/ (from the OpenAPI document) exists.

/** POST /auth/login and POST /auth/refresh. */
export interface TokenResponse {
  access_token: string;
  refresh_token: string;
}

export interface CurrentUserOrganization {
  id: string;
  name: string;
  referralCode?: string;
  approvalStatus?: number;
}

/** GET /auth/me. */
export interface CurrentUser {
  id: string;
  email: string;
  username: string;
  phoneNumber: string | null;
  role: Role;
  organizationId: string | null;
  organization?: CurrentUserOrganization | null;
  locale: 'en' | 'ar';
}
