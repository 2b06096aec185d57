import { api } from '@portal/shared';
import type { MyOrganization, OrganizationInput } from './types';

/** An application: the organization stays pending until a system admin approves it. */
export const createOrganization = (input: OrganizationInput) => api.post<MyOrganization>('/organization', input);
