import { api } from '@portal/shared';
import type { InvitationListParams, InvitationPage } from './types';

export function listInvitations(params: InvitationListParams, signal?: AbortSignal): Promise<InvitationPage> {
  return api.get<InvitationPage>('/organization/invitations', {
    query: { page: params.page, pageSize: params.pageSize, status: params.status },
    signal,
  });
}
