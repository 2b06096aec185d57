import { api } from '@portal/shared';
import type { MyOrganization } from './types';

/** The caller joins as an organization user; 400 on `referralCode` when the code is unknown. */
export const joinOrganization = (referralCode: string) =>
  api.post<MyOrganization>('/organization/join', { referralCode });
