import { api } from '@portal/shared';
import type { InvitationListParams, InvitationPage } from './types';

/** A page of the invitations (`params`), or all of them (none: what a change invalidates). */
export const invitationsQueryKey = (params?: InvitationListParams) =>
  params ? (['/organization/invitations', params] as const) : (['/organization/invitations'] as const);

export function listInvitations(params: InvitationListParams, signal?: AbortSignal): Promise<InvitationPage> {
  return api.get<InvitationPage>('/organization/invitations', {
    query: { page: params.page, pageSize: params.pageSize, status: params.status },
    signal,
  });
}
