import { api } from '@portal/shared';
import type { MyOrganization, OrganizationInput } from './types';

/** Refused with 409 when someone changed the organization since `version`. */
export const updateOrganization = (input: OrganizationInput, version: number) =>
  api.put<MyOrganization>('/organization', { ...input, version });
