import { api } from '@portal/shared';
import type { MemberListParams, MemberPage } from './types';

export function listMembers(params: MemberListParams, signal?: AbortSignal): Promise<MemberPage> {
  return api.get<MemberPage>('/organization/members', {
    query: { page: params.page, pageSize: params.pageSize, sort: params.sort, q: params.q || undefined },
    signal,
  });
}
