import { api } from '@portal/shared';
import type { OrganizationMember, OrganizationRole } from './types';

/** Refused with 409 for the last org admin, or when the membership changed since `version`. */
export const updateMemberRole = (id: string, role: OrganizationRole, version: number) =>
  api.put<OrganizationMember>(`/organization/members/${id}`, { role, version });
