import { api } from '@portal/shared';
import type { MyOrganization } from './types';

/** The query key of the caller's organization: every part of the page that changes it asks again with it. */
export const myOrganizationQueryKey = () => ['/organization'] as const;

export const getMyOrganization = (signal?: AbortSignal) => api.get<MyOrganization>('/organization', { signal });
